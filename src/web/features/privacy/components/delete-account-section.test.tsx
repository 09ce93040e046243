import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AccountDeletion, DELETION_MESSAGES as M } from '#shared/account-deletion-api.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, renderWithProviders } from '#web/test/render.tsx';
import { DeleteAccountSection } from './delete-account-section';

// Asked on Monday 2 March 2026 at 10:00 IST; due a week later.
const SCHEDULED: AccountDeletion = {
  id: 'deletion-1',
  confirmedBy: 'password',
  requestedAt: '2026-03-02T04:30:00.000Z',
  dueAt: '2026-03-09T04:30:00.000Z',
};
const answer = (
  deletion: AccountDeletion | null,
  message?: string,
  cancelledAt: string | null = null,
) => ({
  body: { success: true, ...(message && { message }), data: { deletion, cancelledAt } },
});

describe('DeleteAccountSection', () => {
  it('explains what happens, then schedules the deletion with the password', async () => {
    const api = stubApi({
      'GET /privacy/deletion': answer(null),
      'POST /privacy/deletion': answer(SCHEDULED, M.scheduled('Mon, 9 Mar 2026')),
    });
    const { user } = renderWithProviders(<DeleteAccountSection />);
    expect(await screen.findByText(M.explanation)).toBeTruthy();
    expect(screen.getByText(M.consequences[3])).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: M.deleteButton }));
    const dialog = await screen.findByRole('dialog', { name: M.dialogTitle });
    const confirm = within(dialog).getByRole('button', { name: M.confirm });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText(M.passwordLabel), 'Correct-Horse-42');
    await user.click(confirm);

    expect(await screen.findByText(M.scheduledTitle('Mon, 9 Mar 2026'))).toBeTruthy();
    expect(screen.getByRole('button', { name: M.keep })).toBeTruthy();
    expect(api.sentTo('POST /privacy/deletion').map((request) => request.body)).toEqual([
      { password: 'Correct-Horse-42' },
    ]);
  });

  it('shows a wrong password in the dialog and schedules nothing', async () => {
    stubApi({
      'GET /privacy/deletion': answer(null),
      'POST /privacy/deletion': {
        status: 400,
        body: { success: false, message: M.passwordWrong, errors: { password: M.passwordWrong } },
      },
    });
    const { user } = renderWithProviders(<DeleteAccountSection />);
    await user.click(await screen.findByRole('button', { name: M.deleteButton }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(M.passwordLabel), 'guess');
    await user.click(within(dialog).getByRole('button', { name: M.confirm }));
    expect(await within(dialog).findByText(M.passwordWrong)).toBeTruthy();
    expect(screen.queryByText(M.scheduledTitle('Mon, 9 Mar 2026'))).toBeNull();
  });

  it('sends a code instead and confirms with it', async () => {
    const api = stubApi({
      'GET /privacy/deletion': answer(null),
      'POST /privacy/deletion/code': { body: { success: true, message: M.codeSent } },
      'POST /privacy/deletion': answer(
        { ...SCHEDULED, confirmedBy: 'email-code' },
        M.scheduled('Mon, 9 Mar 2026'),
      ),
    });
    const { user } = renderWithProviders(<DeleteAccountSection />);
    await user.click(await screen.findByRole('button', { name: M.deleteButton }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: M.sendCodeInstead }));
    expect(await within(dialog).findByText(M.codeSent)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(M.codeLabel), '493021');
    await user.click(within(dialog).getByRole('button', { name: M.confirm }));
    expect(await screen.findByText(M.scheduledTitle('Mon, 9 Mar 2026'))).toBeTruthy();
    expect(api.sentTo('POST /privacy/deletion').map((request) => request.body)).toEqual([
      { code: '493021' },
    ]);
  });

  it('shows the scheduled day in IST and keeps the account', async () => {
    const api = stubApi({
      'GET /privacy/deletion': answer({ ...SCHEDULED, dueAt: '2026-03-09T20:00:00.000Z' }),
      'DELETE /privacy/deletion': answer(null, M.cancelled, '2026-03-04T06:00:00.000Z'),
    });
    const { user } = renderWithProviders(<DeleteAccountSection />);
    // 20:00 UTC on the 9th is 1:30 AM on the 10th in India.
    expect(await screen.findByText(M.scheduledTitle('Tue, 10 Mar 2026'))).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: M.keep }));
    expect(await screen.findByText(M.cancelledNotice('Wed, 4 Mar 2026'))).toBeTruthy();
    expect(screen.getByRole('button', { name: M.deleteButton })).toBeTruthy();
    expect(api.sentTo('DELETE /privacy/deletion')).toHaveLength(1);
  });
});
