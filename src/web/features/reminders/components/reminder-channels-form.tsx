import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { indianMobileE164 } from '#shared/notifications-api.ts';
import { REMINDER_MESSAGES } from '#shared/reminder-messages.ts';
import { REMINDER_SETTINGS_MESSAGES as TEXT } from '#shared/reminder-settings-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage, TextField } from '#web/components/ui/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import type { NotificationSettings } from '../api/notification-settings';
import { useSaveNotificationSettings } from '../api/notification-settings';

interface Values {
  email: boolean;
  whatsapp: boolean;
  whatsappNumber: string;
  agreed: boolean;
  push: boolean;
}

function valuesOf(settings: NotificationSettings, profilePhone: string | null): Values {
  return {
    email: settings.email,
    whatsapp: settings.whatsapp,
    // the profile's phone is the default number (docs/product/reminders.md)
    whatsappNumber:
      settings.whatsappNumber ?? indianMobileE164(profilePhone ?? '') ?? profilePhone ?? '',
    agreed: settings.whatsappOptedInAt !== null,
    push: settings.push,
  };
}

function Channel({
  label,
  hint,
  checked,
  onChange,
  children,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="rounded-xl border border-slate-200 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/40">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <div className="min-w-0">
          <label htmlFor={id} className="block font-semibold text-slate-900">
            {label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        </div>
      </div>
      {children && <div className="mt-4 space-y-4 sm:pl-8">{children}</div>}
    </div>
  );
}

/** E-mail, WhatsApp (number and opt-in) and push to all devices, saved with one button. */
export function ReminderChannelsForm({
  settings,
  email,
  profilePhone,
}: {
  settings: NotificationSettings;
  /** The sign-in address the e-mail reminders go to. */
  email: string;
  profilePhone: string | null;
}) {
  const save = useSaveNotificationSettings();
  const [values, setValues] = useState<Values>(() => valuesOf(settings, profilePhone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const agreeId = useId();
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const number = indianMobileE164(values.whatsappNumber);
    const found: Record<string, string> = {};
    if (values.whatsapp && !number) found.whatsappNumber = REMINDER_MESSAGES.whatsappNumberInvalid;
    if (values.whatsapp && !values.agreed) found.agreed = TEXT.whatsappOptInRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync({
        email: values.email,
        whatsapp: values.whatsapp,
        whatsappNumber: number,
        push: values.push,
      });
      setValues(valuesOf(saved, profilePhone));
      setStatus({ kind: 'success', text: TEXT.saved });
    } catch (error) {
      setStatus({
        kind: 'error',
        text: error instanceof ApiError ? error.message : TEXT.saveFailed,
      });
      if (error instanceof ApiError) setErrors(error.errors);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Channel
        label="E-mail"
        hint={`To ${email}`}
        checked={values.email}
        onChange={(checked) => set('email', checked)}
      />
      <Channel
        label="WhatsApp"
        hint="On your mobile, from Kasrat’s verified business number."
        checked={values.whatsapp}
        onChange={(checked) => set('whatsapp', checked)}
      >
        {values.whatsapp && (
          <>
            <TextField
              label="WhatsApp number"
              type="tel"
              name="whatsappNumber"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+91 98765 43210"
              value={values.whatsappNumber}
              onChange={(event) => set('whatsappNumber', event.target.value)}
              error={errors.whatsappNumber}
              hint="Your profile’s phone unless you enter another one."
            />
            <div>
              <label className="flex items-start gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name="whatsappOptIn"
                  checked={values.agreed}
                  onChange={(event) => set('agreed', event.target.checked)}
                  aria-invalid={errors.agreed ? true : undefined}
                  aria-describedby={errors.agreed ? agreeId : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                <span>{TEXT.whatsappOptInText}</span>
              </label>
              {errors.agreed && (
                <p id={agreeId} className="mt-1.5 text-sm font-medium text-red-700">
                  {errors.agreed}
                </p>
              )}
            </div>
          </>
        )}
      </Channel>
      <Channel
        label="Push notifications"
        hint={
          settings.pushDevices === 0
            ? 'To each device where you turn them on (below).'
            : settings.pushDevices === 1
              ? 'To the one device where you turned them on.'
              : `To the ${settings.pushDevices} devices where you turned them on.`
        }
        checked={values.push}
        onChange={(checked) => set('push', checked)}
      />
      <div aria-live="polite">
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
      </div>
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={save.isPending}
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        >
          {save.isPending ? 'Saving...' : 'Save reminder settings'}
        </button>
      </div>
    </form>
  );
}
