/**
 * `npm test`: every suite, each starting what it needs (the integration and e2e suites start their
 * own local stack on free ports). Prints a summary and exits non-zero when any suite fails.
 *   npm test                 all suites
 *   npm test -- unit e2e     only the named suites (unit, integration, deno, e2e)
 *
 * The unit, integration and Deno suites run side by side, then the e2e suite alone: neither of the
 * first two keeps both cores busy on its own, and the e2e suite does, with the browsers that are
 * the part most sensitive to load (figures: docs/development.md, "Test timings"). A suite running
 * beside another keeps its output and prints it whole when it ends, so no two suites' lines
 * interleave. TEST_SERIAL=1 runs every suite one after another with its output live.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack/config.ts';
import { findChromium, selfTest } from './chromium.ts';

interface Counts {
  passed: number;
  failed: number;
  /** The failed (or skipped) tests by name, so the summary at the end says which. */
  names: string[];
}

interface Suite {
  name: string;
  cmd: string[];
  env?: NodeJS.ProcessEnv;
  counts: (output: string) => Counts | null;
  /** Seconds per test file, from the suite's JSON report (unit, integration, e2e). */
  files?: () => Record<string, number>;
}

/** Per-file seconds from a vitest JSON report (each file's start to end). */
function vitestFiles(file: string) {
  return (): Record<string, number> => {
    if (!fs.existsSync(file)) return {};
    const r = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      testResults?: { name: string; startTime?: number; endTime?: number }[];
    };
    const out: Record<string, number> = {};
    for (const f of r.testResults ?? [])
      if (f.startTime && f.endTime)
        out[path.relative(ROOT, f.name)] = (f.endTime - f.startTime) / 1000;
    return out;
  };
}

/** Per-file seconds from a Playwright JSON report (the sum of its tests' runs, retries included). */
function playwrightFiles(file: string) {
  return (): Record<string, number> => {
    if (!fs.existsSync(file)) return {};
    interface S extends PlaywrightSuite {
      specs?: { tests: { results?: { duration: number }[] }[] }[] & PlaywrightSuite['specs'];
      suites?: S[];
    }
    const r = JSON.parse(fs.readFileSync(file, 'utf8')) as { suites?: S[] };
    const out: Record<string, number> = {};
    const walk = (suites: S[], file: string) => {
      for (const s of suites) {
        const f = s.file ?? file;
        for (const spec of s.specs ?? [])
          for (const t of spec.tests)
            for (const res of t.results ?? [])
              out[`e2e/${f}`] = (out[`e2e/${f}`] ?? 0) + res.duration / 1000;
        walk(s.suites ?? [], f);
      }
    };
    walk(r.suites ?? [], '');
    return out;
  };
}

const tmp = path.join(ROOT, '.local', 'test-results');
fs.mkdirSync(tmp, { recursive: true });
const node = process.execPath;
const bin = (p: string) => path.join(ROOT, 'node_modules', p);

function vitestCounts(file: string) {
  return (): Counts | null => {
    if (!fs.existsSync(file)) return null;
    const r = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      testResults?: {
        name: string;
        status: string;
        message?: string;
        assertionResults: { fullName: string; status: string }[];
      }[];
    };
    const names: string[] = [];
    for (const f of r.testResults ?? []) {
      const where = path.relative(ROOT, f.name);
      for (const a of f.assertionResults)
        if (a.status !== 'passed') names.push(`${where} > ${a.fullName} (${a.status})`);
      // A file that failed to load has no assertions to list.
      if (f.status === 'failed' && f.assertionResults.length === 0)
        names.push(`${where}: ${(f.message ?? 'failed to run').split('\n')[0]}`);
    }
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests + r.numPendingTests + r.numTodoTests,
      names,
    };
  };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

