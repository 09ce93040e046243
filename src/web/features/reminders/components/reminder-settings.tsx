import { REMINDER_SETTINGS_TEXT } from '#shared/reminder-settings-messages.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { useNotificationSettings } from '../api/notification-settings';
import { remindersText } from '../reminders.text';
import { PushDeviceControl } from './push-device-control';
import { ReminderChannelsForm } from './reminder-channels-form';

/**
 * The profile's Reminders section (docs/product/reminders.md): which channels remind this person
 * of their sessions, and push on the device in hand.
 */
export function ReminderSettings({
  email,
  profilePhone,
}: {
  email: string;
  profilePhone: string | null;
}) {
  const text = useText(remindersText);
  const messages = useText(REMINDER_SETTINGS_TEXT);
  const settings = useNotificationSettings();
  return (
    <section aria-labelledby="reminder-settings">
      <h1 id="reminder-settings" className="text-2xl font-bold tracking-tight text-slate-900">
        {text.title}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
      <div className="mt-6">
        {settings.isPending && <PageSpinner label={text.loading} />}
        {settings.isError && (
          <LoadError
            error={settings.error}
            message={messages.loadFailed}
            onRetry={() => void settings.refetch()}
          />
        )}
        {settings.data && (
          <div className="space-y-6">
            <ReminderChannelsForm
              // a device turned on or off changes push and its count: start again from the server's
              key={`${settings.data.push}-${settings.data.pushDevices}`}
              settings={settings.data}
              email={email}
              profilePhone={profilePhone}
            />
            <PushDeviceControl vapidPublicKey={settings.data.vapidPublicKey} />
          </div>
        )}
      </div>
    </section>
  );
}
