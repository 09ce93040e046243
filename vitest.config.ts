import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/fail-on-console-error.ts'],
    environment: 'node',
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
  },
});
