import { FREE_CANCELLATION_HOURS } from '#shared/booking-status.ts';
import { CATALOG_TEXT, SERVICE_KEYS, type Specialization } from '#shared/catalog.ts';
import type { TrainerCard as Trainer } from '#shared/discovery-types.ts';
import { LISTING_CARD_IMAGE_SIZES } from '#shared/listing-image.ts';
import { BookingFullNotice } from '#web/components/ui/booking-full-notice.tsx';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { listingText } from '../listing.text';
import { cardInterestHandlers } from './card-interest';
import { FromPrice, TrainerImage, TrainerNameAndPlace, TrainerRating } from './trainer-card-parts';

/**
 * docs/decisions/0021-compact-listing-card.md: a phone shows several cards at once, so at most
 * three times per card.
 */
const SHOWN_SLOTS = 3;
const SHOWN_SPECIALIZATIONS = 2;

/**
 * A listing card (docs/decisions/0021-compact-listing-card.md): who, how good, how much, how far
 * and how soon in the first lines beside a small picture on a phone; then two lines of bio, three
 * times and Book.
 */
export function TrainerCard({
  trainer,
  priority,
  now,
  onBook,
  onInterest,
}: {
  trainer: Trainer;
  priority: boolean;
  /** The moment the list arrived, for "Next free: Today 6:00 PM". */
  now: Date;
  onBook: (trainer: Trainer) => void;
  onInterest?: (trainerId: string) => void;
}) {
  const text = useText(listingText);
  const catalog = useText(CATALOG_TEXT);
  const slots = trainer.availableSlots.slice(0, SHOWN_SLOTS);
  const moreSlots = trainer.availableSlots.length - slots.length;
  const sessions = trainer.completedSessions;
  const offered = SERVICE_KEYS.filter((key) => trainer.services[key].enabled).map(
    (key) => text.serviceShort[key],
  );
  // docs/product/discovery.md#listing-card: the first two, so a trainer looks the same on every
  // visit.
  const focus = [
    ...trainer.specializations
      .slice(0, SHOWN_SPECIALIZATIONS)
      .map((name) => catalog.specialization[name as Specialization] ?? name),
    ...(trainer.experience === null ? [] : [text.experience(trainer.experience)]),
  ];

  return (
    <article
      {...cardInterestHandlers(trainer.id, onInterest)}
      className="relative grid grid-cols-[6rem_minmax(0,1fr)] gap-3 overflow-hidden rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 sm:p-4 md:grid-cols-[14rem_minmax(0,1fr)] md:grid-rows-[auto_auto_auto_1fr] md:gap-x-5 md:gap-y-2 lg:grid-cols-[16rem_minmax(0,1fr)]"
    >
      <TrainerImage
        trainer={trainer}
        priority={priority}
        sizes={LISTING_CARD_IMAGE_SIZES}
        className="size-24 rounded-xl md:row-span-4 md:aspect-[4/3] md:size-auto md:w-full"
      />
      <div className="min-w-0 space-y-0.5">
        <CardHeadline trainer={trainer} sessions={sessions} now={now} />
      </div>

      <div className="col-span-2 -mb-1 truncate text-xs font-medium text-slate-600 md:col-span-1 md:col-start-2">
        <ul aria-label={text.sessionsOffered} className="inline font-semibold text-slate-800">
          {offered.map((name, index) => (
            <li key={name} className="inline">
              {index > 0 && ' · '}
              {name}
            </li>
          ))}
        </ul>
        {focus.map((item) => ` · ${item}`)}
      </div>

      {trainer.bio && (
        <p className="col-span-2 line-clamp-2 text-sm leading-6 text-slate-700 md:col-span-1 md:col-start-2">
          {trainer.bio}
        </p>
      )}

      {/* No bookable slot in 10 days, so no times: docs/product/booking.md#booking-full */}
      <div className="col-span-2 self-end md:col-span-1 md:col-start-2">
        {trainer.bookingfull ? (
          <BookingFullNotice className="py-3" />
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            {slots.length > 0 && (
              <ul aria-label={text.availableTimes} className="flex flex-wrap gap-1.5 text-xs">
                {slots.map((slot) => (
                  <li
                    key={slot}
                    className="rounded-md border border-slate-200 px-2 py-1 text-slate-700"
                  >
                    {text.slot(slot)}
                  </li>
                ))}
                {moreSlots > 0 && (
                  <li className="px-1 py-1 font-medium text-slate-600">{text.more(moreSlots)}</li>
                )}
              </ul>
            )}
            <button
              type="button"
              onClick={() => onBook(trainer)}
              className={buttonClass('primary', 'md', 'relative z-10 w-full shrink-0 sm:w-auto')}
            >
              {text.bookSession}
              <span className="sr-only">{text.withTrainer(trainer.name)}</span>
            </button>
          </div>
        )}
      </div>
    </article>
  );
}

/** The card's first lines, beside the picture. */
function CardHeadline({
  trainer,
  sessions,
  now,
}: {
  trainer: Trainer;
  sessions: number;
  now: Date;
}) {
  const text = useText(listingText);
  return (
    <>
      <TrainerNameAndPlace trainer={trainer} source="listing">
        {sessions > 0 && (
          <span className="shrink-0">
            {' · '}
            {text.sessionsDone(sessions)}
          </span>
        )}
      </TrainerNameAndPlace>
      <p className="flex flex-wrap items-center gap-x-3 text-sm leading-5 text-slate-700">
        <TrainerRating trainer={trainer} />
        {trainer.distance !== null && (
          <span className="font-semibold text-brand-800">
            {trainer.distance.toFixed(1)} {text.km}
            <span className="sr-only">{text.away}</span>
          </span>
        )}
      </p>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm leading-5">
        <FromPrice trainer={trainer} />
        <span className="text-emerald-800" title={text.refundRule(FREE_CANCELLATION_HOURS)}>
          {text.freeCancellation}
          <span className="sr-only">{text.upToBefore(FREE_CANCELLATION_HOURS)}</span>
        </span>
      </p>
      {trainer.nextFreeAt && !trainer.bookingfull && (
        <p className="text-sm leading-5 text-slate-700">
          {text.nextFree}{' '}
          <span className="font-semibold text-slate-900">
            {text.startsAt(new Date(trainer.nextFreeAt), now)}
          </span>
        </p>
      )}
    </>
  );
}

/** A card-sized placeholder while the list loads, so nothing moves when the cards arrive. */
export function TrainerCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="grid animate-pulse grid-cols-[6rem_minmax(0,1fr)] gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4 md:grid-cols-[14rem_minmax(0,1fr)] md:grid-rows-[auto_auto_auto_1fr] md:gap-x-5 md:gap-y-2 lg:grid-cols-[16rem_minmax(0,1fr)]"
    >
      <div className="size-24 rounded-xl bg-slate-200 md:row-span-4 md:aspect-[4/3] md:size-auto md:w-full" />
      <div className="space-y-2">
        <div className="h-6 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="h-4 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
      </div>
      <div className="col-span-2 h-12 rounded bg-slate-200 md:col-span-1 md:col-start-2" />
      <div className="col-span-2 h-11 self-end rounded bg-slate-200 md:col-span-1 md:col-start-2" />
    </div>
  );
}
