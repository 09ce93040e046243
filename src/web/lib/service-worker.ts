/**
 * Registers /sw.js once the page has loaded (docs/decisions/0040-service-worker.md), so the
 * worker and the files it keeps never compete with the first load; the listing's first
 * JavaScript pays only these few lines. Only in a build: the dev server has no /sw.js.
 */
export function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // Without the worker the site works as before, only without push and offline sessions.
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  });
}
