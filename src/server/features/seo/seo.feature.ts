import type { FastifyInstance } from 'fastify';
import type { DiscoveryService } from '#server/features/discovery/discovery.service.ts';
import type { Ports } from '#server/ports.ts';
import { seoRoutes } from './seo.routes';
import { createSeoService } from './seo.service';

/** robots.txt, the sitemaps, and the public pages served with their own heads. */
export async function registerSeo(
  app: FastifyInstance,
  { config, now }: Ports,
  options: { discovery: DiscoveryService; pages: boolean },
) {
  const seo = createSeoService({
    discovery: options.discovery,
    publicUrl: config.publicUrl,
    now,
    reportError: (error) => app.log.error({ err: error }, 'public page data failed to load'),
  });
  await app.register(seoRoutes(seo, { pages: options.pages, publicUrl: config.publicUrl }));
}
