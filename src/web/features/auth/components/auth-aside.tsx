import type { ReactNode } from 'react';
import { BadgeCheckIcon, CalendarIcon, LockIcon } from '#web/components/ui/icons.tsx';

const SELLING_POINTS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Professional certified trainers',
    text: 'Every trainer is reviewed before their profile goes live.',
    icon: <BadgeCheckIcon className="size-5" />,
  },
  {
    title: 'Flexible scheduling',
    text: 'Book hourly slots from 6 AM to 9 PM, in person or online.',
    icon: <CalendarIcon className="size-5" />,
  },
  {
    title: 'Secure payments',
    text: 'Pay by UPI, card, net banking or wallet, in rupees.',
    icon: <LockIcon className="size-5" />,
  },
];

export function AuthAside() {
  return (
    <div className="flex h-full flex-col justify-center bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-6 py-10 text-white sm:px-10 lg:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Kasrat</p>
      <h2 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        Your fitness journey starts here
      </h2>
      <p className="mt-3 max-w-md text-brand-50">
        Sign in to book certified trainers near you or online, and keep all your sessions in one
        place.
      </p>
      <ul className="mt-8 space-y-5">
        {SELLING_POINTS.map((point) => (
          <li key={point.title} className="flex gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15 text-white">
              {point.icon}
            </span>
            <div>
              <p className="font-semibold">{point.title}</p>
              <p className="text-sm text-brand-50">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
