import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What an embedded channel "sent", a JSON file each in a directory under DATA_DIR: the demo and
 * the tests read them back. File names start with the instant, so names sort oldest first.
 */
export function createSentMessageFiles<T extends object>(dir: string) {
  return {
    async add(record: T, at: Date): Promise<void> {
      await mkdir(dir, { recursive: true });
      const name = `${at.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      const file = path.join(dir, name);
      // Renamed into place: a reader sees the message whole or not at all.
      await writeFile(`${file}.partial`, JSON.stringify({ ...record, sentAt: at.toISOString() }));
      await rename(`${file}.partial`, file);
    },
    /** Newest first, at most `limit`, those `keep` accepts. */
    async list(keep: (record: T) => boolean, limit: number): Promise<(T & { sentAt: string })[]> {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      const found: (T & { sentAt: string })[] = [];
      for (const name of names
        .filter((entry) => entry.endsWith('.json'))
        .sort()
        .reverse()) {
        const record = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as T & {
          sentAt: string;
        };
        if (keep(record)) found.push(record);
        if (found.length >= limit) break;
      }
      return found;
    },
  };
}
export type SentMessageFiles<T extends object> = ReturnType<typeof createSentMessageFiles<T>>;
