import { useId, useState } from 'react';
import { serviceName } from '#shared/catalog-names.ts';
import type { TrainerReview } from '#shared/discovery-types.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { present } from '#shared/present.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/detail-icons.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { formatRating, reviewPages, reviewPreview, sessionDay } from '../profile-view';
import { trainerProfileText } from '../trainer-profile.text';
import { InitialsAvatar } from './initials-avatar';
import { StarRating } from './star-rating';

type ReviewsState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; reviews: readonly TrainerReview[] };

export function ReviewsSection({
  state,
  rating,
  reviewCount,
}: {
  state: ReviewsState;
  rating: number | null;
  reviewCount: number;
}) {
  const locale = useLocale();
  const text = useText(trainerProfileText).reviews;
  const messages = useText(MESSAGES_TEXT);
  return (
    <section
      aria-labelledby="reviews-heading"
      className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="reviews-heading" className="text-2xl font-bold text-slate-900">
          {text.heading}
        </h2>
        <p className="flex items-center gap-2 text-slate-700">
          {rating === null ? (
            <span className="font-semibold">{text.newTrainer}</span>
          ) : (
            <>
              <StarRating rating={rating} />
              <span>
                <span className="font-semibold">{formatRating(rating, locale)}</span>{' '}
                {text.summary(reviewCount)}
              </span>
            </>
          )}
        </p>
      </div>
      <div className="mt-6">
        {state.status === 'loading' && <ReviewsPlaceholder />}
        {state.status === 'error' && (
          <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
            <p role="alert" className="text-slate-700">
              {state.message}
            </p>
            <button
              type="button"
              onClick={state.retry}
              className={buttonClass('secondary', 'md', 'mt-4')}
            >
              {text.retry}
            </button>
          </div>
        )}
        {state.status === 'ready' &&
          (state.reviews.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="font-semibold text-slate-900">{messages.noReviewsYet}</p>
              <p className="mt-1 text-sm text-slate-600">{messages.noReviewsYetText}</p>
            </div>
          ) : (
            <ReviewsCarousel reviews={state.reviews} />
          ))}
      </div>
    </section>
  );
}

const ROUND_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

const CARD_CLASS =
  'flex min-h-52 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

function ReviewsPlaceholder() {
  return (
    <div aria-hidden="true" className="grid gap-4 md:grid-cols-3">
      {[0, 1, 2].map((item) => (
        <div key={item} className={`${CARD_CLASS} animate-pulse`}>
          <div className="flex items-center gap-3">
            <div className="size-10 rounded-full bg-slate-200" />
            <div className="h-4 w-24 rounded bg-slate-200" />
          </div>
          <div className="mt-4 h-3 w-full rounded bg-slate-200" />
          <div className="mt-2 h-3 w-5/6 rounded bg-slate-200" />
          <div className="mt-2 h-3 w-2/3 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

/**
 * Pages of three (docs/product/discovery.md#trainer-profile-page), with previous/next, page dots
 * and the page read out politely.
 */
function ReviewsCarousel({ reviews }: { reviews: readonly TrainerReview[] }) {
  const text = useText(trainerProfileText).reviews;
  const pages = reviewPages(reviews);
  const [page, setPage] = useState(0);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const current = Math.min(page, pages.length - 1);
  const listId = useId();

  const toggle = (id: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section aria-roledescription="carousel" aria-label={text.carousel}>
      <p aria-live="polite" className="sr-only">
        {pages.length > 1 ? text.page(current + 1, pages.length) : ''}
      </p>
      <ul id={listId} className="grid gap-4 md:grid-cols-3">
        {(pages[current] ?? []).map((review) => (
          <li key={review.id} className="flex">
            <ReviewCard
              review={review}
              expanded={expanded.has(review.id)}
              onToggle={() => toggle(review.id)}
            />
          </li>
        ))}
      </ul>
      {pages.length > 1 && (
        <div className="mt-6 flex items-center justify-center gap-2">
          <button
            type="button"
            aria-label={text.previous}
            aria-controls={listId}
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
            className={ROUND_BUTTON}
          >
            <ChevronLeftIcon className="size-6" />
          </button>
          <ul className="flex items-center">
            {pages.map((reviewsOnPage, index) => (
              <li key={present(reviewsOnPage[0], 'the first review of a page').id}>
                <button
                  type="button"
                  aria-label={text.showPage(index + 1, pages.length)}
                  aria-current={index === current ? 'true' : undefined}
                  aria-controls={listId}
                  onClick={() => setPage(index)}
                  className="group inline-flex size-8 items-center justify-center rounded-full"
                >
                  <span
                    className={`block size-2.5 rounded-full transition-colors ${index === current ? 'bg-brand-700' : 'bg-slate-400 group-hover:bg-slate-500'}`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            aria-label={text.next}
            aria-controls={listId}
            disabled={current === pages.length - 1}
            onClick={() => setPage(current + 1)}
            className={ROUND_BUTTON}
          >
            <ChevronRightIcon className="size-6" />
          </button>
        </div>
      )}
    </section>
  );
}

function ReviewCard({
  review,
  expanded,
  onToggle,
}: {
  review: TrainerReview;
  expanded: boolean;
  onToggle: () => void;
}) {
  const locale = useLocale();
  const text = useText(trainerProfileText).reviews;
  const preview = reviewPreview(review.text);
  const textId = useId();
  return (
    <article className={CARD_CLASS}>
      <header className="flex items-center gap-3">
        <InitialsAvatar name={review.name} src={review.avatar} />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">{review.name}</h3>
          <p className="text-sm text-slate-600">
            {serviceName(review.service, locale)} ·{' '}
            <time dateTime={review.sessionDate}>{sessionDay(review.sessionDate, locale)}</time>
          </p>
        </div>
      </header>
      <div className="mt-3">
        <StarRating rating={review.rating} />
      </div>
      <p id={textId} className="mt-3 flex-1 text-slate-700">
        {expanded || !preview.truncated ? review.text : preview.text}
      </p>
      {preview.truncated && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={onToggle}
          className="mt-3 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {expanded ? text.readLess : text.readMore}
        </button>
      )}
    </article>
  );
}
