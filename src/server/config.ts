import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BRAND } from '#shared/catalog.ts';
import {
  DEFAULT_FEE_RATES,
  FEE_PERCENT_PRECISION,
  type FeeRates,
  isWholeBasisPoints,
} from '#shared/fees.ts';
import { present } from '#shared/present.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { loadTaxSettings } from './tax-config';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

// ── Settlement to trainers: Razorpay Route ────────────────────────────────────────────────────

const settlementEnvironment = {
  /** Split each Razorpay payment: the trainer's share goes to their Route linked account. */
  RAZORPAY_ROUTE: booleanText.optional(),
  RAZORPAY_ROUTE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Hours after a session is completed before its transfer's hold is released. A client can
   * still dispute attendance or quality then, and a transfer still on hold is simply reversed.
   * Razorpay's chargeback window is far longer, but a trainer should be paid within the week.
   */
  ROUTE_RELEASE_HOURS: z.coerce
    .number()
    .int('must be whole hours')
    .min(0, 'must be 0 to 720 hours')
    .max(720, 'must be 0 to 720 hours')
    .default(72),
};

/**
 * `weekly`: trainers are paid by the weekly payouts; `route`: each payment's trainer share is
 * transferred on hold to their linked account and released `releaseHours` after the session.
 */
export type SettlementConfig =
  | { kind: 'weekly' }
  | {
      kind: 'route';
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      releaseHours: number;
    };

function settlementFrom(env: {
  RAZORPAY_ROUTE?: boolean;
  RAZORPAY_ROUTE_WEBHOOK_SECRET?: string;
  ROUTE_RELEASE_HOURS: number;
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
}): SettlementConfig {
  if (!env.RAZORPAY_ROUTE) return { kind: 'weekly' };
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET) {
    throw new ConfigError(
      'Invalid configuration: RAZORPAY_ROUTE=true needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: Route transfers trainers their share of the payments those keys take',
    );
  }
  if (!env.RAZORPAY_ROUTE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration: RAZORPAY_ROUTE=true needs RAZORPAY_ROUTE_WEBHOOK_SECRET, the secret of the webhook for transfers, settlements and linked accounts',
    );
  }
  return {
    kind: 'route',
    keyId: env.RAZORPAY_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET,
    webhookSecret: env.RAZORPAY_ROUTE_WEBHOOK_SECRET,
    releaseHours: env.ROUTE_RELEASE_HOURS,
  };
}

// ── End of settlement to trainers ─────────────────────────────────────────────────────────────

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(2).max(100).optional(),
  GRIEVANCE_OFFICER_EMAIL: z.email().optional(),
  TRUST_PROXY: z
    .string()
    .refine(
      (value) => parseTrustProxy(value) !== null,
      'must be a hop count (1-10) or a comma-separated list of proxy addresses or CIDR ranges (loopback, linklocal and uniquelocal name ranges); never true',
    )
    .optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  KYC_ENCRYPTION_KEY: z
    .string()
    .refine((value) => kycKeyBytes(value) !== null, 'must be 32 bytes in base64 or hex')
    .optional(),
  SEED_DEMO: booleanText.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  REDIS_CHANNEL_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'must be 1–64 letters, digits, dots, dashes or underscores')
    .default('socket.io'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]*$/, 'must be one line')
    .default('Kasrat <no-reply@kasrat.in>'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-south-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SIGN_UPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  VITE_GA_MEASUREMENT_ID: z.string().optional(),
  /**
   * `sandbox` or `razorpay`. Unset: razorpay when its keys are set, otherwise the sandbox, which
   * a server on DATABASE_URL refuses unless this says so on purpose
   * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md).
   */
  PAYMENTS: z.enum(['sandbox', 'razorpay']).optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAYX_KEY_ID: z.string().optional(),
  RAZORPAYX_KEY_SECRET: z.string().optional(),
  RAZORPAYX_ACCOUNT_NUMBER: z.string().optional(),
  RAZORPAYX_WEBHOOK_SECRET: z.string().optional(),
  ...settlementEnvironment,
  PLATFORM_FEE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(50)
    .refine(isWholeBasisPoints, FEE_PERCENT_PRECISION)
    .default(DEFAULT_FEE_RATES.platformFeePercent),
  GST_PERCENT: z.coerce
    .number()
    .min(0)
    .max(50)
    .refine(isWholeBasisPoints, FEE_PERCENT_PRECISION)
    .default(DEFAULT_FEE_RATES.gstPercent),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, 'must be the digits of the WhatsApp Business phone number id')
    .optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TEMPLATE_REMINDER_DAY: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lowercase letters, digits, _)')
    .default('session_reminder_day'),
  WHATSAPP_TEMPLATE_REMINDER_HOUR: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lowercase letters, digits, _)')
    .default('session_reminder_hour'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url of an uncompressed P-256 key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url of a 32-byte P-256 key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
    .optional(),
  ZOOM_ACCOUNT_ID: z.string().optional(),
  ZOOM_CLIENT_ID: z.string().optional(),
  ZOOM_CLIENT_SECRET: z.string().optional(),
  /** Tests only: the instant the server's clock starts at (ISO); it can be moved with POST /api/test/clock. */
  TEST_NOW: z.iso.datetime({ offset: true }).optional(),
  /** Tests only: `fast` hashes passwords with a cheap scrypt (auth/test-password-hash.ts). */
  TEST_PASSWORD_HASH: z.enum(['fast']).optional(),
});

