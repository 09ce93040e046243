import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { ChangePasswordForm } from '#web/features/profile/components/change-password-form.tsx';
import { ProfileInformationForm } from '#web/features/profile/components/profile-information-form.tsx';
import { ProfileShell } from '#web/features/profile/components/profile-shell.tsx';
import { useUser } from '#web/lib/auth/user-context.ts';
import { usePageTitle } from '#web/lib/seo.ts';
import { ProfileRoleAction } from '../profile-role-action';

const RemindersSection = lazy(() => import('./reminders-section'));
const PrivacySection = lazy(() => import('./privacy-section'));

function ProfileInformation({ onSaved }: { onSaved: () => Promise<void> }) {
  usePageTitle('Profile Information');
  const profile = useProfile();

  return (
    <section aria-labelledby="profile-information">
      <h1 id="profile-information" className="text-2xl font-bold tracking-tight text-slate-900">
        Profile Information
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Keep your details up to date so trainers know who they are training.
      </p>
      <div className="mt-6">
        {profile.isPending && <PageSpinner label="Loading your profile" />}
        {profile.isError && (
          <div className="rounded-xl border border-red-200 bg-red-50 p-5">
            <p role="alert" className="font-medium text-red-800">
              {profile.error.message || MESSAGES.fetchProfileFailed}
            </p>
            <button
              type="button"
              className={buttonClass('secondary', 'sm', 'mt-3')}
              onClick={() => void profile.refetch()}
            >
              Retry
            </button>
          </div>
        )}
        {profile.data && <ProfileInformationForm profile={profile.data} onSaved={onSaved} />}
      </div>
    </section>
  );
}

/**
 * `/profile`: Profile Information and the password; `/profile/reminders`: the reminder channels;
 * `/profile/privacy`: consents, a copy of one's data, deleting the account.
 */
export default function ProfileRoute() {
  const { refresh, replaceToken } = useUser();
  const { section } = useParams();
  if (section !== undefined && section !== 'reminders' && section !== 'privacy') {
    return <Navigate to={paths.profile} replace />;
  }
  return (
    <ProfileShell roleAction={<ProfileRoleAction />}>
      {section === 'reminders' ? (
        <Suspense fallback={<PageSpinner label="Loading your reminder settings" />}>
          <RemindersSection />
        </Suspense>
      ) : section === 'privacy' ? (
        <Suspense fallback={<PageSpinner label="Loading your privacy settings" />}>
          <PrivacySection />
        </Suspense>
      ) : (
        <>
          <ProfileInformation onSaved={refresh} />
          <ChangePasswordForm onChanged={replaceToken} />
        </>
      )}
    </ProfileShell>
  );
}
