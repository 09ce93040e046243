import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { SIGN_UP_AGREEMENTS } from '#shared/privacy.ts';
import { type AppOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase, openPglite } from '../db/client';
import { borrowPglite } from './pglite-pool';
import { createTestDatabase } from './postgres-databases';

export const TEST_PASSWORD = 'Correct-Horse-42';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The instant every rule sees; tests move it with `clock.set`. */
  clock: { now: () => Date; set: (instant: Date | string) => void };
  request: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  signUp: (
    details?: Partial<{
      email: string;
      firstName: string;
      lastName: string;
      analyticsConsent: boolean;
      marketingConsent: boolean;
    }>,
  ) => Promise<{
    token: string;
    userId: string;
    email: string;
  }>;
  close: () => Promise<void>;
  /** The PostgreSQL database of this context (TEST_DATABASE_URL runs), for other processes. */
  databaseUrl: string | null;
}

let counter = 0;

/** A real app on a database of its own (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestContext(
  options: {
    now?: Date | string;
    env?: Record<string, string>;
    app?: Pick<
      AppOptions,
      'zoomUrls' | 'pageShell' | 'razorpayHostUrl' | 'settlement' | 'documentRenderers'
    >;
    /**
     * PGlite only: the data directory to keep the database in (laid out as DATA_DIR is), so
     * that a server process can open it once this context is closed; kept after close().
     */
    dataDir?: string;
  } = {},
): Promise<TestContext> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'kasrat-app-'));
  let dropDatabase: () => Promise<unknown> = async () => {};
  let database: DatabaseHandle;
  let databaseUrl: string | null = null;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const created = await createTestDatabase(serverUrl, inject('postgresTemplate'));
    database = await openDatabase({ kind: 'postgres', url: created.url });
    databaseUrl = created.url;
    dropDatabase = created.drop;
  } else {
    const kept = options.dataDir ? path.join(options.dataDir, 'pglite') : null;
    if (!kept) database = await borrowPglite();
    else if (existsSync(path.join(kept, 'PG_VERSION'))) database = await openPglite(kept);
    else database = await openPglite(kept, new Blob([readFileSync(inject('pgliteDump'))]));
  }

  let current = new Date(options.now ?? '2026-03-02T04:30:00.000Z');
  const clock = {
    now: () => new Date(current),
    set: (instant: Date | string) => {
      current = new Date(instant);
    },
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    // Suites sign many people up from one address; the limit's own tests set it back.
    SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000',
    // better-auth's scrypt costs ~100 ms of CPU a sign-up or sign-in
    // (docs/decisions/0034-test-suite-under-three-minutes.md).
    TEST_PASSWORD_HASH: 'fast',
    ...options.env,
  });
  const app = await buildApp({ ...options.app, config, database, now: clock.now, logger: false });
  await app.ready();

  const request: TestContext['request'] = ({ token, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  return {
    app,
    database,
    config,
    clock,
    request,
    databaseUrl,
    async signUp(details = {}) {
      counter += 1;
      const email = details.email ?? `person${counter}-${Date.now()}@example.in`;
      const firstName = details.firstName ?? 'Asha';
      const lastName = details.lastName ?? 'Verma';
      const response = await request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          email,
          password: TEST_PASSWORD,
          name: `${firstName} ${lastName}`,
          firstName,
          lastName,
          ...SIGN_UP_AGREEMENTS,
          ...(details.analyticsConsent !== undefined && {
            analyticsConsent: details.analyticsConsent,
          }),
          ...(details.marketingConsent !== undefined && {
            marketingConsent: details.marketingConsent,
          }),
        },
      });
      if (response.statusCode !== 200) {
        throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
      }
      const body = response.json() as { token: string; user: { id: string } };
      return { token: body.token, userId: body.user.id, email };
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second server process on the same database and configuration (cross-process tests). */
export async function buildSiblingApp(
  ctx: TestContext,
  config: Partial<Config> = {},
): Promise<FastifyInstance> {
  return buildApp({
    config: { ...ctx.config, ...config },
    database: ctx.database,
    now: ctx.clock.now,
    logger: false,
  });
}
