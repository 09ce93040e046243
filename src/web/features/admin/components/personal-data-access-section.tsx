import {
  PERSONAL_DATA_ACCESS_MESSAGES,
  PERSONAL_DATA_ACTION_LABELS,
  type PersonalDataAccessEntry,
} from '#shared/personal-data-access.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePersonalDataAccess } from '../api/personal-data-access';
import { submittedAtLabel } from '../submitted-at';

const whoOf = ({ actor }: PersonalDataAccessEntry) =>
  actor.kind === 'system'
    ? PERSONAL_DATA_ACCESS_MESSAGES.system
    : actor.kind === 'person'
      ? PERSONAL_DATA_ACCESS_MESSAGES.thePerson
      : (actor.name ?? PERSONAL_DATA_ACCESS_MESSAGES.anonymised);

const whoseOf = ({ subject }: PersonalDataAccessEntry) =>
  subject.anonymised || !subject.name ? PERSONAL_DATA_ACCESS_MESSAGES.anonymised : subject.name;

/**
 * Who reached whose personal data (docs/product/privacy.md#who-reached-whose-data): each KYC
 * document opened, KYC number revealed, data copy made and account deleted, newest first.
 */
export function PersonalDataAccessSection() {
  const record = usePersonalDataAccess();
  const seen = new Set<string>();
  const entries = (record.data?.pages ?? [])
    .flatMap((page) => page.entries)
    // a page asked for after new entries arrived repeats the last ones of the page before
    .filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)));
  return (
    <section aria-labelledby="personal-data-access-title">
      <h2
        id="personal-data-access-title"
        className="text-xl font-bold tracking-tight text-slate-900"
      >
        Personal data access
      </h2>
      <p className="mt-1 text-slate-700">
        Every time someone reached a person’s private data beyond their own: an admin opening a KYC
        document or revealing its number, a copy of a person’s data, an account deleted. Kept for a
        year.
      </p>
      <div className="mt-4">
        {record.isPending ? (
          <Spinner label="Loading the record" className="py-6" />
        ) : record.isError ? (
          <LoadError
            error={record.error}
            message={PERSONAL_DATA_ACCESS_MESSAGES.loadFailed}
            onRetry={() => void record.refetch()}
          />
        ) : entries.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {PERSONAL_DATA_ACCESS_MESSAGES.empty}
          </p>
        ) : (
          <>
            <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
              {entries.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-4"
                >
                  <p className="text-sm text-slate-600 sm:w-48 sm:shrink-0">
                    {submittedAtLabel(entry.at)}
                  </p>
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {[PERSONAL_DATA_ACTION_LABELS[entry.action], entry.detail]
                        .filter(Boolean)
                        .join(': ')}
                    </p>
                    <p className="text-sm text-slate-700">
                      By <span className="font-medium">{whoOf(entry)}</span> · whose:{' '}
                      <span className="font-medium">{whoseOf(entry)}</span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            {record.hasNextPage && (
              <button
                type="button"
                onClick={() => void record.fetchNextPage()}
                disabled={record.isFetchingNextPage}
                className={buttonClass('secondary', 'md', 'mt-4 w-full sm:w-auto')}
              >
                {record.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
