import { formatRupees } from '#shared/money.ts';
import { payoutStatementLines, statementAmount } from '#shared/tax/payout-statement-lines.ts';
import type { PayoutStatementView } from '#shared/tax/tax-document-view.ts';
import {
  documentDate,
  documentHeading,
  paragraph,
  partyBlocks,
  renderPdf,
  sectionHeading,
  summary,
  table,
} from './pdf-layout';

const STATUS: Record<PayoutStatementView['status'], string> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed, to be retried',
};

/**
 * A payout's statement: the week's sessions, then from their gross to what reached the bank —
 * the commission (GST included), TCS under CGST Act section 52 and TDS under Income-tax Act
 * section 194-O withheld.
 */
export function renderPayoutStatementPdf(view: PayoutStatementView): Promise<Buffer> {
  const period = `${documentDate(view.weekStart)} – ${documentDate(view.weekEnd)}`;
  return renderPdf(
    {
      title: `Payout Statement ${period}`,
      footer: `Payout Statement ${view.payoutId}`,
      sample: view.sample,
    },
    (pdf) => {
      documentHeading(
        pdf,
        'Payout Statement',
        [
          ['Period', period],
          ['Payout', view.payoutId],
          ['Status', status(view)],
          ...(view.transferReference ? [['Transfer ref.', view.transferReference] as const] : []),
        ],
        view.sample,
      );
      partyBlocks(pdf, [
        {
          label: 'Trainer',
          name: view.trainerName,
          lines: [`PAN: ${view.pan ?? 'Not furnished'}`, `GSTIN: ${view.gstin ?? 'Unregistered'}`],
        },
      ]);
      sectionHeading(pdf, `Sessions (${view.sessions.length})`);
      table(
        pdf,
        [
          { header: 'Date', weight: 13 },
          { header: 'Service', weight: 24 },
          { header: 'Client', weight: 24 },
          { header: 'Booking', weight: 15 },
          { header: 'Gross', weight: 12, align: 'right' },
          { header: 'Commission', weight: 12, align: 'right' },
        ],
        view.sessions.map((session) => [
          documentDate(session.sessionDate),
          session.service,
          session.clientName,
          session.bookingId,
          formatRupees(session.grossPaise),
          formatRupees(session.commissionPaise),
        ]),
        {
          empty: 'No sessions in this payout.',
          footer: [
            'Total',
            '',
            '',
            '',
            formatRupees(view.grossPaise),
            formatRupees(view.commissionPaise),
          ],
        },
      );
      // The same lines as the screen and the mail (payout-statement-lines.ts).
      summary(
        pdf,
        payoutStatementLines({ ...view, sessionCount: view.sessions.length }).map((line) => ({
          label: line.label,
          value: statementAmount(line),
          ...(line.within && { detail: true }),
          ...(line.total && { strong: true }),
        })),
      );
      paragraph(
        pdf,
        'TDS withheld is deposited against your PAN and shows in Form 26AS; TCS is reported in the platform’s GSTR-8 and credited to your electronic cash ledger.',
        { size: 7.5 },
      );
    },
  );
}

function status(view: PayoutStatementView): string {
  if (view.status === 'paid' && view.paidAt) return `Paid on ${documentDate(view.paidAt)}`;
  return STATUS[view.status];
}
