import { describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES, AVAILABILITY_TEXT } from './availability';
import { KYC_MESSAGES, KYC_TEXT } from './kyc';
import './locales/hi/index';
import { translateMessage } from './translate-message';

describe('a rule’s English message on a Hindi page', () => {
  it('is the Hindi text of the same key', () => {
    expect(translateMessage(KYC_MESSAGES.bankBranchRequired, KYC_TEXT, 'hi')).toBe(
      'ब्रांच का नाम भरें',
    );
    expect(translateMessage(KYC_MESSAGES.documentRequired.panImage, KYC_TEXT, 'hi')).toBe(
      'पैन कार्ड की फ़ोटो अपलोड करें',
    );
    expect(translateMessage(AVAILABILITY_MESSAGES.pastDate, AVAILABILITY_TEXT, 'hi')).toBe(
      'बीती हुई तारीख ब्लॉक नहीं की जा सकती',
    );
  });

  it('gives a message function’s values to its Hindi, a value named twice included', () => {
    expect(translateMessage(KYC_MESSAGES.tooLong(100), KYC_TEXT, 'hi')).toBe(
      '100 से ज़्यादा अक्षर नहीं हो सकते',
    );
    expect(translateMessage(KYC_MESSAGES.gstinStateMismatch('Goa', '30'), KYC_TEXT, 'hi')).toBe(
      'यह जीएसटीआईएन गोवा में रजिस्टर्ड नहीं है: गोवा का जीएसटीआईएन 30 से शुरू होता है',
    );
  });

  it('leaves English pages, and messages the catalogue did not give, as they are', () => {
    expect(translateMessage(KYC_MESSAGES.bankBranchRequired, KYC_TEXT, 'en')).toBe(
      KYC_MESSAGES.bankBranchRequired,
    );
    expect(translateMessage('Beneficiary account is closed', KYC_TEXT, 'hi')).toBe(
      'Beneficiary account is closed',
    );
    expect(translateMessage('ब्रांच का नाम भरें', KYC_TEXT, 'hi')).toBe('ब्रांच का नाम भरें');
  });
});