function playwrightNames(suites: PlaywrightSuite[], file = ''): string[] {
  const out: string[] = [];
  for (const s of suites) {
    const f = s.file ?? file;
    for (const spec of s.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected' || t.status === 'skipped' || t.status === 'flaky')
          out.push(`${f}:${spec.line} > ${spec.title} (${t.status})`);
    out.push(...playwrightNames(s.suites ?? [], f));
  }
  return out;
}

const suites: Suite[] = [
  {
    name: 'unit',
    cmd: [
      node,
      bin('vitest/vitest.mjs'),
      'run',
      '--project',
      'unit',
      '--project',
      'unit-isolated',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${tmp}/unit.json`,
    ],
    counts: vitestCounts(`${tmp}/unit.json`),
    files: vitestFiles(`${tmp}/unit.json`),
  },
  {
    name: 'integration',
    cmd: [
      node,
      bin('vitest/vitest.mjs'),
      'run',
      '--project',
      'integration',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${tmp}/integration.json`,
    ],
    counts: vitestCounts(`${tmp}/integration.json`),
    files: vitestFiles(`${tmp}/integration.json`),
  },
  {
    name: 'deno',
    cmd: [node, bin('tsx/dist/cli.mjs'), 'scripts/test-deno.ts'],
    env: { NO_COLOR: '1' },
    counts: (out) => {
      const m = /(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/.exec(out);
      // Deno lists its failures as "<name> => <file>:<line>:<col>" under "ERRORS".
      const names = [...out.matchAll(/^(.+?) => (\S+:\d+:\d+)$/gm)].map((f) => `${f[2]} > ${f[1]}`);
      return m ? { passed: Number(m[1]), failed: Number(m[2]), names } : null;
    },
  },
  {
    name: 'e2e',
    cmd: [node, bin('@playwright/test/cli.js'), 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/e2e.json` },
    files: playwrightFiles(`${tmp}/e2e.json`),
    counts: () => {
      const f = `${tmp}/e2e.json`;
      if (!fs.existsSync(f)) return null;
      const r = JSON.parse(fs.readFileSync(f, 'utf8')) as {
        stats: { expected: number; unexpected: number; flaky: number; skipped: number };
        suites?: PlaywrightSuite[];
      };
      const s = r.stats;
      return {
        passed: s.expected + s.flaky,
        failed: s.unexpected + s.skipped,
        names: playwrightNames(r.suites ?? []),
      };
    },
  },
];

/** Suites that run side by side (each group after the previous one ends). */
const GROUPS: string[][] =
  process.env.TEST_SERIAL === '1'
    ? [['unit'], ['integration'], ['deno'], ['e2e']]
    : [['unit', 'integration', 'deno'], ['e2e']];

/**
 * Runs a suite's command; `live` streams its output as it comes (it is kept either way).
 */
function run(s: Suite, live: boolean): Promise<{ code: number; output: string; seconds: number }> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(s.cmd[0]!, s.cmd.slice(1), {
      cwd: ROOT,
      env: { ...process.env, ...s.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      if (live) process.stdout.write(d);
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
      if (live) process.stderr.write(d);
    });
    child.on('error', (err) => {
      output += `${err.message}\n`;
    });
    child.on('close', (code) =>
      resolve({ code: code ?? 1, output, seconds: (Date.now() - t0) / 1000 }),
    );
  });
}

interface Result {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  seconds: number;
  names: string[];
  files: Record<string, number>;
  notes: string[];
  /** The suites that ran at the same time. */
  beside: string[];
}

/** A suite that could not start: one failure, nothing run. */
const NOT_RUN = { ok: false, passed: 0, failed: 1, seconds: 0, names: [], files: {}, notes: [] };

async function runSuite(s: Suite, live: boolean, beside: string[]): Promise<Result> {
  if (s.name === 'e2e') {
    // Resolve (and on a bare machine unpack) the browser once, before Playwright's workers start.
    try {
      const browser = await findChromium();
      process.env.CHROME_PATH = browser.executablePath;
      process.stdout.write(`\ne2e browser (${browser.source}): ${browser.executablePath}\n`);
      // The packaged browser must run on its own NSS/NSPR and font, as on a bare machine.
      if (browser.source === 'packaged')
        process.stdout.write(`  ${(await selfTest()).join('\n  ')}\n`);
    } catch (err) {
      process.stderr.write(`No usable Chromium for the e2e suite: ${(err as Error).message}\n`);
      return { ...NOT_RUN, name: s.name, beside };
    }
  }
  for (const f of ['unit.json', 'integration.json', 'e2e.json'])
    if (f.startsWith(s.name)) fs.rmSync(path.join(tmp, f), { force: true });
  if (live) process.stdout.write(`\n=== ${s.name} ===\n`);
  const r = await run(s, live);
  // A suite beside another prints its output whole, once it ends.
  if (!live)
    process.stdout.write(
      `\n=== ${s.name} (ended after ${r.seconds.toFixed(1)} s) ===\n${r.output}`,
    );
  const c = s.counts(r.output);
  const ok = r.code === 0 && c !== null && c.passed > 0 && c.failed === 0;
  return {
    name: s.name,
    ok,
    passed: c?.passed ?? 0,
    failed: c?.failed ?? (r.code === 0 ? 0 : 1),
    seconds: r.seconds,
    names: c?.names ?? [],
    files: s.files?.() ?? {},
    notes: setUpTimes(r.output),
    beside,
  };
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const chosen = wanted.length ? suites.filter((s) => wanted.includes(s.name)) : suites;
  if (wanted.length && chosen.length !== wanted.length) {
    process.stderr.write(
      `Unknown suite in ${wanted.join(', ')}; choose from ${suites.map((s) => s.name).join(', ')}\n`,
    );
    process.exit(2);
  }
  const t0 = Date.now();
  const results: Result[] = [];
  for (const group of GROUPS) {
    const members = chosen.filter((s) => group.includes(s.name));
    if (!members.length) continue;
    const live = members.length === 1;
    if (!live)
      process.stdout.write(
        `\n=== ${members.map((s) => s.name).join(', ')}: side by side; each prints its output when it ends ===\n`,
      );
    const done = await Promise.all(
      members.map((s) =>
        runSuite(
          s,
          live,
          members.filter((o) => o !== s).map((o) => o.name),
        ),
      ),
    );
    results.push(...done);
  }
  printTimings(results, (Date.now() - t0) / 1000);
  process.stdout.write('\n=== summary ===\n');
  for (const r of results) {
    process.stdout.write(
      `${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(12)} ${String(r.passed).padStart(4)} passed, ${r.failed} failed  (${r.seconds.toFixed(1)} s)\n`,
    );
    // Which tests, so a CI log's last lines are enough to find them (flaky: passed on the retry).
    for (const n of r.names) process.stdout.write(`      ${n}\n`);
  }
  const passed = results.reduce((a, r) => a + r.passed, 0);
  const failed = results.reduce((a, r) => a + r.failed, 0);
  process.stdout.write(`wall time ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

/**
 * Where a suite's time went besides its tests: vitest's Duration line (transform, setup, import,
 * environment...) and the stack and app-build lines the global setups print.
 */
function setUpTimes(output: string): string[] {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  return [
    ...plain.matchAll(/^\s*Duration\s+(.+)$/gm),
    ...plain.matchAll(/^(\[(?:integration|e2e)\] .* in [\d.]+ s.*)$/gm),
  ].map((m) => (m[0].trim().startsWith('Duration') ? `Duration ${m[1]!.trim()}` : m[1]!.trim()));
}

/**
 * The timing table (suite, tests, wall seconds, the suites that ran at the same time) and each
 * suite's slowest files, also written to .local/test-results/timings.json with every file's
 * seconds, to compare runs.
 */
function printTimings(results: Result[], total: number): void {
  const w = (s: string | number, n: number) => String(s).padStart(n);
  const lines = [
    '',
    '=== timings ===',
    `${'suite'.padEnd(12)} ${w('tests', 6)} ${w('wall s', 8)}  ran beside`,
  ];
  for (const r of results)
    lines.push(
      `${r.name.padEnd(12)} ${w(r.passed + r.failed, 6)} ${w(r.seconds.toFixed(1), 8)}  ${r.beside.join(', ') || '-'}`,
    );
  lines.push(
    `${'total'.padEnd(12)} ${w(
      results.reduce((a, r) => a + r.passed + r.failed, 0),
      6,
    )} ${w(total.toFixed(1), 8)}`,
  );
  for (const r of results) {
    const slow = Object.entries(r.files)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5);
    for (const n of r.notes) lines.push(`${r.name}: ${n}`);
    if (!slow.length) continue;
    const sum = Object.values(r.files).reduce((a, b) => a + b, 0);
    lines.push(
      `${r.name}: ${Object.keys(r.files).length} files, ${sum.toFixed(1)} s in files; slowest:`,
    );
    for (const [f, sec] of slow) lines.push(`  ${w(sec.toFixed(1), 7)} s  ${f}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  const out = path.join(tmp, 'timings.json');
  let load = '';
  try {
    load = fs.readFileSync('/proc/loadavg', 'utf8').trim();
  } catch {
    /* not Linux */
  }
  fs.writeFileSync(
    out,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        loadavg: load,
        total,
        suites: results.map((r) => ({
          name: r.name,
          tests: r.passed + r.failed,
          seconds: r.seconds,
          beside: r.beside,
          notes: r.notes,
          files: r.files,
        })),
      },
      null,
      2,
    )}\n`,
  );
}

void main();
