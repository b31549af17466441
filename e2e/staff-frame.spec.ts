/**
 * The staff frame (docs/decisions.md, "Weight of the staff pages"): opened at a signed-in page, the
 * browser paints the layout and the page's heading before the app's shell has loaded, and the app
 * then draws them in the same place. The app is held back by holding its entry chunk.
 */
import { expect, test, type Page } from '@playwright/test';
import { AUTH_STORE_KEY } from '@/lib/auth/stored-user';
import { DEMO } from '../tests/support/accounts.ts';
import { DESKTOP, expectNoAxeViolations, PHONE } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';

const ENTRY_CHUNK = /\/assets\/entry-[\w-]+\.js$/;

/** Holds the app's entry chunk until `release()`: the frame stays on screen meanwhile. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  expect(b, selector).not.toBeNull();
  return { x: Math.round(b!.x), y: Math.round(b!.y), width: Math.round(b!.width) };
}

const CASES = [
  {
    email: DEMO.admin,
    path: '/admin/users',
    title: 'User Management',
    description: /^Create staff users/,
  },
  {
    email: DEMO.approver,
    path: '/expert/dashboard',
    title: 'Expert Dashboard',
    description: /^Your queue of assigned questions/,
  },
  // An alias: served index.html, so main.tsx draws the frame once its chunk has come.
  {
    email: DEMO.expert,
    path: '/expert',
    title: 'Expert Dashboard',
    description: /^Your queue of assigned questions/,
  },
];

for (const { email, path, title, description } of CASES) {
  for (const size of [DESKTOP, PHONE]) {
    test(`${path} at ${size.width} px: the frame's heading, then the app's in the same place`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.setViewportSize(size);
      await signIn(page, email);
      const release = await holdApp(page);
      await page.goto(path, { waitUntil: 'commit' });

      const frame = page.getByTestId('staff-frame');
      await expect(frame).toBeVisible();
      await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(frame.getByText(description)).toBeVisible();
      await expect(frame.getByRole('status')).toBeVisible();
      await expectNoAxeViolations(page, `${path} staff frame at ${size.width} px`);
      const before = {
        heading: await box(page, 'h1'),
        description: await box(page, 'h1 + p'),
        brand: await box(page, 'header >> text=ClaimDesk'),
        main: await box(page, 'main'),
      };

      release();
      await expect(frame).toHaveCount(0);
      await expect(page.getByTestId('page-shell')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const after = {
        heading: await box(page, 'h1'),
        description: await box(page, 'h1 + p'),
        brand: await box(page, 'header >> text=ClaimDesk'),
        main: await box(page, 'main'),
      };
      expect(after, 'the app draws the frame’s parts where the frame drew them').toEqual(before);
      expect(errors).toEqual([]);
    });
  }
}

test('a page its guard would not open: the frame paints no heading, then the guard redirects', async ({
  page,
}) => {
  await signIn(page, DEMO.expert);
  const release = await holdApp(page);
  await page.goto('/admin/users', { waitUntil: 'commit' });
  const frame = page.getByTestId('staff-frame');
  await expect(frame).toBeVisible();
  await expect(frame.getByRole('heading')).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/expert\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Expert Dashboard' })).toBeVisible();
});

test('a visitor sees the spinner alone, then the login page', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/admin/users', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(1);
  // The page's HTML holds the frame for staff, unseen.
  await expect(page.getByTestId('staff-frame')).toBeHidden();
  await expect(page.getByText('ClaimDesk')).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/login/);
});

test('a prerendered staff page paints its frame from the HTML, before any script has run', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  // Every script held: what shows is the HTML and its one inline script.
  await page.route(/\/assets\/[\w-]+\.js$/, () => undefined);
  await page.goto('/admin/users', { waitUntil: 'commit' });
  const frame = page.getByTestId('staff-frame');
  await expect(frame.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(frame.getByText(/^Create staff users/)).toBeVisible();
  await expect(page).toHaveTitle('User Management · ClaimDesk');
  // One spinner, the frame's own, under the heading.
  await expect(page.getByRole('status')).toHaveCount(1);
  await expectNoAxeViolations(page, '/admin/users prerendered frame');

  // A user the page's guard sends elsewhere sees the spinner alone, as a visitor does.
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    AUTH_STORE_KEY,
    JSON.stringify({ state: { user: { role: 'expert', isApprover: true } } }),
  ] as const);
  await page.goto('/admin/users', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toBeVisible();
  await expect(frame).toBeHidden();
});

/** The chunks the page asked for ahead (`modulepreload` links), by chunk name. */
async function preloaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map((l) =>
      new URL(l.href).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''),
    ),
  );
}

test('the head start: a staff page asks for the shell and its own chunks before the main bundle has run', async ({
  page,
}) => {
  await signIn(page, DEMO.approver);
  // Held: main.tsx never runs, so every preload seen comes from the head start.
  await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined);
  await page.goto('/expert/dashboard', { waitUntil: 'commit' });
  await expect
    .poll(() => preloaded(page))
    .toEqual(
      expect.arrayContaining(['staff-shell', 'signed-in-core', 'staff-frame', 'expert-common']),
    );
});

test('the head start asks for the auth entry on /login and for nothing on a public form', async ({
  page,
}) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect.poll(() => preloaded(page)).toEqual(expect.arrayContaining(['signed-in-core']));
  // A page rendered in the browser (the visual test page): the head start comes and adds nothing.
  const headStart = page.waitForResponse(/\/assets\/head-start-[\w-]+\.js$/);
  await page.goto('/questions/corporate/summit-health/visual-test', { waitUntil: 'commit' });
  await headStart;
  // The script has arrived; it runs at once (async), and would have added its links by now.
  await page.waitForTimeout(500);
  expect((await preloaded(page)).filter((name) => /staff|signed-in|auth-pages/.test(name))).toEqual(
    [],
  );
  // The partner forms' prerendered frame does not load it at all.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const main = page.waitForRequest(/\/assets\/index-[\w-]+\.js$/);
  await page.goto('/questions/corporate/summit-health/standalone', { waitUntil: 'commit' });
  await main;
  await page.waitForTimeout(500);
  expect(asked.filter((path) => /head-start/.test(path))).toEqual([]);
  expect((await preloaded(page)).filter((name) => /staff|signed-in|auth-pages/.test(name))).toEqual(
    [],
  );
});
