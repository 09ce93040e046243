import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import type { TaxDocumentSummary } from '#shared/tax/tax-documents-api.ts';
import { loadLocale, loadSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { DocumentsSection } from './documents-list';

const BILL: TaxDocumentSummary = {
  id: 'doc-1',
  kind: 'bill_of_supply',
  supply: 'session',
  serial: 'T0001/2526/00001',
  issueDate: '2026-03-02',
  description: 'Personal Training session on 2026-03-04 at 7:00 AM',
  supplierName: 'Ritu Sharma',
  totalPaise: 150_000,
  bookingId: 'booking-1',
  packId: null,
};
const NOTE: TaxDocumentSummary = {
  ...BILL,
  id: 'doc-2',
  kind: 'credit_note',
  serial: 'C0001/2526/00001',
  issueDate: '2026-03-03',
  description: 'Refund: Personal Training session on 2026-03-04 at 7:00 AM (T0001/2526/00001)',
};
const FEE: TaxDocumentSummary = {
  ...BILL,
  id: 'doc-3',
  kind: 'tax_invoice',
  supply: 'platform_fee',
  serial: 'KI/2526/000001',
  supplierName: 'Kasrat Fitness Private Limited',
  totalPaise: 3_540,
};

const page = (data: TaxDocumentSummary[], currentPage: number, totalCount: number) => ({
  success: true,
  data,
  pagination: {
    currentPage,
    totalPages: Math.ceil(totalCount / 2),
    totalCount,
    hasNextPage: currentPage * 2 < totalCount,
    hasPrevPage: currentPage > 1,
    limit: 2,
  },
});

function renderSection(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes);
  const view = renderWithProviders(
    <DocumentsSection
      owner="mine"
      id="tax-documents"
      intro="Invoices for the sessions you paid for."
      empty="No tax documents yet."
      pageSize={2}
    />,
  );
  return { ...view, api };
}

const cards = () =>
  within(screen.getByRole('region', { name: 'Tax documents' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the tax documents list', () => {
  it('shows each document with its kind, serial, date and amount, a page at a time', async () => {
    const { user, api } = renderSection({
      'GET /me/documents': (request) =>
        request.query.page === '2'
          ? { body: page([FEE], 2, 3) }
          : { body: page([NOTE, BILL], 1, 3) },
    });
    await screen.findByText('C0001/2526/00001');
    expect(cards()).toEqual([
      expect.stringMatching(
        /^Credit noteC0001\/2526\/00001Refund: .*\(T0001\/2526\/00001\)Tue, 3 Mar 2026 · issued by Ritu Sharma₹1,500Download PDF$/,
      ),
      expect.stringMatching(
        /^Bill of supplyT0001\/2526\/00001Personal Training .*Mon, 2 Mar 2026 · issued by Ritu Sharma₹1,500Download PDF$/,
      ),
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await expectNoAxeViolations(screen.getByRole('region', { name: 'Tax documents' }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('KI/2526/000001');
    expect(cards()).toEqual([expect.stringContaining('Tax invoiceKI/2526/000001')]);
    expect(cards()[0]).toContain('₹35.40');
    expect(api.sentTo('GET /me/documents').map((request) => request.query)).toEqual([
      { page: '1', limit: '2' },
      { page: '2', limit: '2' },
    ]);
  });

  it('downloads the PDF of the document asked for, and says why when refused', async () => {
    const { user, api } = renderSection({
      'GET /me/documents': { body: page([BILL], 1, 1) },
      'GET /documents/doc-1/pdf': { status: 429, body: { message: MESSAGES.tooManyRequests } },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Download PDF of bill of supply T0001/2526/00001',
      }),
    );
    await screen.findByText(MESSAGES.tooManyRequests);
    expect(api.sentTo('GET /documents/doc-1/pdf')).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Download PDF of bill of supply T0001/2526/00001' }),
      ).toHaveProperty('disabled', false),
    );
  });

  it('says when there is none yet', async () => {
    renderSection({ 'GET /me/documents': { body: page([], 1, 0) } });
    expect(await screen.findByText('No tax documents yet.')).toBeTruthy();
  });
});

describe('the tax documents list in Hindi', () => {
  it('names each kind, date and download in Hindi, the supplier as registered', async () => {
    await loadLocale('hi');
    // as the signed-in guard does before these screens
    await loadSignedInTexts();
    stubApi({ 'GET /me/documents': { body: page([NOTE, BILL], 1, 3) } });
    renderWithProviders(
      <LocaleContext.Provider value="hi">
        <DocumentsSection owner="mine" id="tax-documents" intro="" empty="" pageSize={2} />
      </LocaleContext.Provider>,
    );
    const region = await screen.findByRole('region', { name: 'टैक्स दस्तावेज़' });
    await within(region).findByText('C0001/2526/00001');
    const items = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toMatch(
      /^क्रेडिट नोटC0001\/2526\/00001Refund: .*मंगल, 3 मार्च 2026 · जारी करने वाले: Ritu Sharma₹1,500पीडीएफ़ डाउनलोड करें$/,
    );
    expect(items[1]).toMatch(/^बिल ऑफ़ सप्लाई/);
    expect(
      within(region).getByRole('button', {
        name: 'बिल ऑफ़ सप्लाई T0001/2526/00001 की पीडीएफ़ डाउनलोड करें',
      }),
    ).toBeTruthy();
    expect(within(region).getByText('पेज 1 / 2')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'अगला' })).toBeTruthy();
  });
});
