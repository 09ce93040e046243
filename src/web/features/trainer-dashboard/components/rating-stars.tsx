import { StarIcon } from '#web/components/ui/icons.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { dashboardCommonText } from './dashboard-common.text';

/** A client's 1-5 rating as stars, read out as "Rated 4 out of 5". */
export function RatingStars({ rating }: { rating: number }) {
  const text = useText(dashboardCommonText);
  return (
    <span role="img" aria-label={text.rated(rating)} className="inline-flex text-amber-500">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} filled={star <= rating} className="size-4" />
      ))}
    </span>
  );
}
