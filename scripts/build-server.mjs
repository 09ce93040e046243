// Bundles the server into dist/server/; packages stay external and load from node_modules.
// Then writes the migrated embedded-database template the first start unpacks.
import { execFileSync } from 'node:child_process';
import { bundleServer } from '../src/server/server-bundle.mjs';

await bundleServer(
  {
    main: 'src/server/main.ts',
    'seed-demo': 'src/server/seed-demo.ts',
    'build-template': 'src/server/db/build-template.ts',
  },
  'dist/server',
  { sourcemap: true },
);
execFileSync(process.execPath, ['dist/server/build-template.js'], { stdio: 'inherit' });
