import { type FormEvent, useState } from 'react';
import type { ServiceKey } from '#shared/catalog.ts';
import type { FieldErrors } from '#shared/field-errors.ts';
import type { ServiceOffers } from '#shared/portfolio.ts';
import { PORTFOLIO_TEXT } from '#shared/portfolio-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage } from '#web/components/ui/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { visibleErrors } from '#web/lib/form-errors.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useUnsavedChangesWarning } from '#web/lib/use-unsaved-changes-warning.ts';
import { useSaveTrainerServices } from '../api/save-trainer-services';
import {
  draftOf,
  offersOf,
  priceField,
  SERVICE_ROWS,
  type ServicesDraft,
  saveFailureMessage,
  servicesProblems,
  sessionPrice,
  WHOLE_FORM,
} from '../services-form';
import { servicesFormText } from '../services-form.text';
import { PackOffersField } from './pack-offers-field';
import { ServiceOfferField } from './service-offer-field';

/**
 * Services management, saving for real
 * (docs/product/trainer-portfolio.md#services-management-screen): the same services as the
 * portfolio's Services tab, checked by the same shared rules as the server.
 */
export function ServicesForm({ initial }: { initial: ServiceOffers }) {
  const locale = useLocale();
  const text = useText(servicesFormText);
  const messages = useText(PORTFOLIO_TEXT);
  const save = useSaveTrainerServices();
  const [draft, setDraft] = useState<ServicesDraft>(() => draftOf(initial));
  const [savedDraft, setSavedDraft] = useState(draft);
  useUnsavedChangesWarning(JSON.stringify(draft) !== JSON.stringify(savedDraft));
  const [touched, setTouched] = useState<ReadonlySet<string> | 'all'>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const problems = servicesProblems(draft, locale);
  const errors = visibleErrors(problems, touched, serverErrors);

  const edit = (key: ServiceKey, change: Partial<ServicesDraft[ServiceKey]>, field: string) => {
    setDraft((current) => ({ ...current, [key]: { ...current[key], ...change } }));
    setTouched((current) => (current === 'all' ? current : new Set(current).add(field)));
    // the server's word on this service, or on the set as a whole, no longer holds
    setServerErrors(({ [priceField(key)]: _price, [WHOLE_FORM]: _whole, ...rest }) => rest);
  };

  const editPacks = (key: ServiceKey, packs: ServicesDraft[ServiceKey]['packs'], field: string) => {
    setDraft((current) => ({ ...current, [key]: { ...current[key], packs } }));
    setTouched((current) => (current === 'all' ? current : new Set(current).add(field)));
    setServerErrors(({ [field]: _field, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched('all');
    const firstProblem = Object.values(problems)[0];
    if (firstProblem) {
      void showToast('error', firstProblem);
      return;
    }
    try {
      await save.mutateAsync(offersOf(draft));
      setSavedDraft(draft);
      setTouched(new Set());
      setServerErrors({});
      void showToast('success', messages.servicesSaved);
    } catch (error) {
      setServerErrors(error instanceof ApiError ? error.errors : {});
      void showToast('error', saveFailureMessage(error, messages.servicesSaveFailed));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ul className="space-y-3">
        {SERVICE_ROWS.map((key) => (
          <ServiceOfferField
            key={key}
            label={text.services[key].label}
            description={text.services[key].description}
            enabled={draft[key].enabled}
            price={draft[key].price}
            error={errors[priceField(key)]}
            onEnabledChange={(enabled) => edit(key, { enabled }, WHOLE_FORM)}
            onPriceChange={(price) => edit(key, { price }, priceField(key))}
          >
            <PackOffersField
              service={key}
              packs={draft[key].packs ?? []}
              sessionPrice={sessionPrice(draft, key)}
              errors={errors}
              onChange={(packs, field) => editPacks(key, packs, field)}
            />
          </ServiceOfferField>
        ))}
      </ul>
      {errors[WHOLE_FORM] && <FormMessage kind="error">{errors[WHOLE_FORM]}</FormMessage>}
      <button
        type="submit"
        disabled={save.isPending}
        className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
      >
        {save.isPending ? text.saving : text.save}
      </button>
    </form>
  );
}
