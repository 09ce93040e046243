import type { ReactNode } from 'react';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { yearsLabel } from '../profile-view';
import { StarRating } from './star-rating';

const SESSION_TYPE_NAMES = { personal: 'Personal', group: 'Group', online: 'Online' } as const;

/**
 * Only figures the trainer or their clients gave: no "150+" happy clients and no default
 * rating (docs/product/discovery.md#real-ratings-only); a trainer without reviews is "New".
 */
export function ProfileStats({ trainer }: { trainer: TrainerProfile }) {
  const stats: { label: string; value: ReactNode }[] = [];
  if (trainer.experience !== null) {
    stats.push({ label: 'Experience', value: yearsLabel(trainer.experience) });
  }
  if (trainer.happyClients !== null) {
    stats.push({ label: 'Happy Clients', value: trainer.happyClients.toLocaleString('en-IN') });
  }
  stats.push({
    label: 'Rating',
    value:
      trainer.rating === null ? (
        'New'
      ) : (
        <span className="flex flex-wrap items-center gap-x-2">
          {trainer.rating.toFixed(1)}
          <StarRating rating={trainer.rating} />
          <span className="text-sm font-normal text-slate-600">
            ({trainer.reviewCount} {trainer.reviewCount === 1 ? 'review' : 'reviews'})
          </span>
        </span>
      ),
  });
  if (trainer.sessionTypes.length > 0) {
    stats.push({
      label: 'Session Types',
      value: trainer.sessionTypes.map((type) => SESSION_TYPE_NAMES[type]).join(' · '),
    });
  }
  return (
    <section aria-label="Trainer at a glance" className="border-b border-slate-200 bg-slate-50">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px px-4 py-6 sm:px-6 lg:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="px-2 py-3 sm:px-4">
            <dt className="text-sm text-slate-600">{stat.label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
