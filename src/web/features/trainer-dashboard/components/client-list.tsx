import { chatIdOf } from '#shared/chat-api.ts';
import type { Locale } from '#shared/locale.ts';
import type { TrainerClient } from '#shared/trainer-dashboard-api.ts';
import { MessageButton } from '#web/components/message-button.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { personName } from '#web/lib/person-name.ts';
import { formatIstDay } from '../format-date';
import { clientListText } from './clients-tab.text';

function StatusChip({ status }: { status: TrainerClient['status'] }) {
  const labels = useText(clientListText).statuses;
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status === 'active' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
    >
      {labels[status]}
    </span>
  );
}

/** An address may break before its @ only, not in the middle of a name. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

const lastSession = (client: TrainerClient, locale: Locale) =>
  client.lastSession ? formatIstDay(client.lastSession, locale) : '—';

const headClass =
  'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const cellClass = 'px-3 py-3 align-top text-sm text-slate-700';

/** The clients as a table, where the screen is wide enough for its eight columns. */
export function ClientTable({ clients, userId }: { clients: TrainerClient[]; userId: string }) {
  const locale = useLocale();
  const text = useText(clientListText);
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full">
        <caption className="sr-only">{text.yourClients}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={headClass}>
              {text.name}
            </th>
            <th scope="col" className={headClass}>
              {text.email}
            </th>
            <th scope="col" className={headClass}>
              {text.phone}
            </th>
            <th scope="col" className={headClass}>
              {text.joined}
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              {text.sessions}
            </th>
            <th scope="col" className={headClass}>
              {text.lastSession}
            </th>
            <th scope="col" className={headClass}>
              {text.status}
            </th>
            <th scope="col" className={headClass}>
              <span className="sr-only">{text.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {clients.map((client) => (
            <tr key={client._id}>
              <th scope="row" className={`${cellClass} text-left font-semibold text-slate-900`}>
                {personName(client.name, locale)}
              </th>
              <td className={cellClass}>
                <Email address={client.email} />
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{client.phone ?? '—'}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {formatIstDay(client.joinDate, locale)}
              </td>
              <td className={`${cellClass} text-right tabular-nums`}>{client.totalSessions}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{lastSession(client, locale)}</td>
              <td className={cellClass}>
                <StatusChip status={client.status} />
              </td>
              <td className={`${cellClass} py-2`}>
                <MessageButton
                  chatId={chatIdOf(userId, client._id)}
                  name={personName(client.name, locale)}
                  compact
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The clients as cards, on phones, where a seven-column table would scroll sideways. */
export function ClientCards({ clients, userId }: { clients: TrainerClient[]; userId: string }) {
  const locale = useLocale();
  const text = useText(clientListText);
  return (
    <ul aria-label={text.yourClients} className="space-y-3">
      {clients.map((client) => (
        <li key={client._id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-semibold text-slate-900">{personName(client.name, locale)}</h3>
            <StatusChip status={client.status} />
          </div>
          <p className="mt-1 text-sm break-words text-slate-700">
            <Email address={client.email} />
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-slate-600">{text.phone}</dt>
              <dd className="text-slate-900">{client.phone ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{text.sessions}</dt>
              <dd className="text-slate-900 tabular-nums">{client.totalSessions}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{text.joined}</dt>
              <dd className="text-slate-900">{formatIstDay(client.joinDate, locale)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{text.lastSession}</dt>
              <dd className="text-slate-900">{lastSession(client, locale)}</dd>
            </div>
          </dl>
          <div className="mt-3">
            <MessageButton
              chatId={chatIdOf(userId, client._id)}
              name={personName(client.name, locale)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
