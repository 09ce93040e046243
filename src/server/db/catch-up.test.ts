import { describe, expect, it } from 'vitest';
import { catchUp } from './catch-up';

function deferredRefresh() {
  const runs: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const refresh = () =>
    new Promise<void>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { runs, refresh };
}

describe('catchUp', () => {
  it('starts a run for the first caller', async () => {
    const { runs, refresh } = deferredRefresh();
    const fresh = catchUp(refresh);
    const done = fresh();
    expect(runs).toHaveLength(1);
    runs[0]!.resolve();
    await expect(done).resolves.toBeUndefined();
  });

  it('makes callers during a run wait for one more run, which they share', async () => {
    const { runs, refresh } = deferredRefresh();
    const fresh = catchUp(refresh);
    const first = fresh();
    let laterSettled = false;
    const later = [fresh(), fresh(), fresh()];
    for (const call of later) call.then(() => (laterSettled = true));
    runs[0]!.resolve();
    await first;
    await Promise.resolve();
    expect(laterSettled).toBe(false);
    expect(runs).toHaveLength(2);
    runs[1]!.resolve();
    await Promise.all(later);
    expect(runs).toHaveLength(2);
  });

  it('passes a failed run on to its callers and still serves those waiting', async () => {
    const { runs, refresh } = deferredRefresh();
    const fresh = catchUp(refresh);
    const first = fresh();
    const second = fresh();
    runs[0]!.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await Promise.resolve();
    await Promise.resolve();
    runs[1]!.resolve();
    await expect(second).resolves.toBeUndefined();
  });
});
