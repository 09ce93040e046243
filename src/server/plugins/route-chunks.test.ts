import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeChunks } from './route-chunks';

const dir = mkdtempSync(path.join(tmpdir(), 'kasrat-manifest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('route chunks from the build manifest', () => {
  it('lists a lazy route’s own files for its pages, without what the entry loads anyway', () => {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-b.js' },
        '_icons.js': { file: 'assets/detail-icons-c.js', imports: ['_react.js'] },
        'src/web/app/routes/trainer-profile-route.tsx': {
          file: 'assets/trainer-profile-route-d.js',
          imports: ['_react.js', '_icons.js'],
        },
      }),
    );
    const chunksOf = routeChunks(dir);
    expect(chunksOf('/trainer/abc')).toEqual([
      '/assets/trainer-profile-route-d.js',
      '/assets/detail-icons-c.js',
    ]);
    expect(chunksOf('/trainers')).toEqual([]);
  });

  it('preloads nothing without a manifest', () => {
    expect(routeChunks(path.join(dir, 'missing'))('/trainer/abc')).toEqual([]);
  });
});
