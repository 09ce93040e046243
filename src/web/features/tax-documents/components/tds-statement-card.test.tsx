import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TdsStatementView } from '#shared/tax/tax-document-view.ts';
import { loadLocale, loadSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { TdsStatementCard } from './tds-statement-card';

// Monday 2 March 2026: the financial year 2025-26.
const TODAY = new Date('2026-03-02T04:30:00.000Z');

const quarter = (
  number: 1 | 2 | 3 | 4,
  grossPaise: number,
  tdsPaise: number,
): TdsStatementView['quarters'][number] => ({
  quarter: number,
  grossPaise,
  tdsPaise,
  payments: [],
});

const STATEMENT: TdsStatementView = {
  financialYear: '2025-26',
  trainerName: 'Kabir Rao',
  pan: 'XXXXXX234F',
  deductor: { name: 'Kasrat Fitness Private Limited', address: 'Bengaluru', tan: 'BLRK12345E' },
  quarters: [
    quarter(1, 0, 0),
    quarter(2, 0, 0),
    quarter(3, 1_500_000, 1_500),
    quarter(4, 750_000, 750),
  ],
  grossPaise: 2_250_000,
  tdsPaise: 2_250,
  tcsPaise: 9_534,
  sample: false,
};

describe('the TDS statement in Hindi', () => {
  it('names the quarters, the figures and the deductor in Hindi', async () => {
    await loadLocale('hi');
    // as the signed-in guard does before these screens
    await loadSignedInTexts();
    stubApi({ 'GET /trainer/tds-statement': { body: { success: true, data: STATEMENT } } });
    renderWithProviders(
      <LocaleContext.Provider value="hi">
        <TdsStatementCard today={TODAY} />
      </LocaleContext.Provider>,
    );
    const card = screen.getByRole('region', { name: 'टीडीएस स्टेटमेंट' });
    const table = await within(card).findByRole('table', {
      name: '2025-26 में हर तिमाही काटा गया टीडीएस',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'तिमाहीकुल पेमेंटटीडीएस',
      'तिमाही 1 (अप्रैल – जून)₹0₹0',
      'तिमाही 2 (जुलाई – सितंबर)₹0₹0',
      'तिमाही 3 (अक्टूबर – दिसंबर)₹15,000₹15',
      'तिमाही 4 (जनवरी – मार्च)₹7,500₹7.50',
      'पूरा साल₹22,500₹22.50',
    ]);
    expect(
      within(card).getByText(
        'पैन XXXXXX234F · काटा गया टीसीएस ₹95.34 · टीडीएस काटने वाले: Kasrat Fitness Private Limited (टैन BLRK12345E)',
      ),
    ).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'टीडीएस स्टेटमेंट 2025-26 की पीडीएफ़ डाउनलोड करें' }),
    ).toBeTruthy();
    expect(within(card).getByRole('combobox', { name: 'वित्त वर्ष' })).toBeTruthy();
    await expectNoAxeViolations(card);
  });
});
