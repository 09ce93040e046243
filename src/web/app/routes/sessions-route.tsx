import * as Tabs from '@radix-ui/react-tabs';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { SHELL_TEXT } from '#shared/shell-messages.ts';
import { DOCUMENTS_PAGE_MAX } from '#shared/tax/tax-documents-api.ts';
import { OfflineNotice } from '#web/components/offline-notice.tsx';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { useBookings } from '#web/features/bookings/api/list-bookings.ts';
import { SessionCard } from '#web/features/bookings/components/session-card.tsx';
import { splitSessions } from '#web/features/bookings/session-groups.ts';
import { ProfileShell } from '#web/features/profile/components/profile-shell.tsx';
import { useDocuments } from '#web/features/tax-documents/api/list-documents.ts';
import { DocumentsSection } from '#web/features/tax-documents/components/documents-list.tsx';
import { SessionDocumentLinks } from '#web/features/tax-documents/components/session-document-links.tsx';
import {
  type SessionDocuments,
  sessionDocumentsByBooking,
} from '#web/features/tax-documents/session-documents.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { useSessionsOfflineAsOf } from '#web/lib/offline-copy.ts';
import { Link, useLocation } from '#web/lib/router/router.tsx';
import { usePageTitle } from '#web/lib/seo.ts';
import { useNow } from '#web/lib/use-now.ts';
import { ProfileRoleAction } from '../profile-role-action';
import { sessionsText } from './sessions.text';

const tabClass =
  'min-h-11 flex-1 rounded-lg px-4 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

function Empty({ message }: { message: string }) {
  const text = useText(sessionsText);
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
      <p className="text-slate-700">{message}</p>
      <Link to={paths.trainers} className={buttonClass('primary', 'md', 'mt-4')}>
        {text.browseTrainers}
      </Link>
    </div>
  );
}

/**
 * docs/product/sessions-and-reviews.md#my-sessions: upcoming and past bookings; `activeTab:
 * 'history'` opens Past.
 */
function MySessions() {
  const text = useText(sessionsText);
  const shell = useText(SHELL_TEXT);
  usePageTitle(text.title);
  const location = useLocation();
  const initialTab =
    (location.state as { activeTab?: string } | null)?.activeTab === 'history'
      ? 'past'
      : 'upcoming';
  const bookings = useBookings();
  // One page of the client's documents covers the 50 bookings shown: each has at most two
  // session documents (its invoice and a credit note).
  const documents = useDocuments('mine', 1, DOCUMENTS_PAGE_MAX);
  const now = useNow(60_000);
  const offlineAsOf = useSessionsOfflineAsOf();

  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{text.title}</h1>
        <Link to={paths.profilePacks} className="text-sm font-semibold text-brand-800 underline">
          {text.myPacks}
        </Link>
      </div>
      {offlineAsOf && bookings.data && <OfflineNotice asOf={offlineAsOf} what="sessions" />}
      {bookings.isPending ? (
        <div className="mt-6 space-y-3" aria-busy="true">
          {[0, 1].map((key) => (
            <div key={key} className="h-40 animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </div>
      ) : bookings.isError ? (
        <div role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-5">
          <p className="text-red-800">{bookings.error.message || shell.pageLoadFailed}</p>
          <button
            type="button"
            onClick={() => void bookings.refetch()}
            className={buttonClass('secondary', 'md', 'mt-3')}
          >
            {text.retry}
          </button>
        </div>
      ) : (
        <SessionTabs
          groups={splitSessions(bookings.data, now)}
          initialTab={initialTab}
          documents={sessionDocumentsByBooking(documents.data?.data ?? [])}
        />
      )}
      <DocumentsSection
        owner="mine"
        id="tax-documents"
        intro={text.documentsIntro}
        empty={text.noDocuments}
      />
    </div>
  );
}

function SessionTabs({
  groups,
  initialTab,
  documents,
}: {
  groups: ReturnType<typeof splitSessions>;
  initialTab: 'upcoming' | 'past';
  documents: Map<string, SessionDocuments>;
}) {
  const text = useText(sessionsText);
  const card = (booking: UserBooking) => (
    <SessionCard
      key={booking.id}
      booking={booking}
      documents={<SessionDocumentLinks documents={documents.get(booking.id)} />}
    />
  );
  return (
    <Tabs.Root defaultValue={initialTab} className="mt-6">
      <Tabs.List aria-label={text.tabs} className="flex gap-1 rounded-xl bg-slate-100 p-1">
        <Tabs.Trigger value="upcoming" className={tabClass}>
          {text.upcoming(groups.upcoming.length)}
        </Tabs.Trigger>
        <Tabs.Trigger value="past" className={tabClass}>
          {text.past(groups.past.length)}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="upcoming" className="mt-4 space-y-3">
        {groups.upcoming.length === 0 ? (
          <Empty message={text.noUpcoming} />
        ) : (
          groups.upcoming.map(card)
        )}
      </Tabs.Content>
      <Tabs.Content value="past" className="mt-4 space-y-3">
        {groups.past.length === 0 ? <Empty message={text.noPast} /> : groups.past.map(card)}
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** `/profile/sessions`: My Sessions inside the profile shell. */
export default function SessionsRoute() {
  return (
    <ProfileShell roleAction={<ProfileRoleAction />}>
      <MySessions />
    </ProfileShell>
  );
}
