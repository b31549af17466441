/**
 * The prerender (docs/decisions.md, "Prerendered public pages"), run by `npm run build` after the
 * client build: the first paint of the pages that need no data (src/entry-server.tsx,
 * PRERENDER_PAGES) written into the build as static files, so the browser paints the page from the
 * HTML and React hydrates it (src/main.tsx) once the scripts arrive.
 *
 * 1. a server build of src/entry-server.tsx (`vite build --ssr`, into .local/prerender-ssr);
 * 2. for each page, its markup (react-dom/static's prerender) put into the client build's
 *    index.html at `<div id="root">`, with the page's title, written as <path>.html (dist/login.html:
 *    /login on Cloudflare Pages and `vite preview`, and on Apache through .htaccess; every other
 *    address still gets index.html, the SPA fallback).
 *
 * 3. each page is made to paint as a static page does (staticPage): Lighthouse's mobile model counts
 *    every request that starts before the largest paint, so the page's head asks for none. The
 *    stylesheet is inlined as a <style> (the CSP's style-src allows it), and the scripts and
 *    modulepreloads of index.html's head are started by a small external module at the end of
 *    <body> (assets/page-loader-<hash>.js, written here) once the page has painted.
 *
 * The pages carry the same headers as index.html and no inline script (the CSP allows none), and
 * load index.html's scripts through the loader: check-dist checks both. `PRERENDER=off npm run
 * build` builds without it (every page then renders in the browser, as before).
 *
 * `tsx scripts/prerender.ts [--out-dir dist]`
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Per run: a bench and the e2e setup may prerender at the same time. */
const SSR_DIR = path.join(ROOT, '.local', `prerender-ssr-${process.pid}`);
const ROOT_DIV = '<div id="root"></div>';

/** The file a page is written to: /login is login.html (no trailing slash, no directory). */
export function pageFile(outDir: string, pagePath: string): string {
  return path.join(outDir, `${pagePath.replace(/^\/+|\/+$/g, '')}.html`);
}

/** index.html with `markup` in #root and `title` as the document's title. */
export function pageHtml(template: string, markup: string, title: string): string {
  if (!template.includes(ROOT_DIV)) throw new Error(`prerender: index.html has no ${ROOT_DIV}`);
  if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(markup))
    throw new Error('prerender: a page rendered an inline script, which the CSP refuses');
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escaped}</title>`)
    .replace(ROOT_DIV, () => `<div id="root">${markup}</div>`);
}

/** What index.html's head loads: its module scripts, its modulepreloads and its stylesheet. */
export interface HeadAssets {
  scripts: string[];
  preloads: string[];
  stylesheet: string;
}

const HEAD_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const HEAD_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;
const HEAD_STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;

function headOf(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('prerender: index.html has no </head>');
  return html.slice(0, end);
}

/** The scripts, modulepreloads and the one stylesheet of a page's head (the build's index.html). */
export function headAssets(html: string): HeadAssets {
  const head = headOf(html);
  const all = (re: RegExp) => [...head.matchAll(re)].map((m) => m[1]!);
  const stylesheets = all(HEAD_STYLESHEET);
  if (stylesheets.length !== 1)
    throw new Error(`prerender: index.html links ${stylesheets.length} stylesheets, not one`);
  return { scripts: all(HEAD_SCRIPT), preloads: all(HEAD_PRELOAD), stylesheet: stylesheets[0]! };
}

/**
 * The loader's source (plain JavaScript, no imports): index.html's modulepreloads and scripts,
 * started after the page's first paint. It waits for the largest-paint entry (or the first paint
 * where the browser reports none, or the next frame where it reports neither), so no request of
 * the app starts before the prerendered page is on screen; a hidden tab, which does not paint,
 * starts after a second and a half.
 */
export function loaderSource({ scripts, preloads }: HeadAssets): string {
  return [
    `const preloads = ${JSON.stringify(preloads)};`,
    `const scripts = ${JSON.stringify(scripts)};`,
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    '  setTimeout(() => {',
    '    for (const href of preloads) {',
    "      const link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    "      link.crossOrigin = '';",
    '      link.href = href;',
    '      document.head.append(link);',
    '    }',
    '    for (const src of scripts) import(src);',
    '  });',
    '};',
    "const types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes ?? [];",
    "const type = ['largest-contentful-paint', 'paint'].find((t) => types.includes(t));",
    'if (type) new PerformanceObserver(start).observe({ type, buffered: true });',
    'else requestAnimationFrame(start);',
    'setTimeout(start, 1500);',
    '',
  ].join('\n');
}

/**
 * A prerendered page (pageHtml's output) that paints with no request but its own: index.html's
 * scripts and modulepreloads taken out of the head and started by the loader at the end of
 * <body>, the stylesheet `css` inlined where its link was. The page is the same once the loader
 * has run: React hydrates it as before.
 */
export function staticPage(html: string, css: string, loaderHref: string): string {
  if (/<\/style/i.test(css)) throw new Error('prerender: the stylesheet contains </style');
  if (!html.includes('</body>')) throw new Error('prerender: the page has no </body>');
  const head = headOf(html);
  const rest = html.slice(head.length);
  const stripped = head
    .replace(HEAD_SCRIPT, '')
    .replace(HEAD_PRELOAD, '')
    .replace(HEAD_STYLESHEET, () => `<style>${css}</style>`);
  return (stripped + rest).replace(
    '</body>',
    // Low: the paint does not need it (Chromium fetches module scripts at high priority, which
    // Lighthouse's model counts as render-blocking).
    () => `<script type="module" fetchpriority="low" src="${loaderHref}"></script>\n  </body>`,
  );
}

interface ServerEntry {
  PRERENDER_PAGES: Array<{ path: string; title: string }>;
  renderPage(path: string): Promise<string>;
}

async function main() {
  const i = process.argv.indexOf('--out-dir');
  const outDir = path.resolve(ROOT, i > 0 ? process.argv[i + 1]! : 'dist');
  if (process.env.PRERENDER === 'off') {
    console.log('prerender: off (PRERENDER=off); every page renders in the browser');
    return;
  }
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const head = headAssets(template);
  const css = fs.readFileSync(path.join(outDir, head.stylesheet.replace(/^\/+/, '')), 'utf8');
  const loader = loaderSource(head);
  const loaderName = `assets/page-loader-${createHash('sha256').update(loader).digest('hex').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(outDir, loaderName), loader);
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: SSR_DIR,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  const entry = (await import(
    pathToFileURL(path.join(SSR_DIR, 'entry-server.js')).href
  )) as ServerEntry;
  for (const page of entry.PRERENDER_PAGES) {
    const file = pageFile(outDir, page.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const html = pageHtml(template, await entry.renderPage(page.path), page.title);
    fs.writeFileSync(file, staticPage(html, css, `/${loaderName}`));
    console.log(`prerender: ${path.relative(ROOT, file)}`);
  }
  fs.rmSync(SSR_DIR, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
