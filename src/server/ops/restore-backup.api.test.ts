import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { embeddedPaths } from '#server/config.ts';
import { isPglite, openPglite } from '#server/db/client.ts';
import {
  createBookingRow,
  createTrainerRow,
  createUserRow,
  services,
} from '#server/test/scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { countRows, dumpDatabase, loadDatabase } from './database-dump';
import { takeBackup } from './pack-backup';
import { migrateUpTo, readMigrationJournal, restoreBackup } from './restore-backup';

const NOW = '2026-03-02T04:30:00.000Z';
const template = () => new Blob([readFileSync(inject('pgliteDump'))]);

describe.skipIf(!!process.env.TEST_DATABASE_URL)('a dump of the embedded database', () => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    ctx = await createTestContext({ now: NOW });
    root = await mkdtemp(path.join(tmpdir(), 'kasrat-restore-'));
  });
  afterAll(async () => {
    await ctx.close();
    await rm(root, { recursive: true, force: true });
  });

  it('loads into a new database as it was: new ids follow the old ones, no trigger runs twice', async () => {
    const db = ctx.database.db;
    for (const page of ['/', '/trainers', '/trainers?service=online']) {
      const event = await ctx.request({
        method: 'POST',
        url: '/api/events',
        payload: { name: 'page_view', path: page, params: { page_title: 'Kasrat' } },
      });
      expect(event.statusCode).toBe(202);
    }
    const trainer = await createTrainerRow(db, {
      latitude: 19.076,
      longitude: 72.8777,
      services: services({ personal: 1500 }),
    });
    const client = await createUserRow(db);
    for (const day of ['2026-02-20', '2026-02-24']) {
      await createBookingRow(db, {
        trainerId: trainer.id,
        clientId: client.id,
        service: 'personal',
        location: 'gym',
        sessionDate: day,
        timeSlot: '7:00 AM',
        startsAt: new Date(`${day}T01:30:00.000Z`),
        status: 'completed',
      });
    }
    if (!isPglite(ctx.database)) throw new Error('this test needs the embedded database');
    const dump = await dumpDatabase(ctx.database.client);

    const copy = await openPglite(null, template());
    try {
      await loadDatabase(copy.client, dump.tables, dump.sequences);
      const names = dump.tables.map((table) => table.name);
      expect(await countRows(copy.client, names)).toEqual(
        Object.fromEntries(dump.tables.map((table) => [table.name, table.rows])),
      );
      const summary = 'select session_count from trainer_client where trainer_id = $1';
      expect((await copy.client.query(summary, [trainer.id])).rows).toEqual([{ session_count: 2 }]);
      const next = await copy.client.query<{ id: number }>(
        `insert into analytics_event (name) values ('page_view') returning id::int`,
      );
      const before = await ctx.database.client.query<{ id: number }>(
        'select max(id)::int as id from analytics_event',
      );
      expect(next.rows[0]!.id).toBe(before.rows[0]!.id + 1);
    } finally {
      await copy.close();
    }
  });

  it('restores a backup taken before the latest migrations, then runs them', async () => {
    const journal = await readMigrationJournal();
    const older = journal.entries.length - 2;
    const source = await openPglite(null);
    const file = path.join(root, 'older.tar.gz');
    try {
      await migrateUpTo(source, journal, older);
      await source.client.query(
        `insert into "user" (id, name, email) values ('u-1', 'Meera Iyer', 'meera@example.in')`,
      );
      const { archive, manifest } = await takeBackup(source, root, new Date(NOW));
      expect(manifest.database.migrations).toEqual(
        journal.entries.slice(0, older).map((entry) => entry.when),
      );
      await pipeline(archive, createWriteStream(file));
    } finally {
      await source.close();
    }

    const target = path.join(root, 'restored');
    await restoreBackup(file, target);
    const restored = await openPglite(embeddedPaths(target).pglite);
    try {
      const users = await restored.client.query('select email from "user"');
      expect(users.rows).toEqual([{ email: 'meera@example.in' }]);
      const applied = await restored.client.query(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(applied.rows).toEqual([{ count: journal.entries.length }]);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
