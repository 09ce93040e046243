// Lighthouse (the npm package, its defaults: mobile form factor, simulated throttling) with
// Debian's Chromium on the public discovery pages of the built app with demo data: /trainers, a
// demo trainer's page, /city/mumbai and the Hindi listing. Prints the performance, accessibility
// and SEO scores, CLS, LCP and TBT of each against issue 30's targets: performance at least 98,
// accessibility and SEO at least 95, CLS 0, total blocking time at most 100 ms, LCP at most
// 1.2 s. A missed accessibility, SEO or layout-shift target fails the run (exit 1): those do not
// depend on how busy the machine is. The timing targets are printed, not enforced: the same
// build's total blocking time moved from 23-166 ms to 544-1,617 ms when the host ran at half speed
// (docs/benchmarks.md#27-november-2026-third-session-the-same-code-on-a-host-at-half-speed), so a
// failure would judge the host rather than the change; the figures are read at each landing.
// LIGHTHOUSE_RUNS runs per page (default 3); the run with the median performance score is
// judged, as Lighthouse's own guidance suggests for variable scores.
import lighthouse from 'lighthouse';
import { startServer } from '../e2e/support/server.mjs';
import { launchChromiumWithDevtools } from './lib/chromium-devtools.mjs';
import { describeMachine } from './lib/machine.mjs';
import { writeResult } from './lib/results.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'seo'];
const TARGET = { performance: 98, accessibility: 95, seo: 95, cls: 0, tbtMs: 100, lcpMs: 1200 };

function summarize(lhr) {
  const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue;
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    cls: audit('cumulative-layout-shift'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    finalUrl: lhr.finalDisplayedUrl,
    // Lighthouse's own measure of this machine's CPU speed: simulated throttling scales with it.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings,
    below: Object.fromEntries(CATEGORIES.map((category) => [category, failing(category)])),
  };
}

const verdicts = (figures) => [
  figures.performance >= TARGET.performance ? null : 'performance',
  figures.accessibility >= TARGET.accessibility ? null : 'accessibility',
  figures.seo >= TARGET.seo ? null : 'SEO',
  figures.cls <= TARGET.cls ? null : 'CLS',
  figures.tbtMs <= TARGET.tbtMs ? null : 'TBT',
  figures.lcpMs <= TARGET.lcpMs ? null : 'LCP',
];

const server = await startServer({ env: { NODE_ENV: 'production' } });
let chromium;
try {
  const nearby = await fetch(
    `${server.baseUrl}/api/trainers/nearby?latitude=19.076&longitude=72.8777&radius=50&limit=1`,
  );
  const trainerId = (await nearby.json()).data?.[0]?.id;
  if (!trainerId) throw new Error(`No demo trainer near Mumbai (nearby answered ${nearby.status})`);
  const pages = ['/trainers', `/trainer/${trainerId}`, '/city/mumbai', '/hi/trainers'];

  chromium = await launchChromiumWithDevtools();
  const results = {};
  let version = '';
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${server.baseUrl}${page}`, {
        port: chromium.port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      version = result.lhr.lighthouseVersion;
      runs.push(summarize(result.lhr));
    }
    // A run Lighthouse itself reports as broken (e.g. NO_NAVSTART on a busy machine) has no
    // scores; the median is taken over the others.
    const complete = runs.filter((run) => run.runtimeError === null);
    const candidates = (complete.length > 0 ? complete : runs).sort(
      (a, b) => a.performance - b.performance,
    );
    const median = candidates[Math.floor(candidates.length / 2)];
    results[page] = {
      ...median,
      performanceRuns: runs.map((run) => run.performance),
      failedRuns: runs.filter((run) => run.runtimeError !== null).map((run) => run.runtimeError),
    };
  }

  console.log(
    `Lighthouse ${version} on ${chromium.version}, mobile, simulated throttling, median of ${RUNS} run(s) by performance, ${describeMachine()}, Lighthouse CPU benchmark index ${Object.values(
      results,
    )
      .map((figures) => figures.benchmarkIndex)
      .join('/')}`,
  );
  console.log(
    `targets: performance >= ${TARGET.performance}, accessibility >= ${TARGET.accessibility}, SEO >= ${TARGET.seo}, CLS <= ${TARGET.cls}, TBT <= ${TARGET.tbtMs} ms, LCP <= ${TARGET.lcpMs} ms`,
  );
  const header = ['page', 'perf', 'a11y', 'seo', 'CLS', 'LCP ms', 'TBT ms', 'verdict'];
  const rows = Object.entries(results).map(([page, figures]) => {
    const missed = verdicts(figures).filter(Boolean);
    return [
      page,
      `${figures.performance}`,
      `${figures.accessibility}`,
      `${figures.seo}`,
      figures.cls === undefined ? '-' : figures.cls.toFixed(3),
      figures.lcpMs === undefined ? '-' : figures.lcpMs.toFixed(0),
      figures.tbtMs === undefined ? '-' : figures.tbtMs.toFixed(0),
      missed.length === 0 ? 'within targets' : `MISSED: ${missed.join(', ')}`,
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column > 0 && column < 7 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const [page, figures] of Object.entries(results)) {
    for (const error of figures.failedRuns) console.log(`  ${page}: a run failed: ${error}`);
    for (const [category, audits] of Object.entries(figures.below)) {
      if (audits.length > 0) console.log(`  ${page} ${category}, below 90: ${audits.join(', ')}`);
    }
  }
  writeResult('lighthouse', {
    lighthouse: version,
    browser: chromium.version,
    runs: RUNS,
    targets: TARGET,
    machine: describeMachine(),
    results,
  });
  const ENFORCED = new Set(['accessibility', 'SEO', 'CLS']);
  const failed = Object.entries(results).filter(([, figures]) =>
    verdicts(figures).some((missed) => missed !== null && ENFORCED.has(missed)),
  );
  if (failed.length > 0) {
    console.error(
      `accessibility, SEO or layout shift missed on ${failed.map(([page]) => page).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await chromium?.close();
  await server.stop();
}
