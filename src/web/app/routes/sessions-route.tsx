import MySessionsPage from '../../features/bookings/pages/my-sessions-page';
import { ProfileShell } from '../../features/profile/components/profile-shell';
import { ProfileRoleAction } from './profile-role-action';

/** `/profile/sessions`: My Sessions inside the profile shell. */
export default function SessionsRoute() {
  return (
    <ProfileShell roleAction={<ProfileRoleAction />}>
      <MySessionsPage />
    </ProfileShell>
  );
}
