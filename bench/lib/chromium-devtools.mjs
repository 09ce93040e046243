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
    // Its own process group, so that close() can end its helpers with it.
    { stdio: 'ignore', detached: true },
  );
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  exit.then(() => {
    exited = true;
  });
  const endGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group has already gone
    }
  };
  process.once('exit', endGroup);
  const close = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await exit;
    }
    // The renderers, the network service and crashpad outlive the browser process for a moment,
    // still writing to the profile: removing it under them failed with ENOTEMPTY (CI at 458abcb,
    // and again on 27 November 2026 even with retries).
    endGroup();
    process.removeListener('exit', endGroup);
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };

  const deadline = performance.now() + 30_000;
  let version;
  for (;;) {
    if (exited) throw new Error(`${CHROMIUM_PATH} exited before its DevTools port opened`);
    const response = await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => null);
    if (response?.ok) {
      // 'HeadlessChrome/156.0.8078.108': the user agent the pages see is reduced to 156.0.0.0.
      version = (await response.json()).Browser;
      break;
    }
    if (performance.now() > deadline) {
      await close();
      throw new Error(`${CHROMIUM_PATH} did not open its DevTools port within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, close, version };
}
