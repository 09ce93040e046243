import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A transition renders in slices that yield to the browser every few milliseconds, so the
// first render of a page never holds the main thread (a slow phone's taps, total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});

registerServiceWorkerAfterLoad();
