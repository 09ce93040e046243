import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = (await ctx.signUp()).token;
});
afterAll(() => ctx.close());

// PostgreSQL cannot store U+0000; before this refusal the payment checkout answered 500.
it('refuses a NUL character in a body field with 400', async () => {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/payment/sandbox/complete',
    token,
    payload: { orderId: '\u0000', outcome: 'success', method: 'upi' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    success: false,
    message: MESSAGES.invalidRequest,
    errors: { orderId: MESSAGES.invalidRequest },
  });
});

it('refuses a NUL character in the path and the query with 400', async () => {
  for (const url of [
    '/api/trainers/a%00b',
    '/api/bookings/available-slots?trainerId=a%00b&date=2026-03-04',
  ]) {
    const response = await ctx.request({ method: 'GET', url, token });
    expect(response.statusCode, url).toBe(400);
    expect(response.json().message, url).toBe(MESSAGES.invalidRequest);
  }
});
