// @vitest-environment node
/**
 * The head start (scripts/head-start.ts; docs/decisions.md, "Weight of the staff pages"): which
 * chunks a page asks for before the main bundle has run, and the generated script's choices.
 */
import vm from 'node:vm';
import {
  AUTH_PATH,
  firstChunks,
  headStartSource,
  STAFF_PATH,
  type ChunkInfo,
} from '../../../scripts/head-start.ts';
import { AUTH_APP_PATHS } from '@/config/auth-paths';
import { paths } from '@/config/paths';
import { AUTH_STORE_KEY } from '@/lib/auth/stored-user';

const chunk = (fileName: string, imports: string[], extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports,
  ...extra,
});

describe('firstChunks', () => {
  const chunks = [
    chunk('assets/index.js', ['assets/runtime.js'], { isEntry: true }),
    chunk('assets/runtime.js', []),
    chunk('assets/entry.js', ['assets/shell.js', 'assets/runtime.js'], {
      facadeModuleId: '/p/src/app/entry.ts',
    }),
    chunk('assets/shell.js', ['assets/core.js', 'assets/index.js']),
    chunk('assets/core.js', []),
    chunk('assets/frame.js', ['assets/paths.js'], { moduleIds: ['/p/src/app/layout/frame.tsx'] }),
    chunk('assets/paths.js', []),
    chunk('assets/other.js', []),
  ];
  const sizes: Record<string, number> = { 'assets/shell.js': 40, 'assets/core.js': 30 };
  const sizeOf = (name: string) => sizes[name] ?? 1;

  it("takes the chunks and their static imports, not the entry's, largest first", () => {
    expect(firstChunks(chunks, ['/src/app/entry.ts', '/src/app/layout/frame.tsx'], sizeOf)).toEqual(
      [
        'assets/shell.js',
        'assets/core.js',
        'assets/entry.js',
        'assets/frame.js',
        'assets/paths.js',
      ],
    );
  });

  it('fails the build when a module has no chunk', () => {
    expect(() => firstChunks(chunks, ['/src/app/missing.ts'], sizeOf)).toThrow(
      'head start: no chunk for /src/app/missing.ts',
    );
  });
});

describe('the generated script', () => {
  const source = headStartSource(['assets/shell.js'], ['assets/auth.js'], {
    '/expert/dashboard': ['assets/dashboard.js'],
  });

  /** Runs the script at `pathname` with `stored` in localStorage; returns the preloaded hrefs. */
  function run(pathname: string, stored: Record<string, string> = {}): string[] {
    const links: Array<{ rel: string; href: string }> = [];
    vm.runInNewContext(source, {
      location: { pathname },
      localStorage: { getItem: (key: string) => stored[key] ?? null },
      document: {
        createElement: () => ({ rel: '', href: '' }),
        head: { append: (link: { rel: string; href: string }) => links.push(link) },
      },
    });
    expect(links.every((l) => l.rel === 'modulepreload')).toBe(true);
    return links.map((l) => l.href);
  }
  const signedIn = { [AUTH_STORE_KEY]: '{"state":{"user":{"role":"expert"}}}' };

  it("asks for the shell and the landing page's chunks at a staff page, when a user is stored", () => {
    expect(run('/expert/dashboard', signedIn)).toEqual([
      '/assets/shell.js',
      '/assets/dashboard.js',
    ]);
    expect(run('/expert/dashboard/', signedIn)).toEqual([
      '/assets/shell.js',
      '/assets/dashboard.js',
    ]);
    expect(run('/admin/users', signedIn)).toEqual(['/assets/shell.js']);
  });

  it('asks for nothing at a staff page without a stored user (the guard sends them to log in)', () => {
    expect(run('/expert/dashboard')).toEqual([]);
  });

  it('asks for the auth entry at the auth pages, and for nothing on the public forms', () => {
    expect(run('/login')).toEqual(['/assets/auth.js']);
    expect(run('/questions/corporate/summit-health/standalone', signedIn)).toEqual([]);
    expect(run('/questions/corporate/meridian-medical/embed')).toEqual([]);
    expect(run('/administrator', signedIn)).toEqual([]);
  });

  it('matches the app’s own staff and auth paths', () => {
    expect(STAFF_PATH.test(paths.admin.root.path)).toBe(true);
    expect(STAFF_PATH.test(paths.expert.root.path)).toBe(true);
    for (const path of AUTH_APP_PATHS) expect(AUTH_PATH.test(path)).toBe(true);
  });
});
