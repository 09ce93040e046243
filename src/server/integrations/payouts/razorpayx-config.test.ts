import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

const SECRET = { BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123' };
const RAZORPAYX = {
  RAZORPAYX_KEY_ID: 'rzp_live_x',
  RAZORPAYX_KEY_SECRET: 'x-secret',
  RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
  RAZORPAYX_WEBHOOK_SECRET: 'x-hook',
};

describe('payout configuration', () => {
  it('settles payouts by hand unless RazorpayX is configured', () => {
    expect(loadConfig({ ...SECRET, DATA_DIR: '/tmp/kasrat-unused' }).payouts).toEqual({
      kind: 'manual',
    });
    expect(loadConfig({ ...SECRET, ...RAZORPAYX, DATA_DIR: '/tmp/kasrat-unused' }).payouts).toEqual(
      {
        kind: 'razorpayx',
        keyId: 'rzp_live_x',
        keySecret: 'x-secret',
        accountNumber: '7878780080316316',
        webhookSecret: 'x-hook',
      },
    );
  });

  it('refuses to start with only some of the RazorpayX variables', () => {
    for (const missing of Object.keys(RAZORPAYX)) {
      const partial = { ...SECRET, ...RAZORPAYX, [missing]: '' };
      expect(() => loadConfig(partial)).toThrow(ConfigError);
      expect(() => loadConfig(partial)).toThrow(
        'RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET must be set together',
      );
    }
  });
});
