/**
 * The head start (docs/decisions.md, "Weight of the staff pages"): a tiny script that index.html
 * loads beside the main bundle. Opened at a staff page (/admin…, /expert…) by a browser that holds
 * a signed-in user, it asks for the signed-in shell's chunks at once (`modulepreload`), while the
 * main bundle (React) is still downloading, instead of after it has run. At /login, /signup and
 * /forgot-password it does the same for the auth entry. Anywhere else (the public forms) it does
 * nothing.
 *
 * The build writes it (`assets/head-start-<hash>.js`, external, so the CSP's script-src 'self'
 * covers it) with the chunk names of that build: the static imports of the app's entry and of the
 * staff frame (what main.tsx loads first for a signed-in page), and of the auth entry.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { AUTH_APP_PATHS } from '../src/config/auth-paths.ts';
import { AUTH_STORE_KEY } from '../src/lib/auth/stored-user.ts';

/** The staff pages: the admin console and the expert workspace (paths.admin.root, paths.expert.root). */
export const STAFF_PATH = /^\/(admin|expert)(\/|$)/;
/** The light auth entry's pages, from their one list (src/config/auth-paths.ts). */
export const AUTH_PATH = new RegExp(
  `^(${AUTH_APP_PATHS.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})/?$`,
);

/** The modules whose chunks (with their static imports) each kind of page asks for first. */
const STAFF_FIRST = [
  '/src/app/entry.ts',
  '/src/app/layout/staff-frame.tsx',
  '/src/app/layout/app-layout.tsx',
  '/src/app/routes/guards.tsx',
];

/**
 * The pages staff land on (homePathForRole, and User Management), with their route modules: at
 * these addresses the page's chunks are asked for too. The build fails if a module has no chunk.
 */
export const LANDING_PAGES: Record<string, string> = {
  '/admin': '/src/app/routes/admin/dashboard.tsx',
  '/admin/dashboard': '/src/app/routes/admin/dashboard.tsx',
  '/admin/users': '/src/app/routes/admin/users.tsx',
  '/expert': '/src/app/routes/expert/dashboard.tsx',
  '/expert/dashboard': '/src/app/routes/expert/dashboard.tsx',
};
const AUTH_FIRST = ['/src/app/auth-app.tsx'];

export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The modules it holds (a group's chunk has no facade module). */
  moduleIds: string[];
  imports: string[];
}

/**
 * The files to preload for pages that load `first` (module ids, matched by their ending): those
 * chunks and everything they import statically, without the entry chunk (index.html loads it) and
 * what it imports. Sorted largest first, so the longest downloads start first.
 */
export function firstChunks(
  chunks: ChunkInfo[],
  first: string[],
  sizeOf: (fileName: string) => number,
): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const loaded = new Set<string>();
  const walk = (name: string, into: Set<string>) => {
    if (into.has(name)) return;
    into.add(name);
    for (const dep of byName.get(name)?.imports ?? []) walk(dep, into);
  };
  for (const c of chunks) if (c.isEntry) walk(c.fileName, loaded);
  const wanted = new Set<string>();
  for (const id of first) {
    const chunk =
      chunks.find((c) => c.facadeModuleId?.endsWith(id)) ??
      chunks.find((c) => c.moduleIds.some((m) => m.endsWith(id)));
    if (!chunk) throw new Error(`head start: no chunk for ${id}`);
    walk(chunk.fileName, wanted);
  }
  return [...wanted]
    .filter((name) => !loaded.has(name))
    .sort((a, b) => sizeOf(b) - sizeOf(a) || a.localeCompare(b));
}

/**
 * The script's source: plain JavaScript, no imports. `pages` maps a landing page's path (no
 * trailing slash) to its own chunks, beyond the shell's.
 */
export function headStartSource(
  staff: string[],
  auth: string[],
  pages: Record<string, string[]>,
): string {
  const hrefs = (files: string[]) => files.map((f) => `/${f}`);
  const byPath = Object.fromEntries(Object.entries(pages).map(([p, files]) => [p, hrefs(files)]));
  // No banner comment: every public form downloads this file and runs none of it.
  return [
    `const staff = ${JSON.stringify(hrefs(staff))};`,
    `const auth = ${JSON.stringify(hrefs(auth))};`,
    `const pages = ${JSON.stringify(byPath)};`,
    "const path = location.pathname.replace(/\\/+$/, '');",
    'let files = [];',
    `if (${AUTH_PATH}.test(path)) files = auth;`,
    `else if (${STAFF_PATH}.test(path)) {`,
    '  try {',
    `    if (localStorage.getItem(${JSON.stringify(AUTH_STORE_KEY)})) files = [...staff, ...(pages[path] ?? [])];`,
    '  } catch {}',
    '}',
    'for (const href of files) {',
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    '',
  ].join('\n');
}

export function headStart(): Plugin {
  return {
    name: 'claimdesk-head-start',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks: ChunkInfo[] = [];
        const sizes = new Map<string, number>();
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          chunks.push(item);
          sizes.set(item.fileName, item.code.length);
        }
        const sizeOf = (name: string) => sizes.get(name) ?? 0;
        const staff = firstChunks(chunks, STAFF_FIRST, sizeOf);
        const pages = Object.fromEntries(
          Object.entries(LANDING_PAGES).map(([path, module]) => [
            path,
            firstChunks(chunks, [module], sizeOf).filter((file) => !staff.includes(file)),
          ]),
        );
        const source = headStartSource(staff, firstChunks(chunks, AUTH_FIRST, sizeOf), pages);
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
        const fileName = `assets/head-start-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset')
          throw new Error('head start: no index.html in the build');
        const tag = `<script type="module" async src="/${fileName}"></script>`;
        const text = String(html.source);
        if (!text.includes('</title>')) throw new Error('head start: index.html has no </title>');
        html.source = text.replace('</title>', `</title>\n    ${tag}`);
      },
    },
  };
}
