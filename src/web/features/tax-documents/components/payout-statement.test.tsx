import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PayoutStatementView } from '#shared/tax/tax-document-view.ts';
import { loadLocale, loadSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { PayoutStatementButton, PayoutStatementDialog } from './payout-statement';

/** Five ₹1,500 sessions of a GST-registered trainer who crossed the TDS exemption. */
const STATEMENT: PayoutStatementView = {
  payoutId: 'payout-1',
  trainerName: 'Kabir Rao',
  pan: 'XXXXXX234F',
  gstin: '27ABCPV1234F1ZX',
  weekStart: '2026-03-02',
  weekEnd: '2026-03-08',
  status: 'paid',
  // 1:00 AM IST on Saturday 14 March: the IST date is the one shown
  paidAt: '2026-03-13T19:30:00.000Z',
  transferReference: 'HDFCN52026031300123',
  sessions: ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].map(
    (sessionDate, index) => ({
      bookingId: `booking-${index}`,
      sessionDate,
      service: 'Personal Training',
      clientName: 'Asha Verma',
      grossPaise: 150_000,
      commissionPaise: 7_500,
    }),
  ),
  grossPaise: 750_000,
  commissionPaise: 37_500,
  commissionGstPaise: 5_720,
  tcsPaise: 3_178,
  tdsPaise: 750,
  tdsRatePercent: 0.1,
  netPaise: 708_572,
  sample: false,
};

/** A history's buttons as the Earnings tab lays them out: one per payout, on a card and a row. */
function History() {
  return (
    <>
      <PayoutStatementButton payoutId="payout-1" weekStart="2026-03-02" />
      <PayoutStatementButton payoutId="payout-1" weekStart="2026-03-02" />
      <PayoutStatementDialog />
    </>
  );
}

function openStatement(route = '/trainer-dashboard/earnings') {
  const api = stubApi({
    'GET /trainer/payouts/payout-1/statement': { body: { success: true, data: STATEMENT } },
  });
  const view = renderWithProviders(<History />, { route });
  return { ...view, api };
}

const linesOf = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: 'What you earned and what was withheld' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('a payout statement', () => {
  it('opens from Statement with every line in rupees, adding up to the net', async () => {
    const { user, api, location } = openStatement();
    expect(api.sentTo('GET /trainer/payouts/payout-1/statement')).toHaveLength(0);

    await user.click(
      screen.getAllByRole('button', { name: 'Statement for 2 Mar – 8 Mar 2026' })[0]!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payout statement' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(location()).toBe('/trainer-dashboard/earnings?statement=payout-1');
    await within(dialog).findByText('Kabir Rao');
    expect(within(dialog).getByText('2 Mar – 8 Mar 2026')).toBeTruthy();
    expect(linesOf(dialog)).toEqual([
      'Gross for 5 sessions₹7,500',
      'Commission (GST included)−₹375',
      'GST on the commission (within it)₹57.20',
      'TCS, CGST Act section 52−₹31.78',
      'TDS, section 194-O at 0.1%−₹7.50',
      'Net paid to you₹7,085.72',
    ]);
    expect(within(dialog).getByText('XXXXXX234F')).toBeTruthy();
    expect(within(dialog).getByText('Paid on Sat, 14 Mar 2026')).toBeTruthy();
    expect(within(dialog).getByText('HDFCN52026031300123')).toBeTruthy();
    expect(
      within(within(dialog).getByRole('table', { name: 'Sessions paid' })).getAllByRole('row'),
    ).toHaveLength(6);
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    await expectNoAxeViolations(dialog);

    await user.keyboard('{Escape}');
    expect(location()).toBe('/trainer-dashboard/earnings');
  });

  it('opens by itself from the link in the payout mail', async () => {
    openStatement('/trainer-dashboard/earnings?statement=payout-1');
    const dialog = await screen.findByRole('dialog', { name: 'Payout statement' });
    expect(await within(dialog).findByText('−₹7.50')).toBeTruthy();
  });

  it('says when nothing was withheld, the TDS as exempt', async () => {
    stubApi({
      'GET /trainer/payouts/payout-1/statement': {
        body: {
          success: true,
          data: { ...STATEMENT, tcsPaise: 0, tdsPaise: 0, tdsRatePercent: 0, netPaise: 712_500 },
        },
      },
    });
    renderWithProviders(<History />, { route: '/trainer-dashboard/earnings?statement=payout-1' });
    const dialog = await screen.findByRole('dialog', { name: 'Payout statement' });
    await within(dialog).findByText('Kabir Rao');
    expect(linesOf(dialog).slice(3)).toEqual([
      'TCS, CGST Act section 52₹0',
      'TDS, section 194-O (exempt, section 194-O(4))₹0',
      'Net paid to you₹7,125',
    ]);
  });

  it('reads in Hindi on a Hindi page, the figures the same', async () => {
    await loadLocale('hi');
    // as the signed-in guard does before these screens
    await loadSignedInTexts();
    stubApi({
      'GET /trainer/payouts/payout-1/statement': { body: { success: true, data: STATEMENT } },
    });
    const { user } = renderWithProviders(
      <LocaleContext.Provider value="hi">
        <History />
      </LocaleContext.Provider>,
      { route: '/trainer-dashboard/earnings' },
    );
    await user.click(screen.getAllByRole('button', { name: '2 मार्च – 8 मार्च 2026 का स्टेटमेंट' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'पेआउट स्टेटमेंट' });
    await within(dialog).findByText('Kabir Rao');
    expect(
      within(within(dialog).getByRole('table', { name: 'आपकी कमाई और उसमें से काटी गई रकम' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      '5 सेशन की कुल रकम₹7,500',
      'कमीशन (जीएसटी सहित)−₹375',
      'कमीशन पर जीएसटी (इसी में शामिल)₹57.20',
      'टीसीएस, सीजीएसटी अधिनियम की धारा 52−₹31.78',
      'टीडीएस, धारा 194-O, 0.1% की दर से−₹7.50',
      'आपको मिली नेट रकम₹7,085.72',
    ]);
    expect(within(dialog).getByText('पेमेंट हो गया, शनि, 14 मार्च 2026 को')).toBeTruthy();
    const sessions = within(dialog).getByRole('table', { name: 'जिन सेशन का पेमेंट हुआ' });
    expect(within(sessions).getAllByText(/पर्सनल ट्रेनिंग · Asha Verma$/)).toHaveLength(5);
    expect(within(dialog).getByRole('button', { name: 'पीडीएफ़ डाउनलोड करें' })).toBeTruthy();
    await expectNoAxeViolations(dialog);
  });
});
