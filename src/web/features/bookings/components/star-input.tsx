import { StarIcon } from '#web/components/ui/icons.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { starInputText } from './star-input.text';

/** Rating 1–5 as a radio group: arrow keys move, each star says its label. */
export function StarInput({
  value,
  onChange,
}: {
  value: number;
  onChange: (rating: number) => void;
}) {
  const text = useText(starInputText);
  return (
    <div>
      <div role="radiogroup" aria-label={text.rating} className="flex gap-1">
        {[1, 2, 3, 4, 5].map((rating) => (
          // biome-ignore lint/a11y/useSemanticElements: star buttons are the customary rating control; the group keeps radio semantics
          <button
            key={rating}
            type="button"
            role="radio"
            aria-checked={value === rating}
            aria-label={`${rating} – ${text.labels[rating]}`}
            onClick={() => onChange(rating)}
            className="rounded-lg p-1 text-amber-500 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <StarIcon filled={rating <= value} className="size-9" />
          </button>
        ))}
      </div>
      <p className="mt-1 min-h-5 text-sm font-semibold text-slate-800" aria-live="polite">
        {value > 0 ? text.labels[value] : ''}
      </p>
    </div>
  );
}
