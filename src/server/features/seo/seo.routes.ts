import type { FastifyInstance, FastifyReply } from 'fastify';
import { LOCALES, type Locale, localePrefix } from '#shared/locale.ts';
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

    /** `content`: the server renders the page's content too, not only its head. */
    const sendPage = async (
      reply: FastifyReply,
      locale: Locale,
      content: boolean,
      render: () => PageResult | Promise<PageResult>,
    ) => {
      let page: PageResult;
      try {
        page = await render();
      } catch (error) {
        // the shell still loads the app, which shows its own error state; crawlers retry a 503
        reply.log.error({ err: error }, 'page head failed');
        return app.sendPage(reply, appHead(), { status: 503, locale });
      }
      return app.sendPage(reply, page.head, { status: page.status, locale, render: content });
    };

    app.get('/privacy', hidden, (_request, reply) =>
      sendPage(reply, 'en', false, () => ({ head: privacyHead(options.publicUrl), status: 200 })),
    );

    // Each public page at its English address and under its language's prefix (`/hi/trainers`).
    for (const locale of LOCALES) {
      const prefix = localePrefix(locale);
      for (const path of ['/', '/trainers'] as const) {
        app.get(path === '/' && prefix ? prefix : `${prefix}${path}`, hidden, (request, reply) =>
          sendPage(reply, locale, true, () =>
            service.listingPage(
              path,
              {
                service: textParam(request.query, 'service'),
                specialization: textParam(request.query, 'specialization'),
              },
              locale,
            ),
          ),
        );
      }
      app.get<{ Params: { id: string } }>(`${prefix}/trainer/:id`, hidden, (request, reply) =>
        sendPage(reply, locale, true, () => service.trainerPage(request.params.id, locale)),
      );
      app.get<{ Params: { city: string } }>(`${prefix}/city/:city`, hidden, (request, reply) =>
        sendPage(reply, locale, true, () =>
          service.cityPage(request.params.city, undefined, locale),
        ),
      );
      app.get<{ Params: { city: string; specialization: string } }>(
        `${prefix}/city/:city/:specialization`,
        hidden,
        (request, reply) =>
          sendPage(reply, locale, true, () =>
            service.cityPage(request.params.city, request.params.specialization, locale),
          ),
      );
    }
  };
}
