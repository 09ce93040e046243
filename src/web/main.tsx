import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { replayFormatted } from '#shared/intl.ts';
import { LOCALE_TAG, localeOfPath, localePrefix, pathWithoutLocale } from '#shared/locale.ts';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '#shared/page-render.ts';
import { AppProviders } from './app/providers';
import { AppRouter, preparePage } from './app/router';
import { RepeatEarlyTap, takeEarlyTap } from './lib/early-tap';
import { loadLocale } from './lib/i18n/load-locale';
import { LocaleContext } from './lib/i18n/locale-context';
import { createQueryClient, hydratePageData } from './lib/query-client';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const locale = localeOfPath(window.location.pathname);
// The server sends every page with its language (src/server/plugins/web.ts); Vite's dev server
// sends one index.html for all. Assigning lang, even its own value, has Chromium recompute the
// style of every element (a language picks fonts), so a built page leaves it alone.
if (import.meta.env.DEV) document.documentElement.lang = LOCALE_TAG[locale];

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <LocaleContext.Provider value={locale}>
      <AppProviders queryClient={queryClient}>
        <AppRouter basename={localePrefix(locale)} />
      </AppProviders>
    </LocaleContext.Provider>
  </StrictMode>
);

// A transition renders in slices that yield to the browser every few milliseconds, so the
// first render of a page never holds the main thread (a slow phone's taps, total blocking time).
const pageData = document.getElementById(PAGE_DATA_ELEMENT_ID);
if (pageData) {
  // docs/decisions/0048-server-rendering.md: the page came with its HTML and the answers it was
  // drawn from; it hydrates once its language and its lazily loaded screen are here.
  const { queries, formatted } = JSON.parse(pageData.textContent ?? '{}') as PageData;
  hydratePageData(queryClient, queries as DehydratedState);
  replayFormatted(formatted);
  const ready = preparePage(pathWithoutLocale(window.location.pathname)).catch(() => {
    // The screen asks for its code again as it renders, and shows its error if that fails too.
  });
  void Promise.all([loadLocale(locale), ready]).then(() => {
    const earlyTap = takeEarlyTap();
    startTransition(() => {
      hydrateRoot(
        root,
        <>
          {app}
          <RepeatEarlyTap button={earlyTap} />
        </>,
      );
    });
  });
} else {
  void loadLocale(locale).then(() => {
    startTransition(() => {
      createRoot(root).render(app);
    });
  });
}

registerServiceWorkerAfterLoad();
