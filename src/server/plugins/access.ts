import fastifyStatic from '@fastify/static';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may call a route. Every route declares one as `config: { access }`; the access plugin
 * installs the guard it implies, so what a route declares is what it does.
 * - public: anyone.
 * - signed-in: any signed-in user, about their own account.
 * - owner: a signed-in user, about an object of theirs named in the request (the service
 *   answers 403 or 404 for anyone else's).
 * - booking-party: a signed-in user, about a booking (or its chat, payment) they are the client
 *   or the trainer of (the service answers 403 or 404 for anyone else).
 * - trainer, admin: a signed-in user with that role (403 for other roles).
 * - signed: whoever holds the secret the request carries (a webhook signature, a signed link,
 *   the metrics token); a session does not count.
 * - dev-only: anyone, outside production only (the development mailbox, the test clock); the
 *   app refuses to start in production with such a route.
 */
export const ACCESS = [
  'public',
  'signed-in',
  'owner',
  'booking-party',
  'trainer',
  'admin',
  'signed',
  'dev-only',
] as const;
export type Access = (typeof ACCESS)[number];

export interface RouteEntry {
  method: string;
  url: string;
  /** undefined: the route declared nothing, which the access matrix test refuses. */
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route registered so far, one entry per method, with what it declares. */
    routeTable: () => RouteEntry[];
  }
}

type Guard = (request: FastifyRequest) => Promise<void>;

/** Read when a request arrives: the auth plugin that defines them registers after this one. */
function guardFor(app: FastifyInstance, access: Access | undefined): Guard | null {
  switch (access) {
    case 'signed-in':
    case 'owner':
    case 'booking-party':
      return (request) => app.requireUser(request);
    case 'trainer':
    case 'admin':
      return (request) => app.requireRole(access)(request);
    default:
      return null;
  }
}

/**
 * Records every route and installs the guard its declaration implies, ahead of the route's
 * own onRequest hooks. Register it before any route.
 */
export const accessPlugin = fp<{ production: boolean }>(async (app, { production }) => {
  // The options objects themselves: a scope's own hook (declaredPublic) may still declare them.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
    const access = route.config?.access;
    if (access === 'dev-only' && production) {
      throw new Error(`${route.method} ${route.url} is for development only`);
    }
    const guard = guardFor(app, access);
    if (guard) route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
  });
  app.decorate('routeTable', () =>
    routes.flatMap((route) =>
      [route.method]
        .flat()
        .map((method) => ({ method, url: route.url, access: route.config?.access })),
    ),
  );
});

/**
 * A library's plugin whose routes (which take no `config` of ours) are all public: they are
 * declared so in a scope of their own.
 */
export function declaredPublic<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options> | FastifyPluginCallback<Options>,
) {
  return fp<Options>(async (app, options) => {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await scope.register(plugin as FastifyPluginAsync<Options>, options);
    });
  });
}

/** Static files: public uploads, the built web app, the demo images. */
export const publicFiles = declaredPublic(fastifyStatic);

/** The routes that declare no access; the access matrix test fails while there is one. */
export const undeclaredRoutes = (app: FastifyInstance) =>
  app.routeTable().filter((route) => route.access === undefined);
