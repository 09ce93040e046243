import { lazy, Suspense } from 'react';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { ChangePasswordForm } from '#web/features/profile/components/change-password-form.tsx';
import { ProfileInformationForm } from '#web/features/profile/components/profile-information-form.tsx';
import { ProfileShell } from '#web/features/profile/components/profile-shell.tsx';
import { profileText } from '#web/features/profile/profile.text.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Navigate, useParams } from '#web/lib/router/router.tsx';
import { usePageTitle } from '#web/lib/seo.ts';
import { ProfileRoleAction } from '../profile-role-action';

const RemindersSection = lazy(() => import('./reminders-section'));
const PrivacySection = lazy(() => import('./privacy-section'));

function ProfileInformation({ onSaved }: { onSaved: () => Promise<void> }) {
  const text = useText(profileText);
  const messages = useText(MESSAGES_TEXT);
  usePageTitle(text.informationTitle);
  const profile = useProfile();

  return (
    <section aria-labelledby="profile-information">
      <h1 id="profile-information" className="text-2xl font-bold tracking-tight text-slate-900">
        {text.informationTitle}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{text.informationIntro}</p>
      <div className="mt-6">
        {profile.isPending && <PageSpinner label={text.loadingProfile} />}
        {profile.isError && (
          <div className="rounded-xl border border-red-200 bg-red-50 p-5">
            <p role="alert" className="font-medium text-red-800">
              {profile.error.message || messages.fetchProfileFailed}
            </p>
            <button
              type="button"
              className={buttonClass('secondary', 'sm', 'mt-3')}
              onClick={() => void profile.refetch()}
            >
              {text.retry}
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
  const text = useText(profileText);
  if (section !== undefined && section !== 'reminders' && section !== 'privacy') {
    return <Navigate to={paths.profile} replace />;
  }
  return (
    <ProfileShell roleAction={<ProfileRoleAction />}>
      {section === 'reminders' ? (
        <Suspense fallback={<PageSpinner label={text.loadingReminders} />}>
          <RemindersSection />
        </Suspense>
      ) : section === 'privacy' ? (
        <Suspense fallback={<PageSpinner label={text.loadingPrivacy} />}>
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
