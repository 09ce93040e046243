import { ProfileShell } from '../../features/profile/components/profile-shell';
import ProfileInformationPage from '../../features/profile/pages/profile-information-page';
import { useUser } from '../../lib/auth/user-context';
import { ProfileRoleAction } from './profile-role-action';

export default function ProfileRoute() {
  const { refresh } = useUser();
  return (
    <ProfileShell roleAction={<ProfileRoleAction />}>
      <ProfileInformationPage onSaved={refresh} />
    </ProfileShell>
  );
}
