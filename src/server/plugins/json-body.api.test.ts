import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';
import { MAX_BODY_DEPTH } from './json-body';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = (await ctx.signUp()).token;
});
afterAll(() => ctx.close());

// Before the depth limit this answered 500: the NUL check overflowed the stack.
it('refuses a body nested half a million deep with 400 and says why', async () => {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/payment/sandbox/complete',
    token,
    headers: { 'content-type': 'application/json' },
    payload: '['.repeat(500_000),
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(MESSAGES.bodyNestedTooDeeply(MAX_BODY_DEPTH));
});

it('lets a body within the limit reach the route’s own checks', async () => {
  const inner = MAX_BODY_DEPTH - 1; // inside the body's own object
  const nested = `${'['.repeat(inner)}${']'.repeat(inner)}`;
  const response = await ctx.request({
    method: 'POST',
    url: '/api/payment/sandbox/complete',
    token,
    headers: { 'content-type': 'application/json' },
    payload: `{"orderId":${nested},"outcome":"success","method":"upi"}`,
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).not.toBe(MESSAGES.bodyNestedTooDeeply(MAX_BODY_DEPTH));
});

it('still refuses prototype poisoning and broken JSON as before', async () => {
  for (const payload of ['{"__proto__":{"role":"admin"}}', '{"orderId":']) {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/payment/sandbox/complete',
      token,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode, payload).toBe(400);
  }
});
