import { ProfileShell } from '#web/features/profile/components/profile-shell.tsx';
import ProfileInformationPage from '#web/features/profile/pages/profile-information-page.tsx';
import { useUser } from '#web/lib/auth/user-context.ts';
import { ProfileRoleAction } from './profile-role-action';

export default function ProfileRoute() {
  const { refresh } = useUser();
  return (
    <ProfileShell roleAction={<ProfileRoleAction />}>
      <ProfileInformationPage onSaved={refresh} />
    </ProfileShell>
  );
}
