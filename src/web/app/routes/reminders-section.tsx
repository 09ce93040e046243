import { ReminderSettings } from '#web/features/reminders/components/reminder-settings.tsx';
import { remindersText } from '#web/features/reminders/reminders.text.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { usePageTitle } from '#web/lib/seo.ts';

/** `/profile/reminders`: the profile's Reminders section, loaded only when opened. */
export default function RemindersSection() {
  usePageTitle(useText(remindersText).title);
  const { user } = useUser();
  return user && <ReminderSettings email={user.email} profilePhone={user.phone} />;
}
