import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('believes nobody when unset', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
  });

  it('takes a hop count or the proxies’ addresses and ranges', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 172.16.0.0/12,fd00::/8 ,loopback')).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each([
    'true',
    '0',
    '11',
    '*',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.0/8/8',
    'proxy.internal',
    '10.0.0.1,',
  ])('refuses %j', (value) => {
    expect(parseTrustProxy(value)).toBeNull();
  });
});
