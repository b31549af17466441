/**
 * The prerender (docs/decisions.md, "Prerendered public pages"), run by `npm run build` after the
 * client build: the first paint of the pages that need no data (src/entry-server.tsx,
 * PRERENDER_PAGES) written into the build as static files, so the browser paints the page from the
 * HTML and React hydrates it (src/main.tsx) once the scripts arrive.
 *
 * 1. a server build of src/entry-server.tsx (`vite build --ssr`, into .local/prerender-ssr);
 * 2. for each page, its markup (react-dom/static's prerender) put into the client build's
 *    index.html at `<div id="root">`, with the page's title, the stylesheet inlined and the scripts
 *    started after the first paint (pageHtml), written as <path>.html (dist/login.html), or as the
 *    file the page names (the partner forms' frame, partner-form.html, served at every public
 *    partner address); which file each host serves where: scripts/static-routes.ts; every other
 *    address still gets index.html, the SPA fallback;
 * 3. among them, the signed-in pages whose heading is known before their data (`staffFrame`): the
 *    staff frame, hidden until the page's inline script finds a stored user it is drawn for, then
 *    the spinner, written as <path>.html (dist/admin/users.html); main.tsx renders over them;
 * 4. index.html itself made the same way around the spinner every other page shows first
 *    (renderLoading), which main.tsx renders over rather than hydrates.
 *
 * Every page runs the scripts the client build's index.html named (the partner forms' frame all but
 * the head start, which does nothing on a public form), with the same styles and
 * headers, and one inline script, the loader the CSP allows by its hash: check-dist checks both.
 * `PRERENDER=off npm run build` builds without it (every page then renders in the browser, its
 * scripts in the head, as before).
 *
 * `tsx scripts/prerender.ts [--out-dir dist]`
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PARTNER_FRAME_FILE } from '../src/config/partner-forms.ts';
import {
  DEFERRED_LOADER,
  DEFERRED_TEMPLATE_ID,
  HEAD_START_SCRIPT,
  PRELOAD_TAG,
  SCRIPT_TAG,
  STYLESHEET_TAG,
} from './deferred-scripts.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Per run: a bench and the e2e setup may prerender at the same time. */
const SSR_DIR = path.join(ROOT, '.local', `prerender-ssr-${process.pid}`);
const ROOT_DIV = '<div id="root"></div>';

/** The file a page is written to: /login is login.html (no trailing slash, no directory). */
export function pageFile(outDir: string, pagePath: string): string {
  return path.join(outDir, `${pagePath.replace(/^\/+|\/+$/g, '')}.html`);
}

/** What pageHtml puts into index.html. */
export interface PageContent {
  /** The markup of #root. */
  markup: string;
  /** The document's title (index.html's own when left out). */
  title?: string;
  /** Whether main.tsx hydrates the markup (a prerendered page) or renders over it (index.html's spinner). */
  hydrate: boolean;
  /** A stylesheet's text by its address. */
  readStylesheet: (href: string) => string;
  /** Leave the head start out (a public form, where it does nothing). */
  withoutHeadStart?: boolean;
}

/**
 * index.html with `markup` in #root, made to paint before any script starts
 * (scripts/deferred-scripts.ts): the stylesheets inlined (the CSP allows inline styles), and the
 * head's stylesheet, script and preload tags moved into the template the loader adds after the
 * first paint.
 */
export function pageHtml(template: string, page: PageContent): string {
  if (!template.includes(ROOT_DIV)) throw new Error(`prerender: index.html has no ${ROOT_DIV}`);
  if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(page.markup))
    throw new Error('prerender: a page rendered an inline script, which the CSP refuses');
  const [head = '', body = ''] = template.split('</head>');
  const scripts = [...head.matchAll(SCRIPT_TAG), ...head.matchAll(PRELOAD_TAG)].filter(
    (m) => !(page.withoutHeadStart && HEAD_START_SCRIPT.test(m[1]!)),
  );
  if (!scripts.length) throw new Error('prerender: index.html loads no script');
  // The stylesheets' links too, after the paint: Vite's loader of lazy chunks looks for the
  // stylesheet among the links, and without one it would add its own and hold the chunk until the
  // stylesheet has loaded. Found, it goes on at once (the file comes from the cache or once).
  const deferred = [...head.matchAll(STYLESHEET_TAG), ...scripts].map((m) => m[0].trim());
  const { title } = page;
  const newHead = head
    .replace(SCRIPT_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace(STYLESHEET_TAG, (_, href: string) => {
      const css = page.readStylesheet(href);
      if (/<\/style/i.test(css)) throw new Error(`prerender: ${href} cannot be inlined`);
      return `<style>${css}</style>`;
    })
    .replace(/<title>[^<]*<\/title>/, (tag) =>
      title === undefined
        ? tag
        : `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`,
    );
  const root = page.hydrate ? '<div id="root" data-hydrate="">' : '<div id="root">';
  const newBody = body.replace(
    ROOT_DIV,
    () =>
      `${root}${page.markup}</div>` +
      `<template id="${DEFERRED_TEMPLATE_ID}">${deferred.join('')}</template>` +
      `<script>${DEFERRED_LOADER}</script>`,
  );
  return `${newHead}</head>${newBody}`;
}

interface ServerPage {
  path: string;
  title?: string;
  file?: string;
  staffFrame?: true;
}

interface ServerEntry {
  PRERENDER_PAGES: ServerPage[];
  renderPage(page: ServerPage): Promise<string>;
  renderLoading(): Promise<string>;
}

/** Prerenders into the client build at `outDir` (what `npm run build` does after `vite build`). */
export async function prerender(outDir: string): Promise<void> {
  if (process.env.PRERENDER === 'off') {
    console.log('prerender: off (PRERENDER=off); every page renders in the browser');
    return;
  }
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
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
  const readStylesheet = (href: string) => fs.readFileSync(path.join(outDir, href), 'utf8');
  for (const page of entry.PRERENDER_PAGES) {
    const file = page.file ? path.join(outDir, page.file) : pageFile(outDir, page.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const markup = await entry.renderPage(page);
    fs.writeFileSync(
      file,
      pageHtml(template, {
        markup,
        title: page.title,
        // A staff page's frame is rendered over by main.tsx, as index.html's spinner is.
        hydrate: !page.staffFrame,
        readStylesheet,
        withoutHeadStart: page.file === PARTNER_FRAME_FILE,
      }),
    );
    console.log(
      `prerender: ${path.relative(ROOT, file)}${page.staffFrame ? ' (staff frame)' : ''}`,
    );
  }
  // Last, as the pages' template: every other address, with the spinner the app shows first.
  const markup = await entry.renderLoading();
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    pageHtml(template, { markup, hydrate: false, readStylesheet }),
  );
  console.log(`prerender: ${path.relative(ROOT, path.join(outDir, 'index.html'))} (the spinner)`);
  fs.rmSync(SSR_DIR, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--out-dir');
  prerender(path.resolve(ROOT, i > 0 ? process.argv[i + 1]! : 'dist')).catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
