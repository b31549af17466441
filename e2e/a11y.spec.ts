/**
 * Accessibility as a test (issue 13 §2, issue 16): axe-core (WCAG 2.0/2.1 A and AA) on every route
 * for every role that can open it, at 1280 and 390 px, and on the open states a person meets:
 * validation errors, toasts, the user menu, the mobile menu, dialogs, the PHI review, the demo
 * gate. One table: role × (route, state) × width. A violation fails with its rule and selectors
 * (e2e/support/axe.ts).
 *
 * Run time: one browser context per signed-in role, signed in once through the login page; every
 * scan of that role reuses it (a fresh page per scan). Anonymous scans get a fresh context each,
 * so an unlocked demo gate or a draft never leaks into the next row.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, uniqueEmail } from '../tests/support/accounts.ts';
import { DEMO_CODE, fillClaim } from './claims-support';
import { DESKTOP, expectNoAxeViolations, PHONE } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';

type Role = 'anon' | 'user' | 'corporate user' | 'expert' | 'approver' | 'admin';
type Width = 'desktop' | 'phone';

const LOGINS: Record<Exclude<Role, 'anon'>, string> = {
  user: DEMO.user,
  'corporate user': DEMO.summitCoder,
  expert: DEMO.expert,
  approver: DEMO.approver,
  admin: DEMO.admin,
};

interface Row {
  path: string;
  /** The open state scanned, when not the page as it loads. */
  state?: string;
  /** Brings the page into that state (after it loaded). */
  open?: (page: Page) => Promise<void>;
  /** Only at these widths (the mobile menu exists below 768 px only). */
  widths?: Width[];
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

async function submitEmpty(page: Page, button: string | RegExp) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
}

const PUBLIC_FORM = '/questions/corporate/meridian-medical/standalone';
const GATED_FORM = '/questions/corporate/lakeside-university-health';

