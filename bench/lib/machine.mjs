import { availableParallelism, loadavg } from 'node:os';

const PAGE_BYTES = 4096;
const PROBE_BYTES = 128 * 1024 * 1024;

/**
 * How fast this host is at the two things its speed varied in between sessions, neither of which
 * the load average shows: a fixed piece of JavaScript (the same objects turned to JSON and back),
 * and the first touch of fresh memory. On 27 November 2026 the same commit's `npm test` took 144 s
 * of wall time one day and 280 s the next, and a first touch cost 12 µs a page, which a browser
 * loading a page pays some 30,000 times (docs/benchmarks.md).
 */
function probeHost() {
  const rows = Array.from({ length: 20_000 }, (_, index) => ({
    id: `trainer-${index}`,
    name: 'Asha Verma',
    rating: 4.8,
    services: [{ kind: 'personal', pricePaise: 150_000 }],
  }));
  const cpuStarted = performance.now();
  for (let round = 0; round < 10; round++) JSON.parse(JSON.stringify(rows));
  const cpuMs = performance.now() - cpuStarted;

  const memoryStarted = performance.now();
  const fresh = Buffer.allocUnsafeSlow(PROBE_BYTES);
  for (let offset = 0; offset < fresh.length; offset += PAGE_BYTES) fresh[offset] = 1;
  const microsPerPage = ((performance.now() - memoryStarted) * 1000) / (PROBE_BYTES / PAGE_BYTES);
  return { cpuMs, microsPerPage };
}

let host;

/** Timings mean little without the load and the host they were taken on, so every bench prints them. */
export function describeMachine() {
  const [oneMinute] = loadavg();
  host ??= probeHost();
  return `${availableParallelism()} cores, load average ${oneMinute.toFixed(2)}, Node ${process.version}, host: fixed JSON work ${host.cpuMs.toFixed(0)} ms, first touch ${host.microsPerPage.toFixed(1)} µs a page`;
}
