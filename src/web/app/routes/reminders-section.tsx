import { ReminderSettings } from '#web/features/reminders/components/reminder-settings.tsx';
import { useUser } from '#web/lib/auth/user-context.ts';
import { usePageTitle } from '#web/lib/seo.ts';

/** `/profile/reminders`: the profile's Reminders section, loaded only when opened. */
export default function RemindersSection() {
  usePageTitle('Reminders');
  const { user } = useUser();
  return user && <ReminderSettings email={user.email} profilePhone={user.phone} />;
}
