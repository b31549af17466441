// @vitest-environment node
/**
 * What the registry of signed-in pages (src/app/pages.ts) promises without rendering: every page
 * a role may open is reachable from that role's navigation, the navigation marks the page that is
 * open (at any of its addresses), every entry is preloaded on arrival, and the registry stays
 * light enough for the route table and the staff frame.
 */
import fs from 'node:fs';
import path from 'node:path';
import { navCurrent, navLinks } from '@/app/layout/nav-links';
import { preloadStaffPage } from '@/app/layout/page-heads';
import { pageAt } from '@/app/layout/route-titles';
import { isOwnPage, NAV_POLICY, type NavName } from '@/app/page-types';
import { SIGNED_IN_PAGES } from '@/app/pages';
import { paths } from '@/config/paths';
import type { AuthUser } from '@/lib/auth/types';
import { makeUser } from '@/testing/test-utils';
import { addressOf } from '@/testing/page-addresses';

vi.mock('@/app/route-loaders', () => ({
  loadAppLayout: () => Promise.resolve({}),
  loadGuards: () => Promise.resolve({}),
}));

const ROLES: Array<[string, AuthUser]> = [
  ['user', makeUser({ role: 'user' })],
  ['expert', makeUser({ role: 'expert' })],
  ['approver', makeUser({ role: 'expert', isApprover: true })],
  ['admin', makeUser({ role: 'admin' })],
];
const NAVS = Object.keys(NAV_POLICY) as NavName[];
const LINKED_ELSEWHERE = ['user-menu', 'search-box', 'partner-link'];

describe.each(ROLES)('the navigation of a %s', (_, user) => {
  const links = NAVS.flatMap((nav) => navLinks(nav, user));
  const pages = SIGNED_IN_PAGES.filter((p) => isOwnPage(p, user));

  it('links only to pages of this role', () => {
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(pages.map((p) => p.path)).toContain(link.href);
  });

  it.each(pages.map((p) => [p.path, p] as const))('reaches %s', (_, page) => {
    // From a link of its own, or from a page this role reaches (a list), or elsewhere in the shell.
    let at = page;
    for (let hops = 0; !links.some((l) => l.href === at.path); hops += 1) {
      const from = at.reachedFrom;
      if (from && LINKED_ELSEWHERE.includes(from)) return;
      const parent = pages.find((p) => p.path === from);
      expect(parent, `${at.path} is reached from ${String(from)}`).toBeDefined();
      expect(hops).toBeLessThan(3);
      at = parent!;
    }
  });

  it('marks the open page as current, at any of its addresses, and its list as the section', () => {
    for (const page of pages)
      for (const address of [addressOf(page), ...(page.aliases ?? [])]) {
        const marked = links.filter((l) => navCurrent(l.href, address) === 'page');
        expect(marked.every((l) => l.href === page.path)).toBe(true);
        if (page.nav) expect(marked.length, address).toBeGreaterThan(0);
        const section = links.filter((l) => navCurrent(l.href, address) === 'true');
        expect(section.map((l) => l.href)).toEqual(
          links.some((l) => l.href === page.reachedFrom) ? [page.reachedFrom] : [],
        );
      }
  });
});

describe('the registry', () => {
  it('gives every page one title, and every address one page', () => {
    for (const page of SIGNED_IN_PAGES) {
      expect(page.title.trim()).not.toBe('');
      for (const address of [addressOf(page), ...(page.aliases ?? [])])
        expect(pageAt(address)).toBe(page);
    }
  });

  it('finds the same page for an address asked again, however many addresses came between', () => {
    const question = SIGNED_IN_PAGES.find((p) => p.path === paths.expert.question.path);
    const addresses = Array.from({ length: 250 }, (_, i) =>
      paths.expert.question.getHref(`question-${i}`),
    );
    for (const round of [1, 2])
      for (const address of addresses)
        expect(pageAt(address), `${address} (${round})`).toBe(question);
    expect(pageAt('/expert/questions/a/b')).toBeUndefined();
    expect(pageAt('/expert/questions/a/b')).toBeUndefined();
    expect(pageAt('/expert/questions')?.path).toBe(paths.expert.questions.path);
  });

  it("starts the module of every page at a fixed address on arrival (the staff frame's preload)", () => {
    for (const page of SIGNED_IN_PAGES.filter((p) => !p.path.includes(':'))) {
      const load = vi.spyOn(page, 'load').mockResolvedValue({});
      const who = makeUser({
        role: page.guard === 'signed-in' ? 'user' : page.guard === 'admin' ? 'admin' : 'expert',
        isApprover: page.guard === 'approver',
      });
      preloadStaffPage(page.path, who);
      expect(load, page.path).toHaveBeenCalledOnce();
      load.mockRestore();
    }
  });

  it('pulls no page code, supabase client, auth store or Radix into the route table', () => {
    const src = path.resolve(__dirname, '../..');
    const seen = new Set<string>();
    const queue = ['app/pages.ts'];
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const text = fs.readFileSync(path.join(src, file), 'utf8');
      // Static imports that remain at run time (not `import type`, not `import()`).
      for (const [, spec] of text.matchAll(/^import (?!type )[^;]*? from '([^']+)';$/gm)) {
        expect(spec, `${file} imports ${spec}`).toMatch(/^(@\/|react$)/);
        if (!spec!.startsWith('@/')) continue;
        const base = path.join(src, spec!.slice(2));
        const found = ['.ts', '.tsx'].map((e) => base + e).find((f) => fs.existsSync(f));
        queue.push(path.relative(src, found!));
      }
    }
    const modules = [...seen];
    expect(modules).toContain('config/paths.ts');
    for (const heavy of [/^app\/routes\//, /^lib\/supabase/, /auth-store/, /components\/ui\//])
      expect(modules.filter((m) => heavy.test(m))).toEqual([]);
  });
});
