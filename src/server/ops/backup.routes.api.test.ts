import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';
import { readBackup } from './read-backup';

const NOW = '2026-03-02T04:30:00.000Z';
const onPostgres = !!process.env.TEST_DATABASE_URL;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());

describe('POST /ops/backup', () => {
  it.skipIf(onPostgres)('hands the archive only to a caller with the backup token', async () => {
    const refused = await ctx.request({ method: 'POST', url: '/ops/backup' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(MESSAGES.backupTokenRequired);
    const metricsToken = await ctx.request({
      method: 'POST',
      url: '/ops/backup',
      token: 'a-metrics-token-is-not-the-backup-token',
    });
    expect(metricsToken.statusCode).toBe(401);

    await ctx.signUp();
    const taken = await ctx.request({
      method: 'POST',
      url: '/ops/backup',
      token: ctx.config.backupToken,
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.headers['content-type']).toBe('application/gzip');
    const dir = await mkdtemp(path.join(tmpdir(), 'kasrat-backup-route-'));
    try {
      const file = path.join(dir, 'backup.tar.gz');
      await writeFile(file, taken.rawPayload);
      const manifest = await readBackup(file);
      expect(manifest.createdAt).toBe(NOW);
      expect(manifest.database.tables['public.user']!.rows).toBe(1);
      expect(manifest.database.tables['public.user']!.columns).toContain('email');
      expect(Object.keys(manifest.members)).toContain('database/public.user.copy');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.runIf(onPostgres)('does not exist on PostgreSQL, which pg_dump backs up', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/ops/backup',
      token: ctx.config.backupToken,
    });
    expect(response.statusCode).toBe(404);
  });
});
