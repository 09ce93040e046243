import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localeOfPath, pathWithoutLocale } from '#shared/locale.ts';
import { present } from '#shared/present.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Lazily loaded modules a page shows on its first render, by the page's path without its
 * language: a server-rendered page waits for them before it hydrates
 * (docs/decisions/0048-server-rendering.md), so they are fetched with the HTML.
 */
const LAZY_MODULES: readonly { matches: (pathname: string) => boolean; source: string }[] = [
  {
    matches: (pathname) => pathname.startsWith('/trainer/'),
    source: 'src/web/app/routes/trainer-profile-route.tsx',
  },
  {
    matches: (pathname) => pathname.startsWith('/city/'),
    source: 'src/web/app/routes/city-landing-route.tsx',
  },
  {
    matches: (pathname) => pathname === '/' || pathname === '/trainers',
    source: 'src/web/features/discovery/components/location-help-banner.tsx',
  },
];
/** A Hindi page loads its texts before its first render. */
const HINDI_TEXTS = 'src/web/locales/hi/index.ts';

/**
 * The JavaScript files of the lazily loaded modules a page needs at once, from the build
 * manifest, without those the entry loads anyway. Example: /trainer/x →
 * ['/assets/trainer-profile-route-abc.js', …]; /hi/trainer/x adds the Hindi texts' chunk.
 * Empty when the build wrote no manifest.
 */
export function routeChunks(webDir: string): (url: string) => readonly string[] {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entryKeys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) closure(key, entryKeys);
  }
  const filesOf = (source: string) =>
    [...closure(source, new Set())]
      .filter((key) => !entryKeys.has(key))
      .map((key) => `/${present(manifest[key], `chunk ${key}`).file}`);
  const modules = LAZY_MODULES.map(({ matches, source }) => ({ matches, files: filesOf(source) }));
  const hindi = filesOf(HINDI_TEXTS);
  return (url) => {
    const pathname = url.split(/[?#]/)[0] ?? '/';
    const screen = modules.find((module) => module.matches(pathWithoutLocale(pathname)));
    const texts = localeOfPath(pathname) === 'hi' ? hindi : [];
    return [...new Set([...texts, ...(screen?.files ?? [])])];
  };
}
