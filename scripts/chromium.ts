/**
 * The Chromium that the e2e suite and the browser benchmarks drive, found without an apt step or a
 * download at run time:
 *   1. `CHROME_PATH`, when set (it must exist);
 *   2. a system Chromium or Chrome (SYSTEM_PATHS: Linux and macOS), unless
 *      `CLAIMDESK_BROWSER=packaged` hides it (CI sets that, so the bare-machine path is proven);
 *   3. the headless Chromium shipped inside the npm package `@sparticuz/chromium` (a devDependency;
 *      Linux x64 only), unpacked once per checkout into `.local/browser/` (a few seconds the first
 *      time).
 *
 * The packaged binary links NSS, NSPR and expat, which a slim Linux lacks; the package ships them
 * (`bin/al2023.tar.br`, unpacked by the package itself only on AWS Lambda), and a font (Open Sans,
 * `bin/fonts.tar.br`). All of it is unpacked here, and every launch of the packaged browser gets
 * `FoundChromium.env`: `LD_LIBRARY_PATH` with the shipped libraries first, and `FONTCONFIG_PATH` at
 * a fonts.conf that lists only the shipped font, so the browser renders the same on any machine.
 * Launchers pass `launchEnv(found)` (Playwright's `env` option, `spawn`'s `env`).
 * `tsx scripts/chromium.ts --selftest` proves it: it starts the browser and reads from
 * /proc/<pid>/maps where NSS and NSPR were loaded from, and asks the page which font it rendered.
 *
 * The unpacking happens in a private folder that is renamed into place when complete, under a lock,
 * so parallel runs never see a half-written binary; a marker file names the package version and
 * layout, so an upgrade (or an older checkout's partial layout) unpacks again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGED_DIR = path.join(ROOT, '.local', 'browser');
const PACKAGED_BINARY = path.join(PACKAGED_DIR, 'chromium');
/** The shared libraries the package ships for Amazon Linux 2023 (NSS, NSPR, expat). */
export const PACKAGED_LIB_DIR = path.join(PACKAGED_DIR, 'al2023', 'lib');
const FONTCONFIG_DIR = path.join(PACKAGED_DIR, 'fontconfig');
/** Written last: the unpacked layout is complete and belongs to this package version. */
const MARKER = path.join(PACKAGED_DIR, '.unpacked');
const LAYOUT = 'libs+fonts/1';
const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export interface FoundChromium {
  executablePath: string;
  source: 'CHROME_PATH' | 'system' | 'packaged';
  /** What the browser's process needs on top of process.env (the packaged one: libs and fonts). */
  env: Record<string, string>;
}

/** The flags every launch uses: no sandbox (root in CI), no GPU, and no traffic to Google's hosts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The environment to start `found` with: this process's, plus what the browser needs. */
export function launchEnv(found: FoundChromium): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  return { ...env, ...found.env };
}

/** The packaged binary's env; `CHROME_PATH` may name it too (scripts/test-all.ts passes it on). */
function envFor(executablePath: string): Record<string, string> {
  if (path.resolve(executablePath) !== PACKAGED_BINARY) return {};
  const inherited = process.env.LD_LIBRARY_PATH?.split(':').filter(
    (p) => p && p !== PACKAGED_LIB_DIR,
  );
  return {
    LD_LIBRARY_PATH: [PACKAGED_LIB_DIR, ...(inherited ?? [])].join(':'),
    FONTCONFIG_PATH: FONTCONFIG_DIR,
  };
}

export async function findChromium(): Promise<FoundChromium> {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return { executablePath: fromEnv, source: 'CHROME_PATH', env: envFor(fromEnv) };
  }
  if (process.env.CLAIMDESK_BROWSER !== 'packaged') {
    const system = SYSTEM_PATHS.find((p) => fs.existsSync(p));
    if (system) return { executablePath: system, source: 'system', env: {} };
  }
  return packagedChromium();
}

/** The packaged browser, unpacked if needed, whatever CHROME_PATH or the system has. */
export async function packagedChromium(): Promise<FoundChromium> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `No Chromium found: @sparticuz/chromium ships one for Linux x64 only (this is ${process.platform} ${process.arch}). ` +
        'Install Chrome or Chromium, or set CHROME_PATH to its executable.',
    );
  }
  const executablePath = await unpackPackagedChromium();
  return { executablePath, source: 'packaged', env: envFor(executablePath) };
}

