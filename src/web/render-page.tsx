import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { recordFormatted } from '#shared/intl.ts';
import { localePrefix, pathWithoutLocale } from '#shared/locale.ts';
import type {
  ApiTransport,
  PageRenderer,
  PageRenderRequest,
  RenderedPage,
} from '#shared/page-render.ts';
import { MemoryRouter } from '#web/lib/router/router.tsx';
import { loadPageData } from './app/page-data';
import { AppProviders } from './app/providers';
import { AppRoutes, preparePage } from './app/router';
import { sendApiRequestsWith } from './lib/api-client';
import { loadLocale, loadSignedInTexts } from './lib/i18n/load-locale';
import { LocaleContext } from './lib/i18n/locale-context';
import { createQueryClient } from './lib/query-client';

/**
 * A part that suspended on the server (code or answers it did not have): React marks it for
 * the browser to render, which would show it late, so the page is left to the browser whole.
 */
const CLIENT_RENDERED_PART = '<!--$!-->';

/**
 * The server build's entry (docs/decisions/0048-server-rendering.md): a public page rendered as
 * the browser's first render will draw it, with the answers it was drawn from. Its answers
 * and its lazily loaded screen are loaded first, so one synchronous render draws it all.
 */
export function createPageRenderer(transport: ApiTransport): PageRenderer {
  sendApiRequestsWith(transport);
  return async ({ url, locale }: PageRenderRequest): Promise<RenderedPage | null> => {
    const { pathname, search } = new URL(url, 'http://page.invalid');
    const page = pathWithoutLocale(pathname);
    const queryClient = createQueryClient();
    const [loaded] = await Promise.all([
      loadPageData(queryClient, page, search),
      loadLocale(locale),
      loadSignedInTexts(),
      preparePage(page),
    ]);
    if (!loaded) return null;
    const { result: html, formatted } = recordFormatted(() =>
      renderToString(
        <StrictMode>
          <LocaleContext.Provider value={locale}>
            <AppProviders queryClient={queryClient}>
              <MemoryRouter basename={localePrefix(locale)} location={url}>
                <AppRoutes />
              </MemoryRouter>
            </AppProviders>
          </LocaleContext.Provider>
        </StrictMode>,
      ),
    );
    const pageData = { queries: dehydrate(queryClient), formatted };
    queryClient.clear();
    return html.includes(CLIENT_RENDERED_PART) ? null : { html, pageData };
  };
}
