import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { nearbyTrainersQueryOptions } from './get-nearby-trainers';

const query = { latitude: 34.15, longitude: 77.58, radius: 100, page: 1, limit: 5 };

/** How many calls a failing nearby query makes, and after how long it reports the error. */
async function failWith(error: ApiError) {
  const client = createQueryClient();
  const queryFn = vi.fn(async () => {
    throw error;
  });
  const started = Date.now();
  const settled = client
    .fetchQuery({ ...nearbyTrainersQueryOptions(query), queryFn })
    .catch((failure: unknown) => ({ failure, after: Date.now() - started }));
  await vi.runAllTimersAsync();
  const outcome = await settled;
  return { calls: queryFn.mock.calls.length, ...(outcome as { failure: unknown; after: number }) };
}

describe('the nearby query on failure', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T05:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks once more after a network failure and reports it within 5 s', async () => {
    const { calls, after, failure } = await failWith(new ApiError('Network down', null));
    expect(calls).toBe(2);
    expect(after).toBeLessThan(5000);
    expect(failure).toBeInstanceOf(ApiError);
  });

  it('asks once more after a 503', async () => {
    const { calls, after } = await failWith(new ApiError('Unavailable', 503));
    expect(calls).toBe(2);
    expect(after).toBeLessThan(5000);
  });

  it('reports a 4xx at once, without asking again', async () => {
    const { calls, after } = await failWith(new ApiError('Latitude is invalid', 400));
    expect(calls).toBe(1);
    expect(after).toBe(0);
  });
});
