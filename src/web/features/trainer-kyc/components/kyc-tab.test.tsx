import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GSTIN_HINT, KYC_MESSAGES, type TrainerKyc, verhoeffCheckDigit } from '#shared/kyc.ts';
import { gstinCheckCharacter } from '#shared/tax/gstin.ts';
import { loadLocale, loadSignedInTexts } from '#web/lib/i18n/load-locale.ts';
import { LocaleContext } from '#web/lib/i18n/locale-context.ts';
import { type StubReply, stubApi } from '#web/test/api-stub.ts';
import { expectNoAxeViolations, fixClock, renderWithProviders } from '#web/test/render.tsx';
import { KycTab } from './kyc-tab';

const NOW = '2026-03-02T04:30:00.000Z';
const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
/** The first GSTIN of a PAN in a state: "27" + PAN + "1Z" + its check character. */
const gstinOf = (stateCode: string, pan: string) =>
  `${stateCode}${pan}1Z${gstinCheckCharacter(`${stateCode}${pan}1Z`)}`;
const GSTIN = gstinOf('27', 'ABCDE1234F');

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
  stateCode: null,
  gstin: null,
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
  stateCode: '27',
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
  return { ...view, api, submitButton, ...fieldsOnScreen() };
}

function fieldsOnScreen() {
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const stateSelect = () => screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
  /** The message the field announces: its error, read through aria-describedby. */
  const messageOf = (name: string) => {
    const input = name === 'State' ? stateSelect() : field(name);
    if (input.getAttribute('aria-invalid') !== 'true') return null;
    return document.getElementById(input.getAttribute('aria-describedby')!)?.textContent ?? null;
  };
  return { field, stateSelect, messageOf };
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
    expect(messageOf('State')).toBe(KYC_MESSAGES.stateRequired);
    expect(messageOf('GSTIN (if registered)')).toBeNull();
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
        stateCode: '27',
        gstin: '',
      },
    ]);
  });

  it('asks for the state and checks the GSTIN with the shared rule', async () => {
    const { user, field, stateSelect, messageOf } = await openKyc(nothingOnFile);
    expect(Array.from(stateSelect().options, (option) => option.text)).toContain('Maharashtra');
    screen.getByText(GSTIN_HINT);

    await user.type(field('PAN'), 'ABCDE1234F');
    await user.selectOptions(stateSelect(), 'Karnataka');
    expect(stateSelect().value).toBe('29');
    await user.type(field('GSTIN (if registered)'), '27abcde1234f1zz');
    await user.tab();
    expect(field('GSTIN (if registered)').value).toBe('27ABCDE1234F1ZZ');
    expect(messageOf('GSTIN (if registered)')).toBe(KYC_MESSAGES.gstinFormat);

    await user.clear(field('GSTIN (if registered)'));
    await user.type(field('GSTIN (if registered)'), gstinOf('27', 'ABCDE1234G'));
    expect(messageOf('GSTIN (if registered)')).toBe(KYC_MESSAGES.gstinPanMismatch);
    await user.clear(field('GSTIN (if registered)'));
    await user.type(field('GSTIN (if registered)'), GSTIN);
    expect(messageOf('GSTIN (if registered)')).toBe(
      KYC_MESSAGES.gstinStateMismatch('Karnataka', '29'),
    );
    await user.selectOptions(stateSelect(), 'Maharashtra');
    expect(messageOf('GSTIN (if registered)')).toBeNull();
    expect(messageOf('State')).toBeNull();
  });

  it('sends a good GSTIN with the state', async () => {
    const { api, user, field, stateSelect } = await openKyc(rejected, {
      body: {
        success: true,
        message: KYC_MESSAGES.resubmitted,
        data: { ...rejected, kycStatus: 'partial', gstin: GSTIN, submittedAt: NOW },
      },
    });
    expect(stateSelect().value).toBe('27');
    await user.type(field('Aadhaar number'), AADHAAR);
    await user.type(field('PAN'), 'ABCDE1234F');
    await user.type(field('GSTIN (if registered)'), GSTIN.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Resubmit KYC Details' }));

    await screen.findByText(KYC_MESSAGES.resubmitted);
    expect(api.sentTo('PUT /trainer/kyc')[0]?.body).toMatchObject({
      panNumber: 'ABCDE1234F',
      stateCode: '27',
      gstin: GSTIN,
    });
    // under review, the details read back with the state by name
    await screen.findByText('Maharashtra');
    screen.getByText(GSTIN);
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

describe('the tax details of a verified KYC', () => {
  beforeEach(() => fixClock(NOW));

  const verified: TrainerKyc = {
    ...rejected,
    kycStatus: 'completed',
    kycRejectionReason: null,
    aadhaarVerified: true,
    panVerified: true,
  };

  async function openVerified(save?: StubReply) {
    const api = stubApi({
      'GET /trainer/kyc': { body: { success: true, data: verified } },
      ...(save ? { 'PUT /trainer/kyc/tax-details': save } : {}),
    });
    const view = renderWithProviders(<KycTab />);
    const card = await screen.findByRole('region', { name: 'Tax details' });
    return { ...view, api, card, ...fieldsOnScreen() };
  }

  it('shows the state and no GSTIN, and saves a GSTIN added later', async () => {
    const { api, user, card, field, messageOf } = await openVerified({
      body: {
        success: true,
        message: KYC_MESSAGES.taxDetailsSaved,
        data: { ...verified, gstin: GSTIN },
      },
    });
    expect(card.textContent).toContain('Maharashtra');
    expect(card.textContent).toContain('Not registered');
    expect(screen.queryByRole('button', { name: /Submit KYC Details/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit tax details' }));
    await user.type(field('GSTIN (if registered)'), '27ABCDE1234F1Z');
    await user.click(screen.getByRole('button', { name: 'Save tax details' }));
    expect(messageOf('GSTIN (if registered)')).toBe(KYC_MESSAGES.gstinFormat);
    expect(api.sentTo('PUT /trainer/kyc/tax-details')).toHaveLength(0);

    await user.clear(field('GSTIN (if registered)'));
    await user.type(field('GSTIN (if registered)'), GSTIN);
    await user.click(screen.getByRole('button', { name: 'Save tax details' }));
    await screen.findByText(KYC_MESSAGES.taxDetailsSaved);
    expect(api.sentTo('PUT /trainer/kyc/tax-details').map((request) => request.body)).toEqual([
      { stateCode: '27', gstin: GSTIN },
    ]);
    await waitFor(() => expect(card.textContent).toContain(GSTIN));
    screen.getByRole('button', { name: 'Edit tax details' });
    await expectNoAxeViolations();
  });

  it('shows the server’s refusal of another PAN’s GSTIN on the field', async () => {
    const otherPans = gstinOf('27', 'ABCDE1234G');
    const { user, field, messageOf } = await openVerified({
      status: 400,
      body: {
        message: KYC_MESSAGES.gstinPanMismatch,
        errors: { gstin: KYC_MESSAGES.gstinPanMismatch },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit tax details' }));
    await user.type(field('GSTIN (if registered)'), otherPans);
    await user.click(screen.getByRole('button', { name: 'Save tax details' }));
    await waitFor(() =>
      expect(messageOf('GSTIN (if registered)')).toBe(KYC_MESSAGES.gstinPanMismatch),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Tax details' }).textContent).toContain(
      'Not registered',
    );
  });
});

describe('the KYC tab in Hindi', () => {
  beforeAll(async () => {
    await loadLocale('hi');
    // as the signed-in guard does before these screens
    await loadSignedInTexts();
  });
  beforeEach(() => fixClock(NOW));

  const openInHindi = async (kyc: TrainerKyc) => {
    const api = stubApi({ 'GET /trainer/kyc': { body: { success: true, data: kyc } } });
    const view = renderWithProviders(
      <LocaleContext.Provider value="hi">
        <KycTab />
      </LocaleContext.Provider>,
    );
    return { ...view, api, ...fieldsOnScreen() };
  };

  it('names each missing field in Hindi on submit, and sends nothing', async () => {
    const { api, user, messageOf } = await openInHindi(nothingOnFile);
    await screen.findByRole('heading', { name: 'अपनी पहचान वेरिफ़ाई करें' });
    await user.click(screen.getByRole('button', { name: 'केवाईसी जानकारी भेजें' }));

    expect(messageOf('आधार नंबर')).toBe('आधार नंबर भरें');
    expect(messageOf('पैन कार्ड पर नाम')).toBe('पैन कार्ड पर लिखा नाम भरें');
    expect(screen.getByRole('alert').textContent).toBe(
      'पेमेंट पाने के लिए अपने बैंक खाते की जानकारी या यूपीआई आईडी जोड़ें',
    );
    screen.getByText('पैन कार्ड की फ़ोटो अपलोड करें');
    await screen.findByText('भेजने से पहले लाल रंग में दिखाई गई जानकारी ठीक करें।');
    expect(api.sentTo('PUT /trainer/kyc')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'प्राइवेसी नोटिस' }).getAttribute('href')).toMatch(
      /^\/hi\//,
    );
    await expectNoAxeViolations();
  });

  it('lists the states and union territories in Hindi', async () => {
    await openInHindi(nothingOnFile);
    const state = (await screen.findByRole('combobox', { name: 'राज्य' })) as HTMLSelectElement;
    const names = Array.from(state.options, (option) => option.text);
    expect(names).toHaveLength(37);
    expect(names.slice(0, 3)).toEqual([
      'अपने कारोबार के पते का राज्य चुनें',
      'जम्मू और कश्मीर',
      'हिमाचल प्रदेश',
    ]);
    expect(names).toContain('महाराष्ट्र');
    expect(names).toContain('अंडमान और निकोबार द्वीपसमूह');
    expect(names.join(' ')).not.toMatch(/[A-Za-z]/);
  });

  it('reads a rule’s message with values in Hindi', async () => {
    const { user, field, messageOf } = await openInHindi(rejected);
    await screen.findByRole('heading', { name: 'केवाईसी नामंज़ूर हुई' });
    // the reviewer's own words stay as written
    screen.getByText('The PAN photo is blurred');
    const state = screen.getByRole('combobox', { name: 'राज्य' }) as HTMLSelectElement;
    await user.selectOptions(state, 'कर्नाटक');
    // the server is sent the same GST state code as from the English page
    expect(state.value).toBe('29');
    await user.type(field('जीएसटीआईएन (अगर रजिस्टर्ड हैं)'), GSTIN);
    await user.tab();
    expect(messageOf('जीएसटीआईएन (अगर रजिस्टर्ड हैं)')).toBe(
      'यह जीएसटीआईएन कर्नाटक में रजिस्टर्ड नहीं है: कर्नाटक का जीएसटीआईएन 29 से शुरू होता है',
    );
  });

  it('shows a verified KYC’s details with Hindi labels, numbers masked', async () => {
    await openInHindi({
      ...rejected,
      kycStatus: 'completed',
      kycRejectionReason: null,
      aadhaarVerified: true,
      panVerified: true,
    });
    await screen.findByRole('heading', { name: 'केवाईसी वेरिफ़ाई हो गई' });
    const details = screen.getByRole('region', { name: 'भेजी गई जानकारी' });
    expect(details.textContent).toContain('पैन कार्ड पर नाम');
    expect(details.textContent).toContain('XXXXXX234F');
    const taxDetails = screen.getByRole('region', { name: 'टैक्स की जानकारी' });
    expect(taxDetails.textContent).toContain('महाराष्ट्र');
    expect(taxDetails.textContent).toContain('रजिस्टर्ड नहीं');
  });
});
