import { useId } from 'react';
import type { ServiceKey } from '#shared/catalog.ts';
import type { FieldErrors } from '#shared/field-errors.ts';
import type { Locale } from '#shared/locale.ts';
import { formatRupees, rupeesToPaise } from '#shared/money.ts';
import {
  MAX_PACKS_PER_SERVICE,
  PACK_SESSIONS,
  PACK_VALIDITY_DAYS,
  packDiscountPercent,
  packSessionPricePaise,
} from '#shared/packs.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { inputClass } from '#web/components/ui/form-field.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { NEW_PACK, type PackDraft, packField, packOfferOf } from '../pack-offers-form';
import { packOffersText } from './pack-offers-field.text';

interface PackOffersFieldProps {
  service: ServiceKey;
  packs: readonly PackDraft[];
  /** The service's session price as typed, in rupees; null until it is a number. */
  sessionPrice: number | null;
  errors: FieldErrors;
  /** The new list, and the error key the change touched. */
  onChange: (packs: PackDraft[], touched: string) => void;
}

/** What the trainer did not type, computed: the price or the discount, and one credit's price. */
function computedLine(
  draft: PackDraft,
  sessionPrice: number | null,
  text: typeof packOffersText.english,
  locale: Locale,
): string {
  const input = packOfferOf(draft, sessionPrice);
  const offer = { sessions: input.sessions, pricePaise: rupeesToPaise(input.price) };
  if (!(Number.isFinite(offer.pricePaise) && offer.pricePaise > 0 && offer.sessions > 0)) return '';
  const sessionPricePaise = sessionPrice === null ? null : rupeesToPaise(sessionPrice);
  const parts = [
    ...(draft.priceMode === 'discount'
      ? [text.computedPrice(formatRupees(offer.pricePaise, locale))]
      : []),
    text.perSession(formatRupees(packSessionPricePaise(offer), locale)),
  ];
  if (draft.priceMode === 'price' && sessionPricePaise !== null) {
    const discount = packDiscountPercent(offer, sessionPricePaise);
    parts.push(discount > 0 ? text.saving(discount) : text.noSaving);
  }
  return parts.join(' · ');
}

function PackRow({
  index,
  draft,
  sessionPrice,
  errorOf,
  onEdit,
  onRemove,
}: {
  index: number;
  draft: PackDraft;
  sessionPrice: number | null;
  errorOf: (field: 'sessions' | 'price' | 'validityDays') => string | undefined;
  onEdit: (change: Partial<PackDraft>, field: 'sessions' | 'price' | 'validityDays') => void;
  onRemove: () => void;
}) {
  const id = useId();
  const locale = useLocale();
  const text = useText(packOffersText);
  const priceError = errorOf('price');
  const computed = computedLine(draft, sessionPrice, text, locale);
  const message = (field: 'sessions' | 'price' | 'validityDays', fallback = '') => {
    const error = errorOf(field);
    return (
      <p
        id={`${id}-${field}-message`}
        aria-live="polite"
        className={`mt-1 text-sm ${error ? 'font-medium text-red-700' : 'text-slate-600'}`}
      >
        {error ?? fallback}
      </p>
    );
  };
  const number = (field: 'sessions' | 'validityDays', label: string, min: number, max: number) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft[field]}
        onChange={(event) => onEdit({ [field]: event.target.value }, field)}
        aria-invalid={errorOf(field) ? true : undefined}
        aria-describedby={`${id}-${field}-message`}
        className={inputClass}
      />
      {message(field)}
    </div>
  );
  return (
    <li>
      <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          {text.pack(index + 1)}
        </legend>
        <div className="grid gap-3 sm:grid-cols-[7rem_1fr_8rem]">
          {number('sessions', text.sessions, PACK_SESSIONS.min, PACK_SESSIONS.max)}
          <div className="min-w-0">
            <div
              role="radiogroup"
              aria-label={text.setBy(index + 1)}
              className="mb-1 inline-flex rounded-lg bg-slate-200 p-0.5 text-sm"
            >
              {(['price', 'discount'] as const).map((mode) => (
                <label
                  key={mode}
                  className="cursor-pointer rounded-md px-2.5 py-0.5 font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
                >
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    value={mode}
                    checked={draft.priceMode === mode}
                    onChange={() => onEdit({ priceMode: mode }, 'price')}
                    className="sr-only"
                  />
                  {mode === 'price' ? text.byPrice : text.byDiscount}
                </label>
              ))}
            </div>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step={draft.priceMode === 'price' ? 1 : 0.5}
              max={draft.priceMode === 'discount' ? 99 : undefined}
              value={draft.priceMode === 'price' ? draft.price : draft.discount}
              onChange={(event) =>
                onEdit(
                  draft.priceMode === 'price'
                    ? { price: event.target.value }
                    : { discount: event.target.value },
                  'price',
                )
              }
              aria-label={draft.priceMode === 'price' ? text.packPrice : text.discount}
              aria-invalid={priceError ? true : undefined}
              aria-describedby={`${id}-price-message`}
              className={inputClass}
            />
            {message('price', computed)}
          </div>
          {number('validityDays', text.validFor, PACK_VALIDITY_DAYS.min, PACK_VALIDITY_DAYS.max)}
        </div>
        <button
          type="button"
          onClick={onRemove}
          className="mt-1 text-sm font-semibold text-red-700 underline hover:text-red-800"
        >
          {text.remove(index + 1)}
        </button>
      </fieldset>
    </li>
  );
}

