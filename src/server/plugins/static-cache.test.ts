import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticCacheControl } from './static-cache';

const built = (...parts: string[]) => path.join(path.sep, 'app', 'dist', 'web', ...parts);

describe('staticCacheControl', () => {
  it('keeps hashed assets for a year, compressed or not', () => {
    expect(staticCacheControl(built('assets', 'Ab12.js'))).toContain('immutable');
    expect(staticCacheControl(built('assets', 'Ab12.js.br'))).toContain('immutable');
  });

  it('has the browser revalidate the service worker and the manifest on every visit', () => {
    for (const file of ['sw.js', 'sw.js.br', 'sw.js.gz', 'manifest.webmanifest']) {
      expect(staticCacheControl(built(file))).toBe('no-cache');
    }
  });

  it('keeps the other public files for an hour', () => {
    expect(staticCacheControl(built('favicon.svg'))).toBe('public, max-age=3600');
    expect(staticCacheControl(built('icons', 'icon-192.png'))).toBe('public, max-age=3600');
    // only the build's root sw.js is the worker
    expect(staticCacheControl(built('demo', 'xsw.js'))).toBe('public, max-age=3600');
  });
});