export type Environment = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Who answers privacy complaints, shown on /privacy (docs/product/privacy.md#the-notice). */
  grievanceOfficer: { name: string; email: string };
  /**
   * The proxies whose X-Forwarded-* headers are believed; false: none
   * (docs/decisions/0032-one-resolved-client-address.md).
   */
  trustProxy: TrustProxy;
  dataDir: string;
  database: { kind: 'pglite'; dir: string | null } | { kind: 'postgres'; url: string };
  authSecret: string;
  /** AES-256-GCM key for the KYC numbers (docs/product/kyc.md#encryption-at-rest). */
  kycEncryptionKey: Buffer;
  seedDemo: boolean;
  redisUrl: string | null;
  /** socket.io's channels on Redis (src/server/plugins/socket-io.ts). */
  redisChannelPrefix: string;
  mail: { smtpUrl: string | null; from: string };
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | null;
        publicUrl: string | null;
        accessKeyId: string | null;
        secretAccessKey: string | null;
      };
  logLevel: string;
  /**
   * Sign-up attempts one client address may make per hour
   * (docs/decisions/0027-account-endpoints-codes-and-passwords.md).
   */
  signUpsPerAddressPerHour: number;
  /** Bearer token for GET /metrics; without it only a local scraper may read them. */
  metricsToken: string | null;
  /**
   * Bearer token for POST /ops/backup, derived from the auth secret: `npm run backup` run with
   * the server's configuration knows it, nobody else does.
   */
  backupToken: string;
  gaMeasurementId: string | null;
  payment: {
    fees: FeeRates;
    /** `sandbox` signs with a secret derived from the auth secret; `razorpay` uses the real keys. */
    provider:
      | { kind: 'sandbox'; keyId: string; keySecret: string; webhookSecret: string }
      | { kind: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string | null };
  };
  /**
   * `manual`: an admin settles each payout by hand; `razorpayx` sends them
   * (docs/product/earnings-and-payouts.md#provider-payouts).
   */
  payouts:
    | { kind: 'manual' }
    | {
        kind: 'razorpayx';
        keyId: string;
        keySecret: string;
        accountNumber: string;
        webhookSecret: string;
      };
  /** Tax documents and withholdings (docs/product/tax.md#settings). */
  tax: TaxSettings;
  /** How trainers get their share of each payment: the weekly payouts, or Razorpay Route. */
  settlement: SettlementConfig;
  /**
   * `stored`: the embedded default keeps each WhatsApp message as a file in `dir`; `cloud`: the
   * WhatsApp Cloud API sends it (docs/product/reminders.md#channels).
   */
  whatsapp:
    | { kind: 'stored'; dir: string; templates: { reminderDay: string; reminderHour: string } }
    | {
        kind: 'cloud';
        apiUrl: string;
        token: string;
        phoneNumberId: string;
        templates: { reminderDay: string; reminderHour: string };
      };
  /**
   * Web Push: the VAPID keys (set, or generated once into DATA_DIR), where a copy of each push
   * sent is kept, and whether push services on this machine's loopback are allowed (tests only).
   */
  push: {
    vapid: { publicKey: string; privateKey: string; subject: string };
    sentDir: string;
    allowLoopbackEndpoints: boolean;
  };
  meetings:
    | { kind: 'jitsi' }
    | { kind: 'zoom'; accountId: string; clientId: string; clientSecret: string };
  /** Tests only (NODE_ENV=test): where the server's settable clock starts. */
  testNow: string | null;
  /** Tests only (NODE_ENV=test): passwords hashed cheaply, for suites that sign many up. */
  testFastPasswordHash: boolean;
}

