import {
  claimExpiryReminders,
  endPack,
  enqueueExpiryReminder,
  expiredPacks,
  lapsePendingPacks,
} from '#server/features/packs/pack-lifecycle.repository.ts';
import type { Job } from './job-runner';

/** The jobs of a pack's lifetime (docs/product/packs.md#expiry). */

/** Packs left unpaid past their 15 minutes lapse. */
export const lapsePacks: Job = {
  name: 'lapse-packs',
  intervalMs: 60_000,
  run: (db, now) => lapsePendingPacks(db, now),
};

/** The client hears 7 days and 1 day before a pack with unused credits ends. */
export const remindPackExpiry = (publicUrl: string): Job => ({
  name: 'remind-pack-expiry',
  intervalMs: 10 * 60_000,
  async run(db, now) {
    const due = await claimExpiryReminders(db, now);
    for (const reminder of due) await enqueueExpiryReminder(db, reminder, now, publicUrl);
    return due.length;
  },
});

/** Packs past their validity end; their unused credits are refunded. */
export const endPacks = (publicUrl: string): Job => ({
  name: 'end-packs',
  intervalMs: 10 * 60_000,
  async run(db, now) {
    let ended = 0;
    for (const packId of await expiredPacks(db, now, 50)) {
      if (await db.transaction((tx) => endPack(tx, packId, now, publicUrl))) ended += 1;
    }
    return ended;
  },
});
