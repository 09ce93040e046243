// Bundles the server into dist/server/; packages stay external and load from node_modules.
// Then writes the migrated embedded-database template the first start unpacks.
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'seed-demo': 'src/server/seed-demo.ts',
    'build-template': 'src/server/db/build-template.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Modules imported with import() become chunks of their own, so the packages only they use
  // (S3, SMTP, Razorpay, Redis, pg, sharp) load when configured or first needed.
  splitting: true,
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
execFileSync(process.execPath, ['dist/server/build-template.js'], { stdio: 'inherit' });