function packageVersion(): string {
  const manifest = path.join(ROOT, 'node_modules', '@sparticuz', 'chromium', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function unpacked(want: string): boolean {
  try {
    return fs.readFileSync(MARKER, 'utf8') === want && fs.existsSync(PACKAGED_BINARY);
  } catch {
    return false;
  }
}

/** A fonts.conf with only the shipped fonts, and a font cache inside .local/browser. */
function fontsConf(fontDir: string, cacheDir: string): string {
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<!-- Written by scripts/chromium.ts: the packaged Chromium renders with the font shipped in',
    '     @sparticuz/chromium only, on any machine. -->',
    '<fontconfig>',
    `  <dir>${fontDir}</dir>`,
    `  <cachedir>${cacheDir}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

async function unpackPackagedChromium(): Promise<string> {
  const want = `@sparticuz/chromium@${packageVersion()} ${LAYOUT}\n`;
  if (unpacked(want)) return PACKAGED_BINARY;
  fs.mkdirSync(path.dirname(PACKAGED_DIR), { recursive: true });
  const lock = `${PACKAGED_DIR}.lock`;
  await acquire(lock);
  try {
    if (unpacked(want)) return PACKAGED_BINARY;
    const staging = `${PACKAGED_DIR}.tmp-${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    // The package unpacks into os.tmpdir(), which reads TMPDIR at call time.
    const savedTmp = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    try {
      const { default: chromium, inflate } = await import('@sparticuz/chromium');
      // chromium, fonts/ (fonts.conf and Open Sans), and SwiftShader's GL libraries.
      const binary = await chromium.executablePath();
      if (path.dirname(binary) !== staging) {
        throw new Error(`@sparticuz/chromium unpacked to ${binary}, not into ${staging}`);
      }
      // al2023/lib: NSS, NSPR, expat.
      const bin = path.join(ROOT, 'node_modules', '@sparticuz', 'chromium', 'bin');
      await inflate(path.join(bin, 'al2023.tar.br'));
    } finally {
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
    }
    for (const lib of ['libnss3.so', 'libnspr4.so']) {
      if (!fs.existsSync(path.join(staging, 'al2023', 'lib', lib)))
        throw new Error(`@sparticuz/chromium did not ship ${lib} (in bin/al2023.tar.br)`);
    }
    // Paths in fonts.conf are the final ones (the staging folder is renamed below).
    fs.mkdirSync(path.join(staging, 'fontconfig'));
    fs.writeFileSync(
      path.join(staging, 'fontconfig', 'fonts.conf'),
      fontsConf(path.join(PACKAGED_DIR, 'fonts'), path.join(PACKAGED_DIR, 'fontconfig', 'cache')),
    );
    fs.writeFileSync(path.join(staging, path.basename(MARKER)), want);
    fs.rmSync(PACKAGED_DIR, { recursive: true, force: true });
    fs.renameSync(staging, PACKAGED_DIR);
    return PACKAGED_BINARY;
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** A directory as a lock (mkdir is atomic); a lock older than two minutes is a crashed run's. */
async function acquire(lock: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 120_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lock}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Starts the packaged browser as the e2e suite does and checks, in the running process, that NSS
 * and NSPR come from the shipped copies (never the system's) and that a page renders text with
 * the shipped font. Returns what it saw; throws with the reason when a check fails.
 */
export async function selfTest(): Promise<string[]> {
  const found = await packagedChromium();
  const { chromium } = await import('@playwright/test');
  const server = await chromium.launchServer({
    executablePath: found.executablePath,
    args: CHROMIUM_ARGS,
    env: launchEnv(found),
  });
  try {
    const pid = server.process().pid;
    const maps = fs.readFileSync(`/proc/${pid}/maps`, 'utf8');
    const loaded = [
      ...new Set(
        maps
          .split('\n')
          .map((l) => l.split(/\s+/)[5] ?? '')
          .filter((p) => /\/lib(nss3|nspr4|nssutil3|plc4|plds4|expat)\.so/.test(p)),
      ),
    ].sort();
    const seen = loaded.map((p) => `loaded ${p}`);
    for (const lib of ['libnss3.so', 'libnspr4.so']) {
      const from = loaded.filter((p) => path.basename(p).startsWith(lib));
      if (from.length === 0) throw new Error(`${lib} is not loaded by pid ${pid}`);
      const foreign = from.filter((p) => path.dirname(p) !== PACKAGED_LIB_DIR);
      if (foreign.length)
        throw new Error(`${lib} loaded from ${foreign.join(', ')}, not ${PACKAGED_LIB_DIR}`);
    }
    const browser = await chromium.connect(server.wsEndpoint());
    try {
      const page = await browser.newPage();
      await page.setContent(
        '<p id="t" style="font-family: system-ui, sans-serif">ClaimDesk 123</p>',
      );
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: '#t',
      });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      seen.push(
        `rendered with ${fonts.map((f) => `${f.familyName} (${f.glyphCount} glyphs)`).join(', ')}`,
      );
      if (!fonts.some((f) => f.familyName === 'Open Sans' && f.glyphCount > 0))
        throw new Error(
          `the page did not render with the shipped font (Open Sans): ${seen.at(-1)}`,
        );
    } finally {
      await browser.close();
    }
    return seen;
  } finally {
    await server.close();
  }
}

// `tsx scripts/chromium.ts` prints where the browser is (and unpacks it if needed);
// `--selftest` checks the packaged browser's own libraries and font in a running browser.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const run = process.argv.includes('--selftest')
    ? selfTest().then((seen) => `packaged Chromium self-test ok:\n  ${seen.join('\n  ')}\n`)
    : findChromium().then(
        (c) =>
          `${c.source}: ${c.executablePath}\n${Object.entries(c.env)
            .map(([k, v]) => `  ${k}=${v}\n`)
            .join('')}`,
      );
  run.then(
    (out) => process.stdout.write(out),
    (err: Error) => {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    },
  );
}
