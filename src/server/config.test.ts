import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FEE_PERCENT_PRECISION } from '#shared/fees.ts';
import { ConfigError, loadConfig, paysOutSandbox } from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kasrat-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('runs embedded with nothing set: PGlite under DATA_DIR, demo data, a kept secret', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.database).toEqual({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
    expect(config.seedDemo).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.storage).toEqual({ kind: 'local', dir: path.join(dataDir, 'uploads') });
    expect(config.authSecret).toHaveLength(64);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  it('names the demo grievance officer unless configured (docs/product/privacy.md#the-notice)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).grievanceOfficer).toEqual({
      name: 'Priya Raman',
      email: 'grievance@kasrat.test',
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), GRIEVANCE_OFFICER_EMAIL: 'nobody' })).toThrow(
      'GRIEVANCE_OFFICER_EMAIL',
    );
  });

  it('makes new secrets when a first start was killed before writing them', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'auth-secret'), '');
    writeFileSync(path.join(dataDir, 'kyc-encryption-key'), '');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.authSecret).toHaveLength(64);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(config.authSecret);
    expect(config.kycEncryptionKey).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dataDir }).kycEncryptionKey).toEqual(config.kycEncryptionKey);
  });

  it('pays out sandbox sessions only in the embedded demo, never on a database server', () => {
    expect(paysOutSandbox(loadConfig({ DATA_DIR: tempDir() }))).toBe(true);
    const staging = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://app@db.internal:5432/kasrat',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      KYC_ENCRYPTION_KEY: '0'.repeat(64),
      PAYMENTS: 'sandbox',
    });
    expect(staging.payment.provider.kind).toBe('sandbox');
    expect(paysOutSandbox(staging)).toBe(false);
  });

  it('hashes passwords cheaply only in tests that ask for it', () => {
    const fast = { DATA_DIR: tempDir(), TEST_PASSWORD_HASH: 'fast' };
    expect(loadConfig({ DATA_DIR: tempDir() }).testFastPasswordHash).toBe(false);
    expect(loadConfig({ ...fast, NODE_ENV: 'test' }).testFastPasswordHash).toBe(true);
    expect(() => loadConfig(fast)).toThrow('TEST_PASSWORD_HASH is only allowed with NODE_ENV=test');
    expect(() => loadConfig({ ...fast, NODE_ENV: 'development' })).toThrow(ConfigError);
  });

  it('believes no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', 'loopback']);
  });

  it('uses PostgreSQL without demo data when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://app@db.internal:5432/kasrat',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      KYC_ENCRYPTION_KEY: '0'.repeat(64),
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: 'key-secret',
      PLATFORM_LEGAL_NAME: 'Kasrat Fitness Private Limited',
      PLATFORM_ADDRESS: '12 Link Road, Andheri West, Mumbai 400053',
      PLATFORM_GSTIN: '27AAPFU0939F1ZV',
      GRIEVANCE_OFFICER_NAME: 'Anita Desai',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@kasrat.in',
    });
    expect(config.payment.provider.kind).toBe('razorpay');
    expect(config.grievanceOfficer).toEqual({ name: 'Anita Desai', email: 'grievance@kasrat.in' });
    expect(config.tax.platform).toMatchObject({ state: '27', sample: false });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db.internal:5432/kasrat',
    });
    expect(config.seedDemo).toBe(false);
  });

  describe('payments (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md)', () => {
    const server = {
      DATABASE_URL: 'postgres://app@db.internal:5432/kasrat',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      KYC_ENCRYPTION_KEY: '0'.repeat(64),
    };

    it('refuses to start on DATABASE_URL without payment keys, the sandbox not being asked for', () => {
      expect(() => loadConfig({ DATA_DIR: tempDir(), ...server })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: tempDir(), ...server })).toThrow('PAYMENTS=sandbox');
    });

    it('runs the sandbox on DATABASE_URL when PAYMENTS=sandbox says so on purpose', () => {
      const config = loadConfig({ DATA_DIR: tempDir(), ...server, PAYMENTS: 'sandbox' });
      expect(config.payment.provider.kind).toBe('sandbox');
    });

    it('keeps the sandbox on the embedded default, so the demo needs nothing', () => {
      expect(loadConfig({ DATA_DIR: tempDir() }).payment.provider.kind).toBe('sandbox');
    });

    it.each([
      [{ PAYMENTS: 'razorpay' }, 'RAZORPAY_KEY_ID'],
      [{ PAYMENTS: 'sandbox', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }, 'PAYMENTS'],
      [{ PAYMENTS: 'paypal' }, 'PAYMENTS'],
    ])('stops the start for %j', (environment, variable) => {
      expect(() => loadConfig({ DATA_DIR: tempDir(), ...environment })).toThrow(variable);
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://x/y' }, 'BETTER_AUTH_SECRET'],
    [{ BETTER_AUTH_SECRET: 'short' }, 'BETTER_AUTH_SECRET'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
  ])('stops the start naming the variable for %j', (environment, variable) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...environment })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...environment })).toThrow(variable);
  });

  it('takes fee percents to two decimals and refuses more precision, clearly', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PLATFORM_FEE_PERCENT: '1.15' });
    expect(config.payment.fees).toEqual({ platformFeePercent: 1.15, gstPercent: 18 });
    for (const [variable, value] of [
      ['PLATFORM_FEE_PERCENT', '0.705'],
      ['GST_PERCENT', '18.001'],
    ] as const) {
      const start = () => loadConfig({ DATA_DIR: tempDir(), [variable]: value });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(`${variable} ${FEE_PERCENT_PRECISION}`);
    }
  });
});