/**
 * A service's packs (docs/product/packs-screens.md#offers): up to three, each a number of sessions, a
 * price or a discount off the session price, and how many days the credits last.
 */
export function PackOffersField({
  service,
  packs,
  sessionPrice,
  errors,
  onChange,
}: PackOffersFieldProps) {
  const text = useText(packOffersText);
  const edit = (index: number, change: Partial<PackDraft>, field: string) => {
    const next = packs.map((pack, at) => {
      if (at !== index) return pack;
      const edited = { ...pack, ...change };
      // switching modes starts the new field from what the other one works out to
      if (change.priceMode === 'price' && pack.priceMode === 'discount') {
        const price = packOfferOf(pack, sessionPrice).price;
        edited.price = Number.isFinite(price) ? String(price) : '';
      }
      if (change.priceMode === 'discount' && pack.priceMode === 'price') {
        const offer = packOfferOf(pack, sessionPrice);
        edited.discount =
          sessionPrice !== null && Number.isFinite(offer.price)
            ? String(
                Math.max(
                  0,
                  packDiscountPercent(
                    { sessions: offer.sessions, pricePaise: rupeesToPaise(offer.price) },
                    rupeesToPaise(sessionPrice),
                  ),
                ),
              )
            : '';
      }
      return edited;
    });
    onChange(next, field);
  };
  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{text.heading}</h3>
      <p className="text-sm text-slate-600">{text.explanation}</p>
      {errors[`${service}.packs`] && (
        <p className="mt-1 text-sm font-medium text-red-700">{errors[`${service}.packs`]}</p>
      )}
      {packs.length > 0 && (
        <ul className="mt-3 space-y-3">
          {packs.map((draft, index) => (
            <PackRow
              // packs have no id until saved; the position is what the errors are keyed by too
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              index={index}
              draft={draft}
              sessionPrice={sessionPrice}
              errorOf={(field) => errors[packField(service, index, field)]}
              onEdit={(change, field) => edit(index, change, packField(service, index, field))}
              onRemove={() =>
                onChange(
                  packs.filter((_, at) => at !== index),
                  `${service}.packs`,
                )
              }
            />
          ))}
        </ul>
      )}
      {packs.length < MAX_PACKS_PER_SERVICE && (
        <button
          type="button"
          onClick={() => onChange([...packs, NEW_PACK], `${service}.packs`)}
          className={buttonClass('secondary', 'sm', 'mt-3')}
        >
          {text.add}
        </button>
      )}
    </div>
  );
}
