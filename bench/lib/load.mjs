import { fork } from 'node:child_process';
import { cpuSpent } from './cpu-time.mjs';

const WORKER = new URL('./load-worker.mjs', import.meta.url);

/** One autocannon run of `duration` seconds, in a child process (see load-worker.mjs). */
function run(options) {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, { stdio: 'inherit' });
    let result = null;
    child.once('message', (message) => {
      result = message;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`The load process exited with ${code}`)),
    );
    child.send(options);
  });
}

/**
 * Keeps `connections` requests in flight (no pipelining) for `seconds` against `baseUrl`,
 * after a discarded warm-up. The requests take their paths from `paths` in order, all
 * connections together, starting again at the end, so a run can rotate over positions and
 * pages instead of hammering one cached point. With `sampleCpu` (from cpuSampler) it also
 * reports the CPU milliseconds one answer cost the server and the database. `headers` go with
 * every request (a signed-in user's bearer token, say).
 */
export async function measureThroughput({
  baseUrl,
  paths,
  connections,
  seconds,
  warmupSeconds,
  sampleCpu = null,
  headers = {},
}) {
  // The measured run goes on where the warm-up stopped, past the positions it made warm.
  let start = 0;
  const load = async (duration) => {
    const result = await run({ baseUrl, paths, start, connections, duration, headers });
    start = result.next;
    return result;
  };
  if (warmupSeconds > 0) await load(warmupSeconds);
  const cpuBefore = sampleCpu?.();
  const result = await load(seconds);
  const cpu = sampleCpu ? cpuSpent(cpuBefore, sampleCpu()) : null;
  const answered = result.total;
  if (answered === 0) throw new Error(`No request to ${baseUrl} was answered`);
  return {
    serverCpuMsPerAnswer: cpu ? cpu.serverMs / answered : null,
    databaseCpuMsPerAnswer: cpu ? cpu.databaseMs / answered : null,
    requestsPerSecond: answered / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: answered,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: Math.round(result.bytes / answered),
  };
}
