import { StarIcon } from '#web/components/ui/icons.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { trainerProfileText } from '../trainer-profile.text';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars with the rating rounded to a whole star; read out as "Rated 4 out of 5". */
export function StarRating({
  rating,
  className = 'size-4',
}: {
  rating: number;
  className?: string;
}) {
  const text = useText(trainerProfileText);
  const whole = Math.round(rating);
  return (
    <span role="img" aria-label={text.stars(rating)} className="inline-flex gap-0.5">
      {STARS.map((star) => (
        <StarIcon
          key={star}
          filled={star <= whole}
          className={`${className} ${star <= whole ? 'text-amber-500' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}
