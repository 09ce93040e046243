import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './push-device';

describe('base64UrlToBytes', () => {
  it('decodes a base64url key without padding', () => {
    expect([...base64UrlToBytes('BAEC_w')]).toEqual([4, 1, 2, 255]);
    expect([...base64UrlToBytes('-_8')]).toEqual([251, 255]);
  });
});
