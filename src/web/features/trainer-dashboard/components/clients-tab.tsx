import { useId, useState } from 'react';
import { ACTIVE_CLIENT_DAYS, DASHBOARD_TEXT } from '#shared/trainer-dashboard-api.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { SearchIcon } from '#web/components/ui/icons.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { useClients } from '../api/get-clients';
import { useDebouncedValue } from '../use-debounced-value';
import { useMediaQuery } from '../use-media-query';
import { ClientCards, ClientTable } from './client-list';
import { clientsTabText } from './clients-tab.text';
import { dashboardCommonText } from './dashboard-common.text';
import { PanelLoading } from './panel-loading';
import { StatCard } from './stat-card';

const SEARCH_PAUSE_MS = 300;

/**
 * The Clients tab (docs/product/trainer-dashboard.md#clients-tab): the counts, a server-side search
 * and the client list.
 */
export function ClientsTab() {
  const text = useText(clientsTabText);
  const common = useText(dashboardCommonText);
  const messages = useText(DASHBOARD_TEXT);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  const clients = useClients(search);
  const userId = useUser().user?.id ?? '';
  const wide = useMediaQuery('(min-width: 768px)');
  const searchField = useId();
  const pages = clients.data?.pages;
  const stats = pages?.[0]?.stats;
  const shown = pages?.flatMap((page) => page.clients) ?? [];
  const matching = pages?.[0]?.pagination.totalCount ?? 0;
  const card = { loading: clients.isPending, failed: clients.isError && !clients.data };

  return (
    <div className="space-y-6">
      <section aria-label={text.counts} className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard
          {...card}
          label={text.totalClients}
          value={stats?.total}
          hint={text.totalClientsHint}
        />
        <StatCard
          {...card}
          label={text.activeClients}
          value={stats?.active}
          hint={text.activeClientsHint(ACTIVE_CLIENT_DAYS)}
        />
        <StatCard
          {...card}
          label={text.newThisMonth}
          value={stats?.newThisMonth}
          hint={text.newThisMonthHint}
        />
        <StatCard
          {...card}
          label={text.repeatClients}
          value={stats?.repeat}
          hint={text.repeatClientsHint}
        />
      </section>

      <section aria-label={text.yourClients} className="space-y-4">
        <div className="flex items-center gap-3">
          <div className="relative max-w-md flex-1">
            <label htmlFor={searchField} className="sr-only">
              {text.searchLabel}
            </label>
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
            <input
              id={searchField}
              type="search"
              value={typed}
              maxLength={100}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={text.searchPlaceholder}
              className="min-h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-slate-900"
            />
          </div>
          {clients.isFetching && !clients.isPending && !clients.isFetchingNextPage && (
            <Spinner label={text.searching} />
          )}
        </div>

        {clients.isPending ? (
          <PanelLoading label={text.loadingClients} />
        ) : clients.isError ? (
          <LoadError
            error={clients.error}
            message={messages.clientsFailed}
            onRetry={() => void clients.refetch()}
          />
        ) : shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
            {search ? text.noMatch(search) : text.noClients}
          </p>
        ) : (
          <>
            {wide ? (
              <ClientTable clients={shown} userId={userId} />
            ) : (
              <ClientCards clients={shown} userId={userId} />
            )}
            {clients.hasNextPage && (
              <div className="flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  disabled={clients.isFetchingNextPage}
                  onClick={() => void clients.fetchNextPage()}
                  className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}
                >
                  {clients.isFetchingNextPage ? common.loading : text.showMore}
                </button>
                <p className="text-sm text-slate-700">{text.showing(shown.length, matching)}</p>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