export class ConfigError extends Error {}

/** The demo's grievance officer (docs/product/privacy.md#the-notice). */
export const SAMPLE_GRIEVANCE_OFFICER = { name: 'Priya Raman', email: 'grievance@kasrat.test' };

/**
 * Whether the payout run pays out sessions paid in the sandbox: only in the embedded demo, whose
 * payments are the sandbox and whose payouts are settled by hand. A deployment on a database
 * server never does, even with `PAYMENTS=sandbox`: an admin there might transfer real money for
 * a payment that moved none.
 */
export function paysOutSandbox(config: Pick<Config, 'payment' | 'payouts' | 'database'>): boolean {
  return (
    config.database.kind === 'pglite' &&
    config.payment.provider.kind === 'sandbox' &&
    config.payouts.kind === 'manual'
  );
}

/**
 * Reads the environment once. Embedded mode (no DATABASE_URL) needs nothing: a secret is
 * generated on first start and kept in DATA_DIR so sessions survive restarts.
 */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(dropEmpty(environment));
  if (!parsed.success) {
    const issue = present(parsed.error.issues[0], 'the first configuration issue');
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const paths = embeddedPaths(dataDir);
  const embedded = env.DATABASE_URL === undefined;
  if (!embedded && env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration: BETTER_AUTH_SECRET is required in production when DATABASE_URL is set',
    );
  }
  if (!embedded && env.NODE_ENV === 'production' && !env.KYC_ENCRYPTION_KEY) {
    throw new ConfigError(
      'Invalid configuration: KYC_ENCRYPTION_KEY is required in production when DATABASE_URL is set',
    );
  }
  if (env.S3_BUCKET && !!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if (!!env.RAZORPAY_KEY_ID !== !!env.RAZORPAY_KEY_SECRET) {
    throw new ConfigError(
      'Invalid configuration: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    );
  }
  const payments = env.PAYMENTS ?? (env.RAZORPAY_KEY_ID ? 'razorpay' : 'sandbox');
  if (payments === 'razorpay' && !env.RAZORPAY_KEY_ID) {
    throw new ConfigError(
      'Invalid configuration: PAYMENTS=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    );
  }
  if (payments === 'sandbox' && env.RAZORPAY_KEY_ID) {
    throw new ConfigError(
      'Invalid configuration: PAYMENTS=sandbox with RAZORPAY_* keys set; unset one or the other',
    );
  }
  // A real deployment never takes test money by accident; the embedded demo and the tests do.
  if (!embedded && env.NODE_ENV !== 'test' && payments === 'sandbox' && !env.PAYMENTS) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_URL is set but no payment provider is: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENTS=sandbox for a test deployment where no money moves',
    );
  }
  const razorpayx = [
    env.RAZORPAYX_KEY_ID,
    env.RAZORPAYX_KEY_SECRET,
    env.RAZORPAYX_ACCOUNT_NUMBER,
    env.RAZORPAYX_WEBHOOK_SECRET,
  ];
  if (razorpayx.some(Boolean) && !razorpayx.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET must be set together',
    );
  }
  if (!!env.WHATSAPP_TOKEN !== !!env.WHATSAPP_PHONE_NUMBER_ID) {
    throw new ConfigError(
      'Invalid configuration: WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together',
    );
  }
  if (!!env.VAPID_PUBLIC_KEY !== !!env.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  }
  const zoom = [env.ZOOM_ACCOUNT_ID, env.ZOOM_CLIENT_ID, env.ZOOM_CLIENT_SECRET];
  if (zoom.some(Boolean) && !zoom.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET must be set together',
    );
  }
  if (env.TEST_NOW && env.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration: TEST_NOW is only allowed with NODE_ENV=test');
  }
  if (env.TEST_PASSWORD_HASH && env.NODE_ENV !== 'test') {
    throw new ConfigError(
      'Invalid configuration: TEST_PASSWORD_HASH is only allowed with NODE_ENV=test',
    );
  }
  const realMoney = payments === 'razorpay' && env.NODE_ENV === 'production';
  // A deployment that takes real money names a real person; the demo and tests a sample one.
  if (realMoney && !(env.GRIEVANCE_OFFICER_NAME && env.GRIEVANCE_OFFICER_EMAIL)) {
    throw new ConfigError(
      'Invalid configuration: real payments need GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL for the privacy notice',
    );
  }
  let tax: TaxSettings;
  try {
    // Tests and development may take Razorpay's test keys without a legal entity behind them.
    tax = loadTaxSettings(dropEmpty(environment), realMoney);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const settlement = settlementFrom(env);
  if (settlement.kind === 'route' && razorpayx.some(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: RAZORPAY_ROUTE=true with RAZORPAYX_* set; Route pays trainers their share of each payment, so RazorpayX payouts would pay them twice: unset one or the other',
    );
  }
  const whatsappTemplates = {
    reminderDay: env.WHATSAPP_TEMPLATE_REMINDER_DAY,
    reminderHour: env.WHATSAPP_TEMPLATE_REMINDER_HOUR,
  };
  const port = env.PORT;
  const authSecret = env.BETTER_AUTH_SECRET ?? embeddedSecret(dataDir, paths.authSecret);
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    grievanceOfficer: {
      name: env.GRIEVANCE_OFFICER_NAME ?? SAMPLE_GRIEVANCE_OFFICER.name,
      email: env.GRIEVANCE_OFFICER_EMAIL ?? SAMPLE_GRIEVANCE_OFFICER.email,
    },
    trustProxy: present(parseTrustProxy(env.TRUST_PROXY), 'TRUST_PROXY'),
    dataDir,
    database:
      env.DATABASE_URL === undefined
        ? { kind: 'pglite', dir: paths.pglite }
        : { kind: 'postgres', url: env.DATABASE_URL },
    authSecret,
    kycEncryptionKey: present(
      kycKeyBytes(env.KYC_ENCRYPTION_KEY ?? embeddedKycKey(dataDir, paths.kycKey)),
      'KYC_ENCRYPTION_KEY',
    ),
    seedDemo: env.SEED_DEMO ?? embedded,
    redisUrl: env.REDIS_URL ?? null,
    redisChannelPrefix: env.REDIS_CHANNEL_PREFIX,
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT ?? null,
          publicUrl: env.S3_PUBLIC_URL ?? null,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
        }
      : { kind: 'local', dir: paths.publicFiles },
    logLevel: env.LOG_LEVEL,
    signUpsPerAddressPerHour: env.SIGN_UPS_PER_ADDRESS_PER_HOUR,
    metricsToken: env.METRICS_TOKEN ?? null,
    backupToken: derivedSecret(authSecret, 'ops-backup'),
    gaMeasurementId: env.VITE_GA_MEASUREMENT_ID ?? null,
    payment: {
      fees: { platformFeePercent: env.PLATFORM_FEE_PERCENT, gstPercent: env.GST_PERCENT },
      provider:
        payments === 'razorpay'
          ? {
              kind: 'razorpay',
              keyId: present(env.RAZORPAY_KEY_ID, 'RAZORPAY_KEY_ID'),
              keySecret: present(env.RAZORPAY_KEY_SECRET, 'RAZORPAY_KEY_SECRET'),
              webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? null,
            }
          : {
              kind: 'sandbox',
              keyId: 'rzp_test_kasrat_sandbox',
              keySecret: derivedSecret(authSecret, 'payment-sandbox-key'),
              webhookSecret: derivedSecret(authSecret, 'payment-sandbox-webhook'),
            },
    },
    payouts: env.RAZORPAYX_KEY_ID
      ? {
          kind: 'razorpayx',
          keyId: env.RAZORPAYX_KEY_ID,
          keySecret: present(env.RAZORPAYX_KEY_SECRET, 'RAZORPAYX_KEY_SECRET'),
          accountNumber: present(env.RAZORPAYX_ACCOUNT_NUMBER, 'RAZORPAYX_ACCOUNT_NUMBER'),
          webhookSecret: present(env.RAZORPAYX_WEBHOOK_SECRET, 'RAZORPAYX_WEBHOOK_SECRET'),
        }
      : { kind: 'manual' },
    tax,
    settlement,
    meetings: env.ZOOM_ACCOUNT_ID
      ? {
          kind: 'zoom',
          accountId: env.ZOOM_ACCOUNT_ID,
          clientId: present(env.ZOOM_CLIENT_ID, 'ZOOM_CLIENT_ID'),
          clientSecret: present(env.ZOOM_CLIENT_SECRET, 'ZOOM_CLIENT_SECRET'),
        }
      : { kind: 'jitsi' },
    whatsapp: env.WHATSAPP_TOKEN
      ? {
          kind: 'cloud',
          apiUrl: env.WHATSAPP_API_URL.replace(/\/$/, ''),
          token: env.WHATSAPP_TOKEN,
          phoneNumberId: present(env.WHATSAPP_PHONE_NUMBER_ID, 'WHATSAPP_PHONE_NUMBER_ID'),
          templates: whatsappTemplates,
        }
      : { kind: 'stored', dir: paths.whatsappMessages, templates: whatsappTemplates },
    push: {
      vapid: {
        ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : embeddedVapidKeys(dataDir, paths.vapidKeys)),
        subject: env.VAPID_SUBJECT ?? `mailto:${BRAND.supportEmail}`,
      },
      sentDir: paths.pushSent,
      allowLoopbackEndpoints: env.NODE_ENV === 'test',
    },
    testNow: env.TEST_NOW ?? null,
    testFastPasswordHash: env.TEST_PASSWORD_HASH === 'fast',
  };
}

