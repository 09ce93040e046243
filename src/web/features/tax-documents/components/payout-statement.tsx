import { CATALOG_TEXT } from '#shared/catalog.ts';
import { istDate } from '#shared/ist.ts';
import { formatRupees } from '#shared/money.ts';
import { PAYOUT_STATUS_TEXT, payoutWeekLabel } from '#shared/payouts.ts';
import { payoutStatementLines, statementAmount } from '#shared/tax/payout-statement-lines.ts';
import type { PayoutStatementView } from '#shared/tax/tax-document-view.ts';
import { formatDocumentDate } from '#shared/tax/tax-documents-api.ts';
import { translateMessage } from '#shared/translate-message.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { useSearchParams } from '#web/lib/router/router.tsx';
import { downloadPayoutStatementPdf } from '../api/download-pdf';
import { usePayoutStatement } from '../api/get-payout-statement';
import { statementsText } from '../statements.text';
import { taxDocumentsText } from '../tax-documents.text';
import { DownloadButton } from './download-button';

/** The address parameter that opens a payout's statement: the payout paid mail links to it. */
export const STATEMENT_PARAMETER = 'statement';

/**
 * A payout's statement on screen: who and which week, then gross, commission (and the GST in it),
 * TCS, TDS with its rate, and net, each in rupees; the sessions it pays below.
 */
export function PayoutStatement({ statement }: { statement: PayoutStatementView }) {
  const locale = useLocale();
  const text = useText(statementsText).payout;
  const statuses = useText(PAYOUT_STATUS_TEXT);
  const lines = payoutStatementLines(
    { ...statement, sessionCount: statement.sessions.length },
    text.lines,
  );
  const status = statuses[statement.status];
  return (
    <div className="space-y-5 text-sm">
      {statement.sample && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">{text.sample}</p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        <div>
          <dt className="text-xs text-slate-600">{text.trainer}</dt>
          <dd className="font-medium text-slate-900">{statement.trainerName}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{text.pan}</dt>
          <dd className="font-mono">{statement.pan ?? text.notGiven}</dd>
        </div>
        {statement.gstin && (
          <div>
            <dt className="text-xs text-slate-600">{text.gstin}</dt>
            <dd className="font-mono">{statement.gstin}</dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-slate-600">{text.status}</dt>
          <dd>
            {statement.paidAt
              ? text.statusOn(
                  status,
                  formatDocumentDate(istDate(new Date(statement.paidAt)), locale),
                )
              : status}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{text.transferReference}</dt>
          <dd className="font-mono text-xs break-all">{statement.transferReference ?? '—'}</dd>
        </div>
      </dl>

      <table className="w-full">
        <caption className="sr-only">{text.figures}</caption>
        <tbody className="divide-y divide-slate-100">
          {lines.map((line) => {
            const tone = line.within
              ? 'font-normal text-slate-600'
              : line.total
                ? 'font-semibold text-slate-900'
                : 'font-normal text-slate-800';
            return (
              <tr key={line.label} className={line.total ? 'border-t-2 border-slate-300' : ''}>
                <th scope="row" className={`py-2 text-left ${tone} ${line.within ? 'pl-4' : ''}`}>
                  {line.label}
                </th>
                <td className={`py-2 text-right tabular-nums ${tone}`}>{statementAmount(line)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>

      {statement.sessions.length > 0 && (
        <table className="w-full text-xs">
          <caption className="pb-2 text-left text-sm font-semibold text-slate-900">
            {text.sessions}
          </caption>
          <thead className="text-left text-slate-600">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {text.session}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {text.gross}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {text.commission}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {statement.sessions.map((session) => (
              <tr key={session.bookingId}>
                <td className="py-1.5">
                  {formatDocumentDate(session.sessionDate, locale)} ·{' '}
                  {translateMessage(session.service, CATALOG_TEXT, locale)} · {session.clientName}
                </td>
                <td className="py-1.5 text-right tabular-nums">
                  {formatRupees(session.grossPaise)}
                </td>
                <td className="py-1.5 text-right tabular-nums">
                  {formatRupees(session.commissionPaise)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The open statement's payout id, and how to open or close one. */
function useOpenStatement() {
  const [params, setParams] = useSearchParams();
  const setOpen = (payoutId: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (payoutId) updated.set(STATEMENT_PARAMETER, payoutId);
      else updated.delete(STATEMENT_PARAMETER);
      return updated;
    });
  return [params.get(STATEMENT_PARAMETER), setOpen] as const;
}

/** "Statement" on a payout: opens its statement in PayoutStatementDialog. */
export function PayoutStatementButton({
  payoutId,
  weekStart,
}: {
  payoutId: string;
  weekStart: string;
}) {
  const locale = useLocale();
  const text = useText(statementsText).payout;
  const [, setOpen] = useOpenStatement();
  return (
    <button
      type="button"
      aria-label={text.buttonLabel(payoutWeekLabel(weekStart, locale))}
      onClick={() => setOpen(payoutId)}
      className={buttonClass('secondary', 'sm')}
    >
      {text.button}
    </button>
  );
}

/**
 * The open payout's statement, with Download PDF: one dialog for the whole history. Which payout
 * is in the address (`?statement=<payout id>`), so the payout mail's link opens it and Back
 * closes it.
 */
export function PayoutStatementDialog() {
  const locale = useLocale();
  const text = useText(statementsText).payout;
  const { downloadPdf } = useText(taxDocumentsText);
  const [payoutId, setOpen] = useOpenStatement();
  const statement = usePayoutStatement(payoutId ?? '', payoutId !== null);
  const loaded = statement.data;

  return (
    <SheetDialog
      open={payoutId !== null}
      onOpenChange={(open) => {
        if (!open) setOpen(null);
      }}
      title={text.title}
      description={loaded ? payoutWeekLabel(loaded.weekStart, locale) : undefined}
      bodyLabel={text.title}
      footer={
        loaded && (
          <div className="flex justify-end">
            <DownloadButton
              variant="primary"
              download={() => downloadPayoutStatementPdf(loaded.payoutId, loaded.weekStart)}
            >
              {downloadPdf}
            </DownloadButton>
          </div>
        )
      }
    >
      {statement.isPending ? (
        <Spinner label={text.loading} className="py-6" />
      ) : statement.isError ? (
        <LoadError
          error={statement.error}
          message={text.loadFailed}
          onRetry={() => void statement.refetch()}
        />
      ) : (
        <PayoutStatement statement={statement.data} />
      )}
    </SheetDialog>
  );
}
