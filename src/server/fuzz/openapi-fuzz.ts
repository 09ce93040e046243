import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { textRenderers } from '#server/test/text-renderers.ts';
import { authOperations } from './auth-operations';
import { type FuzzRequest, requestsFor } from './fuzz-requests';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { labelOf, type Operation, operationsOf } from './openapi-operations';
import { createResponseCheck } from './response-check';
import { changedTables, createTableFingerprints } from './table-fingerprints.repository';

/**
 * Requests generated from the OpenAPI document, valid and broken, for every operation and role.
 * FUZZ_SEED replays a run (the seed is printed); FUZZ_RUNS is the number of requests per
 * operation (a short run in `npm test`, a long one in CI).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20260302);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

// Refused sign-ins and wrong codes are counted on purpose (the throttles): they must be written.
const WRITTEN_WHEN_REFUSED = ['rate_limit_counter', 'verification'];

/** The operations are dealt in turn to this many test files, which vitest runs side by side. */
export const FUZZ_PARTS = 2;

/**
 * Part `part` (1-based) of the operations, on a world of its own: reads first, while its
 * bookings, chat and payouts are as built; then the writes.
 */
export function openApiFuzz(part: number) {
  let ctx: TestContext;
  let world: FuzzWorld;
  let operations: Operation[];
  beforeAll(async () => {
    // PDFs are drawn as text: what is fuzzed is each route's answer, not the drawing.
    ctx = await createTestContext({ app: { documentRenderers: textRenderers } });
    world = await buildFuzzWorld(ctx);
    const document = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json();
    // Reads first, while the world's bookings, chat and payouts are as built; then the writes.
    operations = [...operationsOf(document), ...authOperations()]
      .sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'))
      .filter((_, index) => index % FUZZ_PARTS === part - 1);
    console.info(
      `OpenAPI fuzz, part ${part} of ${FUZZ_PARTS}: seed ${SEED} (FUZZ_SEED), ${RUNS} requests per operation (FUZZ_RUNS), ${operations.length} operations`,
    );
  }, 120_000);
  afterAll(() => ctx.close());

  it('notices a changed row, the way it would notice a half-write', async () => {
    const fingerprints = await createTableFingerprints(ctx.database.db, WRITTEN_WHEN_REFUSED);
    const before = await fingerprints.read();
    const saved = await ctx.request({
      method: 'PUT',
      url: '/api/profile',
      headers: { authorization: `Bearer ${world.tokens.client}` },
      payload: { firstName: 'Ashwini', lastName: 'Verma' },
    });
    expect(saved.statusCode).toBe(200);
    expect(changedTables(before, await fingerprints.read())).toEqual(['user']);
  });

  it(
    'answers every generated request with a declared status, a declared body and no half-write',
    async () => {
      const check = createResponseCheck();
      const fingerprints = await createTableFingerprints(ctx.database.db, WRITTEN_WHEN_REFUSED);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const neverAccepted: string[] = [];

      for (const operation of operations) {
        let failure = '';
        let accepted = 0;
        const result = await fc.check(
          fc.asyncProperty(requestsFor(operation, world), async (request) => {
            const mutating = request.method !== 'GET';
            if (mutating) await settledSideEffects(ctx);
            const before = mutating ? await fingerprints.read() : null;
            const response = await ctx.request({
              method: request.method,
              url: request.url,
              headers: request.headers,
              ...(request.payload !== undefined && { payload: request.payload }),
            });
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            if (response.statusCode < 300) accepted += 1;
            let problem = check(operation, response);
            if (!problem && before && response.statusCode >= 400) {
              const changed = changedTables(before, await fingerprints.read());
              if (changed.length > 0) problem = `refused yet changed ${changed.join(', ')}`;
            }
            if (problem) {
              failure = `${summary(request)}\n    ${problem}`;
              throw new Error(problem);
            }
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
        if (accepted === 0) neverAccepted.push(labelOf(operation));
        if (result.failed)
          failures.push(
            `${labelOf(operation)}: ${failure || (result.errorInstance as Error)?.stack}`,
          );
      }

      const sent = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      console.info(
        `OpenAPI fuzz: ${sent} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
        `\n  never accepted (${neverAccepted.length}): ${neverAccepted.join(', ')}`,
      );
      expect(failures, `replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}, part ${part}`).toEqual([]);
    },
    Math.max(60_000, RUNS * 2_000),
  );
}

/** Lets the mail a previous request queued be delivered, so it is not taken for a half-write. */
async function settledSideEffects(ctx: TestContext) {
  await new Promise((resolve) => setImmediate(resolve));
  await ctx.app.outbox.drain();
}

function summary(request: FuzzRequest): string {
  const shorten = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== 'authorization' || request.breakage === 'broken-authorization')
    .map(([name, value]) => `${name}: ${shorten(value)}`);
  return [
    `${request.method} ${shorten(request.url)} as ${request.role} (${request.breakage})`,
    ...headers,
    ...(request.payload === undefined ? [] : [shorten(request.payload)]),
  ].join('\n    ');
}
