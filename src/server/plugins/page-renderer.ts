import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer, PageRendererModule } from '#shared/page-render.ts';
import { SSR_DIST_DIR } from '../paths';

const RENDERER_FILE = path.join(SSR_DIST_DIR, 'render-page.js');

/**
 * The public pages' renderer from the web app's server build
 * (docs/decisions/0048-server-rendering.md), or null when it was not built. The pages' API
 * requests are answered by this app's own routes, with the JSON the browser would get.
 */
export async function loadPageRenderer(app: FastifyInstance): Promise<PageRenderer | null> {
  if (!existsSync(RENDERER_FILE)) return null;
  const module = (await import(pathToFileURL(RENDERER_FILE).href)) as PageRendererModule;
  return module.createPageRenderer(async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers)),
    });
    const type = answer.headers['content-type'];
    return new Response(answer.rawPayload.length > 0 ? answer.rawPayload : null, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  });
}
