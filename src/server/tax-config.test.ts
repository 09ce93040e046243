import { describe, expect, it } from 'vitest';
import { loadTaxSettings, SAMPLE_PLATFORM } from './tax-config';

describe('tax settings (docs/product/tax.md#settings)', () => {
  it('defaults to the rates in force, with the sample platform when no GSTIN is given', () => {
    const tax = loadTaxSettings({}, false);
    expect(tax).toMatchObject({
      gstPercent: 18,
      tdsPercent: 0.1,
      tdsNoPanPercent: 5,
      tdsExemptionPaise: 50_000_000,
      tcsPercent: 0.5,
      platformSac: '998599',
      sessionSac: '999723',
    });
    expect(tax.platform).toMatchObject({ gstin: SAMPLE_PLATFORM.gstin, state: '27', sample: true });
  });

  it('refuses real payments without the legal name, address and GSTIN invoices need', () => {
    expect(() => loadTaxSettings({}, true)).toThrow('PLATFORM_GSTIN');
    expect(() =>
      loadTaxSettings({ PLATFORM_LEGAL_NAME: 'Kasrat Fitness', PLATFORM_ADDRESS: 'Road 1' }, true),
    ).toThrow('PLATFORM_GSTIN');
  });

  it('refuses a GSTIN whose check character is wrong, and takes a rate change', () => {
    expect(() => loadTaxSettings({ PLATFORM_GSTIN: '27AAPFU0939F1ZA' }, false)).toThrow(
      'check character',
    );
    const tax = loadTaxSettings(
      {
        PLATFORM_LEGAL_NAME: 'Kasrat Fitness Private Limited',
        PLATFORM_ADDRESS: '4 MG Road, Bengaluru 560001',
        PLATFORM_GSTIN: '29aagcb7383j1z4',
        TDS_194O_PERCENT: '1',
        TDS_194O_EXEMPTION_RUPEES: '0',
      },
      true,
    );
    expect(tax.platform).toMatchObject({ gstin: '29AAGCB7383J1Z4', state: '29', sample: false });
    expect(tax.tdsPercent).toBe(1);
    expect(tax.tdsExemptionPaise).toBe(0);
  });
});
