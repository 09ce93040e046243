import fp from 'fastify-plugin';
import { Gauge, Histogram } from 'prom-client';
import { MESSAGES } from '#shared/messages.ts';
import { HttpError, unauthorized } from '../http-error';
import type { Metrics } from '../metrics';
import { mayCallOpsRoute } from './ops-access';

/**
 * GET /metrics in the Prometheus text format (prom-client): requests by route and status with
 * their latency, open sockets, the background work's counters (src/server/metrics.ts), and the
 * process's memory, CPU and event-loop lag.
 */
export const metricsPlugin = fp<{ token: string | null; metrics: Metrics }>(
  async (app, { token, metrics }) => {
    const { registry } = metrics;
    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status, with their duration',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    new Gauge({
      name: 'socketio_open_sockets',
      help: 'socket.io connections open on this process',
      registers: [registry],
      collect() {
        this.set(app.hasDecorator('io') ? app.io.engine.clientsCount : 0);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the raw address, so the label set stays small.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      requests.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    const scrapers = { config: { access: 'signed' as const }, schema: { hide: true } };
    app.get('/metrics', scrapers, async (request, reply) => {
      if (!mayCallOpsRoute(request, token)) {
        // Without a token the route does not exist for anyone else; with one, the token is missing.
        throw token === null
          ? new HttpError(404, MESSAGES.routeNotFound(request.method, request.url))
          : unauthorized(MESSAGES.metricsTokenRequired);
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
);
