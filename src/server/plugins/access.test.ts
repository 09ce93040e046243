import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { forbidden, unauthorized } from '#server/http-error.ts';
import { accessPlugin, declaredPublic, undeclaredRoutes } from './access';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A bare app with the access plugin and stand-ins for the auth plugin's guards. */
async function bareApp(production = false) {
  const app = Fastify();
  apps.push(app);
  await app.register(accessPlugin, { production });
  const roleOf = (request: FastifyRequest) => request.headers['x-role'] as string | undefined;
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!roleOf(request)) throw unauthorized('sign in');
  });
  app.decorate('requireRole', (...roles: string[]) => async (request: FastifyRequest) => {
    const role = roleOf(request);
    if (!role) throw unauthorized('sign in');
    if (!roles.includes(role)) throw forbidden('not yours');
  });
  return app;
}

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('the route table', () => {
  it('lists a route that declares no access, so the access matrix fails', async () => {
    const app = await bareApp();
    app.get('/api/declared', { config: { access: 'public' } }, async () => 'ok');
    app.post('/api/forgotten', async () => 'ok');
    await app.ready();
    expect(undeclaredRoutes(app).map(key)).toEqual(['POST /api/forgotten']);
    expect(app.routeTable().map(key)).toContain('HEAD /api/declared');
  });

  it("declares a library's own routes public in one place", async () => {
    const app = await bareApp();
    await app.register(swagger, { openapi: { info: { title: 'test', version: '1' } } });
    await app.register(declaredPublic(swaggerUi), { routePrefix: '/api/docs' });
    await app.ready();
    const docs = app.routeTable().filter((route) => route.url.startsWith('/api/docs'));
    expect(docs.map(key)).toContain('GET /api/docs/json');
    expect(undeclaredRoutes(app)).toEqual([]);
  });
});

describe('a declaration', () => {
  it('is the guard: the GET and its HEAD copy refuse other roles', async () => {
    const app = await bareApp();
    app.get('/api/trainer/notes', { config: { access: 'trainer' } }, async () => 'notes');
    await app.ready();
    for (const method of ['GET', 'HEAD'] as const) {
      const answer = (role?: string) =>
        app
          .inject({ method, url: '/api/trainer/notes', headers: role ? { 'x-role': role } : {} })
          .then((response) => response.statusCode);
      expect([await answer(), await answer('user'), await answer('trainer')]).toEqual([
        401, 403, 200,
      ]);
    }
  });

  it('of a development-only route stops the app from starting in production', async () => {
    const app = await bareApp(true);
    expect(() =>
      app.get('/api/dev/outbox', { config: { access: 'dev-only' } }, async () => []),
    ).toThrow('GET /api/dev/outbox is for development only');
  });
});
