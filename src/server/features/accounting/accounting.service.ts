import { SEALED_COLUMN } from '#server/features/kyc/kyc-cipher.ts';
import { badRequest } from '#server/http-error.ts';
import { addIstDays, istDate } from '#shared/ist.ts';
import type { Gstr1Table, Reconciliation } from '#shared/tax/accounting.ts';
import { ACCOUNTING_MESSAGES } from '#shared/tax/accounting-messages.ts';
import { financialYearOf, parseFinancialYear } from '#shared/tax/financial-year.ts';
import type { AccountingRepository } from './accounting.repository';
import { type CsvFile, toCsv } from './csv';
import { FORM_26Q_HEADER, form26qRows } from './form-26q';
import { gstr1Table } from './gstr1';
import { GSTR8_HEADER, gstr8Rows } from './gstr8';
import { dayPeriod, monthPeriod, quarterPeriod } from './periods';
import {
  dayDifferences,
  ledgerGatewayTotals,
  outstandingBalances,
  providerTotals,
} from './reconcile';
import { reconciliationCsv } from './reconciliation-csv';

/** The refunds owed and unbalanced entries a reconciliation lists at most. */
const LISTED = 100;

/** What the PAN export tells the audit log: who exported which quarter's PANs. */
export interface PanExport {
  adminId: string;
  financialYear: string;
  quarter: number;
  deductees: number;
}

export interface AccountingServiceOptions {
  repository: AccountingRepository;
  /** Opens a sealed KYC number (src/server/features/kyc/kyc-cipher.ts). */
  openSealed: (stored: string, trainerId: string, column: string) => string;
  now: () => Date;
  /** Records that an admin exported full PANs (the 26Q export), as KYC document views are. */
  recordPanExport: (record: PanExport) => void;
}

/**
 * The admin's daily reconciliation and the returns exports
 * (docs/product/tax.md#reconciliation-and-returns). Reads only: no money record changes here.
 */
export function createAccountingService(options: AccountingServiceOptions) {
  const { repository, now } = options;
  const today = () => istDate(now());

  /** The day asked for, yesterday (IST) by default; not one still to come. */
  function dayOf(date: string | undefined): string {
    const day = date ?? addIstDays(today(), -1);
    if (day > today()) throw badRequest(ACCOUNTING_MESSAGES.dateInFuture);
    return day;
  }

  function monthOf(month: string) {
    if (month > today().slice(0, 7)) throw badRequest(ACCOUNTING_MESSAGES.monthInFuture);
    return monthPeriod(month);
  }

  async function reconciliation(date: string | undefined): Promise<Reconciliation> {
    const day = dayOf(date);
    const period = dayPeriod(day);
    const [captured, captureEntries, refunds, refundEntries, movements, balances, owed, check] =
      await Promise.all([
        repository.paymentsCaptured(period),
        repository.captureEntries(period),
        repository.refundsProcessed(period),
        repository.refundPaidEntries(period),
        repository.gatewayMovements(period),
        repository.balancesBefore(period.to),
        repository.refundsOwedBefore(period.to, LISTED),
        repository.unbalancedEntries(LISTED),
      ]);
    return {
      date: day,
      gateway: { captured: providerTotals(captured), refunded: providerTotals(refunds) },
      ledger: ledgerGatewayTotals(movements, {
        captures: captureEntries.length,
        refunds: refundEntries.length,
      }),
      differences: dayDifferences({ date: day, captured, captureEntries, refunds, refundEntries }),
      balances: outstandingBalances(balances),
      refundsOwed: {
        count: owed.count,
        items: owed.items.map((item) => ({
          paymentId: item.paymentId,
          bookingId: item.bookingId,
          amountPaise: item.amountPaise,
          owedSince: istDate(item.owedAt),
          status: (item.status ?? 'none') as 'pending' | 'failed' | 'processed' | 'none',
        })),
      },
      ledgerCheck: check,
    };
  }

  return {
    reconciliation,

    async reconciliationCsv(date: string | undefined): Promise<CsvFile> {
      const report = await reconciliation(date);
      return {
        fileName: `kasrat-reconciliation-${report.date}.csv`,
        csv: reconciliationCsv(report),
      };
    },

    async gstr1(month: string, table: Gstr1Table): Promise<CsvFile> {
      const documents = await repository.platformDocuments(monthOf(month));
      const { header, rows } = gstr1Table(table, documents);
      return { fileName: `kasrat-gstr1-${table}-${month}.csv`, csv: toCsv(header, rows) };
    },

    async gstr8(month: string): Promise<CsvFile> {
      const period = monthOf(month);
      const [supplies, withheld] = await Promise.all([
        repository.registeredTrainerDocuments(period),
        repository.tcsWithheld(period),
      ]);
      return {
        fileName: `kasrat-gstr8-${month}.csv`,
        csv: toCsv(GSTR8_HEADER, gstr8Rows(supplies, withheld)),
      };
    },

    /**
     * Form 26Q's deductee rows. The return needs each deductee's PAN in full, so this is the one
     * place outside a KYC review that opens them; each export is recorded.
     */
    async form26q(yearLabel: string, quarter: 1 | 2 | 3 | 4, adminId: string): Promise<CsvFile> {
      const year = parseFinancialYear(yearLabel);
      if (!year) throw badRequest(ACCOUNTING_MESSAGES.yearInvalid);
      if (year.startYear > financialYearOf(now()).startYear) {
        throw badRequest(ACCOUNTING_MESSAGES.yearInFuture);
      }
      const credits = await repository.tdsCredits(quarterPeriod(year, quarter));
      const opened = new Set<string>();
      const rows = form26qRows(credits, (credit) => {
        opened.add(credit.trainerId);
        return options.openSealed(credit.panSealed, credit.trainerId, SEALED_COLUMN.pan);
      });
      options.recordPanExport({
        adminId,
        financialYear: year.label,
        quarter,
        deductees: opened.size,
      });
      return {
        fileName: `kasrat-26q-${year.label}-q${quarter}.csv`,
        csv: toCsv(FORM_26Q_HEADER, rows),
      };
    },
  };
}
export type AccountingService = ReturnType<typeof createAccountingService>;
