import { execFile } from 'node:child_process';
import { copyFile, cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = join(ROOT, 'lint-fixtures');
const RULE = 'lint/style/noRestrictedImports';

interface Diagnostic {
  rule: string;
  file: string;
  message: string;
}

/**
 * Lint runs over the fixtures as if they stood in `src/`, with the repository's own
 * biome.json copied beside them: the config's overrides are the thing under test, and the
 * fixtures stay out of the normal `biome check .` (biome.json excludes `lint-fixtures`).
 */
async function lintFixtures(): Promise<{
  diagnostics: Diagnostic[];
  cleanup: () => Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'kasrat-boundaries-'));
  await copyFile(join(ROOT, 'biome.json'), join(dir, 'biome.json'));
  await cp(FIXTURES, dir, { recursive: true });
  // biome.json reads the ignore file of a git repository.
  await run('git', ['init', '--quiet'], { cwd: dir });
  const biome = join(ROOT, 'node_modules', '.bin', 'biome');
  const output = await run(biome, ['lint', '--reporter=github', '--max-diagnostics=none', 'src'], {
    cwd: dir,
  }).then(
    (done) => done.stdout,
    // Biome exits with 1 when it reports an error, which is what most fixtures are for.
    (failed: { stdout?: string }) => failed.stdout ?? '',
  );
  const diagnostics = [
    ...output.matchAll(/^::error title=([^,]+),file=([^,]+),[^:]*::(.*)$/gm),
  ].map(([, rule = '', file = '', message = '']) => ({
    rule,
    file: file.slice(dir.length + 1),
    message,
  }));
  return { diagnostics, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

const fixtures = (await readdir(FIXTURES, { recursive: true }))
  .filter((path) => /\.(allowed|refused)\.tsx?$/.test(path))
  .sort();
const refused = fixtures.filter((path) => path.includes('.refused.'));
const allowed = fixtures.filter((path) => path.includes('.allowed.'));

describe('import boundaries in biome.json', () => {
  let diagnostics: Diagnostic[] = [];
  let cleanup = async () => {};
  beforeAll(async () => {
    ({ diagnostics, cleanup } = await lintFixtures());
  });
  afterAll(() => cleanup());

  const of = (file: string) => diagnostics.filter((item) => item.file === file);

  it('has fixtures of both kinds', () => {
    expect(refused.length).toBeGreaterThan(0);
    expect(allowed.length).toBeGreaterThan(0);
  });

  it.each(refused)('refuses %s', (file) => {
    expect(of(file)).toEqual([expect.objectContaining({ rule: RULE })]);
  });

  it.each(refused.filter((file) => file.includes('another-feature')))(
    'says why it refuses %s',
    (file) => {
      expect(of(file)[0]?.message).toMatch(/^a web feature never imports another feature/);
    },
  );

  it.each(allowed)('allows %s', (file) => {
    expect(of(file).filter((item) => item.rule === RULE)).toEqual([]);
  });
});
