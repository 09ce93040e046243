import { formatRupees } from '#shared/money.ts';
import { amountInWords } from '#shared/tax/amount-in-words.ts';
import type { TaxDocumentKind, TaxDocumentView, TaxParty } from '#shared/tax/tax-document-view.ts';
import {
  bullets,
  documentDate,
  documentHeading,
  gap,
  notice,
  type PartyBlock,
  paragraph,
  partyBlocks,
  percent,
  renderPdf,
  type SummaryLine,
  summary,
  type TableColumn,
  table,
} from './pdf-layout';

const TITLES: Record<TaxDocumentKind, string> = {
  tax_invoice: 'Tax Invoice',
  bill_of_supply: 'Bill of Supply',
  credit_note: 'Credit Note',
};

/**
 * A tax invoice, bill of supply or credit note with what rules 46, 49 and 53 of the CGST Rules
 * 2017 ask to be printed. Intra-state documents show CGST and SGST, inter-state ones IGST; a
 * bill of supply charges no tax and shows no tax columns.
 */
export function renderTaxDocumentPdf(view: TaxDocumentView): Promise<Buffer> {
  const title = TITLES[view.kind];
  return renderPdf(
    { title: `${title} ${view.serial}`, footer: `${title} ${view.serial}`, sample: view.sample },
    (pdf) => {
      documentHeading(
        pdf,
        title,
        [
          [view.kind === 'credit_note' ? 'Credit note no.' : 'Serial no.', view.serial],
          ['Date', documentDate(view.issueDate)],
          ['Place of supply', stateWithCode(view.placeOfSupply)],
          ['For', view.reference],
        ],
        view.sample,
      );
      partyBlocks(pdf, [
        party(view.kind === 'credit_note' ? 'Issued by (supplier)' : 'Supplier', view.supplier),
        party(view.kind === 'credit_note' ? 'Issued to (recipient)' : 'Recipient', view.recipient),
      ]);
      notice(pdf, noticeLines(view));
      const taxes = taxColumns(view);
      table(
        pdf,
        columns(taxes),
        view.lines.map((line, index) => [
          String(index + 1),
          line.description,
          line.sac,
          formatRupees(line.taxablePaise),
          ...taxCells(taxes, line),
          formatRupees(line.totalPaise),
        ]),
      );
      summary(pdf, summaryLines(view, taxes));
      paragraph(pdf, `Amount in words: ${amountInWords(view.totals.totalPaise)}`, { bold: true });
      if (view.notes.length > 0) {
        gap(pdf, 6);
        bullets(pdf, view.notes);
      }
    },
  );
}

function stateWithCode(place: { state: string; stateName: string }): string {
  return `${place.stateName} (${place.state})`;
}

function party(label: string, value: TaxParty): PartyBlock {
  return {
    label,
    name: value.name,
    lines: [
      ...(value.address ? [value.address] : []),
      `GSTIN: ${value.gstin ?? 'Unregistered'}`,
      `State: ${stateWithCode({ state: value.state, stateName: value.stateName })}`,
    ],
  };
}

function noticeLines(view: TaxDocumentView): string[] {
  const lines: string[] = [];
  if (view.onBehalfOf) {
    lines.push(
      `Issued by ${view.onBehalfOf.platformName} (GSTIN ${view.onBehalfOf.platformGstin}) on behalf of ${view.supplier.name}.`,
    );
  }
  if (view.original) {
    lines.push(
      `Against original invoice ${view.original.serial} dated ${documentDate(view.original.issueDate)}.`,
    );
  }
  return lines;
}

type TaxColumns = 'none' | 'intra' | 'inter';

/** By place of supply, so a zero-rated line still shows which taxes the document is under. */
function taxColumns(view: TaxDocumentView): TaxColumns {
  if (view.kind === 'bill_of_supply') return 'none';
  return view.supplier.state === view.placeOfSupply.state ? 'intra' : 'inter';
}

function columns(taxes: TaxColumns): TableColumn[] {
  const amount = (header: string): TableColumn => ({ header, weight: 12, align: 'right' });
  const taxed: TableColumn[] =
    taxes === 'none'
      ? []
      : [
          { header: 'Rate', weight: 7, align: 'right' },
          ...(taxes === 'intra' ? [amount('CGST'), amount('SGST')] : [amount('IGST')]),
        ];
  return [
    { header: '#', weight: 4 },
    { header: 'Description', weight: taxes === 'intra' ? 30 : 42 },
    { header: 'SAC', weight: 10 },
    amount(taxes === 'none' ? 'Value' : 'Taxable value'),
    ...taxed,
    amount('Total'),
  ];
}

function taxCells(
  taxes: TaxColumns,
  line: { gstPercent: number; cgstPaise: number; sgstPaise: number; igstPaise: number },
): string[] {
  if (taxes === 'none') return [];
  const rate = percent(line.gstPercent);
  if (taxes === 'inter') return [rate, formatRupees(line.igstPaise)];
  return [rate, formatRupees(line.cgstPaise), formatRupees(line.sgstPaise)];
}

function summaryLines(view: TaxDocumentView, taxes: TaxColumns): SummaryLine[] {
  const { totals } = view;
  const total = view.kind === 'credit_note' ? 'Total credit' : 'Total';
  if (taxes === 'none') {
    return [{ label: total, value: formatRupees(totals.totalPaise), strong: true }];
  }
  const taxLines: SummaryLine[] =
    taxes === 'intra'
      ? [
          { label: 'CGST', value: formatRupees(totals.cgstPaise) },
          { label: 'SGST', value: formatRupees(totals.sgstPaise) },
        ]
      : [{ label: 'IGST', value: formatRupees(totals.igstPaise) }];
  return [
    { label: 'Taxable value', value: formatRupees(totals.taxablePaise) },
    ...taxLines,
    { label: total, value: formatRupees(totals.totalPaise), strong: true },
  ];
}
