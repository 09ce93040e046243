import { Link, useParams } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { ArrowLeftIcon } from '#web/components/ui/icons.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { usePack } from '#web/features/packs/api/get-packs.ts';
import { PackDetail } from '#web/features/packs/components/pack-detail.tsx';
import { ProfileShell } from '#web/features/profile/components/profile-shell.tsx';
import { usePageTitle } from '#web/lib/seo.ts';
import { ProfileRoleAction } from '../profile-role-action';

function PackPage() {
  usePageTitle('Pack');
  const { id = '' } = useParams();
  const pack = usePack(id);
  return (
    <div>
      <Link
        to={paths.profilePacks}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeftIcon className="size-4" />
        My Packs
      </Link>
      {pack.isPending ? (
        <PageSpinner label="Loading the pack" />
      ) : pack.isError ? (
        <LoadError
          error={pack.error}
          message={MESSAGES.pageLoadFailed}
          onRetry={() => void pack.refetch()}
        />
      ) : (
        <PackDetail pack={pack.data} />
      )}
    </div>
  );
}

/** `/profile/packs/:id`: one pack inside the profile shell. */
export default function PackRoute() {
  return (
    <ProfileShell roleAction={<ProfileRoleAction />}>
      <PackPage />
    </ProfileShell>
  );
}
