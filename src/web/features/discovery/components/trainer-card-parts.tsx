import type { ReactNode } from 'react';
import { placeName } from '#shared/catalog-names.ts';
import type { TrainerCard } from '#shared/discovery-types.ts';
import {
  cardImageSources,
  LISTING_IMAGE_HEIGHT,
  LISTING_IMAGE_WIDTH,
} from '#shared/listing-image.ts';
import type { Locale } from '#shared/locale.ts';
import { formatRupees } from '#shared/money.ts';
import { BadgeCheckIcon, MapPinIcon, StarIcon } from '#web/components/ui/shell-icons.tsx';
import { paths } from '#web/config/paths.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { initialsOf } from '#web/lib/initials.ts';
import { Link } from '#web/lib/router/router.tsx';
import { listingText } from '../listing.text';

export function TrainerImage({
  trainer,
  priority = false,
  sizes,
  className = '',
}: {
  trainer: Pick<TrainerCard, 'name' | 'listingImage' | 'profilePicture'>;
  /** The first card's image is the page's largest paint: fetch it first, never lazily. */
  priority?: boolean;
  sizes: string;
  /** Replaces the default frame (full width, 4:3). */
  className?: string;
}) {
  const sources = cardImageSources(trainer);
  // The frame's size: the card's own, else a full-width 4:3 picture.
  const frame = `bg-slate-200 ${className || 'aspect-[4/3] w-full'}`;
  if (!sources) {
    return (
      <div
        aria-hidden="true"
        className={`${frame} flex items-center justify-center bg-brand-50 text-4xl font-bold text-brand-700`}
      >
        {initialsOf(trainer.name)}
      </div>
    );
  }
  const { src, srcSet } = sources;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={LISTING_IMAGE_WIDTH}
      height={LISTING_IMAGE_HEIGHT}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={`${frame} object-cover`}
    />
  );
}

/**
 * The real average and count, or "New" for a trainer nobody has reviewed
 * (docs/product/discovery.md#real-ratings-only).
 */
export function TrainerRating({
  trainer,
}: {
  trainer: Pick<TrainerCard, 'rating' | 'reviewCount'>;
}) {
  const text = useText(listingText);
  if (trainer.rating === null) {
    return (
      <span className="inline-flex w-fit items-center rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800">
        {text.new}
        <span className="sr-only">{text.newTrainer}</span>
      </span>
    );
  }
  return (
    <span className="inline-flex w-fit items-center gap-1 text-sm">
      <StarIcon className="size-4 text-amber-500" />
      <span className="sr-only">{text.rated}</span>
      <span className="font-semibold text-slate-900">{trainer.rating.toFixed(1)}</span>
      <span className="text-slate-600">{text.reviews(trainer.reviewCount)}</span>
    </span>
  );
}

/**
 * docs/decisions/0021-compact-listing-card.md: only a trainer whose KYC is completed and whose
 * portfolio is approved.
 */
export function VerifiedBadge({ trainer }: { trainer: Pick<TrainerCard, 'verified'> }) {
  const text = useText(listingText);
  if (!trainer.verified) return null;
  return (
    <span
      title={text.verifiedRule}
      className="relative z-10 inline-flex shrink-0 items-center gap-0.5 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800"
    >
      <BadgeCheckIcon className="size-3.5" />
      {text.verified}
    </span>
  );
}

/** The lowest price among the trainer's services, as the card's "from ₹…". */
export function FromPrice({ trainer }: { trainer: Pick<TrainerCard, 'fromPricePaise'> }) {
  const locale = useLocale();
  const text = useText(listingText);
  if (trainer.fromPricePaise <= 0) return null;
  return (
    <span className="text-slate-600">
      {text.priceBefore}
      <span className="font-bold text-slate-900">
        {formatRupees(trainer.fromPricePaise, locale)}
      </span>
      {text.priceAfter}
    </span>
  );
}

/**
 * "Bandra, Mumbai", or just the city when the two are the same; the city in the page's language
 * as the profile names it ("Bandra, मुंबई"), the locality as the trainer wrote it.
 */
export function placeOf(trainer: Pick<TrainerCard, 'location' | 'city'>, locale: Locale): string {
  const location = trainer.location.trim();
  const city = trainer.city.trim();
  if (!location || location.toLowerCase() === city.toLowerCase()) return placeName(city, locale);
  if (!city || location.toLowerCase().includes(city.toLowerCase())) return location;
  return `${location}, ${placeName(city, locale)}`;
}

/** The stretched link: the whole card opens the trainer page; buttons sit above it (z-10). */
const CARD_LINK_CLASS =
  "rounded after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * The trainer's name, whose link covers the whole card, and where they work. `source` rides
 * along in router state so the profile's own trainer_view names where the visit came from.
 */
export function TrainerNameAndPlace({
  trainer,
  source,
  children,
}: {
  trainer: TrainerCard;
  source: string;
  /** More about the trainer, on the place's line. */
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <>
      <div className="flex min-w-0 items-center gap-2">
        <h3 className="truncate text-lg leading-7 font-bold text-slate-900">
          <Link to={paths.trainer(trainer.id)} state={{ source }} className={CARD_LINK_CLASS}>
            {trainer.name}
          </Link>
        </h3>
        <VerifiedBadge trainer={trainer} />
      </div>
      <p className="flex items-center gap-1 text-sm leading-5 text-slate-600">
        <MapPinIcon className="size-4 shrink-0" />
        <span className="truncate">{placeOf(trainer, locale)}</span>
        {children}
      </p>
    </>
  );
}
