import { REMINDER_SETTINGS_MESSAGES as TEXT } from '#shared/reminder-settings-messages.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useNotificationSettings } from '../api/notification-settings';
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
  const settings = useNotificationSettings();
  return (
    <section aria-labelledby="reminder-settings">
      <h1 id="reminder-settings" className="text-2xl font-bold tracking-tight text-slate-900">
        Reminders
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        We remind you 24 hours and 1 hour before each session; an online session’s 1-hour reminder
        has its join link. Nothing arrives between 10 PM and 7 AM except a 1-hour reminder.
      </p>
      <div className="mt-6">
        {settings.isPending && <PageSpinner label="Loading your reminder settings" />}
        {settings.isError && (
          <LoadError
            error={settings.error}
            message={TEXT.loadFailed}
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
