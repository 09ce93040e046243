import { importSource } from './project-source.mjs';

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;
const SETTING = /^\s*set\s/i;

/**
 * Answers one `/api/trainers/nearby` query string with the app's own route schema, discovery
 * service and listing repository on `database`, and returns the statements that request sent: each with the settings sent before
 * it in its transaction (`set local ...`), and the parameters. The server's exact SQL, whatever
 * its current shape, for EXPLAIN and timings.
 */
export async function captureNearbySql(database, queryString) {
  const [
    { nearbyQuerySchema },
    { createDiscoveryRepository },
    { createDiscoveryService },
    { createListingRepository },
  ] = await Promise.all([
    importSource('src/shared/discovery-schemas.ts'),
    importSource('src/server/features/discovery/discovery.repository.ts'),
    importSource('src/server/features/discovery/discovery.service.ts'),
    importSource('src/server/features/discovery/listing.repository.ts'),
  ]);
  const sent = [];
  let capturing = false;
  const db = database.drizzle({
    logQuery: (sql, params) => capturing && sent.push({ sql, params }),
  });
  const now = () => new Date();
  const service = createDiscoveryService(
    createDiscoveryRepository(db),
    createListingRepository(db),
    now,
  );
  const query = nearbyQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString)));
  capturing = true;
  const result = await service.nearby(query);
  capturing = false;

  const steps = [];
  let settings = [];
  for (const statement of sent) {
    // PGlite's driver opens and closes transactions itself, node-postgres logs them: the steps
    // below replay both the same way.
    if (TRANSACTION_CONTROL.test(statement.sql)) continue;
    if (SETTING.test(statement.sql)) {
      settings.push(statement);
      continue;
    }
    steps.push({ name: stepName(statement.sql), settings, ...statement });
    settings = [];
  }
  return { steps, rows: result.data.length, total: result.pagination.totalCount };
}

/**
 * The number of published trainers within `radiusKm` of a point by the earthdistance
 * extension's GiST index, independently of the server's code: what its total must equal.
 */
export async function countWithEarthdistance(database, { latitude, longitude, radiusKm }) {
  const radiusMeters = radiusKm * 1000;
  const [{ count }] = await database.query(
    `select count(*)::int as count from trainer
      where published and earth_box(ll_to_earth($1, $2), $3) @> earth_point
        and earth_distance(ll_to_earth($1, $2), earth_point) <= $3`,
    [latitude, longitude, radiusMeters],
  );
  return count;
}

function stepName(sql) {
  if (/nearby_trainer_page/i.test(sql)) return 'nearby';
  return 'other';
}

/**
 * Runs a step as the server does: inside a transaction when it changes settings first.
 * Returns the rows and how long the main statement alone took.
 */
async function runStep(database, step, sql = step.sql) {
  const timed = async () => {
    const startedAt = performance.now();
    const rows = await database.query(sql, step.params);
    return { rows, mainMs: performance.now() - startedAt };
  };
  if (step.settings.length === 0) return timed();
  await database.query('begin');
  try {
    for (const setting of step.settings) await database.query(setting.sql, setting.params);
    return await timed();
  } finally {
    await database.query('commit');
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of one step, as printed lines. */
export async function explain(database, step) {
  const { rows } = await runStep(database, step, `explain (analyze, buffers) ${step.sql}`);
  return [
    ...step.settings.map((setting) => `(after ${setting.sql.trim()})`),
    ...rows.map((row) => row['QUERY PLAN']),
  ];
}

const summarize = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    meanMs: sorted.reduce((sum, sample) => sum + sample, 0) / sorted.length,
    p50Ms: sorted[Math.floor(sorted.length / 2)],
    p99Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))],
  };
};

/**
 * Each step run `runs` times in a row on one connection, with its transaction and settings:
 * the database's own share of a request, without HTTP, pooling or serialization. For a step in
 * a transaction, `mainStatement` is its main statement alone: the rest is round trips.
 */
export async function timeSteps(database, steps, runs) {
  const timings = {};
  for (const step of steps) {
    const whole = [];
    const main = [];
    for (let run = 0; run < runs; run++) {
      const startedAt = performance.now();
      const { mainMs } = await runStep(database, step);
      whole.push(performance.now() - startedAt);
      main.push(mainMs);
    }
    const statements = step.settings.length > 0 ? step.settings.length + 3 : 1;
    timings[step.name] = {
      runs,
      statements,
      ...summarize(whole),
      ...(statements > 1 ? { mainStatement: summarize(main) } : {}),
    };
  }
  return timings;
}
