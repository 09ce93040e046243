/**
 * Holds of one trainer take turns within this process. A request waits while another hold of
 * the same trainer is being written, then checks the listing again (one look at the change
 * notes serves every request that woke together) and only then writes: when a hundred clients
 * want one slot at once, the first writes and the others are refused from memory, instead of
 * queueing one by one on the trainer's advisory lock in the database. The database's lock and
 * exclusion constraint still decide between processes.
 */
export function createTrainerTurns() {
  const writing = new Map<string, Promise<unknown>>();

  return async function turn<T>(
    trainerId: string,
    stillFree: () => Promise<boolean>,
    write: () => Promise<T>,
  ): Promise<T | null> {
    for (;;) {
      for (let ahead = writing.get(trainerId); ahead; ahead = writing.get(trainerId)) {
        await ahead.catch(() => undefined);
      }
      if (!(await stillFree())) return null;
      // another request may have started writing while this one looked
      if (writing.has(trainerId)) continue;
      const attempt = write();
      writing.set(trainerId, attempt);
      try {
        return await attempt;
      } finally {
        if (writing.get(trainerId) === attempt) writing.delete(trainerId);
      }
    }
  };
}
