import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PROJECT_ROOT, startServer } from './server.mjs';

/**
 * One built server for every journey: a fresh data directory with demo data, NODE_ENV=test so
 * that the mail outbox is readable at /api/dev/outbox.
 */
export default async function setup(project: TestProject) {
  const logFile = path.join(PROJECT_ROOT, 'test-results', 'e2e-server.log');
  const server = await startServer({ logFile });
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
