import { type ReactNode, useId, useState } from 'react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { describedBy, FieldShell, inputClass } from '#web/components/ui/form-field.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { portfolioListText } from './editor-fields.text';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
}

export function TextAreaField({
  label,
  value,
  onChange,
  error,
  hint,
  rows = 4,
  maxLength,
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
      />
    </FieldShell>
  );
}

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
  min?: number;
  max?: number;
  step?: number;
}

/** An empty box is null; anything else the rules judge, so '2.5 years' gets its message. */
export function NumberField({
  label,
  value,
  onChange,
  error,
  min,
  max,
  step = 1,
}: NumberFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        id={id}
        type="number"
        inputMode={step === 1 ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={step}
        value={value ?? ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : event.target.valueAsNumber)
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className={inputClass}
      />
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );
}

export function FieldGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface ListFieldProps {
  legend: string;
  /** The add box's label: 'Add a certification'. */
  addLabel: string;
  items: string[];
  max: number;
  onChange: (items: string[]) => void;
  error?: string;
}

/** Up to `max` short texts, each removable (certifications, achievements). */
export function ListField({ legend, addLabel, items, max, onChange, error }: ListFieldProps) {
  const said = useText(portfolioListText);
  const [text, setText] = useState('');
  const inputId = useId();
  const full = items.length >= max;
  const add = () => {
    const item = text.trim();
    if (!item || full || items.includes(item)) return;
    onChange([...items, item]);
    setText('');
  };
  return (
    <FieldGroup legend={said.legend(legend, max)} error={error}>
      {items.length > 0 && (
        <ul className="mb-2 space-y-1.5">
          {items.map((item, index) => (
            <li
              key={item}
              className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 break-words">{item}</span>
              <button
                type="button"
                onClick={() => onChange(items.filter((_, other) => other !== index))}
                className={buttonClass('ghost', 'sm')}
                aria-label={said.removeItem(item)}
              >
                {said.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {addLabel}
        </label>
        <input
          id={inputId}
          value={text}
          disabled={full}
          maxLength={100}
          placeholder={full ? said.full(max) : addLabel}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className={inputClass}
        />
        <button
          type="button"
          onClick={add}
          disabled={full || !text.trim()}
          className={buttonClass('secondary', 'md')}
        >
          {said.add}
        </button>
      </div>
    </FieldGroup>
  );
}
