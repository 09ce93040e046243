import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findBrokenReferences } from '../src/tooling/reference-check.ts';

/**
 * `npm run lint`'s reference check: the code and the docs cite only files of this repository
 * (docs/decisions/0035-product-pages-and-reference-check.md). Prints file:line per broken one.
 */
const scanned = ['src/', 'e2e/', 'bench/', 'scripts/', '.ci/', 'README.md', 'docs/'];
/** The check's own patterns and fixtures would report themselves. */
const exempt = new Set(['src/tooling/reference-check.ts', 'src/tooling/reference-check.test.ts']);
const textFile = /\.(ts|tsx|mjs|js|md|sh|json|css|html)$|^\.ci\//;

const repository = new Set(
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => path !== ''),
);
const files = [...repository]
  .filter((path) => scanned.some((root) => path === root || path.startsWith(root)))
  .filter((path) => textFile.test(path) && !exempt.has(path))
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }));

const broken = findBrokenReferences(files, repository);
for (const reference of broken) {
  console.error(`${reference.path}:${reference.line}: ${reference.kind}: ${reference.text}`);
}
if (broken.length > 0) {
  console.error(`${broken.length} reference(s) that do not resolve in this repository.`);
  process.exit(1);
}
