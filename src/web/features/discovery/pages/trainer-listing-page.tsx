import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SERVICE_NAMES } from '../../../../shared/catalog';
import { buttonClass } from '../../../components/ui/button-styles';
import {
  CalendarIcon,
  LockIcon,
  SearchIcon,
  UserIcon,
  UsersIcon,
  VideoIcon,
} from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/seo';

const HERO = {
  all: {
    title: 'Find Fitness Trainers Near You',
    heading: 'Find Your Perfect Fitness Trainer',
    text: 'Book certified personal, group and online trainers across India. Choose a time that suits you and pay securely in rupees.',
  },
  online: {
    title: 'Online Fitness Trainers',
    heading: 'Online Fitness Training',
    text: 'Train live over video with certified trainers from anywhere in India, on a schedule that fits your day.',
  },
} as const;

const TRAINING_TYPES: { name: string; text: string; icon: ReactNode }[] = [
  {
    name: SERVICE_NAMES.personal,
    text: 'One-to-one sessions at the trainer’s gym or at your home, built around your goals.',
    icon: <UserIcon className="size-6" />,
  },
  {
    name: SERVICE_NAMES.group,
    text: 'Train with a small group and a trainer who keeps every member on track.',
    icon: <UsersIcon className="size-6" />,
  },
  {
    name: SERVICE_NAMES.online,
    text: 'Live video sessions; the meeting link arrives once your booking is confirmed.',
    icon: <VideoIcon className="size-6" />,
  },
];

const STEPS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Find your trainer',
    text: 'Filter by location, training type and specialization, from yoga to strength training.',
    icon: <SearchIcon className="size-6" />,
  },
  {
    title: 'Book a slot',
    text: 'Pick a service, a date in the next 14 days and an hourly slot. Free cancellation up to 24 hours before.',
    icon: <CalendarIcon className="size-6" />,
  },
  {
    title: 'Pay securely',
    text: 'UPI, cards, net banking or wallets. You pay the session price shown, in rupees.',
    icon: <LockIcon className="size-6" />,
  },
];

/** `/` and `/trainers`: the listing's hero; the trainer list itself arrives with discovery. */
export default function TrainerListingPage() {
  const [searchParams] = useSearchParams();
  const hero = searchParams.get('service') === 'online' ? HERO.online : HERO.all;
  usePageTitle(hero.title);

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            Certified trainers across India
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {hero.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-50">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {hero === HERO.all ? (
              <Link to={paths.onlineTrainers} className={buttonClass('light', 'lg')}>
                Explore Online Training
              </Link>
            ) : (
              <Link to={paths.trainers} className={buttonClass('light', 'lg')}>
                All Trainers
              </Link>
            )}
          </div>
        </div>
      </section>

      <section
        aria-labelledby="training-types"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8"
      >
        <h2 id="training-types" className="text-2xl font-bold tracking-tight text-slate-900">
          Train your way
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {TRAINING_TYPES.map((type) => (
            <li
              key={type.name}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                {type.icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{type.name}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{type.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-it-works" className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="how-it-works" className="text-2xl font-bold tracking-tight text-slate-900">
            How Kasrat works
          </h2>
          <ol className="mt-6 grid gap-6 sm:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                  {step.icon}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-1 text-sm leading-6 text-slate-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
