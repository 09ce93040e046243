import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { indianMobileE164 } from '#shared/notifications-api.ts';
import { REMINDER_TEXT } from '#shared/reminder-messages.ts';
import { REMINDER_SETTINGS_TEXT } from '#shared/reminder-settings-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage, TextField } from '#web/components/ui/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import type { NotificationSettings } from '../api/notification-settings';
import { useSaveNotificationSettings } from '../api/notification-settings';
import { remindersText } from '../reminders.text';

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
  const text = useText(remindersText);
  const messages = useText(REMINDER_SETTINGS_TEXT);
  const reminderMessages = useText(REMINDER_TEXT);
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
    if (values.whatsapp && !number) found.whatsappNumber = reminderMessages.whatsappNumberInvalid;
    if (values.whatsapp && !values.agreed) found.agreed = messages.whatsappOptInRequired;
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
      setStatus({ kind: 'success', text: messages.saved });
    } catch (error) {
      setStatus({
        kind: 'error',
        text: error instanceof ApiError ? error.message : messages.saveFailed,
      });
      if (error instanceof ApiError) setErrors(error.errors);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Channel
        label={text.email}
        hint={text.emailTo(email)}
        checked={values.email}
        onChange={(checked) => set('email', checked)}
      />
      <Channel
        label={text.whatsapp}
        hint={text.whatsappHint}
        checked={values.whatsapp}
        onChange={(checked) => set('whatsapp', checked)}
      >
        {values.whatsapp && (
          <>
            <TextField
              label={text.whatsappNumber}
              type="tel"
              name="whatsappNumber"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+91 98765 43210"
              value={values.whatsappNumber}
              onChange={(event) => set('whatsappNumber', event.target.value)}
              error={errors.whatsappNumber}
              hint={text.whatsappNumberHint}
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
                <span>{messages.whatsappOptInText}</span>
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
        label={text.push}
        hint={text.pushDevices(settings.pushDevices)}
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
          {save.isPending ? text.saving : text.save}
        </button>
      </div>
    </form>
  );
}
