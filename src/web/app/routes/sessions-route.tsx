import MySessionsPage from '#web/features/bookings/pages/my-sessions-page.tsx';
import { ProfileShell } from '#web/features/profile/components/profile-shell.tsx';
import { ProfileRoleAction } from './profile-role-action';

/** `/profile/sessions`: My Sessions inside the profile shell. */
export default function SessionsRoute() {
  return (
    <ProfileShell roleAction={<ProfileRoleAction />}>
      <MySessionsPage />
    </ProfileShell>
  );
}
