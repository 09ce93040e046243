import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

const BASE = {
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  DATA_DIR: '/tmp/kasrat-unused',
};
// Real payments need the platform's invoice identity (docs/product/tax.md#settings) and a
// grievance officer (docs/product/privacy.md#the-notice).
const RAZORPAY = {
  GRIEVANCE_OFFICER_NAME: 'Anita Desai',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@kasrat.in',
  RAZORPAY_KEY_ID: 'rzp_live_route',
  RAZORPAY_KEY_SECRET: 'route-secret',
  PLATFORM_LEGAL_NAME: 'Kasrat Fitness Private Limited',
  PLATFORM_ADDRESS: '12 Link Road, Andheri West, Mumbai 400053',
  PLATFORM_GSTIN: '27AAPFU0939F1ZV',
};
const ROUTE = { ...RAZORPAY, RAZORPAY_ROUTE: 'true', RAZORPAY_ROUTE_WEBHOOK_SECRET: 'route-hook' };

describe('settlement configuration', () => {
  it('pays trainers by the weekly payouts unless Route is switched on', () => {
    expect(loadConfig(BASE).settlement).toEqual({ kind: 'weekly' });
    expect(loadConfig({ ...BASE, ...RAZORPAY }).settlement).toEqual({ kind: 'weekly' });
    expect(loadConfig({ ...BASE, ...ROUTE, RAZORPAY_ROUTE: 'false' }).settlement).toEqual({
      kind: 'weekly',
    });
  });

  it("settles through Route with the payments' keys, releasing 72 hours after a session", () => {
    expect(loadConfig({ ...BASE, ...ROUTE }).settlement).toEqual({
      kind: 'route',
      keyId: 'rzp_live_route',
      keySecret: 'route-secret',
      webhookSecret: 'route-hook',
      releaseHours: 72,
    });
    expect(loadConfig({ ...BASE, ...ROUTE, RAZORPAY_ROUTE: '1' }).settlement.kind).toBe('route');
  });

  it('takes a release window from none to 30 days', () => {
    const hours = (value: string) => {
      const settlement = loadConfig({ ...BASE, ...ROUTE, ROUTE_RELEASE_HOURS: value }).settlement;
      return settlement.kind === 'route' ? settlement.releaseHours : null;
    };
    expect(hours('0')).toBe(0);
    expect(hours('720')).toBe(720);
    for (const wrong of ['721', '-1', '1.5', 'soon']) {
      expect(() => hours(wrong)).toThrow(ConfigError);
      expect(() => hours(wrong)).toThrow(/^Invalid configuration: ROUTE_RELEASE_HOURS /);
    }
  });

  it('refuses to start Route without the Razorpay keys or its webhook secret', () => {
    const withoutKeys = { ...BASE, ...ROUTE, RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' };
    expect(() => loadConfig(withoutKeys)).toThrow(ConfigError);
    expect(() => loadConfig(withoutKeys)).toThrow(
      'Invalid configuration: RAZORPAY_ROUTE=true needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    );
    expect(() => loadConfig({ ...BASE, ...ROUTE, RAZORPAY_ROUTE_WEBHOOK_SECRET: '' })).toThrow(
      'Invalid configuration: RAZORPAY_ROUTE=true needs RAZORPAY_ROUTE_WEBHOOK_SECRET',
    );
    expect(() => loadConfig({ ...BASE, ...ROUTE, RAZORPAY_ROUTE: 'yes' })).toThrow(
      /^Invalid configuration: RAZORPAY_ROUTE /,
    );
  });
});
