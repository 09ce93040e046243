import { describe, expect, it } from 'vitest';
import {
  hasVerhoeffCheckDigit,
  type KycSubmissionInput,
  kycDetailRows,
  kycEditable,
  kycSubmissionErrors,
  kycSubmissionSchema,
  kycTaxDetailsErrors,
  kycTaxDetailsSchema,
  KYC_MESSAGES as M,
  maskAadhaar,
  maskBankAccount,
  maskPan,
  verhoeffCheckDigit,
} from './kyc';

const ALL_DOCUMENTS = { aadhaarFrontImage: true, aadhaarBackImage: true, panImage: true };

const submission = (overrides: Partial<KycSubmissionInput> = {}): KycSubmissionInput => ({
  aadhaarNumber: '234567890124',
  aadhaarName: 'Asha Verma',
  panNumber: 'ABCPV1234F',
  panName: 'Asha Verma',
  upiId: '',
  bankAccountName: 'Asha Verma',
  bankAccountNumber: '50100012345678',
  bankIFSC: 'HDFC0001234',
  bankName: 'HDFC Bank',
  bankBranch: 'Andheri West',
  stateCode: '27',
  ...overrides,
});

const nothingShown = {
  kycStatus: 'completed' as const,
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
  aadhaarVerified: true,
  panVerified: true,
  submittedAt: null,
  reviewedAt: null,
};

const errorsOf = (overrides: Partial<KycSubmissionInput>) =>
  kycSubmissionErrors(submission(overrides), ALL_DOCUMENTS);

describe('Verhoeff check digit', () => {
  it('matches the published worked examples', () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffCheckDigit('12345')).toBe('1');
    expect(verhoeffCheckDigit('142857')).toBe('0');
    expect(hasVerhoeffCheckDigit('2363')).toBe(true);
    expect(hasVerhoeffCheckDigit('2364')).toBe(false);
  });

  it('catches a mistyped digit and two swapped neighbours', () => {
    expect(hasVerhoeffCheckDigit('234567890124')).toBe(true);
    expect(hasVerhoeffCheckDigit('234567890134')).toBe(false);
    expect(hasVerhoeffCheckDigit('243567890124')).toBe(false);
  });
});

describe('Aadhaar', () => {
  it('takes a valid number, with the spaces of the card or without', () => {
    for (const number of ['234567890124', '9876 5432 1012', ' 498732165403 ']) {
      const parsed = kycSubmissionSchema.safeParse(submission({ aadhaarNumber: number }));
      expect(parsed.success, number).toBe(true);
    }
    expect(
      kycSubmissionSchema.parse(submission({ aadhaarNumber: '9876 5432 1012' })),
    ).toMatchObject({
      aadhaarNumber: '987654321012',
    });
  });

  it('says what is wrong with a number it refuses', () => {
    expect(errorsOf({ aadhaarNumber: '' }).aadhaarNumber).toBe(M.aadhaarRequired);
    expect(errorsOf({ aadhaarNumber: '23456789012' }).aadhaarNumber).toBe(M.aadhaarDigits);
    expect(errorsOf({ aadhaarNumber: '23456789012a' }).aadhaarNumber).toBe(M.aadhaarDigits);
    expect(errorsOf({ aadhaarNumber: '134567890124' }).aadhaarNumber).toBe(M.aadhaarFirstDigit);
    expect(errorsOf({ aadhaarNumber: '034567890124' }).aadhaarNumber).toBe(M.aadhaarFirstDigit);
    expect(errorsOf({ aadhaarNumber: '234567890125' }).aadhaarNumber).toBe(M.aadhaarChecksum);
  });

  it('needs the name as on the card', () => {
    expect(errorsOf({ aadhaarName: '  ' }).aadhaarName).toBe(M.aadhaarNameRequired);
  });
});

describe('PAN', () => {
  it('takes AAAAA9999A in any case and keeps it in capitals', () => {
    expect(kycSubmissionSchema.parse(submission({ panNumber: 'abcpv1234f' })).panNumber).toBe(
      'ABCPV1234F',
    );
  });

  it('refuses anything else', () => {
    expect(errorsOf({ panNumber: '' }).panNumber).toBe(M.panRequired);
    for (const pan of ['ABCP1234F', 'ABCPV12345', '1BCPV1234F', 'ABCPV1234']) {
      expect(errorsOf({ panNumber: pan }).panNumber, pan).toBe(M.panFormat);
    }
    expect(errorsOf({ panName: '' }).panName).toBe(M.panNameRequired);
  });
});

describe('payout method', () => {
  it('takes the bank account alone, UPI alone, or both', () => {
    expect(errorsOf({})).toEqual({});
    const upiOnly = {
      bankAccountName: '',
      bankAccountNumber: '',
      bankIFSC: '',
      bankName: '',
      bankBranch: '',
      upiId: 'asha.verma@okhdfc',
    };
    expect(errorsOf(upiOnly)).toEqual({});
    expect(errorsOf({ upiId: 'asha@ybl' })).toEqual({});
  });

  it('asks for one when neither is given', () => {
    const none = {
      bankAccountName: '',
      bankAccountNumber: '',
      bankIFSC: '',
      bankName: '',
      bankBranch: '',
    };
    expect(errorsOf(none)).toEqual({ payoutMethod: M.payoutMethodRequired });
  });

  it('asks for the rest of the bank details once one is filled in', () => {
    expect(errorsOf({ bankAccountName: '', bankName: '', bankBranch: '' })).toEqual({
      bankAccountName: M.bankAccountNameRequired,
      bankName: M.bankNameRequired,
      bankBranch: M.bankBranchRequired,
    });
  });

  it('checks the account number, IFSC and UPI ID', () => {
    expect(errorsOf({ bankAccountNumber: '12345678' }).bankAccountNumber).toBe(
      M.bankAccountNumberFormat,
    );
    expect(errorsOf({ bankAccountNumber: '1234567890123456789' }).bankAccountNumber).toBe(
      M.tooLong(18),
    );
    expect(errorsOf({ bankAccountNumber: '123456789' })).toEqual({});
    expect(errorsOf({ bankIFSC: 'HDFC1001234' }).bankIFSC).toBe(M.ifscFormat);
    expect(errorsOf({ bankIFSC: 'HDF00001234' }).bankIFSC).toBe(M.ifscFormat);
    expect(kycSubmissionSchema.parse(submission({ bankIFSC: 'sbin0000691' })).bankIFSC).toBe(
      'SBIN0000691',
    );
    for (const upi of ['asha', 'asha@', '@okhdfc', 'asha verma@okhdfc']) {
      expect(errorsOf({ upiId: upi }).upiId, upi).toBe(M.upiFormat);
    }
  });
});

