import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';
import { BODY_ERROR_STATUSES, ERROR_STATUSES } from './errors';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('refusals', () => {
  it('answers a path it cannot decode with 400 in the one error shape', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/trainers/%ZZ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.invalidRequest });
  });

  it('are declared on every operation of the API document', async () => {
    const document = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = Object.entries(
      document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { path, method, operation } of operations) {
      const expected =
        method === 'get' ? ERROR_STATUSES : [...ERROR_STATUSES, ...BODY_ERROR_STATUSES];
      const declared = Object.keys(operation.responses).map(Number);
      expect(declared, `${method} ${path}`).toEqual(expect.arrayContaining([...expected]));
      expect(
        declared.some((status) => status < 300),
        `${method} ${path}`,
      ).toBe(true);
    }
  });
});
