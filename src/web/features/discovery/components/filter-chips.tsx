import {
  type FilterChip,
  LISTING_SPECIALIZATION_SLUGS,
  SPECIALIZATION_FILTERS,
} from '#shared/listing-filters.ts';
import { CloseIcon } from '#web/components/ui/icons.tsx';

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

const TRAINING_TYPE_CHIPS = [ONLINE_CHIP, PERSONAL_CHIP];

/** The chip for a specialization slug of the listing or of a city page, if it is one. */
export function specializationChip(slug: string): FilterChip | undefined {
  const filter = SPECIALIZATION_FILTERS.find((item) => item.slug === slug.toLowerCase());
  return filter && { type: 'specialization', value: filter.slug, label: filter.label };
}

const SPECIALIZATION_CHIPS = LISTING_SPECIALIZATION_SLUGS.map((slug) => specializationChip(slug)!);

export const sameChip = (a: FilterChip, b: FilterChip) => a.type === b.type && a.value === b.value;

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
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      <div className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
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
              {chip.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

export function FilterChips({
  active,
  onToggle,
  onRemove,
  onClearAll,
}: {
  active: readonly FilterChip[];
  onToggle: (chip: FilterChip) => void;
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
}) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-[auto_1fr]">
        <ChipGroup
          label="Training type"
          chips={TRAINING_TYPE_CHIPS}
          active={active}
          onToggle={onToggle}
        />
        <ChipGroup
          label="Specialization"
          chips={SPECIALIZATION_CHIPS}
          active={active}
          onToggle={onToggle}
        />
      </div>
      {/* A fixed-height row: filters turned on by the location fallback move nothing below. */}
      <div className="flex min-h-9 flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-800">Active filters:</span>
        {active.length === 0 ? (
          <span className="text-slate-600">None</span>
        ) : (
          <>
            <ul className="contents">
              {active.map((chip) => (
                <li key={`${chip.type}-${chip.value}`}>
                  <button
                    type="button"
                    onClick={() => onRemove(chip)}
                    aria-label={`Remove ${chip.label} filter`}
                    className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 py-1 pr-2 pl-3 font-medium text-brand-800 hover:bg-brand-100"
                  >
                    {chip.label}
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
              Clear All
            </button>
          </>
        )}
      </div>
    </div>
  );
}
