import { chatIdOf } from '#shared/chat-api.ts';
import type { TrainerClient } from '#shared/trainer-dashboard-api.ts';
import { MessageButton } from '#web/components/message-button.tsx';
import { formatIstDay } from '../format-date';

const STATUS_LABELS: Record<TrainerClient['status'], string> = {
  active: 'Active',
  inactive: 'Inactive',
};

function StatusChip({ status }: { status: TrainerClient['status'] }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status === 'active' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
    >
      {STATUS_LABELS[status]}
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

const lastSession = (client: TrainerClient) =>
  client.lastSession ? formatIstDay(client.lastSession) : '—';

const headClass =
  'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const cellClass = 'px-3 py-3 align-top text-sm text-slate-700';

/** The clients as a table, where the screen is wide enough for its eight columns. */
export function ClientTable({ clients, userId }: { clients: TrainerClient[]; userId: string }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full">
        <caption className="sr-only">Your clients</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={headClass}>
              Name
            </th>
            <th scope="col" className={headClass}>
              E-mail
            </th>
            <th scope="col" className={headClass}>
              Phone
            </th>
            <th scope="col" className={headClass}>
              Joined
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              Sessions
            </th>
            <th scope="col" className={headClass}>
              Last session
            </th>
            <th scope="col" className={headClass}>
              Status
            </th>
            <th scope="col" className={headClass}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {clients.map((client) => (
            <tr key={client._id}>
              <th scope="row" className={`${cellClass} text-left font-semibold text-slate-900`}>
                {client.name}
              </th>
              <td className={cellClass}>
                <Email address={client.email} />
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{client.phone ?? '—'}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatIstDay(client.joinDate)}</td>
              <td className={`${cellClass} text-right tabular-nums`}>{client.totalSessions}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{lastSession(client)}</td>
              <td className={cellClass}>
                <StatusChip status={client.status} />
              </td>
              <td className={`${cellClass} py-2`}>
                <MessageButton chatId={chatIdOf(userId, client._id)} name={client.name} compact />
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
  return (
    <ul aria-label="Your clients" className="space-y-3">
      {clients.map((client) => (
        <li key={client._id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-semibold text-slate-900">{client.name}</h3>
            <StatusChip status={client.status} />
          </div>
          <p className="mt-1 text-sm break-words text-slate-700">
            <Email address={client.email} />
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-slate-600">Phone</dt>
              <dd className="text-slate-900">{client.phone ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Sessions</dt>
              <dd className="text-slate-900 tabular-nums">{client.totalSessions}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Joined</dt>
              <dd className="text-slate-900">{formatIstDay(client.joinDate)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Last session</dt>
              <dd className="text-slate-900">{lastSession(client)}</dd>
            </div>
          </dl>
          <div className="mt-3">
            <MessageButton chatId={chatIdOf(userId, client._id)} name={client.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}
