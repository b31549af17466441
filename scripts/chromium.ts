/**
 * The Chromium that the e2e suite and the browser benchmarks drive, found without an apt step or a
 * download at run time:
 *   1. `CHROME_PATH`, when set (it must exist);
 *   2. a system Chromium (`/usr/bin/chromium`, `/usr/bin/chromium-browser`), unless
 *      `CLAIMDESK_BROWSER=packaged` hides it (CI sets that, so the bare-machine path is proven);
 *   3. the headless Chromium shipped inside the npm package `@sparticuz/chromium` (a devDependency),
 *      unpacked once per checkout into `.local/browser/` (about 2 s the first time).
 * The unpacking happens in a private folder that is renamed into place when complete, under a lock,
 * so parallel runs never see a half-written binary.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGED_DIR = path.join(ROOT, '.local', 'browser');
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export interface FoundChromium {
  executablePath: string;
  source: 'CHROME_PATH' | 'system' | 'packaged';
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

export async function findChromium(): Promise<FoundChromium> {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return { executablePath: fromEnv, source: 'CHROME_PATH' };
  }
  if (process.env.CLAIMDESK_BROWSER !== 'packaged') {
    const system = SYSTEM_PATHS.find((p) => fs.existsSync(p));
    if (system) return { executablePath: system, source: 'system' };
  }
  return { executablePath: await unpackPackagedChromium(), source: 'packaged' };
}

async function unpackPackagedChromium(): Promise<string> {
  const binary = path.join(PACKAGED_DIR, 'chromium');
  if (fs.existsSync(binary)) return binary;
  fs.mkdirSync(path.dirname(PACKAGED_DIR), { recursive: true });
  const lock = `${PACKAGED_DIR}.lock`;
  await acquire(lock);
  try {
    if (fs.existsSync(binary)) return binary;
    const staging = `${PACKAGED_DIR}.tmp-${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    // The package unpacks into os.tmpdir(), which reads TMPDIR at call time.
    const savedTmp = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    try {
      const { default: chromium } = await import('@sparticuz/chromium');
      const unpacked = await chromium.executablePath();
      if (path.dirname(unpacked) !== staging) {
        throw new Error(`@sparticuz/chromium unpacked to ${unpacked}, not into ${staging}`);
      }
    } finally {
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
    }
    fs.rmSync(PACKAGED_DIR, { recursive: true, force: true });
    fs.renameSync(staging, PACKAGED_DIR);
    return binary;
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

// `tsx scripts/chromium.ts` prints where the browser is (and unpacks it if needed).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  findChromium().then(
    (c) => process.stdout.write(`${c.source}: ${c.executablePath}\n`),
    (err: Error) => {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    },
  );
}
