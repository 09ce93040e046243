import { useId, useState } from 'react';
import { ACTIVE_CLIENT_DAYS, DASHBOARD_MESSAGES } from '#shared/trainer-dashboard-api.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { SearchIcon } from '#web/components/ui/icons.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useClients } from '../api/get-clients';
import { useDebouncedValue } from '../use-debounced-value';
import { useMediaQuery } from '../use-media-query';
import { ClientCards, ClientTable } from './client-list';
import { PanelLoading } from './panel-loading';
import { StatCard } from './stat-card';

const SEARCH_PAUSE_MS = 300;

/**
 * The Clients tab (docs/product/trainer-dashboard.md#clients-tab): the counts, a server-side search
 * and the client list.
 */
export function ClientsTab() {
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
      <section aria-label="Client counts" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard
          {...card}
          label="Total Clients"
          value={stats?.total}
          hint="Booked you at least once"
        />
        <StatCard
          {...card}
          label="Active Clients"
          value={stats?.active}
          hint={`Upcoming or in the last ${ACTIVE_CLIENT_DAYS} days`}
        />
        <StatCard
          {...card}
          label="New This Month"
          value={stats?.newThisMonth}
          hint="First booking"
        />
        <StatCard
          {...card}
          label="Repeat Clients"
          value={stats?.repeat}
          hint="Two or more sessions"
        />
      </section>

      <section aria-label="Your clients" className="space-y-4">
        <div className="flex items-center gap-3">
          <div className="relative max-w-md flex-1">
            <label htmlFor={searchField} className="sr-only">
              Search clients by name or e-mail
            </label>
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
            <input
              id={searchField}
              type="search"
              value={typed}
              maxLength={100}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="Search by name or e-mail"
              className="min-h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-slate-900"
            />
          </div>
          {clients.isFetching && !clients.isPending && !clients.isFetchingNextPage && (
            <Spinner label="Searching" />
          )}
        </div>

        {clients.isPending ? (
          <PanelLoading label="Loading clients" />
        ) : clients.isError ? (
          <LoadError
            error={clients.error}
            message={DASHBOARD_MESSAGES.clientsFailed}
            onRetry={() => void clients.refetch()}
          />
        ) : shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
            {search
              ? `No clients match “${search}”.`
              : 'No clients yet. Everyone who books you appears here.'}
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
                  {clients.isFetchingNextPage ? 'Loading...' : 'Show more clients'}
                </button>
                <p className="text-sm text-slate-700">
                  Showing {shown.length} of {matching}
                </p>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
