/**
 * Registers /sw.js once the page has loaded (docs/decisions/0040-service-worker.md), so the
 * worker and the files it keeps never compete with the first load; the listing's first
 * JavaScript pays only these few lines. Only in a build: the dev server has no /sw.js.
 */
export function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Without the worker the site works as before, only without push and offline sessions.
  const register = () => navigator.serviceWorker.register('/sw.js').catch(() => {});
  // A server-rendered page runs this code after its first paint, often after `load` has fired.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
