import type { ReactNode } from 'react';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { formatNumber } from '#shared/intl.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { formatRating } from '../profile-view';
import { trainerProfileText } from '../trainer-profile.text';
import { StarRating } from './star-rating';

/**
 * Only figures the trainer or their clients gave: no "150+" happy clients and no default
 * rating (docs/product/discovery.md#real-ratings-only); a trainer without reviews is "New".
 */
export function ProfileStats({ trainer }: { trainer: TrainerProfile }) {
  const locale = useLocale();
  const text = useText(trainerProfileText).stats;
  const stats: { key: string; label: string; value: ReactNode }[] = [];
  if (trainer.experience !== null) {
    stats.push({
      key: 'experience',
      label: text.experience,
      value: text.years(trainer.experience),
    });
  }
  if (trainer.happyClients !== null) {
    stats.push({
      key: 'clients',
      label: text.happyClients,
      value: formatNumber(trainer.happyClients, locale),
    });
  }
  stats.push({
    key: 'rating',
    label: text.rating,
    value:
      trainer.rating === null ? (
        text.newTrainer
      ) : (
        <span className="flex flex-wrap items-center gap-x-2">
          {formatRating(trainer.rating, locale)}
          <StarRating rating={trainer.rating} />
          <span className="text-sm font-normal text-slate-600">
            {text.reviewCount(trainer.reviewCount)}
          </span>
        </span>
      ),
  });
  if (trainer.sessionTypes.length > 0) {
    stats.push({
      key: 'types',
      label: text.sessionTypes,
      value: trainer.sessionTypes.map((type) => text.sessionType[type]).join(' · '),
    });
  }
  return (
    <section aria-label={text.label} className="border-b border-slate-200 bg-slate-50">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px px-4 py-6 sm:px-6 lg:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.key} className="px-2 py-3 sm:px-4">
            <dt className="text-sm text-slate-600">{stat.label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
