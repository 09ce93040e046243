import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { usePacks } from '#web/features/packs/api/get-packs.ts';
import { PackList } from '#web/features/packs/components/pack-list.tsx';
import { ProfileShell } from '#web/features/profile/components/profile-shell.tsx';
import { usePageTitle } from '#web/lib/seo.ts';
import { ProfileRoleAction } from '../profile-role-action';

function MyPacks() {
  usePageTitle('My Packs');
  const packs = usePacks();
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">My Packs</h1>
      <p className="mt-1 text-sm text-slate-600">
        Sessions bought together at a pack price. Each booking from a pack uses one credit.
      </p>
      <div className="mt-6">
        {packs.isPending ? (
          <PageSpinner label="Loading your packs" />
        ) : packs.isError ? (
          <LoadError
            error={packs.error}
            message={MESSAGES.pageLoadFailed}
            onRetry={() => void packs.refetch()}
          />
        ) : packs.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
            <p className="text-slate-700">
              No packs yet. Trainers who offer packs show them under their services.
            </p>
            <Link to={paths.trainers} className={buttonClass('primary', 'md', 'mt-4')}>
              Browse Trainers
            </Link>
          </div>
        ) : (
          <PackList packs={packs.data} packPath={paths.profilePack} />
        )}
      </div>
    </div>
  );
}

/** `/profile/packs`: the client's packs inside the profile shell. */
export default function PacksRoute() {
  return (
    <ProfileShell roleAction={<ProfileRoleAction />}>
      <MyPacks />
    </ProfileShell>
  );
}
