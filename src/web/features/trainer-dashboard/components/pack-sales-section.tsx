import { CATALOG_TEXT } from '#shared/catalog.ts';
import { formatRupees } from '#shared/money.ts';
import { paths } from '#web/config/paths.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { personName } from '#web/lib/person-name.ts';
import { Link } from '#web/lib/router/router.tsx';
import { usePackSales } from '../api/get-pack-sales';
import { formatIstDay } from '../format-date';
import { packSalesText } from './earnings-tab.text';
import { StatCard } from './stat-card';

/**
 * Packs sold and the credits clients still hold (docs/product/packs-screens.md#the-trainers-side): a
 * pack's money is earned session by session, so what is outstanding is not earned yet.
 */
export function PackSalesSection() {
  const locale = useLocale();
  const text = useText(packSalesText);
  const services = useText(CATALOG_TEXT).service;
  const sales = usePackSales();
  const data = sales.data;
  const card = { loading: sales.isPending, failed: sales.isError };
  return (
    <section aria-labelledby="pack-sales" className="space-y-3">
      <h2 id="pack-sales" className="text-lg font-semibold text-slate-900">
        {text.title}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <StatCard
          {...card}
          label={text.packsSold}
          value={data?.packsSold}
          hint={data && text.paidByClients(formatRupees(data.salesPaise, locale))}
        />
        <StatCard
          {...card}
          label={text.creditsOutstanding}
          value={data?.creditsOutstanding}
          hint={data && text.toEarn(formatRupees(data.outstandingPaise, locale))}
        />
      </div>
      {data && data.recent.length === 0 && (
        <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-sm text-slate-700">
          {text.noPacks}{' '}
          <Link to={paths.servicesManagement} className="font-semibold text-brand-800 underline">
            {text.offerPacks}
          </Link>
        </p>
      )}
      {data && data.recent.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {data.recent.map((pack) => (
            <li key={pack.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
              <span className="text-sm">
                <span className="block font-semibold text-slate-900">
                  {personName(pack.clientName, locale)}
                </span>
                <span className="text-slate-600">
                  {text.pack(
                    pack.sessions,
                    services[pack.service],
                    formatRupees(pack.totalPaise, locale),
                  )}
                </span>
              </span>
              <span className="text-sm sm:text-right">
                <span className="block font-semibold text-slate-900">
                  {text.creditsLeft(pack.creditsLeft, pack.sessions)}
                </span>
                {pack.expiresAt && (
                  <span className="text-slate-600">
                    {text.until(formatIstDay(pack.expiresAt, locale))}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
