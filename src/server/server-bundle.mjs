// How the server is bundled, for the build (scripts/build-server.mjs) and for the tests' server
// processes (src/server/test/api-process.ts). Plain JavaScript so that the build script runs it
// without a compiler; types in server-bundle.d.mts.
import { build } from 'esbuild';

/**
 * Bundles `entryPoints` into `outdir`: packages stay external and load from node_modules, and
 * modules imported with import() become chunks of their own, so the packages only they use
 * (S3, SMTP, Razorpay, Redis, pg, sharp) load when configured or first needed.
 */
export function bundleServer(entryPoints, outdir, options = {}) {
  return build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    splitting: true,
    packages: 'external',
    logLevel: 'warning',
    ...options,
  });
}
