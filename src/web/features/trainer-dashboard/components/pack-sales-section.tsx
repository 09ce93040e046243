import { Link } from 'react-router';
import { formatRupees } from '#shared/money.ts';
import { paths } from '#web/config/paths.ts';
import { formatPackDay } from '#web/lib/pack-offer-text.ts';
import { usePackSales } from '../api/get-pack-sales';
import { StatCard } from './stat-card';

/**
 * Packs sold and the credits clients still hold (docs/product/packs-screens.md#the-trainers-side): a
 * pack's money is earned session by session, so what is outstanding is not earned yet.
 */
export function PackSalesSection() {
  const sales = usePackSales();
  const data = sales.data;
  const card = { loading: sales.isPending, failed: sales.isError };
  return (
    <section aria-labelledby="pack-sales" className="space-y-3">
      <h2 id="pack-sales" className="text-lg font-semibold text-slate-900">
        Session packs
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <StatCard
          {...card}
          label="Packs sold"
          value={data?.packsSold}
          hint={data && `${formatRupees(data.salesPaise)} paid by clients`}
        />
        <StatCard
          {...card}
          label="Credits outstanding"
          value={data?.creditsOutstanding}
          hint={data && `${formatRupees(data.outstandingPaise)} to earn as sessions happen`}
        />
      </div>
      {data && data.recent.length === 0 && (
        <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-sm text-slate-700">
          No packs sold yet.{' '}
          <Link to={paths.servicesManagement} className="font-semibold text-brand-800 underline">
            Offer packs in Services Management
          </Link>
        </p>
      )}
      {data && data.recent.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {data.recent.map((pack) => (
            <li key={pack.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
              <span className="text-sm">
                <span className="block font-semibold text-slate-900">{pack.clientName}</span>
                <span className="text-slate-600">
                  {pack.sessions} × {pack.serviceName} · {formatRupees(pack.totalPaise)}
                </span>
              </span>
              <span className="text-sm sm:text-right">
                <span className="block font-semibold text-slate-900">
                  {pack.creditsLeft} of {pack.sessions} credits left
                </span>
                {pack.expiresAt && (
                  <span className="text-slate-600">until {formatPackDay(pack.expiresAt)}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
