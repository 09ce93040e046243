import autocannon from 'autocannon';
import { cpuSpent } from './cpu-time.mjs';

/**
 * Keeps `connections` requests in flight (no pipelining) for `seconds` against `baseUrl`,
 * after a discarded warm-up. `nextPath()` is asked for every request's path, so a run can
 * rotate over positions and pages instead of hammering one cached point. With `sampleCpu`
 * (from cpuSampler) it also reports the CPU milliseconds one answer cost the server and the
 * database.
 */
export async function measureThroughput({
  baseUrl,
  nextPath,
  connections,
  seconds,
  warmupSeconds,
  sampleCpu = null,
}) {
  const run = (duration) =>
    autocannon({
      url: baseUrl,
      connections,
      pipelining: 1,
      duration,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    });
  if (warmupSeconds > 0) await run(warmupSeconds);
  const cpuBefore = sampleCpu?.();
  const result = await run(seconds);
  const cpu = sampleCpu ? cpuSpent(cpuBefore, sampleCpu()) : null;
  const answered = result.requests.total;
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
    bytesPerRequest: Math.round(result.throughput.total / answered),
  };
}
