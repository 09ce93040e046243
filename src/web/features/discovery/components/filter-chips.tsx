import type { ReactNode } from 'react';
import { CATALOG_TEXT, type ServiceKey } from '#shared/catalog.ts';
import {
  type FilterChip,
  LISTING_FILTER_TEXT,
  LISTING_SPECIALIZATION_SLUGS,
  SPECIALIZATION_FILTERS,
} from '#shared/listing-filters.ts';
import { present } from '#shared/present.ts';
import { CloseIcon } from '#web/components/ui/shell-icons.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { listingText } from '../listing.text';

export const ONLINE_CHIP: FilterChip = {
  type: 'service',
  value: 'online',
  label: 'Online Training',
};
export const PERSONAL_CHIP: FilterChip = {
  type: 'service',
  value: 'personal',
  label: 'Personal Training',
};

export const TRAINING_TYPE_CHIPS = [ONLINE_CHIP, PERSONAL_CHIP];

/** The chip for a specialization slug of the listing or of a city page, if it is one. */
export function specializationChip(slug: string): FilterChip | undefined {
  const filter = SPECIALIZATION_FILTERS.find((item) => item.slug === slug.toLowerCase());
  return filter && { type: 'specialization', value: filter.slug, label: filter.label };
}

const SPECIALIZATION_CHIPS = LISTING_SPECIALIZATION_SLUGS.map((slug) =>
  present(specializationChip(slug), `the chip of ${slug}`),
);

export const sameChip = (a: FilterChip, b: FilterChip) => a.type === b.type && a.value === b.value;

/** A chip's label in the page's language (the chip itself keeps its English for the API). */
function useChipLabel() {
  const services = useText(CATALOG_TEXT).service;
  const filters = useText(LISTING_FILTER_TEXT);
  return (chip: FilterChip) =>
    (chip.type === 'service' ? services[chip.value as ServiceKey] : filters[chip.value]) ??
    chip.label;
}

const chipClass =
  'inline-flex min-h-10 shrink-0 items-center rounded-full border px-4 text-sm font-medium transition-colors';
const offClass =
  'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800';
const onClass = 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800';

function ChipGroup({
  label,
  chips,
  active,
  onToggle,
}: {
  label: string;
  chips: readonly FilterChip[];
  active: readonly FilterChip[];
  onToggle: (chip: FilterChip) => void;
}) {
  const labelOf = useChipLabel();
  return (
    <fieldset className="contents">
      <legend className="sr-only">{label}</legend>
      {chips.map((chip) => {
        const pressed = active.some((item) => sameChip(item, chip));
        return (
          <button
            key={chip.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onToggle(chip)}
            className={`${chipClass} ${pressed ? onClass : offClass}`}
          >
            {labelOf(chip)}
          </button>
        );
      })}
    </fieldset>
  );
}

/**
 * The listing's filter bar: the sort and the chips in one row that scrolls sideways on a
 * phone, staying under the navbar while the list scrolls (issue 17); the active filters
 * follow below it.
 */
export function FilterChips({
  active,
  onToggle,
  onRemove,
  onClearAll,
  children,
}: {
  active: readonly FilterChip[];
  onToggle: (chip: FilterChip) => void;
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
  /** The sort, first in the bar. */
  children: ReactNode;
}) {
  const text = useText(listingText);
  const labelOf = useChipLabel();
  return (
    <>
      <div
        data-filter-bar
        className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 py-2 backdrop-blur sm:-mx-6 lg:-mx-8"
      >
        <div className="flex items-center gap-2 overflow-x-auto px-4 sm:px-6 lg:flex-wrap lg:overflow-visible lg:px-8">
          {children}
          <span aria-hidden="true" className="h-6 w-px shrink-0 bg-slate-300" />
          <ChipGroup
            label={text.trainingType}
            chips={TRAINING_TYPE_CHIPS}
            active={active}
            onToggle={onToggle}
          />
          <span aria-hidden="true" className="h-6 w-px shrink-0 bg-slate-300" />
          <ChipGroup
            label={text.specialization}
            chips={SPECIALIZATION_CHIPS}
            active={active}
            onToggle={onToggle}
          />
        </div>
      </div>
      {/* A fixed-height row: filters turned on by the location fallback move nothing below; more
          filters than fit scroll sideways rather than wrap. */}
      <div className="mt-3 flex min-h-9 items-center gap-2 overflow-x-auto text-sm whitespace-nowrap [scrollbar-width:none]">
        <span className="font-semibold text-slate-800">{text.activeFilters}</span>
        {active.length === 0 ? (
          <span className="text-slate-600">{text.none}</span>
        ) : (
          <>
            <ul className="contents">
              {active.map((chip) => (
                <li key={`${chip.type}-${chip.value}`}>
                  <button
                    type="button"
                    onClick={() => onRemove(chip)}
                    aria-label={text.removeFilter(labelOf(chip))}
                    className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 py-1 pr-2 pl-3 font-medium text-brand-800 hover:bg-brand-100"
                  >
                    {labelOf(chip)}
                    <CloseIcon className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={onClearAll}
              className="min-h-9 rounded-lg px-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {text.clearAll}
            </button>
          </>
        )}
      </div>
    </>
  );
}
