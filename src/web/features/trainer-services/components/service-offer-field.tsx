import { type ReactNode, useId } from 'react';
import { formatRupees, rupeesToPaise } from '#shared/money.ts';
import { inputClass } from '#web/components/ui/form-field.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { serviceOfferText } from './service-offer-field.text';

interface ServiceOfferFieldProps {
  label: string;
  description: string;
  enabled: boolean;
  price: string;
  error: string | undefined;
  onEnabledChange: (enabled: boolean) => void;
  onPriceChange: (price: string) => void;
  /** Shown under the price while the service is on: its packs. */
  children?: ReactNode;
}

/**
 * One service: a switch, and while it is on, the price per session in rupees
 * (docs/product/trainer-portfolio.md#services-management-screen).
 */
export function ServiceOfferField({
  label,
  description,
  enabled,
  price,
  error,
  onEnabledChange,
  onPriceChange,
  children,
}: ServiceOfferFieldProps) {
  const locale = useLocale();
  const text = useText(serviceOfferText);
  const id = useId();
  const priceId = `${id}-price`;
  const rupees = Number(price);
  const preview = price !== '' && !error && Number.isFinite(rupees) ? rupees : null;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={id} className="font-semibold text-slate-900">
            {label}
          </label>
          <p id={`${id}-description`} className="text-sm text-slate-600">
            {description}
          </p>
        </div>
        <span className="relative inline-flex h-7 w-12 shrink-0">
          <input
            id={id}
            type="checkbox"
            role="switch"
            aria-checked={enabled}
            checked={enabled}
            onChange={(event) => onEnabledChange(event.target.checked)}
            aria-describedby={`${id}-description`}
            className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none h-7 w-12 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
        </span>
      </div>
      {enabled && (
        <div className="mt-4">
          <label htmlFor={priceId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {text.price}
          </label>
          <div className="relative max-w-xs">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
            >
              ₹
            </span>
            <input
              id={priceId}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              value={price}
              onChange={(event) => onPriceChange(event.target.value)}
              aria-label={text.servicePrice(label)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${priceId}-message`}
              className={`${inputClass} pl-8`}
            />
          </div>
          <p
            id={`${priceId}-message`}
            aria-live="polite"
            className={`mt-1.5 text-sm ${error ? 'font-medium text-red-700' : 'text-slate-600'}`}
          >
            {error ??
              (preview === null
                ? ''
                : text.clientsSee(formatRupees(rupeesToPaise(preview), locale)))}
          </p>
          {children}
        </div>
      )}
    </li>
  );
}
