import { describe, expect, it } from 'vitest';
import { type PayoutMailView, payoutPaidEmail } from './payout-emails';

const PAID: PayoutMailView = {
  id: 'payout-1',
  trainerName: 'Kabir Rao',
  trainerEmail: 'kabir@example.in',
  weekStart: '2026-03-02',
  sessionCount: 5,
  grossPaise: 750_000,
  platformFeePaise: 37_500,
  commissionGstPaise: 5_720,
  tcsPaise: 3_178,
  tdsPaise: 750,
  tdsRateBp: 10,
  netPaise: 708_572,
};

describe('the payout paid mail', () => {
  it("carries the statement's lines, the reference and the link to the statement", () => {
    const mail = payoutPaidEmail(PAID, 'HDFCN52026031300123', 'https://kasrat.example');
    expect(mail.subject).toBe('Payout of ₹7,085.72 sent for 2 Mar – 8 Mar 2026');
    expect(mail.text).toContain(
      [
        'Gross for 5 sessions: ₹7,500',
        'Commission (GST included): −₹375',
        'GST on the commission (within it): ₹57.20',
        'TCS, CGST Act section 52: −₹31.78',
        'TDS, section 194-O at 0.1%: −₹7.50',
        'Net paid to you: ₹7,085.72',
        'Transfer reference: HDFCN52026031300123',
        'Statement: https://kasrat.example/trainer-dashboard/earnings?statement=payout-1',
      ].join('\n'),
    );
  });

  it('shows nothing withheld as ₹0, the TDS as exempt', () => {
    const mail = payoutPaidEmail(
      { ...PAID, tcsPaise: 0, tdsPaise: 0, tdsRateBp: 0, netPaise: 712_500 },
      'UTR1',
      'https://kasrat.example',
    );
    expect(mail.text).toContain(
      'TCS, CGST Act section 52: ₹0\nTDS, section 194-O (exempt, section 194-O(4)): ₹0\n',
    );
  });
});
