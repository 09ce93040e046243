import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { strictObject } from '#shared/strict-object.ts';

/**
 * The server's clock for browser journeys (NODE_ENV=test only): it starts at TEST_NOW and
 * `POST /api/test/clock` moves it, so a journey can reach a session's join window without
 * reading the real clock. Never registered in development or production.
 */
export function createTestClock(start: string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (instant: Date) => {
      current = new Date(instant);
    },
  };
}

export function testClockRoutes(clock: ReturnType<typeof createTestClock>) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/test/clock',
      {
        config: { access: 'dev-only' },
        schema: {
          hide: true,
          body: strictObject({ now: z.iso.datetime({ offset: true }) }),
          response: { 200: z.object({ success: z.literal(true), now: z.string() }) },
        },
      },
      async (request) => {
        clock.set(new Date(request.body.now));
        return { success: true as const, now: clock.now().toISOString() };
      },
    );
  };
}
