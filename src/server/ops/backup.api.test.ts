import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { create, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { embeddedPaths, loadConfig } from '#server/config.ts';
import { openPglite } from '#server/db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/build-demo-data.ts';
import { seedDemoData } from '#server/db/seed.ts';
import { createStorage } from '#server/integrations/storage/create-storage.ts';
import { PROJECT_ROOT } from '#server/paths.ts';
import {
  API_PROCESS_AUTH_SECRET,
  type ApiProcess,
  exitOf,
  startApiProcess,
} from '#server/test/api-process.ts';
import { MESSAGES } from '#shared/messages.ts';
import { BackupArchiveError } from './read-backup';
import { restoreBackup } from './restore-backup';

const NOW = '2026-03-02T04:30:00.000Z';

/** `npm run backup` / `npm run restore` as an operator runs them, beside the server. */
function runCommand(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/server/ops/${script}-cli.ts`, ...args],
      {
        cwd: PROJECT_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          BETTER_AUTH_SECRET: API_PROCESS_AUTH_SECRET,
          ...env,
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

interface Answer {
  status: number;
  body: unknown;
  bytes: Buffer;
}

/** One call to a server process, as the web app makes it. */
async function call(
  server: ApiProcess,
  url: string,
  options: { method?: string; token?: string; json?: unknown; body?: Buffer; type?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { origin: server.url };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.type) headers['content-type'] = options.type;
  const response = await fetch(new URL(url, server.url), {
    method: options.method ?? 'GET',
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.includes('json');
  return { status: response.status, body: isJson ? JSON.parse(bytes.toString()) : null, bytes };
}

async function signIn(server: ApiProcess, email: string): Promise<string> {
  const answer = await call(server, '/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: DEMO_PASSWORD },
  });
  expect(answer.status).toBe(200);
  return (answer.body as { token: string }).token;
}

const data = <T>(answer: Answer) => {
  expect(answer.status).toBe(200);
  return (answer.body as { data: T }).data;
};

/** Every trainer page the sitemap lists (in one file, or in parts past 50,000 addresses). */
async function trainerPages(server: ApiProcess): Promise<string[]> {
  const index = (await call(server, '/sitemap.xml')).bytes.toString();
  const files = [index];
  for (const [, part] of index.matchAll(/<loc>[^<]*(\/sitemap-trainers-\d+\.xml)<\/loc>/g)) {
    files.push((await call(server, part!)).bytes.toString());
  }
  return files
    .flatMap((xml) => [...xml.matchAll(/<loc>([^<]*\/trainer\/[^<]*)<\/loc>/g)].map((m) => m[1]!))
    .sort();
}

/** The chats in which someone has written. */
async function conversations(server: ApiProcess, token: string) {
  const list = data<{ all_participants: { chatId: string; last_message: unknown }[] }>(
    await call(server, '/api/chat', { token }),
  );
  const written = list.all_participants.filter((participant) => participant.last_message !== null);
  expect(written.length).toBeGreaterThan(0);
  return written;
}

async function trainerUnderReview(server: ApiProcess, admin: string): Promise<string> {
  const queue = data<{ trainerId: string }[]>(
    await call(server, '/api/admin/kyc?status=partial', { token: admin }),
  );
  return queue[0]!.trainerId;
}

/**
 * What an admin comparing a KYC submission sees: the full Aadhaar number (decrypted with the KYC
 * key) and the private scan. Opening it is recorded, so it is not part of whatUsersSee.
 */
async function kycDocument(server: ApiProcess) {
  const admin = await signIn(server, DEMO_ACCOUNTS.admin);
  const reviewed = await trainerUnderReview(server, admin);
  const link = data<{ url: string; number: string }>(
    await call(server, `/api/admin/kyc/${reviewed}/documents/aadhaarFrontImage`, { token: admin }),
  );
  return { number: link.number, image: (await call(server, link.url)).bytes };
}

/** What the demo client, trainer and admin see, compared before the backup and after the restore. */
async function whatUsersSee(server: ApiProcess, profileImageUrl: string | null) {
  const client = await signIn(server, DEMO_ACCOUNTS.client);
  const trainer = await signIn(server, DEMO_ACCOUNTS.trainer);
  const admin = await signIn(server, DEMO_ACCOUNTS.admin);
  const profile = data<{ profileImageUrl: string | null; trainerId: string | null }>(
    await call(server, '/api/auth/profile', { token: client }),
  );
  const trainerId = data<{ trainerId: string }>(
    await call(server, '/api/auth/profile', { token: trainer }),
  ).trainerId;
  const chats = await conversations(server, client);
  const messages = [];
  for (const chat of chats) {
    messages.push(data(await call(server, `/api/chat/${chat.chatId}/messages`, { token: client })));
  }
  const reviewed = await trainerUnderReview(server, admin);
  // Addresses name the server's own origin (PUBLIC_URL), which is another port after the restore.
  const origin = new RegExp(`http://localhost:${new URL(server.url).port}`, 'g');
  const sameAnywhere = (answer: unknown): unknown =>
    JSON.parse(JSON.stringify(answer).replace(origin, 'PUBLIC_URL'));
  return {
    trainerPages: (await trainerPages(server)).map((page) => page.replace(origin, 'PUBLIC_URL')),
    profileImageUrl: profile.profileImageUrl,
    profileImage: profileImageUrl ? (await call(server, profileImageUrl)).bytes : null,
    bookings: sameAnywhere((await call(server, '/api/bookings?limit=50', { token: client })).body),
    chats: sameAnywhere(chats),
    messages: sameAnywhere(messages),
    trainer: sameAnywhere((await call(server, `/api/trainers/${trainerId}`)).body),
    reviews: sameAnywhere((await call(server, `/api/trainers/${trainerId}/reviews`)).body),
    upcoming: sameAnywhere(
      (await call(server, '/api/trainer/sessions/upcoming', { token: trainer })).body,
    ),
    kycReview: sameAnywhere(
      (await call(server, `/api/admin/kyc/${reviewed}`, { token: admin })).body,
    ),
  };
}

/** Every row of the tables that hold what users made, to compare two databases. */
async function tableContents(pgliteDir: string) {
  const database = await openPglite(pgliteDir);
  try {
    const tables = [
      'user',
      'account',
      'trainer',
      'booking',
      'payment',
      'review',
      'chat',
      'chat_message',
      'trainer_kyc',
      'trainer_client',
      'payout',
      'payout_booking',
      'upload_grant',
    ];
    const contents: Record<string, unknown[]> = {};
    for (const table of tables) {
      const result = await database.client.query(
        `select to_jsonb(t) as row from "${table}" t order by to_jsonb(t)::text`,
      );
      contents[table] = result.rows;
    }
    return contents;
  } finally {
    await database.close();
  }
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)(
  'npm run backup and npm run restore on the embedded database (PostgreSQL uses pg_dump)',
  () => {
    let root: string;
    let original: string;
    let archive: string;
    let server: ApiProcess | null = null;
    let restoredServer: ApiProcess | null = null;
    let seen: Awaited<ReturnType<typeof whatUsersSee>>;
    let seenDocument: Awaited<ReturnType<typeof kycDocument>>;
    let backup: { code: number; stdout: string; stderr: string };
    let duringBackup: { status: number; ms: number }[];

    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'kasrat-backup-'));
      original = path.join(root, 'original');
      archive = path.join(root, 'kasrat.tar.gz');
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: original,
        BETTER_AUTH_SECRET: API_PROCESS_AUTH_SECRET,
        LOG_LEVEL: 'silent',
      });
      const seeding = await openPglite(
        config.database.kind === 'pglite' ? config.database.dir : null,
        new Blob([readFileSync(inject('pgliteDump'))]),
      );
      await seedDemoData(seeding.db, {
        now: new Date(NOW),
        log: Fastify({ logger: false }).log,
        kyc: {
          encryptionKey: config.kycEncryptionKey,
          storage: await createStorage(config, () => new Date(NOW)),
        },
      });
      await seeding.close();
      server = await startApiProcess({ dataDir: original }, NOW);

      // A new upload and a new message, beside the demo data's KYC documents and chats.
      const client = await signIn(server, DEMO_ACCOUNTS.client);
      const grant = data<{ uploadUrl: string; fileUrl: string }>(
        await call(server, '/api/upload-url?fileType=image/png&fieldName=profileImage', {
          token: client,
        }),
      );
      const png = await sharp({
        create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 90, b: 30 } },
      })
        .png()
        .toBuffer();
      expect(
        (await call(server, grant.uploadUrl, { method: 'PUT', body: png, type: 'image/png' }))
          .status,
      ).toBe(200);
      expect(
        (
          await call(server, '/api/save-user-image', {
            method: 'POST',
            token: client,
            json: { imageUrl: grant.fileUrl, fieldName: 'profileImage' },
          })
        ).status,
      ).toBe(200);
      const [chat] = await conversations(server, client);
      expect(
        (
          await call(server, `/api/chat/${chat!.chatId}/messages`, {
            method: 'POST',
            token: client,
            json: { message: 'Can we move Thursday to 7 AM? — backed up' },
          })
        ).status,
      ).toBe(201);
      seenDocument = await kycDocument(server);
      seen = await whatUsersSee(server, grant.fileUrl);

      // The backup runs while visitors keep using the server.
      const port = new URL(server.url).port;
      let backingUp = true;
      const running = runCommand('backup', [archive], { DATA_DIR: original, PORT: port });
      const traffic = (async () => {
        const answers: { status: number; ms: number }[] = [];
        while (backingUp) {
          const started = performance.now();
          const event = await call(server!, '/api/events', {
            method: 'POST',
            json: { name: 'page_view', path: '/trainers', params: { page_title: 'Trainers' } },
          });
          answers.push({ status: event.status, ms: performance.now() - started });
        }
        return answers;
      })();
      backup = await running;
      backingUp = false;
      duringBackup = await traffic;
    }, 240_000);

    afterAll(async () => {
      for (const running of [server, restoredServer]) {
        if (running && running.process.exitCode === null) {
          running.process.kill('SIGTERM');
          await exitOf(running);
        }
      }
      await rm(root, { recursive: true, force: true });
    });

    it('writes one archive while the server keeps answering', async () => {
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/from the running server at http:\/\/127\.0\.0\.1:\d+/);
      expect(backup.stdout).toContain('keep it as secret as the data directory');
      expect((await stat(archive)).mode & 0o077).toBe(0);
      expect(duringBackup.length).toBeGreaterThan(0);
      expect(duringBackup.every((answer) => answer.status === 202)).toBe(true);
    });

    it('refuses to hand a backup to anyone without the backup token', async () => {
      const refused = await call(server!, '/ops/backup', { method: 'POST' });
      expect(refused.status).toBe(401);
      expect((refused.body as { message: string }).message).toBe(MESSAGES.backupTokenRequired);
      const guessed = await call(server!, '/ops/backup', { method: 'POST', token: 'guess' });
      expect(guessed.status).toBe(401);
    });

    it('restores into an empty directory where a server finds every trainer, booking, review, message and upload', async () => {
      const restored = path.join(root, 'restored');
      const restore = await runCommand('restore', [archive], { DATA_DIR: restored });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain(`into ${restored}`);

      restoredServer = await startApiProcess({ dataDir: restored }, NOW);
      const after = await whatUsersSee(restoredServer, seen.profileImageUrl);
      expect(after.trainerPages.length).toBeGreaterThan(200);
      expect(after).toEqual(seen);
      expect(await kycDocument(restoredServer)).toEqual(seenDocument);
      const profileFile = path.join(
        embeddedPaths(restored).publicFiles,
        seen.profileImageUrl!.replace(/^\/uploads\//, ''),
      );
      expect(await readFile(profileFile)).toEqual(seen.profileImage);

      for (const running of [server!, restoredServer]) {
        running.process.kill('SIGTERM');
        expect(await exitOf(running)).toBe(0);
      }
      expect(await tableContents(embeddedPaths(restored).pglite)).toEqual(
        await tableContents(embeddedPaths(original).pglite),
      );
    }, 180_000);

    it('refuses a data directory that is not empty, and leaves it as it was', async () => {
      const occupied = path.join(root, 'occupied');
      await mkdir(occupied);
      await writeFile(path.join(occupied, 'notes.txt'), 'keep me');
      const restore = await runCommand('restore', [archive], { DATA_DIR: occupied });
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain(`${occupied} is not empty`);
      expect(readdirSync(occupied)).toEqual(['notes.txt']);
    }, 60_000);

    it('refuses a damaged archive before it writes anything', async () => {
      const target = path.join(root, 'never-written');
      const bytes = await readFile(archive);
      const cut = path.join(root, 'cut.tar.gz');
      await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
      await expect(restoreBackup(cut, target)).rejects.toThrow(/not a readable backup archive/);
      expect(existsSync(target)).toBe(false);

      const flipped = path.join(root, 'flipped.tar.gz');
      bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
      await writeFile(flipped, bytes);
      await expect(restoreBackup(flipped, target)).rejects.toThrow(BackupArchiveError);
      expect(existsSync(target)).toBe(false);

      // A well-formed archive whose upload was swapped after the manifest was written.
      const unpacked = path.join(root, 'unpacked');
      await mkdir(unpacked);
      await extract({ file: archive, cwd: unpacked });
      const upload = path.join(
        unpacked,
        'files/public',
        seen.profileImageUrl!.replace(/^\/uploads\//, ''),
      );
      await writeFile(upload, Buffer.from('not the picture that was backed up'));
      const swapped = path.join(root, 'swapped.tar.gz');
      await create({ file: swapped, gzip: true, cwd: unpacked }, readdirSync(unpacked));
      await expect(restoreBackup(swapped, target)).rejects.toThrow(
        /files\/public\/avatars\/[0-9a-f-]+\.webp does not match its checksum/,
      );
      expect(existsSync(target)).toBe(false);

      const restore = await runCommand('restore', [swapped], { DATA_DIR: target });
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain('is damaged');
      expect(existsSync(target)).toBe(false);
    }, 60_000);
  },
);
