import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';
import { freePort } from '../../e2e/support/server.mjs';

/**
 * Debian's Chromium with the DevTools protocol on a loopback port, for tools that drive it
 * themselves (Lighthouse). A fresh profile each time, removed by close().
 */
export async function launchChromiumWithDevtools() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'kasrat-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  exit.then(() => {
    exited = true;
  });
  const close = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await exit;
    }
    // Chromium's helper processes can still be writing to the profile as the browser exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };

  const deadline = performance.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`${CHROMIUM_PATH} exited before its DevTools port opened`);
    const response = await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => null);
    if (response?.ok) {
      await response.arrayBuffer();
      break;
    }
    if (performance.now() > deadline) {
      await close();
      throw new Error(`${CHROMIUM_PATH} did not open its DevTools port within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, close };
}
