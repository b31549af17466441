/**
 * The one production build of the SPA that the e2e suite serves, made once and reused:
 *
 * - It is built with a placeholder API origin (PLACEHOLDER_ORIGIN), not a stack's, so the same
 *   build serves every worker's stack: `copyFor` writes a copy with the placeholder replaced by
 *   that stack's API origin (in the scripts and in the static hosts' header files), which is then
 *   byte for byte what a build made with VITE_SUPABASE_URL set to that origin would hold.
 * - It is kept in `.local/e2e-build/<key>/` under a key made of everything the build reads (the
 *   sources, index.html, public/, the build's configuration and scripts, package-lock.json, the
 *   .env files and the VITE_ variables): a second run on unchanged sources skips the build.
 *   E2E_REBUILD=1 builds again anyway.
 *
 * `tsx e2e/support/app-build.ts` makes (or finds) the build alone: .ci/run starts it in the
 * background while the type check and lint run, so the e2e suite finds it ready.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, resolveConfig } from '../../stack/config.ts';

/** Stands for the stack's API origin in the build; `.invalid` never resolves (RFC 2606). */
export const PLACEHOLDER_ORIGIN = 'http://claimdesk-e2e-api.invalid';
/** Stands for the partner site's origin (EMBED_ALLOWED_ORIGINS) in the static hosts' header files. */
export const PLACEHOLDER_PARTNER_ORIGIN = 'http://claimdesk-e2e-partner.invalid';

const CACHE_DIR = path.join(ROOT, '.local', 'e2e-build');

/** What the build reads besides node_modules (whose content package-lock.json names). */
const INPUTS = [
  'src',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'postcss.config.js',
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
  'package.json',
  'package-lock.json',
];

function listFiles(p: string, out: string[]): void {
  const abs = path.join(ROOT, p);
  if (!fs.existsSync(abs)) return;
  if (fs.statSync(abs).isDirectory()) {
    for (const name of fs.readdirSync(abs).sort()) listFiles(path.join(p, name), out);
  } else out.push(p);
}

/** A key for the build made from `env` (the VITE_* and build variables) and the files it reads. */
export function buildKey(env: Record<string, string | undefined>): string {
  const files: string[] = [];
  for (const p of INPUTS) listFiles(p, files);
  // The .env files vite's loadEnv reads (vite.config.ts), whatever the mode.
  for (const name of fs.readdirSync(ROOT).sort()) if (/^\.env/.test(name)) files.push(name);
  const hash = createHash('sha256');
  for (const f of files) {
    hash.update(`${f}\0`);
    hash.update(fs.readFileSync(path.join(ROOT, f)));
    hash.update('\0');
  }
  const vars = Object.entries(env)
    .filter(([k]) => k.startsWith('VITE_') || k === 'EMBED_ALLOWED_ORIGINS' || k === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(vars));
  hash.update(process.version);
  return hash.digest('hex').slice(0, 16);
}

/** The env of the e2e build: the placeholders, the stacks' anon key and the demo logins shown. */
export async function buildEnv(): Promise<NodeJS.ProcessEnv> {
  const { anonKey } = await resolveConfig(process.env, {});
  return {
    ...process.env,
    VITE_SUPABASE_URL: PLACEHOLDER_ORIGIN,
    VITE_SUPABASE_ANON_KEY: anonKey,
    VITE_SHOW_DEMO_LOGINS: 'true',
    EMBED_ALLOWED_ORIGINS: PLACEHOLDER_PARTNER_ORIGIN,
  };
}

/**
 * The build's directory: the kept one when its key matches, else a new build (other keys' builds
 * are removed after an hour unused). `reused` says which.
 */
export async function ensureBuild(
  env: NodeJS.ProcessEnv,
): Promise<{ dir: string; reused: boolean }> {
  const key = buildKey(env);
  const dir = path.join(CACHE_DIR, key);
  const done = path.join(dir, '.complete');
  if (process.env.E2E_REBUILD !== '1' && fs.existsSync(done)) {
    const now = new Date();
    fs.utimesSync(dir, now, now); // in use: not removed as unused by another run's build
    return { dir, reused: true };
  }
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(CACHE_DIR, `tmp-${key}-`));
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  // Asynchronous, so that the stacks start meanwhile (e2e/support/global-setup.ts).
  const status = await new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', tmp, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: ROOT, env, stdio: 'inherit' },
    );
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
  // The prerendered public pages, as `npm run build` writes them (scripts/prerender.ts).
  const prerendered =
    status === 0 &&
    (await new Promise<number>((resolve) => {
      const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
      const child = spawn(process.execPath, [tsx, 'scripts/prerender.ts', '--out-dir', tmp], {
        cwd: ROOT,
        env,
        stdio: 'inherit',
      });
      child.once('error', () => resolve(1));
      child.once('exit', (code) => resolve(code ?? 1));
    })) === 0;
  if (!prerendered) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw new Error('vite build failed for the e2e run');
  }
  fs.writeFileSync(path.join(tmp, '.complete'), `${new Date().toISOString()}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.renameSync(tmp, dir);
  } catch (err) {
    // Another run in this checkout put the same build there first.
    if (!fs.existsSync(done)) throw err;
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  // Other builds go after an hour unused (another run may still be copying one now).
  const hourAgo = Date.now() - 3600 * 1000;
  for (const name of fs.readdirSync(CACHE_DIR)) {
    const other = path.join(CACHE_DIR, name);
    if (name !== key && fs.statSync(other).mtimeMs < hourAgo)
      fs.rmSync(other, { recursive: true, force: true });
  }
  return { dir, reused: false };
}

const TEXT = /\.(html|js|mjs|css|json|txt|svg|webmanifest|map)$|^_headers$|^\.htaccess$/;

/** Copies the build to `outDir` with the placeholder origins replaced by the real ones. */
export function copyFor(
  buildDir: string,
  outDir: string,
  origins: { api: string; partner: string },
): void {
  const swaps: [string, string][] = [
    [new URL(PLACEHOLDER_ORIGIN).host, new URL(origins.api).host],
    [new URL(PLACEHOLDER_PARTNER_ORIGIN).host, new URL(origins.partner).host],
  ];
  fs.rmSync(outDir, { recursive: true, force: true });
  const walk = (from: string, to: string) => {
    fs.mkdirSync(to, { recursive: true });
    for (const e of fs.readdirSync(from, { withFileTypes: true })) {
      const src = path.join(from, e.name);
      const dst = path.join(to, e.name);
      if (e.isDirectory()) walk(src, dst);
      else if (e.name === '.complete') continue;
      else if (TEXT.test(e.name)) {
        const text = fs.readFileSync(src, 'utf8');
        fs.writeFileSync(
          dst,
          swaps.reduce((t, [from, to]) => t.split(from).join(to), text),
        );
      } else fs.copyFileSync(src, dst);
    }
  };
  walk(buildDir, outDir);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t0 = Date.now();
  const b = await ensureBuild(await buildEnv());
  process.stdout.write(
    `e2e app build ${b.reused ? 'reused' : 'made'} in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${path.relative(ROOT, b.dir)}\n`,
  );
}
