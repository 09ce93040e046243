import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './push-device';
import { indianMobileE164 } from './whatsapp-number';

describe('indianMobileE164', () => {
  it('writes the ways people type an Indian mobile as +91 and ten digits', () => {
    for (const typed of [
      '9876543210',
      '98765 43210',
      '+91 98765 43210',
      '+91-98765-43210',
      '919876543210',
      '09876543210',
      '0091 98765 43210',
    ]) {
      expect(indianMobileE164(typed)).toBe('+919876543210');
    }
  });

  it('refuses what is not an Indian mobile', () => {
    for (const typed of [
      '',
      null,
      undefined,
      '2233445566',
      '987654321',
      '98765432100',
      '+1 415 555 0100',
      '+92 98765 43210',
    ]) {
      expect(indianMobileE164(typed)).toBeNull();
    }
  });
});

describe('base64UrlToBytes', () => {
  it('decodes a base64url key without padding', () => {
    expect([...base64UrlToBytes('BAEC_w')]).toEqual([4, 1, 2, 255]);
    expect([...base64UrlToBytes('-_8')]).toEqual([251, 255]);
  });
});
