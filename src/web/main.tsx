import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { LOCALE_TAG, localeOfPath, localePrefix } from '#shared/locale.ts';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { loadLocale } from './lib/i18n/load-locale';
import { LocaleContext } from './lib/i18n/locale-context';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const locale = localeOfPath(window.location.pathname);
document.documentElement.lang = LOCALE_TAG[locale];

void loadLocale(locale).then(() => {
  // A transition renders in slices that yield to the browser every few milliseconds, so the
  // first render of a page never holds the main thread (a slow phone's taps, total blocking time).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <LocaleContext.Provider value={locale}>
          <AppProviders>
            <AppRouter basename={localePrefix(locale)} />
          </AppProviders>
        </LocaleContext.Provider>
      </StrictMode>,
    );
  });
});

registerServiceWorkerAfterLoad();
