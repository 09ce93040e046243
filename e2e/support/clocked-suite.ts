import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { PROJECT_ROOT, type RunningServer, startServer } from './server.mjs';

export const SHOTS = `${PROJECT_ROOT}/test-results/e2e`;

/**
 * A server of the test file's own, whose clock stands at `start` (so what the journey writes
 * does not change the data other journeys read), and a browser. Filled in by beforeAll.
 */
export function clockedSuite(start: Date): { server: RunningServer; browser: Browser } {
  const suite = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    suite.server = await startServer({ env: { TEST_NOW: start.toISOString() } });
    suite.browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
