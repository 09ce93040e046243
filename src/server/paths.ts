import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file whether it runs from src/ or from the dist bundle. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot();
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'drizzle');
export const WEB_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'web');
/** The web app's server build, which renders the public pages' content. */
export const SSR_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'ssr');
export const PUBLIC_DIR = path.join(PROJECT_ROOT, 'public');
/** An empty, migrated embedded database, written by the build. */
export const PGLITE_TEMPLATE_DIR = path.join(PROJECT_ROOT, 'dist', 'pglite-template');
