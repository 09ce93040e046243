import type { ReactNode } from 'react';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { ExternalLinkIcon, TargetIcon } from '#web/components/ui/detail-icons.tsx';
import { AwardIcon, BadgeCheckIcon, CheckIcon, MapPinIcon } from '#web/components/ui/icons.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { mapsUrl } from '../profile-view';
import { trainerProfileText } from '../trainer-profile.text';

/** Portraits are 4:5 (the demo ones 480×600); an upload is cropped to the same frame. */
const PORTRAIT_WIDTH = 480;
const PORTRAIT_HEIGHT = 600;

export const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

export function AboutSection({ trainer }: { trainer: TrainerProfile }) {
  const text = useText(trainerProfileText).about;
  const paragraphs = trainer.bio
    .split(/\n+/)
    .map((text) => text.trim())
    .filter(Boolean);
  const portrait = trainer.profileImage ?? trainer.profilePicture;
  return (
    <section aria-labelledby="about-heading" className={cardClass}>
      <h2 id="about-heading" className="text-xl font-bold text-slate-900">
        {text.heading(trainer.name)}
      </h2>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        {portrait && (
          <img
            src={portrait}
            alt={text.portrait(trainer.name)}
            width={PORTRAIT_WIDTH}
            height={PORTRAIT_HEIGHT}
            loading="lazy"
            decoding="async"
            className="aspect-[4/5] w-32 shrink-0 rounded-xl bg-slate-200 object-cover sm:w-40"
          />
        )}
        <div className="space-y-3 text-slate-700">
          {paragraphs.length > 0 ? (
            paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          ) : (
            <p>{text.noBio(trainer.name)}</p>
          )}
        </div>
      </div>
    </section>
  );
}

export function GymInfoSection({ gym }: { gym: NonNullable<TrainerProfile['gymInfo']> }) {
  const text = useText(trainerProfileText).gym;
  return (
    <section aria-labelledby="gym-heading" className={cardClass}>
      <h2 id="gym-heading" className="text-xl font-bold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-4 font-semibold text-slate-900">{gym.name}</p>
      {gym.address && (
        <p className="mt-1 flex items-start gap-1.5 text-slate-700">
          <MapPinIcon className="mt-0.5 size-4 shrink-0" />
          {gym.address}
        </p>
      )}
      <p className="mt-3 text-slate-700">
        <span className="font-semibold text-slate-900">
          {gym.membershipRequired ? text.membershipRequired : text.noMembershipRequired}
        </span>
        {gym.membershipDetails && (
          <span className="block text-sm text-slate-600">{gym.membershipDetails}</span>
        )}
      </p>
      {gym.coordinates && (
        <a
          href={mapsUrl(gym.coordinates)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {text.openInMaps}
          <ExternalLinkIcon className="size-4" />
          <span className="sr-only">{text.opensInNewTab}</span>
        </a>
      )}
    </section>
  );
}

const LIST_ICONS = {
  specializations: <TargetIcon className="size-5" />,
  certifications: <BadgeCheckIcon className="size-5" />,
  achievements: <AwardIcon className="size-5" />,
} satisfies Record<string, ReactNode>;

export function ListSection({
  kind,
  title,
  items,
}: {
  kind: keyof typeof LIST_ICONS;
  title: string;
  items: readonly string[];
}) {
  const headingId = `${kind}-heading`;
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <span className="text-brand-700">{LIST_ICONS[kind]}</span>
        {title}
      </h2>
      {kind === 'specializations' ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
            >
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-4 space-y-2">
          {items.map((item) => (
            <li key={item} className="flex items-start gap-2 text-slate-700">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
