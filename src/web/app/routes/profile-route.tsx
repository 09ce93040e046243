import { ChangePasswordForm } from '#web/features/profile/components/change-password-form.tsx';
import { ProfileShell } from '#web/features/profile/components/profile-shell.tsx';
import ProfileInformationPage from '#web/features/profile/pages/profile-information-page.tsx';
import { useUser } from '#web/lib/auth/user-context.ts';
import { ProfileRoleAction } from './profile-role-action';

export default function ProfileRoute() {
  const { refresh, replaceToken } = useUser();
  return (
    <ProfileShell roleAction={<ProfileRoleAction />}>
      <ProfileInformationPage onSaved={refresh} />
      <ChangePasswordForm onChanged={replaceToken} />
    </ProfileShell>
  );
}
