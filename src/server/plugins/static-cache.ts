import path from 'node:path';

const YEAR = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';
// The browser asks for these on every visit, so a deploy's new service worker (and with it the
// new caches) and a changed manifest reach the installed app at once
// (docs/decisions/0040-service-worker.md).
const ALWAYS_REVALIDATED = new Set(['sw.js', 'manifest.webmanifest']);

/**
 * The Cache-Control of a file of the web build; `filePath` may be its precompressed copy.
 * Example: /dist/web/assets/abc.js.br → a year, immutable (its name changes with its content).
 */
export function staticCacheControl(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return YEAR;
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return ALWAYS_REVALIDATED.has(name) ? 'no-cache' : HOUR;
}