/** DATA_DIR as loadConfig resolves it, without creating anything there (restore needs it empty). */
export function dataDirFrom(environment: Record<string, string | undefined> = process.env): string {
  return path.resolve(envSchema.shape.DATA_DIR.parse(dropEmpty(environment).DATA_DIR));
}

/** What the embedded default keeps under DATA_DIR; a backup carries all of it but `incoming`. */
export function embeddedPaths(dataDir: string) {
  return {
    pglite: path.join(dataDir, 'pglite'),
    /** Storage's `public/…` keys, served at /uploads/. */
    publicFiles: path.join(dataDir, 'uploads'),
    /** Storage's `private/…` keys (KYC documents), never served statically. */
    privateFiles: path.join(dataDir, 'private'),
    incomingFiles: path.join(dataDir, 'incoming'),
    authSecret: path.join(dataDir, 'auth-secret'),
    kycKey: path.join(dataDir, 'kyc-encryption-key'),
    /** The VAPID key pair push subscriptions are made for: lose it and every browser re-subscribes. */
    vapidKeys: path.join(dataDir, 'vapid-keys.json'),
    /** The embedded WhatsApp default's messages, a JSON file each. */
    whatsappMessages: path.join(dataDir, 'whatsapp-messages'),
    /** A copy of each web push sent, a JSON file each. */
    pushSent: path.join(dataDir, 'push-sent'),
  };
}

