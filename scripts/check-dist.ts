/**
 * What a production build must (not) contain, checked on the files themselves
 * (docs/decisions.md, "Security headers on static hosts"):
 *   - no source maps: no *.map file and no sourceMappingURL comment;
 *   - no demo logins: neither the demo password nor a demo login email (they are compiled in only
 *     with VITE_SHOW_DEMO_LOGINS=true);
 *   - the headers of both static hosts, `_headers` (Cloudflare Pages) and `.htaccess` (Apache): a CSP
 *     whose connect-src is the Supabase origin only (https and wss, plus 'self'), frame-ancestors
 *     'none' and X-Frame-Options DENY on every page, and on the embed route frame-ancestors 'self'
 *     plus the configured partner origins and no X-Frame-Options;
 *   - a script-src of 'self', the prerendered pages' loader by its hash and, with Turnstile, its
 *     origin: no other inline script and no other site;
 *   - the pages the build wrote (scripts/prerender.ts: index.html and every .html beside it but the
 *     example host page) start index.html's scripts from their deferred template, carry the text
 *     of its stylesheets inline, and no inline script but the loader.
 * `npm run bench:bundle -- --check` runs it on its production build (CI); `tsx scripts/check-dist.ts
 * <dir> <supabase url> [origin...]` runs it on any build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARTNER_FRAME_FILE } from '../src/config/partner-forms.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/features/auth/demo-logins.ts';
import {
  DEFERRED_LOADER,
  deferredLoaderSource,
  deferredTemplate,
  HEAD_START_SCRIPT,
  PRELOAD_TAG,
  SCRIPT_TAG,
  STYLESHEET_TAG,
} from './deferred-scripts.ts';
import { EXAMPLE_HOST_PAGE, TURNSTILE_ORIGIN } from './security-headers.ts';

export interface DistExpectations {
  /** VITE_SUPABASE_URL of the build. */
  supabaseUrl: string;
  /** EMBED_ALLOWED_ORIGINS of the build, as origins. */
  embedOrigins: string[];
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((e) => (e.isFile() ? [path.join(e.parentPath, e.name)] : []));
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** Problems with one page's policy: script-src, connect-src, frame-ancestors. */
function checkPolicy(
  where: string,
  policy: string | undefined,
  frameAncestors: string[],
  supabaseUrl: string,
): string[] {
  if (!policy) return [`${where}: no Content-Security-Policy`];
  const d = directives(policy);
  const problems: string[] = [];
  const scripts = new Set(["'self'", deferredLoaderSource(), TURNSTILE_ORIGIN]);
  const otherScripts = (d.get('script-src') ?? []).filter((s) => !scripts.has(s));
  if (otherScripts.length)
    problems.push(`${where}: script-src also allows ${otherScripts.join(' ')}`);
  const api = new URL(supabaseUrl).origin;
  const allowed = new Set(["'self'", api, api.replace(/^http/, 'ws')]);
  const connect = d.get('connect-src') ?? [];
  if (!connect.includes(api)) problems.push(`${where}: connect-src does not allow ${api}`);
  const extra = connect.filter((c) => !allowed.has(c));
  if (extra.length) problems.push(`${where}: connect-src also allows ${extra.join(' ')}`);
  const ancestors = d.get('frame-ancestors') ?? [];
  if (ancestors.join(' ') !== frameAncestors.join(' '))
    problems.push(
      `${where}: frame-ancestors is "${ancestors.join(' ')}", expected "${frameAncestors.join(' ')}"`,
    );
  return problems;
}

/** Cloudflare Pages `_headers`: path lines, each followed by indented `Name: value` lines. */
function parseCloudflare(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
      continue;
    }
    const header = /^\s+([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (header && current) current.set(header[1]!.toLowerCase(), header[2]!);
  }
  return rules;
}