describe('state and GSTIN', () => {
  // ABCPV1234F's GSTINs: its first in Maharashtra (27) and in Karnataka (29).
  const GSTIN = '27ABCPV1234F1ZU';
  const GSTIN_KARNATAKA = '29ABCPV1234F1ZQ';

  it('needs one of the GST state codes', () => {
    expect(errorsOf({ stateCode: '' }).stateCode).toBe(M.stateRequired);
    for (const code of ['25', '28', '99', 'MH', '27 ']) {
      expect(errorsOf({ stateCode: code }).stateCode, code).toBe(
        code === '27 ' ? undefined : M.stateRequired,
      );
    }
    expect(errorsOf({ stateCode: '38' })).toEqual({});
  });

  it('takes no GSTIN, or a valid one of the same PAN and state, in capitals', () => {
    expect(errorsOf({ gstin: '' })).toEqual({});
    expect(errorsOf({ gstin: '   ' })).toEqual({});
    const parsed = kycSubmissionSchema.parse(submission({ gstin: ' 27abcpv1234f 1zu' }));
    expect(parsed.gstin).toBe(GSTIN);
    expect(kycSubmissionSchema.parse(submission()).gstin).toBe('');
  });

  it('says which of shape, PAN or state is wrong', () => {
    for (const gstin of [
      '27ABCPV1234F1ZA',
      '27ABCPV1234F1Z',
      '27ABCPV1234F1ZUU',
      '25ABCPV1234F1ZU',
    ]) {
      expect(errorsOf({ gstin }).gstin, gstin).toBe(M.gstinFormat);
    }
    expect(errorsOf({ gstin: '27ABCPD1234K1Z1' }).gstin).toBe(M.gstinPanMismatch);
    expect(errorsOf({ gstin: GSTIN_KARNATAKA }).gstin).toBe(
      M.gstinStateMismatch('Maharashtra', '27'),
    );
    expect(errorsOf({ gstin: GSTIN_KARNATAKA, stateCode: '29' })).toEqual({});
    // a PAN refused on its own is not compared as well
    expect(errorsOf({ gstin: GSTIN, panNumber: 'ABCPV1234' })).toEqual({ panNumber: M.panFormat });
  });

  it('checks the tax details alone by shape and state; the PAN is on the server', () => {
    expect(kycTaxDetailsErrors({ stateCode: '27', gstin: '27ABCPD1234K1Z1' })).toEqual({});
    expect(kycTaxDetailsErrors({ stateCode: '29', gstin: GSTIN })).toEqual({
      gstin: M.gstinStateMismatch('Karnataka', '29'),
    });
    expect(kycTaxDetailsErrors({ stateCode: '', gstin: 'ABC' })).toEqual({
      stateCode: M.stateRequired,
      gstin: M.gstinFormat,
    });
    expect(
      kycTaxDetailsSchema.safeParse({ stateCode: '27', gstin: '', panNumber: 'X' }).success,
    ).toBe(false);
  });

  it('reads the state by name, and no GSTIN as not registered', () => {
    const rows = (stateCode: '27' | null, gstin: string | null) =>
      kycDetailRows({ ...nothingShown, stateCode, gstin }).slice(-2);
    expect(rows('27', null)).toEqual([
      ['State', 'Maharashtra'],
      ['GSTIN', 'Not registered'],
    ]);
    expect(rows('27', GSTIN)).toEqual([
      ['State', 'Maharashtra'],
      ['GSTIN', GSTIN],
    ]);
    expect(rows(null, null)).toEqual([
      ['State', null],
      ['GSTIN', null],
    ]);
  });
});

describe('documents and states', () => {
  it('asks for each missing document by name', () => {
    expect(
      kycSubmissionErrors(submission(), {
        aadhaarFrontImage: true,
        aadhaarBackImage: false,
        panImage: false,
      }),
    ).toEqual({
      aadhaarBackImage: M.documentRequired.aadhaarBackImage,
      panImage: M.documentRequired.panImage,
    });
  });

  it('refuses a field it does not know', () => {
    expect(kycSubmissionSchema.safeParse({ ...submission(), kycStatus: 'completed' }).success).toBe(
      false,
    );
  });

  it('keeps the form open only before review and after a rejection', () => {
    expect(
      ['none', 'pending', 'partial', 'completed', 'rejected'].filter((s) =>
        kycEditable(s as never),
      ),
    ).toEqual(['none', 'pending', 'rejected']);
  });
});

describe('masks', () => {
  it('shows the last four characters only', () => {
    expect(maskAadhaar('0124')).toBe('XXXX XXXX 0124');
    expect(maskPan('234F')).toBe('XXXXXX234F');
    expect(maskBankAccount('5678')).toBe('XXXXXX5678');
  });
});
