import {
  CATALOG_TEXT,
  DEFAULT_SERVICE_PRICE_RUPEES,
  SERVICE_KEYS,
  type ServiceKey,
} from '#shared/catalog.ts';
import { formatRupees } from '#shared/money.ts';
import { MIN_SERVICE_PRICE } from '#shared/portfolio.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import type { TabProps } from './basic-tab';
import { CheckboxField, FieldGroup, NumberField } from './editor-fields';
import { portfolioServicesText } from './services-tab.text';

export function ServicesTab({ portfolio, errors, set }: TabProps) {
  const locale = useLocale();
  const text = useText(portfolioServicesText);
  const names = useText(CATALOG_TEXT).service;
  const change = (key: ServiceKey, next: { enabled: boolean; price: number | null }) =>
    set('services', { ...portfolio.services, [key]: next });
  return (
    <FieldGroup legend={text.legend} error={errors.services}>
      <p className="mb-3 text-sm text-slate-600">
        {text.note(formatRupees(MIN_SERVICE_PRICE * 100, locale))}
      </p>
      <div className="space-y-3">
        {SERVICE_KEYS.map((key) => {
          const offer = portfolio.services[key];
          return (
            <div key={key} className="rounded-xl border border-slate-200 p-3">
              <CheckboxField
                label={text.offer(names[key])}
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
                    label={text.price(names[key])}
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
