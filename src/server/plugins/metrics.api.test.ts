import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startJobs } from '#server/jobs/job-runner.ts';
import { createMetrics } from '#server/metrics.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import { mailEffect } from '#server/outbox/side-effect.ts';
import { createOrder, heldBooking, paidInSandbox, verify } from '#server/test/payment-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';

const TOKEN = 'metrics-token-0123456789';

describe('GET /metrics without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('gives a scraper on this machine requests by route and status, sockets, memory and lag', async () => {
    for (let i = 0; i < 2; i++) await ctx.request({ method: 'GET', url: '/api/health' });
    await ctx.request({ method: 'GET', url: '/api/trainers/nearby?latitude=999&longitude=0' });
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} 2',
    );
    // the route's pattern, not the address asked for
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/trainers/nearby",status_code="400"} 1',
    );
    expect(text).not.toContain('latitude=999');
    expect(text).toMatch(/^socketio_open_sockets 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
  });

  it('counts the mails the outbox sent', async () => {
    await enqueueSideEffects(
      ctx.database.db,
      [mailEffect({ to: 'neha@example.com', subject: 'Hello', text: 'Hello' })],
      ctx.clock.now(),
    );
    await ctx.app.outbox.drain();
    const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toContain('kasrat_side_effects_total{kind="mail",outcome="delivered"} 1');
  });

  it('counts holds, payments confirmed and failed, and times database statements', async () => {
    const { client, booking } = await heldBooking(ctx);
    const { payment } = await paidInSandbox(ctx, client.token, booking.id);
    expect(
      (await verify(ctx, client.token, { bookingId: booking.id, ...payment })).statusCode,
    ).toBe(200);
    const declined = await heldBooking(ctx);
    const order = (
      await createOrder(ctx, declined.client.token, { bookingId: declined.booking.id })
    ).json().data;
    await ctx.request({
      method: 'POST',
      url: '/api/payment/sandbox/complete',
      token: declined.client.token,
      payload: { orderId: order.orderId, outcome: 'failure', method: 'card' },
    });
    const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toContain('kasrat_booking_holds_total{outcome="created"} 2');
    expect(text).toContain('kasrat_payments_total{outcome="confirmed"} 1');
    expect(text).toContain('kasrat_payments_total{outcome="failed"} 1');
    const statements = Number(text.match(/^kasrat_db_query_duration_seconds_count (\d+)$/m)?.[1]);
    expect(statements).toBeGreaterThan(10);
  });

  it('does not exist for anyone else, nor through a proxy', async () => {
    const remote = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.json().message).toBe(MESSAGES.routeNotFound('GET', '/metrics'));
    // a proxy on this machine names its client in any of these; each one hides /metrics
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { via: '1.1 nginx' },
      { 'x-forwarded-host': 'kasrat.in' },
    ]) {
      const proxied = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(proxied.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => ctx.close());

  it('answers only the bearer of the token, from anywhere', async () => {
    const ask = (authorization?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.7',
        headers: authorization ? { authorization } : {},
      });
    const missing = await ask();
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(MESSAGES.metricsTokenRequired);
    expect((await ask('Bearer metrics-token-wrong-000000')).statusCode).toBe(401);
    const granted = await ask(`Bearer ${TOKEN}`);
    expect(granted.statusCode).toBe(200);
    expect(granted.body).toContain('# TYPE http_request_duration_seconds histogram');
  });
});

describe('background job counters', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('count each run and each failure by job', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const metrics = createMetrics();
    const stop = startJobs(
      ctx.database.db,
      [
        { name: 'steady', intervalMs: 1000, run: async () => {} },
        {
          name: 'broken',
          intervalMs: 1000,
          run: async () => {
            throw new Error('down');
          },
        },
      ],
      () => ctx.clock.now(),
      {
        ran: (job, outcome) => metrics.jobRuns.inc({ job, outcome }),
        failed: (job) => metrics.jobRuns.inc({ job, outcome: 'failed' }),
      },
    );
    // one tick at a time: on PostgreSQL a tick that overlapped the last would find its lock held
    for (const ticks of [1, 2]) {
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(
        async () => {
          const text = await metrics.registry.metrics();
          expect(text).toContain(`kasrat_job_runs_total{job="steady",outcome="ran"} ${ticks}`);
          expect(text).toContain(`kasrat_job_runs_total{job="broken",outcome="failed"} ${ticks}`);
        },
        { timeout: 10_000 },
      );
    }
    stop();
    vi.useRealTimers();
  });
});
