import { Link, Route, Routes, useParams } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ArrowLeftIcon } from '#web/components/ui/icons.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { usePack, usePacks } from '#web/features/packs/api/get-packs.ts';
import { PackDetail } from '#web/features/packs/components/pack-detail.tsx';
import { PackList } from '#web/features/packs/components/pack-list.tsx';
import { packPagePath } from '#web/features/packs/pack-view.ts';
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
          <PackList packs={packs.data} packPath={packPagePath} />
        )}
      </div>
    </div>
  );
}

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

/** `/profile/packs` and `/profile/packs/:id`: the client's packs inside the profile shell. */
export default function PacksRoute() {
  return (
    <ProfileShell roleAction={<ProfileRoleAction />}>
      <Routes>
        <Route index element={<MyPacks />} />
        <Route path=":id" element={<PackPage />} />
      </Routes>
    </ProfileShell>
  );
}
