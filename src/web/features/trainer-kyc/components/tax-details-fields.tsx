import { useId } from 'react';
import { GSTIN_HINT, GSTIN_INPUT_MAX } from '#shared/kyc.ts';
import { normaliseGstin } from '#shared/tax/gstin.ts';
import { INDIAN_STATES } from '#shared/tax/indian-states.ts';
import { describedBy, FieldShell, inputClass, TextField } from '#web/components/ui/form-field.tsx';

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
  const stateId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FieldShell id={stateId} label="State" error={errors.stateCode}>
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
          <option value="">Select the state of your business address</option>
          {INDIAN_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      </FieldShell>
      <TextField
        label="GSTIN (if registered)"
        name="gstin"
        value={values.gstin}
        error={errors.gstin}
        hint={GSTIN_HINT}
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
