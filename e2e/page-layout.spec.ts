/**
 * Even count cards on the expert dashboard, and one page shell (one heading position):
 * docs/decisions.md, "One page frame".
 */
import { expect, test } from '@playwright/test';
import { DEMO } from '../tests/support/accounts.ts';
import { firstQuestionOf } from './claims-support';
import { publishedArticle } from './expert-support';
import { DESKTOP, PHONE } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';

test('expert dashboard: count cards share one height and fill the row (no empty column)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.expert, '/expert/dashboard');
  const section = page.getByRole('region', { name: 'Counts' });
  await expect(section).toBeVisible();
  const cards = section.locator(':scope > *');
  const boxes = await cards.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), height: Math.round(r.height), right: Math.round(r.right) };
    }),
  );
  const sectionBox = await section.boundingBox();
  expect(boxes.length).toBeGreaterThanOrEqual(5);
  expect(new Set(boxes.map((b) => b.top)).size, 'all cards on one row').toBe(1);
  expect(new Set(boxes.map((b) => b.height)).size, 'all cards one height').toBe(1);
  expect(
    Math.abs(boxes.at(-1)!.right - Math.round(sectionBox!.x + sectionBox!.width)),
    'the last card reaches the end of the row',
  ).toBeLessThanOrEqual(1);
});

/**
 * One page shell for every signed-in page, so the page heading starts at the same place on every
 * page at a given width (the profile pages are centred cards, like the auth pages). The pages of
 * one question or article (their heading is its title) and the in-app claim form (its own heading)
 * included. A page named by a function is found at run time.
 */
type PagePath = string | (() => Promise<string>);

let article: Promise<string> | undefined;
/** One published article for the whole file. */
const articlePath = () => {
  article ??= publishedArticle().then((a) => `/knowledge/${a.articleId}`);
  return article;
};

const PAGES_BY_ROLE: [string, PagePath[]][] = [
  [
    DEMO.user,
    [
      '/dashboard',
      '/questions',
      async () => `/questions/${await firstQuestionOf(DEMO.user)}`,
      '/questions/new',
      '/knowledge',
      articlePath,
      '/search?q=modifier',
    ],
  ],
  [
    DEMO.approver,
    [
      '/expert/dashboard',
      '/expert/questions',
      '/expert/all-questions',
      async () => `/expert/questions/${await firstQuestionOf(DEMO.user)}`,
      '/expert/approval',
      '/expert/users',
      '/expert/metrics',
      '/knowledge',
      articlePath,
      '/search?q=modifier',
    ],
  ],
  [
    DEMO.admin,
    [
      '/admin/dashboard',
      '/admin/users',
      '/admin/accounts',
      '/admin/questions',
      async () => `/admin/questions/${await firstQuestionOf(DEMO.user)}`,
      '/admin/experts',
      '/admin/reports',
      '/admin/settings',
      '/admin/audit',
      '/search?q=modifier',
    ],
  ],
];

for (const [email, pages] of PAGES_BY_ROLE) {
  test(`${email}: every page heading starts at one place, at 1280 and 390 px`, async ({ page }) => {
    test.setTimeout(240_000); // up to 12 pages, each at two widths
    const paths = await Promise.all(pages.map((p) => (typeof p === 'string' ? p : p())));
    await signIn(page, email);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      const lefts: Record<string, number> = {};
      for (const path of paths) {
        await page.goto(path);
        // The app's heading (its main has the skip link's target), not the staff frame's that the
        // app replaces.
        const heading = page.locator('#main-content').getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        lefts[path] = Math.round((await heading.boundingBox())!.x);
      }
      expect(new Set(Object.values(lefts)).size, JSON.stringify({ size, lefts })).toBe(1);
    }
  });
}
