import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { importSource } from './project-source.mjs';

/**
 * The tests' sticky proxy (src/server/test/sticky-proxy.ts) as a process of its own, as nginx
 * would be, so its work is not counted in the bench's latencies. `served()` asks it how many
 * requests it has sent to each upstream.
 */
export async function startProxyProcess(upstreams) {
  const child = fork(fileURLToPath(import.meta.url), upstreams, { stdio: 'inherit' });
  const ask = (question) =>
    new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', () => reject(new Error('the proxy process exited')));
      if (question) child.send(question);
    });
  const { url } = await ask(null);
  return {
    url,
    pid: child.pid,
    served: async () => (await ask('served')).served,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startStickyProxy } = await importSource('src/server/test/sticky-proxy.ts');
  const proxy = await startStickyProxy(process.argv.slice(2));
  process.on('message', (question) => {
    if (question === 'served') process.send({ served: proxy.served });
  });
  const stop = () => proxy.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  // the bench ended without stopping it
  process.once('disconnect', stop);
  process.send({ url: proxy.url });
}