const TABLE: Record<Role, Row[]> = {
  anon: [
    { path: '/login' },
    {
      path: '/login',
      state: 'validation errors',
      open: (page) => submitEmpty(page, 'Log in'),
    },
    {
      path: '/login',
      state: 'failed login: error and toast',
      open: async (page) => {
        await page.getByLabel('Email').fill(DEMO.user);
        await page.getByLabel('Password').fill('not-the-password');
        await page.getByRole('button', { name: 'Log in' }).click();
        await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
      },
    },
    { path: '/login', state: 'mobile menu', open: openMobileMenu, widths: ['phone'] },
    { path: '/signup' },
    {
      path: '/signup',
      state: 'validation errors',
      open: (page) => submitEmpty(page, 'Sign up'),
    },
    { path: '/forgot-password' },
    {
      path: '/forgot-password',
      state: 'validation errors',
      open: (page) => submitEmpty(page, 'Send reset link'),
    },
    { path: '/questions/corporate/summit-health/standalone' },
    { path: PUBLIC_FORM },
    {
      path: PUBLIC_FORM,
      state: 'validation errors',
      open: (page) => submitEmpty(page, 'Submit for Expert Review'),
    },
    {
      path: PUBLIC_FORM,
      state: 'PHI review',
      open: async (page) => {
        await fillClaim(page, {
          email: uniqueEmail('e2e-axe'),
          title: 'Modifier question',
          content: 'Patient John Smith, DOB 03/14/1962: is modifier 59 right here?',
        });
        await page.getByRole('button', { name: 'Submit for Expert Review' }).click();
        await expect(
          page.getByRole('alert').filter({ hasText: 'Possible patient information found' }),
        ).toBeVisible();
      },
    },
    { path: '/questions/corporate/meridian-medical/embed' },
    { path: '/questions/corporate/meridian-medical/visual-test' },
    { path: GATED_FORM, state: 'demo gate' },
    {
      path: GATED_FORM,
      state: 'demo gate: wrong code',
      open: async (page) => {
        await page.getByLabel('Access Code', { exact: true }).fill('NOT-THE-CODE');
        await page.getByRole('button', { name: 'Access Demo' }).click();
        await expect(page.getByText('Invalid access code. Please try again.')).toBeVisible();
      },
    },
    {
      path: GATED_FORM,
      state: 'demo gate unlocked',
      open: async (page) => {
        await page.getByLabel('Access Code', { exact: true }).fill(DEMO_CODE);
        await page.getByRole('button', { name: 'Access Demo' }).click();
        await expect(
          page.getByRole('heading', { name: 'Lakeside University Health' }),
        ).toBeVisible();
      },
    },
    { path: '/questions/corporate/harbor-hospital-network', state: 'demo gate' },
  ],
  user: [
    { path: '/dashboard' },
    { path: '/dashboard', state: 'user menu', open: openUserMenu },
    { path: '/dashboard', state: 'mobile menu', open: openMobileMenu, widths: ['phone'] },
    { path: '/profile' },
    { path: '/update-profile' },
    { path: '/questions' },
    { path: '/questions/new' },
    { path: '/search?q=modifier' },
  ],
  'corporate user': [
    { path: '/dashboard' },
    { path: '/questions/corporate/summit-health/new' },
    {
      path: '/questions/corporate/summit-health/new',
      state: 'validation errors',
      open: (page) => submitEmpty(page, /Submit/),
    },
  ],
  expert: [
    { path: '/expert/dashboard' },
    { path: '/expert/dashboard', state: 'user menu', open: openUserMenu },
    { path: '/expert/dashboard', state: 'mobile menu', open: openMobileMenu, widths: ['phone'] },
    { path: '/expert/questions' },
    { path: '/expert/all-questions' },
    {
      path: '/expert/all-questions',
      state: 'a question opened from the list',
      open: async (page) => {
        await page.locator('main a[href^="/expert/questions/"]').first().click();
        await expect(page).toHaveURL(/\/expert\/questions\/[^/]+$/);
        await expect(heading(page)).toBeFocused();
      },
    },
    { path: '/expert/users' },
    { path: '/expert/metrics' },
  ],
  approver: [{ path: '/expert/approval' }],
  admin: [
    { path: '/admin/dashboard' },
    { path: '/admin/dashboard', state: 'mobile menu', open: openMobileMenu, widths: ['phone'] },
    { path: '/admin/users' },
    {
      path: '/admin/users',
      state: 'add staff user dialog',
      open: async (page) => {
        await page.getByRole('button', { name: 'Add staff user' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    { path: '/admin/accounts' },
    { path: '/admin/questions' },
    { path: '/admin/experts' },
    { path: '/admin/reports' },
    { path: '/admin/settings' },
    { path: '/admin/audit' },
  ],
};

const VIEWPORTS: Record<Width, { width: number; height: number }> = {
  desktop: DESKTOP,
  phone: PHONE,
};

async function roleContext(browser: Browser, role: Role): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP });
  if (role === 'anon') return context;
  const page = await context.newPage();
  await signIn(page, LOGINS[role]);
  await expect(heading(page)).toBeVisible();
  await page.close();
  return context;
}

for (const [role, rows] of Object.entries(TABLE) as Array<[Role, Row[]]>) {
  test.describe(`axe: ${role}`, () => {
    let context: BrowserContext;
    test.beforeAll(async ({ browser }) => {
      context = await roleContext(browser, role);
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const row of rows) {
      const label = `${row.path}${row.state ? ` (${row.state})` : ''}`;
      test(label, async ({ browser }) => {
        for (const width of row.widths ?? (['desktop', 'phone'] as const)) {
          await test.step(`${VIEWPORTS[width].width} px`, async () => {
            const scanContext =
              role === 'anon' ? await browser.newContext({ viewport: DESKTOP }) : context;
            const page = await scanContext.newPage();
            try {
              await page.setViewportSize(VIEWPORTS[width]);
              await page.goto(row.path);
              await expect(heading(page)).toBeVisible();
              await row.open?.(page);
              await expectNoAxeViolations(page, `${role} ${label} at ${VIEWPORTS[width].width} px`);
            } finally {
              await page.close();
              if (scanContext !== context) await scanContext.close();
            }
          });
        }
      });
    }
  });
}

test('robots.txt is a real file that keeps crawlers off the signed-in and token routes', async ({
  request,
}) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const body = await res.text();
  expect(body).toMatch(/^User-agent: \*$/m);
  for (const route of ['/admin', '/expert', '/dashboard', '/questions', '/reply', '/knowledge'])
    expect(body).toContain(`Disallow: ${route}\n`);
  expect(body).toContain('Allow: /questions/corporate/');
});
