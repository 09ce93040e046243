import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { DEFERRED_ENTRY_SCRIPT_SOURCE } from './deferred-entry';

/**
 * Helmet's security headers on every answer. The middleware is built once: @fastify/helmet
 * builds it again for each request, parsing the Content-Security-Policy every time, which cost
 * as much as a whole health check.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});

/**
 * Kasrat's pages load scripts only from itself, Google Analytics and Razorpay's checkout; the one
 * inline script is the server-rendered pages' starter, allowed by its hash.
 */
export const KASRAT_SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        DEFERRED_ENTRY_SCRIPT_SOURCE,
        'https://www.googletagmanager.com',
        'https://checkout.razorpay.com',
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org', 'https:'],
      connectSrc: ["'self'", 'ws:', 'wss:', 'https://www.google-analytics.com', 'https:'],
      frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};
