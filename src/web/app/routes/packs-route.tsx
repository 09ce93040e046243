import { SHELL_TEXT } from '#shared/shell-messages.ts';
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
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link, Route, Routes, useParams } from '#web/lib/router/router.tsx';
import { usePageTitle } from '#web/lib/seo.ts';
import { ProfileRoleAction } from '../profile-role-action';
import { packsRouteText } from './packs.text';

function MyPacks() {
  const text = useText(packsRouteText);
  const shell = useText(SHELL_TEXT);
  usePageTitle(text.title);
  const packs = usePacks();
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{text.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
      <div className="mt-6">
        {packs.isPending ? (
          <PageSpinner label={text.loadingPacks} />
        ) : packs.isError ? (
          <LoadError
            error={packs.error}
            message={shell.pageLoadFailed}
            onRetry={() => void packs.refetch()}
          />
        ) : packs.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
            <p className="text-slate-700">{text.noPacks}</p>
            <Link to={paths.trainers} className={buttonClass('primary', 'md', 'mt-4')}>
              {text.browseTrainers}
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
  const text = useText(packsRouteText);
  const shell = useText(SHELL_TEXT);
  usePageTitle(text.packTitle);
  const { id = '' } = useParams();
  const pack = usePack(id);
  return (
    <div>
      <Link
        to={paths.profilePacks}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeftIcon className="size-4" />
        {text.title}
      </Link>
      {pack.isPending ? (
        <PageSpinner label={text.loadingPack} />
      ) : pack.isError ? (
        <LoadError
          error={pack.error}
          message={shell.pageLoadFailed}
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
