import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process times in clock ticks of 1/100 s (sysconf CLK_TCK). */
const MS_PER_TICK = 10;

/** User + system CPU time of one process so far, from /proc; 0 once it is gone. */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name may hold spaces; the fields after it are space-separated
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return 0;
  }
}

/** PostgreSQL backends serving `database` (their command line names it), by pid. */
function backendsOf(database) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (command.startsWith('postgres: ') && command.includes(` ${database} `)) {
        pids.push(Number(entry));
      }
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/**
 * CPU spent by the server process and, on PostgreSQL, by the backends of the bench's database,
 * so that a run can say how many milliseconds of each a request costs. Backends that end during
 * a run are not counted; the server's pool keeps its connections open throughout.
 */
export function cpuSampler({ serverPid, postgresDatabase }) {
  if (process.platform !== 'linux') return null;
  return () => {
    const backends = postgresDatabase ? backendsOf(postgresDatabase) : [];
    return {
      server: processCpuMs(serverPid),
      database: Object.fromEntries(backends.map((pid) => [pid, processCpuMs(pid)])),
    };
  };
}

/** Milliseconds of CPU between two samples, split between the server and the database. */
export function cpuSpent(before, after) {
  let database = 0;
  for (const [pid, ms] of Object.entries(after.database))
    database += ms - (before.database[pid] ?? 0);
  return { serverMs: after.server - before.server, databaseMs: database };
}

/** Resident memory of one process in MiB, from /proc; null where there is no /proc. */
export function residentMib(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kib) ? kib / 1024 : null;
  } catch {
    return null;
  }
}
