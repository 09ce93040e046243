import { formatRupees } from '#shared/money.ts';
import type { ClientPack } from '#shared/packs.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { sessionServiceName } from '#web/lib/session-labels.ts';
import { creditsLine, packExpiryLine } from '../pack-view';
import { packsText } from '../packs.text';
import { PackStatusChip } from './pack-status-chip';

/** My packs (docs/product/packs-screens.md#my-packs-and-the-pack-page): each pack links to its page. */
export function PackList({
  packs,
  packPath,
}: {
  packs: ClientPack[];
  packPath: (id: string) => string;
}) {
  const locale = useLocale();
  const text = useText(packsText);
  return (
    <ul className="space-y-3">
      {packs.map((pack) => (
        <li key={pack.id}>
          <Link
            to={packPath(pack.id)}
            className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:p-5"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {text.listTitle(
                    pack.sessions,
                    sessionServiceName(pack, locale),
                    pack.trainer.name,
                  )}
                </p>
                <p className="mt-0.5 text-sm text-slate-600">
                  {formatRupees(pack.totalPaise, locale)}
                </p>
              </div>
              <PackStatusChip status={pack.status} />
            </div>
            {pack.status === 'active' || pack.status === 'ended' ? (
              <p className="mt-3 text-sm text-slate-800">
                <strong className="text-lg text-slate-900">{creditsLine(pack, locale)}</strong>
                {packExpiryLine(pack, locale) && (
                  <span className="block text-slate-600">{packExpiryLine(pack, locale)}</span>
                )}
              </p>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