function dropEmpty(environment: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
}

/** A secret of its own for each use, so the sandbox key never reveals the auth secret. */
function derivedSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

function embeddedSecret(dataDir: string, file: string): string {
  // Empty only when a first start was killed before writing it, so nothing has used it yet.
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // Renamed into place: the file is there whole or not at all.
  writeFileSync(`${file}.partial`, secret, { mode: 0o600 });
  renameSync(`${file}.partial`, file);
  return secret;
}

/**
 * A VAPID key pair (P-256, base64url as browsers take it), generated on first start and kept:
 * browsers' subscriptions name the public key, so a new pair would silence them all.
 */
function embeddedVapidKeys(dataDir: string, file: string) {
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (kept) return JSON.parse(kept) as { publicKey: string; privateKey: string };
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const keys = {
    publicKey: publicKey
      .export({ format: 'der', type: 'spki' })
      .subarray(-65)
      .toString('base64url'),
    privateKey: present(jwk.d, 'the private key of a generated P-256 pair'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(`${file}.partial`, JSON.stringify(keys), { mode: 0o600 });
  renameSync(`${file}.partial`, file);
  return keys;
}

/** Losing this file loses every stored KYC number: `npm run backup` carries it. */
function embeddedKycKey(dataDir: string, file: string): string {
  return embeddedSecret(dataDir, file);
}

/** 64 hex characters or the base64 of 32 bytes; null for anything else. */
function kycKeyBytes(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value, 'base64');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}
