import { useId, useState } from 'react';
import { addIstDays, istDate } from '#shared/ist.ts';
import { FIRST_GST_DAY, GSTR1_TABLE_LABELS, GSTR1_TABLES } from '#shared/tax/accounting.ts';
import {
  financialYear,
  financialYearOfDate,
  tdsQuarterOfDate,
} from '#shared/tax/financial-year.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FieldShell, inputClass } from '#web/components/ui/form-field.tsx';
import { useExportDownload } from './use-export-download';

const QUARTER_LABELS = {
  1: 'Q1 · April–June',
  2: 'Q2 · July–September',
  3: 'Q3 · October–December',
  4: 'Q4 · January–March',
} as const;
const QUARTERS = [1, 2, 3, 4] as const;
/** The financial years offered: this one and the three before (returns are revised for years). */
const YEARS_OFFERED = 4;

/** The month before `today`'s, 'YYYY-MM': returns are filed for a month that has ended. */
const previousMonth = (today: string) => addIstDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);

/** The quarter before `today`'s, for the same reason. */
function previousQuarter(today: string) {
  const { year, quarter } = tdsQuarterOfDate(today);
  return quarter === 1
    ? { year: financialYear(year.startYear - 1).label, quarter: 4 as const }
    : { year: year.label, quarter: (quarter - 1) as 1 | 2 | 3 };
}

const fieldset = 'rounded-2xl border border-slate-200 bg-white p-4';
const legend = 'px-1 text-base font-semibold text-slate-900';

/**
 * The returns data for the accountant (docs/product/tax.md#reconciliation-and-returns): GSTR-1's
 * tables and GSTR-8 for a month, Form 26Q's deductees for a quarter, each a CSV download.
 */
export function ExportsPanel({ today = istDate(new Date()) }: { today?: string }) {
  const [month, setMonth] = useState(() => previousMonth(today));
  const [tds, setTds] = useState(() => previousQuarter(today));
  const download = useExportDownload();
  const monthId = useId();
  const yearId = useId();
  const quarterId = useId();
  const current = financialYearOfDate(today).startYear;
  const years = Array.from({ length: YEARS_OFFERED }, (_, index) => financialYear(current - index));

  const button = (name: string, label: string, path: string, query: Record<string, string>) => (
    <button
      key={name}
      type="button"
      disabled={download.busy !== null}
      aria-busy={download.busy === name}
      onClick={() => void download.run(name, path, query)}
      className={buttonClass('secondary', 'sm')}
    >
      {label}
    </button>
  );

  return (
    <section aria-labelledby="admin-exports-title">
      <h2 id="admin-exports-title" className="text-xl font-bold text-slate-900">
        Returns data
      </h2>
      <p className="mt-1 text-slate-700">
        CSV files for the accountant, columns named as the GST portal’s offline tool and Form 26Q
        name them.
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <fieldset className={fieldset}>
          <legend className={legend}>GST, by month</legend>
          <div className="max-w-xs">
            <FieldShell id={monthId} label="Month">
              <input
                id={monthId}
                type="month"
                value={month}
                min={FIRST_GST_DAY.slice(0, 7)}
                max={today.slice(0, 7)}
                required
                onChange={(event) => {
                  if (event.target.value) setMonth(event.target.value);
                }}
                className={inputClass}
              />
            </FieldShell>
          </div>
          <p className="mt-4 text-sm font-medium text-slate-800">GSTR-1, the platform’s supplies</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {GSTR1_TABLES.map((table) =>
              button(`gstr1-${table}`, GSTR1_TABLE_LABELS[table], '/admin/exports/gstr1', {
                month,
                table,
              }),
            )}
          </div>
          <p className="mt-4 text-sm font-medium text-slate-800">
            GSTR-8, TCS on registered trainers’ supplies
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {button('gstr8', 'GSTR-8 TCS', '/admin/exports/gstr8', { month })}
          </div>
        </fieldset>
        <fieldset className={fieldset}>
          <legend className={legend}>TDS, by quarter</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <FieldShell id={yearId} label="Financial year">
              <select
                id={yearId}
                value={tds.year}
                onChange={(event) => setTds({ ...tds, year: event.target.value })}
                className={inputClass}
              >
                {years.map((year) => (
                  <option key={year.label} value={year.label}>
                    {year.label}
                  </option>
                ))}
              </select>
            </FieldShell>
            <FieldShell id={quarterId} label="Quarter">
              <select
                id={quarterId}
                value={tds.quarter}
                onChange={(event) =>
                  setTds({ ...tds, quarter: Number(event.target.value) as 1 | 2 | 3 | 4 })
                }
                className={inputClass}
              >
                {QUARTERS.map((quarter) => (
                  <option key={quarter} value={quarter}>
                    {QUARTER_LABELS[quarter]}
                  </option>
                ))}
              </select>
            </FieldShell>
          </div>
          <p className="mt-4 text-sm text-slate-700">
            Section 194-O deductees with their PANs in full; every download is recorded.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {button('26q', 'Form 26Q deductees', '/admin/exports/26q', {
              year: tds.year,
              quarter: String(tds.quarter),
            })}
          </div>
        </fieldset>
      </div>
    </section>
  );
}
