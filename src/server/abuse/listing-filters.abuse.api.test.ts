import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';

/**
 * The listing writes a filter's catalogue value into its prepared statement's text
 * (docs/decisions/0051-search-at-the-cost-of-an-index-read.md): anything that is not a catalogue
 * value is refused before it reaches SQL.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const AT = 'latitude=19.076&longitude=72.8777';
const INJECTION = "yoga') or true --";

describe('the listing filters under attack', () => {
  it.each([
    ['specialization', `specialization=${encodeURIComponent(INJECTION)}`],
    [
      'specialization chip',
      `filters=${encodeURIComponent(JSON.stringify([{ type: 'specialization', value: INJECTION }]))}`,
    ],
  ])('refuses a %s that is not in the catalogue', async (_kind, query) => {
    const response = await ctx.request({
      method: 'GET',
      url: `/api/trainers/nearby?${AT}&${query}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(MESSAGES.unknownSpecialization(INJECTION));
  });

  it.each([
    ['service type', `serviceType=${encodeURIComponent("online' or '1")}`],
    [
      'service chip',
      `filters=${encodeURIComponent(JSON.stringify([{ type: 'service', value: "online' --" }]))}`,
    ],
  ])('refuses a %s that is not a service', async (_kind, query) => {
    const response = await ctx.request({
      method: 'GET',
      url: `/api/trainers/nearby?${AT}&${query}`,
    });
    expect(response.statusCode).toBe(400);
  });
});
