import type { FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish once a stop is asked for. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGINT or SIGTERM: stop accepting, let requests in flight finish (Fastify closes idle
 * connections and waits for busy ones), close the sockets (their clients reconnect, to another
 * process or to this one restarted), run `after`, and exit 0. A request still open after
 * SHUTDOWN_GRACE_MS is cut, so a stuck client cannot hold a deploy.
 */
export function closeOnSignals(app: FastifyInstance, after: () => Promise<void> = async () => {}) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      const cut = setTimeout(() => {
        app.log.warn(`requests still open after ${SHUTDOWN_GRACE_MS} ms: closing them`);
        app.server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      cut.unref();
      app
        .close()
        .then(after)
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error(error);
            process.exit(1);
          },
        );
    });
  }
}
