import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { PROJECT_ROOT } from '../../e2e/support/server.mjs';

/**
 * Loads a TypeScript module of src/ (through tsx), so that a bench seeds from the app's own
 * catalogue and runs the repository's own SQL instead of a copy that could drift from it.
 */
export function importSource(relativePath) {
  return tsImport(pathToFileURL(path.join(PROJECT_ROOT, relativePath)).href, import.meta.url);
}
