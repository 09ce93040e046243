import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../e2e/support/server.mjs';

/** Keeps the figures of the last run in bench/results/ (ignored by git) for comparison. */
export function writeResult(name, figures) {
  const dir = path.join(PROJECT_ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ name, ...figures }, null, 2)}\n`);
}
