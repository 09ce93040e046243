/**
 * Wraps a refresh so that a caller waits for a run that started after it called: one already
 * under way may have read the data before the caller's own writes. Callers arriving during a
 * run share the next one, so under load one refresh serves a whole batch of requests.
 */
export function catchUp(refresh: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    running = refresh().finally(() => {
      running = null;
    });
    return running;
  };
  return () => {
    if (running === null) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
