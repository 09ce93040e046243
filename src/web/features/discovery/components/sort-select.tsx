import { LISTING_SORTS, type ListingSort } from '#shared/listing-filters.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { listingText } from '../listing.text';

/**
 * The listing's order. Online training has no distance
 * (docs/decisions/0019-online-trainers-india-wide.md), so there the default order is the rating's
 * and "Nearest" is not offered.
 */
export function SortSelect({
  value,
  online,
  onChange,
}: {
  value: ListingSort;
  online: boolean;
  onChange: (sort: ListingSort) => void;
}) {
  const text = useText(listingText);
  const labels = text.sortBy;
  const options = LISTING_SORTS.filter((sort) => !(online && sort === 'rating'));
  const shown = online && value === 'rating' ? 'nearest' : value;
  return (
    <label className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-slate-800">
      {text.sort}
      <select
        value={shown}
        onChange={(event) => onChange(event.target.value as ListingSort)}
        className="min-h-10 rounded-full border border-slate-300 bg-white px-3 font-medium text-slate-900"
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {online && sort === 'nearest' ? labels.rating : labels[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
