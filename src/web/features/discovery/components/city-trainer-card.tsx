import type { TrainerCard } from '#shared/discovery-types.ts';
import { CITY_CARD_IMAGE_SIZES } from '#shared/listing-image.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { listingText } from '../listing.text';
import { cardInterestHandlers } from './card-interest';
import { FromPrice, TrainerImage, TrainerNameAndPlace, TrainerRating } from './trainer-card-parts';

/** A city page's card (docs/product/discovery.md#city-pages): the essentials and Book Now. */
export function CityTrainerCard({
  trainer,
  priority,
  source,
  onBook,
  onInterest,
}: {
  trainer: TrainerCard;
  priority: boolean;
  /** Where the profile's trainer_view says the visit came from. */
  source: string;
  onBook: (trainer: TrainerCard) => void;
  onInterest?: (trainerId: string) => void;
}) {
  const text = useText(listingText);
  return (
    <article
      {...cardInterestHandlers(trainer.id, onInterest)}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600"
    >
      <TrainerImage trainer={trainer} priority={priority} sizes={CITY_CARD_IMAGE_SIZES} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <TrainerRating trainer={trainer} />
        <TrainerNameAndPlace trainer={trainer} source={source} />
        {trainer.bio && (
          <p className="line-clamp-3 text-sm leading-6 text-slate-700">{trainer.bio}</p>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-base">
            <FromPrice trainer={trainer} />
          </p>
          <button
            type="button"
            onClick={() => onBook(trainer)}
            className={buttonClass('primary', 'md', 'relative z-10 ml-auto')}
          >
            {text.bookNow}
            <span className="sr-only">{text.withTrainer(trainer.name)}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