/** Apache `.htaccess`: the `<If>`/`<ElseIf>`/`<Else>` blocks and their `Header always set` lines. */
function parseApache(text: string) {
  return [...text.matchAll(/<(If|ElseIf|Else)(?: "([^"]*)")?>\n([\s\S]*?)<\/\1>/g)].map(
    ([, kind, condition, body]) => {
      const set = new Map<string, string>();
      for (const m of body!.matchAll(/Header always set ([A-Za-z-]+) "((?:[^"\\]|\\.)*)"/g))
        set.set(m[1]!.toLowerCase(), m[2]!.replace(/\\"/g, '"'));
      return { kind: kind!, condition: condition ?? '', set, body: body! };
    },
  );
}

/** The script and module preload tags' addresses in `html`. */
function scriptAssets(html: string): string[] {
  return [...html.matchAll(SCRIPT_TAG), ...html.matchAll(PRELOAD_TAG)].map((m) => m[1]!);
}

/**
 * The pages (scripts/prerender.ts): index.html and every .html beside it but the example host
 * page. The prerendered ones start index.html's scripts from their deferred template and carry its
 * styles inline; index.html does too unless the build skipped the prerender (PRERENDER=off). No
 * inline script but the loader.
 */
function checkPages(dir: string, files: string[]): string[] {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return ['index.html is missing'];
  const indexHtml = fs.readFileSync(index, 'utf8');
  const head = (html: string) => html.split('</head>')[0] ?? '';
  const inlineStyles = (html: string) =>
    [...head(html).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const wantScripts = scriptAssets(deferredTemplate(indexHtml) ?? head(indexHtml)).join(' ');
  // The stylesheets index.html links: in its head, or in its template once built.
  const links = head(indexHtml) + (deferredTemplate(indexHtml) ?? '');
  const linked = [...links.matchAll(STYLESHEET_TAG)].map((m) => {
    const file = path.join(dir, m[1]!);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `missing ${m[1]}`;
  });
  const wantStyles = linked.length ? linked.join('') : inlineStyles(indexHtml);
  const problems: string[] = [];
  for (const file of files) {
    const name = path.relative(dir, file);
    if (!name.endsWith('.html') || `/${name}` === EXAMPLE_HOST_PAGE) continue;
    const html = fs.readFileSync(file, 'utf8');
    const template = deferredTemplate(html);
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\bsrc=/.test(m[1]!),
    );
    if (inline.some((m) => m[2] !== DEFERRED_LOADER))
      problems.push(`${name}: has an inline script the CSP refuses`);
    if (name === 'index.html' && template === undefined && !inline.length) continue;
    if (inline.length !== 1 || template === undefined)
      problems.push(`${name}: does not start its scripts after the first paint`);
    // The partner forms' frame leaves out the head start, which does nothing there.
    const want =
      name === PARTNER_FRAME_FILE
        ? wantScripts
            .split(' ')
            .filter((src) => !HEAD_START_SCRIPT.test(src))
            .join(' ')
        : wantScripts;
    if (scriptAssets(head(html)).length || scriptAssets(template ?? '').join(' ') !== want)
      problems.push(`${name}: does not load the scripts index.html loads`);
    if (!wantStyles || inlineStyles(html) !== wantStyles)
      problems.push(`${name}: does not inline the stylesheets index.html links`);
  }
  return problems;
}

export function checkDist(dir: string, want: DistExpectations): string[] {
  const problems: string[] = [];
  const files = filesUnder(dir);
  const rel = (f: string) => path.relative(dir, f);
  const secrets = [DEMO_PASSWORD, ...DEMO_LOGINS.map((l) => l.email)];
  for (const file of files) {
    if (file.endsWith('.map')) {
      problems.push(`${rel(file)}: a source map is published`);
      continue;
    }
    const text = fs.readFileSync(file, 'latin1');
    if (text.includes('sourceMappingURL')) problems.push(`${rel(file)}: has a sourceMappingURL`);
    for (const s of secrets) if (text.includes(s)) problems.push(`${rel(file)}: contains ${s}`);
  }

  problems.push(...checkPages(dir, files));

  const site = ["'none'"];
  const embed = ["'self'", ...want.embedOrigins];
  const cfFile = path.join(dir, '_headers');
  if (!fs.existsSync(cfFile)) problems.push('_headers (Cloudflare Pages) is missing');
  else {
    const rules = parseCloudflare(fs.readFileSync(cfFile, 'utf8'));
    const all = rules.get('/*');
    const em = rules.get('/questions/corporate/:slug/embed');
    if (!all) problems.push('_headers: no /* rule');
    else {
      problems.push(
        ...checkPolicy('_headers /*', all.get('content-security-policy'), site, want.supabaseUrl),
      );
      if (all.get('x-frame-options') !== 'DENY')
        problems.push('_headers /*: X-Frame-Options is not DENY');
      if (all.get('x-content-type-options') !== 'nosniff')
        problems.push('_headers /*: X-Content-Type-Options is not nosniff');
    }
    if (!em) problems.push('_headers: no rule for the embed route');
    else {
      // Cloudflare applies every matching rule: the embed rule must detach the site's CSP and XFO.
      const detached = fs
        .readFileSync(cfFile, 'utf8')
        .split('/questions/corporate/:slug/embed\n')[1]
        ?.split(/\n(?=\S)/)[0];
      for (const h of ['Content-Security-Policy', 'X-Frame-Options'])
        if (!detached?.includes(`! ${h}`)) problems.push(`_headers embed: does not detach ${h}`);
      problems.push(
        ...checkPolicy(
          '_headers embed',
          em.get('content-security-policy'),
          embed,
          want.supabaseUrl,
        ),
      );
    }
  }

  const apFile = path.join(dir, '.htaccess');
  if (!fs.existsSync(apFile)) problems.push('.htaccess (Apache) is missing');
  else {
    const blocks = parseApache(fs.readFileSync(apFile, 'utf8'));
    const em = blocks.find((b) => /embed/.test(b.condition));
    const other = blocks.find((b) => b.kind === 'Else');
    if (!em) problems.push('.htaccess: no block for the embed route');
    else {
      if (!em.condition.startsWith('%{THE_REQUEST}'))
        problems.push(
          '.htaccess embed: not matched on THE_REQUEST (the SPA fallback rewrites REQUEST_URI)',
        );
      if (em.set.has('x-frame-options')) problems.push('.htaccess embed: sets X-Frame-Options');
      problems.push(
        ...checkPolicy(
          '.htaccess embed',
          em.set.get('content-security-policy'),
          embed,
          want.supabaseUrl,
        ),
      );
    }
    if (!other) problems.push('.htaccess: no <Else> block for the other pages');
    else {
      if (other.set.get('x-frame-options') !== 'DENY')
        problems.push('.htaccess other pages: X-Frame-Options is not DENY');
      problems.push(
        ...checkPolicy(
          '.htaccess other pages',
          other.set.get('content-security-policy'),
          site,
          want.supabaseUrl,
        ),
      );
    }
  }
  return problems;
}

// `tsx scripts/check-dist.ts <dir> <supabase url> [partner origin...]`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir, supabaseUrl, ...embedOrigins] = process.argv.slice(2);
  if (!dir || !supabaseUrl) {
    process.stderr.write(
      'usage: tsx scripts/check-dist.ts <dist dir> <supabase url> [origin...]\n',
    );
    process.exit(2);
  }
  const problems = checkDist(path.resolve(dir), { supabaseUrl, embedOrigins });
  for (const p of problems) process.stderr.write(`${p}\n`);
  process.stdout.write(problems.length ? `${problems.length} problem(s)\n` : `${dir}: ok\n`);
  process.exit(problems.length ? 1 : 0);
}
