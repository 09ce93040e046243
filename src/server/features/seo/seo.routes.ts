import type { FastifyInstance, FastifyReply } from 'fastify';
import { appHead, privacyHead } from './page-heads';
import type { PageResult, SeoService } from './seo.service';

const SITEMAP_CACHE = 'public, max-age=600';
const ROBOTS_CACHE = 'public, max-age=3600';

/** A repeated parameter arrives as an array; the page reads the first, like the browser app. */
function textParam(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.slice(0, 60) : undefined;
}

/**
 * Search engines and link previews: the public pages with their head filled in (when the app
 * serves pages), the sitemap and robots.txt.
 */
export function seoRoutes(service: SeoService, options: { pages: boolean; publicUrl: string }) {
  return async (app: FastifyInstance) => {
    const hidden = { config: { access: 'public' as const }, schema: { hide: true } };

    app.get('/robots.txt', hidden, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', ROBOTS_CACHE)
        .send(service.robots()),
    );

    const sendXml = (reply: FastifyReply, xml: string | null) =>
      xml === null
        ? reply.callNotFound()
        : reply
            .type('application/xml; charset=utf-8')
            .header('cache-control', SITEMAP_CACHE)
            .send(xml);

    app.get('/sitemap.xml', hidden, async (_request, reply) =>
      sendXml(reply, await service.sitemap()),
    );
    app.get('/sitemap-pages.xml', hidden, async (_request, reply) =>
      sendXml(reply, service.sitemapPages()),
    );
    app.get<{ Params: { part: string } }>(
      '/sitemap-trainers-:part.xml',
      hidden,
      async (request, reply) => {
        const part = /^\d{1,6}$/.test(request.params.part) ? Number(request.params.part) : 0;
        return sendXml(reply, await service.sitemapTrainers(part));
      },
    );

    if (!options.pages) return;

    const sendPage = async (
      reply: FastifyReply,
      render: () => PageResult | Promise<PageResult>,
    ) => {
      let page: PageResult;
      try {
        page = await render();
      } catch (error) {
        // the shell still loads the app, which shows its own error state; crawlers retry a 503
        reply.log.error({ err: error }, 'page head failed');
        return app.sendPage(reply, appHead(), 503);
      }
      return app.sendPage(reply, page.head, page.status);
    };

    for (const path of ['/', '/trainers'] as const) {
      app.get(path, hidden, (request, reply) =>
        sendPage(reply, () =>
          service.listingPage(path, {
            service: textParam(request.query, 'service'),
            specialization: textParam(request.query, 'specialization'),
          }),
        ),
      );
    }
    app.get('/privacy', hidden, (_request, reply) =>
      sendPage(reply, () => ({ head: privacyHead(options.publicUrl), status: 200 })),
    );
    app.get<{ Params: { id: string } }>('/trainer/:id', hidden, (request, reply) =>
      sendPage(reply, () => service.trainerPage(request.params.id)),
    );
    app.get<{ Params: { city: string } }>('/city/:city', hidden, (request, reply) =>
      sendPage(reply, () => service.cityPage(request.params.city)),
    );
    app.get<{ Params: { city: string; specialization: string } }>(
      '/city/:city/:specialization',
      hidden,
      (request, reply) =>
        sendPage(reply, () => service.cityPage(request.params.city, request.params.specialization)),
    );
  };
}
