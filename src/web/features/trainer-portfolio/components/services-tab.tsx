import {
  DEFAULT_SERVICE_PRICE_RUPEES,
  SERVICE_KEYS,
  SERVICE_NAMES,
  type ServiceKey,
} from '#shared/catalog.ts';
import { MIN_SERVICE_PRICE } from '#shared/portfolio.ts';
import type { TabProps } from './basic-tab';
import { CheckboxField, FieldGroup, NumberField } from './editor-fields';

export function ServicesTab({ portfolio, errors, set }: TabProps) {
  const change = (key: ServiceKey, next: { enabled: boolean; price: number | null }) =>
    set('services', { ...portfolio.services, [key]: next });
  return (
    <FieldGroup legend="Services & Pricing" error={errors.services}>
      <p className="mb-3 text-sm text-slate-600">
        Prices are per 60-minute session, at least ₹{MIN_SERVICE_PRICE}.
      </p>
      <div className="space-y-3">
        {SERVICE_KEYS.map((key) => {
          const offer = portfolio.services[key];
          return (
            <div key={key} className="rounded-xl border border-slate-200 p-3">
              <CheckboxField
                label={`Offer ${SERVICE_NAMES[key]}`}
                checked={offer.enabled}
                onChange={(enabled) =>
                  change(key, {
                    enabled,
                    price: offer.price ?? (enabled ? DEFAULT_SERVICE_PRICE_RUPEES[key] : null),
                  })
                }
              />
              {offer.enabled && (
                <div className="mt-3">
                  <NumberField
                    label={`${SERVICE_NAMES[key]} price (₹)`}
                    value={offer.price}
                    step={0.01}
                    min={0}
                    onChange={(price) => change(key, { ...offer, price })}
                    error={errors[`services.${key}.price`]}
                  />
                </div>
              )}
            </div>
          );
        })}
      </div>
    </FieldGroup>
  );
}
