/**
 * `npm test`: every suite, one after another, each starting what it needs (the integration and
 * e2e suites start their own local stack on free ports). Prints a summary and exits non-zero
 * when any suite fails.
 *   npm test                 all suites
 *   npm test -- unit e2e     only the named suites (unit, integration, deno, e2e)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack/config.ts';
import { findChromium, selfTest } from './chromium.ts';

interface Suite {
  name: string;
  cmd: string[];
  env?: NodeJS.ProcessEnv;
  counts: (output: string) => { passed: number; failed: number } | null;
}

const tmp = path.join(ROOT, '.local', 'test-results');
fs.mkdirSync(tmp, { recursive: true });
const node = process.execPath;
const bin = (p: string) => path.join(ROOT, 'node_modules', p);

function vitestCounts(file: string) {
  return () => {
    if (!fs.existsSync(file)) return null;
    const r = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests + r.numPendingTests + r.numTodoTests,
    };
  };
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
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${tmp}/unit.json`,
    ],
    counts: vitestCounts(`${tmp}/unit.json`),
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
  },
  {
    name: 'deno',
    cmd: [node, bin('tsx/dist/cli.mjs'), 'scripts/test-deno.ts'],
    env: { NO_COLOR: '1' },
    counts: (out) => {
      const m = /(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/.exec(out);
      return m ? { passed: Number(m[1]), failed: Number(m[2]) } : null;
    },
  },
  {
    name: 'e2e',
    cmd: [node, bin('@playwright/test/cli.js'), 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/e2e.json` },
    counts: () => {
      const f = `${tmp}/e2e.json`;
      if (!fs.existsSync(f)) return null;
      const s = (
        JSON.parse(fs.readFileSync(f, 'utf8')) as {
          stats: { expected: number; unexpected: number; flaky: number; skipped: number };
        }
      ).stats;
      return { passed: s.expected + s.flaky, failed: s.unexpected + s.skipped };
    },
  },
];

function run(s: Suite): Promise<{ code: number; output: string; seconds: number }> {
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
      process.stdout.write(d);
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
      process.stderr.write(d);
    });
    child.on('close', (code) =>
      resolve({ code: code ?? 1, output, seconds: (Date.now() - t0) / 1000 }),
    );
  });
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
  const results: { name: string; ok: boolean; passed: number; failed: number; seconds: number }[] =
    [];
  for (const s of chosen) {
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
        results.push({ name: s.name, ok: false, passed: 0, failed: 1, seconds: 0 });
        continue;
      }
    }
    for (const f of ['unit.json', 'integration.json', 'e2e.json'])
      if (f.startsWith(s.name)) fs.rmSync(path.join(tmp, f), { force: true });
    process.stdout.write(`\n=== ${s.name} ===\n`);
    const r = await run(s);
    const c = s.counts(r.output);
    const ok = r.code === 0 && c !== null && c.passed > 0 && c.failed === 0;
    results.push({
      name: s.name,
      ok,
      passed: c?.passed ?? 0,
      failed: c?.failed ?? (r.code === 0 ? 0 : 1),
      seconds: r.seconds,
    });
  }
  process.stdout.write('\n=== summary ===\n');
  for (const r of results) {
    process.stdout.write(
      `${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(12)} ${String(r.passed).padStart(4)} passed, ${r.failed} failed  (${r.seconds.toFixed(1)} s)\n`,
    );
  }
  const passed = results.reduce((a, r) => a + r.passed, 0);
  const failed = results.reduce((a, r) => a + r.failed, 0);
  process.stdout.write(`wall time ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

void main();
