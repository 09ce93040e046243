// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { KYC_MESSAGES, type TrainerKyc, verhoeffCheckDigit } from '#shared/kyc.ts';
import { type StubReply, stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, fixClock, renderWithProviders } from '#web/test/render.tsx';
import { KycTab } from './kyc-tab';

const NOW = '2026-03-02T04:30:00.000Z';
const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;

const nothingOnFile: TrainerKyc = {
  kycStatus: 'none',
  kycRejectionReason: null,
  aadhaarNumber: null,
  aadhaarName: null,
  panNumber: null,
  panName: null,
  upiId: null,
  bankAccountName: null,
  bankAccountNumber: null,
  bankIFSC: null,
  bankName: null,
  bankBranch: null,
  aadhaarVerified: false,
  panVerified: false,
  submittedAt: null,
  reviewedAt: null,
  aadhaarFrontImage: null,
  aadhaarBackImage: null,
  panImage: null,
};

/** Rejected for a blurred PAN photo: the documents are on file, the numbers must be typed again. */
const rejected: TrainerKyc = {
  ...nothingOnFile,
  kycStatus: 'rejected',
  kycRejectionReason: 'The PAN photo is blurred',
  aadhaarNumber: `XXXX XXXX ${AADHAAR.slice(-4)}`,
  aadhaarName: 'Asha Verma',
  panNumber: 'XXXXXX234F',
  panName: 'Asha Verma',
  upiId: 'asha.verma@okhdfc',
  submittedAt: '2026-02-20T10:00:00.000Z',
  reviewedAt: '2026-02-21T10:00:00.000Z',
  aadhaarFrontImage: 'https://files.test/front?sig=1',
  aadhaarBackImage: 'https://files.test/back?sig=1',
  panImage: 'https://files.test/pan?sig=1',
};

async function openKyc(kyc: TrainerKyc, submit?: StubReply) {
  const api = stubApi({
    'GET /trainer/kyc': { body: { success: true, data: kyc } },
    ...(submit ? { 'PUT /trainer/kyc': submit } : {}),
  });
  const view = renderWithProviders(<KycTab />);
  const submitButton = await screen.findByRole('button', { name: /submit KYC Details$/i });
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  /** The message the field announces: its error, read through aria-describedby. */
  const messageOf = (name: string) => {
    const input = field(name);
    if (input.getAttribute('aria-invalid') !== 'true') return null;
    return document.getElementById(input.getAttribute('aria-describedby')!)?.textContent ?? null;
  };
  return { ...view, api, submitButton, field, messageOf };
}

describe('the KYC form', () => {
  beforeEach(() => fixClock(NOW));

  it('names every missing field and document on submit, and sends nothing', async () => {
    const { api, user, submitButton, messageOf } = await openKyc(nothingOnFile);
    expect(messageOf('Aadhaar number')).toBeNull();

    await user.click(submitButton);

    expect(messageOf('Aadhaar number')).toBe(KYC_MESSAGES.aadhaarRequired);
    expect(messageOf('Name as on Aadhaar')).toBe(KYC_MESSAGES.aadhaarNameRequired);
    expect(messageOf('PAN')).toBe(KYC_MESSAGES.panRequired);
    expect(messageOf('Name as on PAN card')).toBe(KYC_MESSAGES.panNameRequired);
    expect(screen.getByRole('alert').textContent).toBe(KYC_MESSAGES.payoutMethodRequired);
    for (const message of Object.values(KYC_MESSAGES.documentRequired)) {
      screen.getByText(message);
    }
    await screen.findByText(KYC_MESSAGES.fixErrors);
    expect(api.sentTo('PUT /trainer/kyc')).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('checks a field when the trainer leaves it, in the catalogue’s words', async () => {
    const { user, field, messageOf } = await openKyc(nothingOnFile);

    await user.type(field('Aadhaar number'), '2345 6789 0120');
    expect(field('Aadhaar number').value).toBe('234567890120');
    expect(messageOf('Aadhaar number')).toBeNull();
    await user.tab();
    expect(messageOf('Aadhaar number')).toBe(KYC_MESSAGES.aadhaarChecksum);

    await user.type(field('PAN'), 'abcde1234');
    await user.tab();
    expect(field('PAN').value).toBe('ABCDE1234');
    expect(messageOf('PAN')).toBe(KYC_MESSAGES.panFormat);

    await user.type(field('UPI ID'), 'asha');
    await user.tab();
    expect(messageOf('UPI ID')).toBe(KYC_MESSAGES.upiFormat);
  });

  it('asks for the whole bank account once one bank field is given', async () => {
    const { user, field, submitButton, messageOf } = await openKyc(nothingOnFile);
    await user.type(field('IFSC code'), 'hdfc0001234');
    expect(field('IFSC code').value).toBe('HDFC0001234');
    await user.click(submitButton);

    expect(messageOf('IFSC code')).toBeNull();
    expect(messageOf('Account holder name')).toBe(KYC_MESSAGES.bankAccountNameRequired);
    expect(messageOf('Bank account number')).toBe(KYC_MESSAGES.bankAccountNumberRequired);
    expect(messageOf('Bank name')).toBe(KYC_MESSAGES.bankNameRequired);
    expect(messageOf('Branch')).toBe(KYC_MESSAGES.bankBranchRequired);
    expect(screen.queryByText(KYC_MESSAGES.payoutMethodRequired)).toBeNull();
  });

  it('resubmits the retyped numbers with the documents on file', async () => {
    const { api, user, field } = await openKyc(rejected, {
      body: {
        success: true,
        message: KYC_MESSAGES.resubmitted,
        data: { ...rejected, kycStatus: 'partial', submittedAt: NOW },
      },
    });
    screen.getByText(/On file: XXXXXX234F/);
    await user.type(field('Aadhaar number'), AADHAAR);
    await user.type(field('PAN'), 'abcde1234f');
    await user.click(screen.getByRole('button', { name: 'Resubmit KYC Details' }));

    await screen.findByText(KYC_MESSAGES.resubmitted);
    expect(api.sentTo('PUT /trainer/kyc').map((request) => request.body)).toEqual([
      {
        aadhaarNumber: AADHAAR,
        aadhaarName: 'Asha Verma',
        panNumber: 'ABCDE1234F',
        panName: 'Asha Verma',
        upiId: 'asha.verma@okhdfc',
        bankAccountName: '',
        bankAccountNumber: '',
        bankIFSC: '',
        bankName: '',
        bankBranch: '',
      },
    ]);
  });

  it('puts the server’s refusal on the field it names', async () => {
    const { user, field, messageOf } = await openKyc(rejected, {
      status: 400,
      // The server's 400: the first field's message, and each field's own.
      body: { message: KYC_MESSAGES.panFormat, errors: { panNumber: KYC_MESSAGES.panFormat } },
    });
    await user.type(field('Aadhaar number'), AADHAAR);
    await user.type(field('PAN'), 'ABCDE1234F');
    await user.click(screen.getByRole('button', { name: 'Resubmit KYC Details' }));

    await waitFor(() => expect(messageOf('PAN')).toBe(KYC_MESSAGES.panFormat));
    // on the field and in the toast
    await waitFor(() => expect(screen.getAllByText(KYC_MESSAGES.panFormat)).toHaveLength(2));

    await user.type(field('PAN'), '{Backspace}G');
    expect(messageOf('PAN')).toBeNull();
  });
});
