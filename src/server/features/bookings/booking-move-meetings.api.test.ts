import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableTrainer, moveSession, paidSessionOf } from '#server/test/move-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';

// Monday 2 March 2026, 10:00 AM IST; the online session is Wednesday 4 March at 7:00 AM IST.
const NOW = '2026-03-02T04:30:00.000Z';

let zoom: Server;
let ctx: TestContext;
const calls: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  zoom = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    calls.push({ method: request.method ?? '', url: request.url ?? '', body });
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/oauth/token')) {
      response.end(JSON.stringify({ access_token: 'token', expires_in: 3600 }));
    } else if (request.method === 'PATCH') {
      response.statusCode = 204;
      response.end();
    } else {
      response.statusCode = 201;
      response.end(JSON.stringify({ id: 81234567890, join_url: 'https://zoom.us/j/81234567890' }));
    }
  });
  await new Promise<void>((resolve) => zoom.listen(0, '127.0.0.1', resolve));
  const zoomUrl = `http://127.0.0.1:${(zoom.address() as AddressInfo).port}`;
  ctx = await createTestContext({
    now: NOW,
    env: { ZOOM_ACCOUNT_ID: 'account', ZOOM_CLIENT_ID: 'client', ZOOM_CLIENT_SECRET: 'secret' },
    app: { zoomUrls: { oauthUrl: `${zoomUrl}/oauth/token`, apiUrl: zoomUrl } },
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => zoom.close(resolve));
});

describe('a moved online session', () => {
  it('moves its Zoom meeting to the new time through the outbox, keeping the link', async () => {
    const { trainer } = await movableTrainer(ctx);
    const client = await ctx.signUp();
    const booking = await paidSessionOf(ctx, trainer.id, client, {
      date: '2026-03-04',
      timeSlot: '7:00 AM',
      service: 'online',
    });
    await ctx.app.outbox.drain();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/users/me/meetings')).toBe(
      true,
    );

    const moved = await moveSession(ctx, booking.id, client.token, {
      date: '2026-03-05',
      timeSlot: '11:00 AM',
    });
    expect(moved.statusCode).toBe(200);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await ctx.app.outbox.drain();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/meetings/81234567890');
    expect(JSON.parse(patch!.body)).toMatchObject({
      start_time: '2026-03-05T05:30:00.000Z',
      duration: 60,
    });
    const seen = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      token: client.token,
    });
    expect(seen.json().data.meeting).toMatchObject({ joinUrl: 'https://zoom.us/j/81234567890' });
  });
});
