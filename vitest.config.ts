import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    setupFiles: ['src/server/test/fail-on-console-error.ts'],
    pool: 'forks',
    // A worker keeps its imported modules from one file to the next: re-importing the server
    // (Fastify, better-auth, Drizzle, the AWS SDK) for every file was ~40% of the suite's CPU
    // (docs/decisions/0034). Each file still builds its own app on its own database.
    isolate: false,
    // Vitest's default leaves a core free, one worker on two cores; many files wait on server
    // processes and sockets, so two workers there took the suite from 350 s to 245 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One environment per project, so the files of each run one after another: a worker is
    // kept for the next file only when that file needs the same environment, and with the two
    // mixed the suite started 52 workers instead of 4
    // (docs/decisions/0053-test-workers-kept-by-environment.md).
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Components rendered as the browser would (docs/decisions/0037-component-and-property-tests.md).
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
