import { useId } from 'react';
import { GSTIN_INPUT_MAX, KYC_LABELS_TEXT, KYC_TEXT } from '#shared/kyc.ts';
import { normaliseGstin } from '#shared/tax/gstin.ts';
import { INDIAN_STATES } from '#shared/tax/indian-states.ts';
import { DEFAULT_TAX_RATES } from '#shared/tax/tax-settings.ts';
import { describedBy, FieldShell, inputClass, TextField } from '#web/components/ui/form-field.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { kycTaxDetailsText } from './kyc-tax-details.text';

export type TaxDetailsField = 'stateCode' | 'gstin';

interface TaxDetailsFieldsProps {
  values: Record<TaxDetailsField, string>;
  errors: Partial<Record<TaxDetailsField, string>>;
  onChange: (field: TaxDetailsField, value: string) => void;
  onBlur: (field: TaxDetailsField) => void;
}

/**
 * The state of the business address and the GSTIN, if any (docs/product/kyc.md#tax-details): in
 * the KYC form, and alone once the KYC is verified.
 */
export function TaxDetailsFields({ values, errors, onChange, onBlur }: TaxDetailsFieldsProps) {
  const text = useText(kycTaxDetailsText);
  const labels = useText(KYC_LABELS_TEXT);
  const { stateRequired } = useText(KYC_TEXT);
  const gstinHint = labels.gstinHint(DEFAULT_TAX_RATES.tcsPercent);
  const stateId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FieldShell id={stateId} label={labels.rows.state} error={errors.stateCode}>
        <select
          id={stateId}
          name="stateCode"
          value={values.stateCode}
          onChange={(event) => onChange('stateCode', event.target.value)}
          onBlur={() => onBlur('stateCode')}
          aria-invalid={errors.stateCode ? true : undefined}
          aria-describedby={describedBy(stateId, undefined, errors.stateCode)}
          className={inputClass}
        >
          <option value="">{stateRequired}</option>
          {INDIAN_STATES.map(({ code }) => (
            <option key={code} value={code}>
              {labels.states[code]}
            </option>
          ))}
        </select>
      </FieldShell>
      <TextField
        label={text.gstin}
        name="gstin"
        value={values.gstin}
        error={errors.gstin}
        hint={gstinHint}
        autoComplete="off"
        autoCapitalize="characters"
        placeholder="27ABCDE1234F1Z0"
        maxLength={GSTIN_INPUT_MAX}
        onChange={(event) =>
          onChange('gstin', normaliseGstin(event.target.value).slice(0, GSTIN_INPUT_MAX))
        }
        onBlur={() => onBlur('gstin')}
      />
    </div>
  );
}
