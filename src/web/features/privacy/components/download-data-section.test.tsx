import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type DataExport, EXPORT_MESSAGES as TEXT } from '#shared/data-export-api.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { DownloadDataSection } from './download-data-section';

const copy = (changes: Partial<DataExport> = {}): DataExport => ({
  id: 'e1',
  status: 'pending',
  requestedAt: '2026-03-02T04:30:00.000Z',
  readyAt: null,
  expiresAt: null,
  downloadedAt: null,
  sizeBytes: null,
  downloadUrl: null,
  ...changes,
});
const ready = copy({
  status: 'ready',
  readyAt: '2026-03-02T04:31:00.000Z',
  expiresAt: '2026-03-03T04:31:00.000Z',
  sizeBytes: 48_000,
  downloadUrl: '/api/privacy/exports/e1/download?token=abc',
});

describe('Download my data', () => {
  it('offers the button when nothing was asked yet, and shows the copy being prepared after a tap', async () => {
    let copies: DataExport[] = [];
    const api = stubApi({
      'GET /privacy/exports': () => ({ body: { success: true, data: copies } }),
      'POST /privacy/exports': () => {
        copies = [copy()];
        return { status: 202, body: { success: true, message: TEXT.requested, data: copies[0] } };
      },
    });
    const { container } = renderWithProviders(<DownloadDataSection />);
    await userEvent.click(await screen.findByRole('button', { name: TEXT.requestButton }));
    expect((await screen.findByRole('status')).textContent).toContain(TEXT.preparing);
    expect(api.sentTo('POST /privacy/exports')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: TEXT.requestButton })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('gives the download link with its expiry in IST once ready', async () => {
    stubApi({ 'GET /privacy/exports': { body: { success: true, data: [ready] } } });
    renderWithProviders(<DownloadDataSection />);
    const link = await screen.findByRole('link', { name: TEXT.readyLink('47 KB') });
    expect(link.getAttribute('href')).toBe(ready.downloadUrl);
    expect(screen.getByText(TEXT.readyUntil('Tue, 3 Mar, 10:01 AM IST'))).toBeTruthy();
  });

  it('says an expired copy was deleted, keeps it in the history, and asks again', async () => {
    const expired = copy({ status: 'expired', readyAt: ready.readyAt, expiresAt: ready.expiresAt });
    const api = stubApi({
      'GET /privacy/exports': {
        body: { success: true, data: [expired, copy({ id: 'e0', status: 'expired' })] },
      },
      'POST /privacy/exports': {
        status: 202,
        body: { success: true, message: TEXT.requested, data: copy({ id: 'e2' }) },
      },
    });
    renderWithProviders(<DownloadDataSection />);
    expect(await screen.findByText(TEXT.expired)).toBeTruthy();
    expect(screen.getByText(TEXT.history)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: TEXT.requestAgain }));
    await waitFor(() => expect(api.sentTo('POST /privacy/exports')).toHaveLength(1));
  });

  it("shows the server's refusal when a copy is already being prepared or the day's requests are used", async () => {
    stubApi({
      'GET /privacy/exports': { body: { success: true, data: [copy({ status: 'failed' })] } },
      'POST /privacy/exports': {
        status: 429,
        body: { success: false, message: 'Too many requests.' },
      },
    });
    renderWithProviders(<DownloadDataSection />);
    expect(await screen.findByText(TEXT.failed)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: TEXT.requestAgain }));
    expect((await screen.findByRole('alert')).textContent).toContain(TEXT.tooManyRequests);
  });
});
