import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { present } from '#shared/present.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** Page paths whose screen is a lazily loaded route module, and that module's source. */
const LAZY_ROUTES: readonly { prefix: string; source: string }[] = [
  { prefix: '/trainer/', source: 'src/web/app/routes/trainer-profile-route.tsx' },
];

/**
 * The JavaScript files of each lazily loaded route, from the build manifest, without those the
 * entry loads anyway. Example: /trainer/x → ['/assets/trainer-profile-route-abc.js', …].
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
  const byPrefix = LAZY_ROUTES.map(({ prefix, source }) => ({
    prefix,
    files: [...closure(source, new Set())]
      .filter((key) => !entryKeys.has(key))
      .map((key) => `/${present(manifest[key], `chunk ${key}`).file}`),
  }));
  return (url) => byPrefix.find((route) => url.startsWith(route.prefix))?.files ?? [];
}
