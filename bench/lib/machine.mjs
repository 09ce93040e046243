import { availableParallelism, loadavg } from 'node:os';

/** Timings mean little without the load they were taken under, so every bench prints it. */
export function describeMachine() {
  const [oneMinute] = loadavg();
  return `${availableParallelism()} cores, load average ${oneMinute.toFixed(2)}, Node ${process.version}`;
}
