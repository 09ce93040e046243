import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { ACCOUNTING_MESSAGES } from '#shared/tax/accounting-messages.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, fixClock, renderWithProviders } from '#web/test/render.tsx';
import { ExportsPanel } from './exports-panel';

// Monday 13 April 2026, 10:00 IST: March and the last quarter of 2025-26 have ended.
const NOW = '2026-04-13T04:30:00.000Z';

/** The browser's side of a download: the file the page hands it, and its name. */
function catchDownloads() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  onTestFinished(() => {
    vi.restoreAllMocks();
  });
  return saved;
}

describe('the returns data exports', () => {
  beforeEach(() => fixClock(NOW));

  it('offers last month and last quarter, and downloads the table asked for', async () => {
    const saved = catchDownloads();
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        sent.push(`${url.pathname}${url.search}`);
        const name = url.pathname.endsWith('26q')
          ? 'kasrat-26q-2025-26-q4.csv'
          : 'kasrat-gstr1-b2cs-2026-03.csv';
        return new Response('Type,Place Of Supply\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${name}"`,
          },
        });
      }),
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { user } = renderWithProviders(<ExportsPanel />);

    expect(screen.getByLabelText('Month')).toHaveProperty('value', '2026-03');
    expect(screen.getByLabelText('Financial year')).toHaveProperty('value', '2025-26');
    expect(screen.getByLabelText('Quarter')).toHaveProperty('value', '4');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'B2C small' }));
    await screen.findByText(ACCOUNTING_MESSAGES.downloaded('kasrat-gstr1-b2cs-2026-03.csv'));
    await user.click(screen.getByRole('button', { name: 'Form 26Q deductees' }));
    await screen.findByText(ACCOUNTING_MESSAGES.downloaded('kasrat-26q-2025-26-q4.csv'));

    expect(sent).toEqual([
      '/api/admin/exports/gstr1?month=2026-03&table=b2cs',
      '/api/admin/exports/26q?year=2025-26&quarter=4',
    ]);
    expect(saved).toEqual(['kasrat-gstr1-b2cs-2026-03.csv', 'kasrat-26q-2025-26-q4.csv']);
  });

  it('asks for the month and quarter picked, and shows the server’s refusal', async () => {
    catchDownloads();
    const api = stubApi({
      'GET /admin/exports/gstr8': {
        status: 429,
        body: { success: false, message: MESSAGES.tooManyRequests },
      },
      'GET /admin/exports/26q': {
        status: 403,
        body: { success: false, message: MESSAGES.forbidden },
      },
    });
    const { user } = renderWithProviders(<ExportsPanel />);

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-01' } });
    await user.click(screen.getByRole('button', { name: 'GSTR-8 TCS' }));
    await screen.findByText(MESSAGES.tooManyRequests);
    expect(api.sentTo('GET /admin/exports/gstr8')[0]?.query).toEqual({ month: '2026-01' });

    await user.selectOptions(screen.getByLabelText('Financial year'), '2023-24');
    await user.selectOptions(screen.getByLabelText('Quarter'), '2');
    await user.click(screen.getByRole('button', { name: 'Form 26Q deductees' }));
    await screen.findByText(MESSAGES.forbidden);
    expect(api.sentTo('GET /admin/exports/26q')[0]?.query).toEqual({
      year: '2023-24',
      quarter: '2',
    });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain(
      'Q2 · July–September',
    );
  });
});
