import fp from 'fastify-plugin';
import type { OutboxDelivery } from '#server/outbox/outbox-delivery.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxDelivery;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that may have changed something starts delivery once it has answered, so a mail
 * leaves within moments; the answer never waits for it nor hears of its failure
 * (docs/product/booking.md#side-effects-after-commit). A refused request (4xx, 5xx) changed
 * nothing, so it does not look.
 */
export const outboxPlugin = fp<{ delivery: OutboxDelivery }>(async (app, { delivery }) => {
  app.decorate('outbox', delivery);
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && reply.statusCode < 400) delivery.deliverSoon();
  });
  // preClose: before the database closes (an onClose hook of its own).
  app.addHook('preClose', () => delivery.stop());
});
