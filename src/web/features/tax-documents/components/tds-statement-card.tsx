import { useId, useState } from 'react';
import { formatRupees } from '#shared/money.ts';
import type { TdsStatementView } from '#shared/tax/tax-document-view.ts';
import { recentFinancialYears } from '#shared/tax/tax-documents-api.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { downloadTdsStatementPdf } from '../api/download-pdf';
import { useTdsStatement } from '../api/get-tds-statement';
import { statementsText } from '../statements.text';
import { taxDocumentsText } from '../tax-documents.text';
import { DownloadButton } from './download-button';

function QuarterTable({ statement }: { statement: TdsStatementView }) {
  const text = useText(statementsText).tds;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{text.quarters(statement.financialYear)}</caption>
      <thead className="text-left text-xs text-slate-600">
        <tr>
          <th scope="col" className="py-1 font-medium">
            {text.quarter}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {text.grossPaid}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {text.tds}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 text-slate-800">
        {statement.quarters.map((quarter) => (
          <tr key={quarter.quarter}>
            <th scope="row" className="py-1.5 text-left font-normal">
              {text.quarterName(quarter.quarter)}
            </th>
            <td className="py-1.5 text-right tabular-nums">{formatRupees(quarter.grossPaise)}</td>
            <td className="py-1.5 text-right tabular-nums">{formatRupees(quarter.tdsPaise)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="font-semibold text-slate-900">
        <tr className="border-t-2 border-slate-300">
          <th scope="row" className="py-1.5 text-left">
            {text.year}
          </th>
          <td className="py-1.5 text-right tabular-nums">{formatRupees(statement.grossPaise)}</td>
          <td className="py-1.5 text-right tabular-nums">{formatRupees(statement.tdsPaise)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The trainer's TDS statement under section 194-O for a financial year they pick (this one and
 * the two before it): the quarters' gross and TDS, as Form 16A gives them, and its PDF.
 */
export function TdsStatementCard({ today }: { today: Date }) {
  const text = useText(statementsText).tds;
  const { downloadPdf } = useText(taxDocumentsText);
  const years = recentFinancialYears(today);
  const [year, setYear] = useState(years[0] ?? '');
  const statement = useTdsStatement(year);
  const pickerId = useId();

  return (
    <section
      aria-labelledby={`${pickerId}-title`}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${pickerId}-title`} className="text-lg font-semibold text-slate-900">
            {text.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
        </div>
        <div className="flex items-end gap-2">
          <label className="text-sm text-slate-700">
            <span className="block text-xs text-slate-600">{text.financialYear}</span>
            <select
              value={year}
              onChange={(event) => setYear(event.target.value)}
              className="mt-1 min-h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              {years.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
          <DownloadButton
            label={text.download(year)}
            download={() => downloadTdsStatementPdf(year)}
          >
            {downloadPdf}
          </DownloadButton>
        </div>
      </div>
      <div className="mt-4">
        {statement.isPending ? (
          <Spinner label={text.loading} className="py-6" />
        ) : statement.isError ? (
          <LoadError
            error={statement.error}
            message={text.loadFailed}
            onRetry={() => void statement.refetch()}
          />
        ) : (
          <>
            <QuarterTable statement={statement.data} />
            <p className="mt-3 text-xs text-slate-600">
              {text.details(
                statement.data.pan,
                formatRupees(statement.data.tcsPaise),
                statement.data.deductor.name,
                statement.data.deductor.tan,
              )}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
