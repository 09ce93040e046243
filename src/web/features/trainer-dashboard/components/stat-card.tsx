import type { ReactNode } from 'react';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { dashboardCommonText } from './dashboard-common.text';

interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  /** While loading the value is a grey bar of the same height, so the card does not jump. */
  loading?: boolean;
  /**
   * A failed load shows '--' and 'Failed to load'
   * (docs/product/trainer-dashboard.md#loading-and-errors).
   */
  failed?: boolean;
}

/** One figure of a dashboard tab, with its label and a line that explains it. */
export function StatCard({ label, value, hint, icon, loading, failed }: StatCardProps) {
  const text = useText(dashboardCommonText);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {icon && <span className="text-brand-700">{icon}</span>}
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
        {loading ? (
          <span aria-hidden="true" className="block h-8 w-16 animate-pulse rounded bg-slate-100" />
        ) : failed ? (
          '--'
        ) : (
          value
        )}
      </p>
      {failed ? (
        <p className="mt-1 text-xs font-medium text-red-700">{text.failedToLoad}</p>
      ) : (
        hint && <p className="mt-1 text-xs text-slate-600">{loading ? '\u00a0' : hint}</p>
      )}
    </div>
  );
}
