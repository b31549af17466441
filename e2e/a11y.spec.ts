/**
 * Accessibility as a test (docs/decisions.md, "Checks"): axe-core (WCAG 2.0/2.1 A and AA) on every
 * route for every role that can open it, at 1280 and 390 px, and on the open states a person meets:
 * validation errors, toasts, the user menu, the mobile menu, dialogs, the PHI review, the demo
 * gate. One table: role × (route, state) × width. A violation fails with its rule and selectors
 * (e2e/support/axe.ts). A page as it loads (a row that opens no state) is also no wider than the
 * screen at 360, 390, 1280 and 1440 px (docs/decisions.md, "Phones").
 *
 * Run time: one browser context per signed-in role, signed in once through the login page; every
 * row of that role reuses it (a fresh page per row). Anonymous rows get a fresh context each, so
 * an unlocked demo gate or a draft never leaks into the next row. A row loads its page once, at
 * its first width, and is scanned there, then resized and scanned again: the app's layout
 * follows the width with CSS alone (charts with a ResizeObserver), nothing reads the width at
 * load time, so a resized page is the page loaded at that width. A state that fades (a toast)
 * would be gone by the second scan: such a row loads its page again for each width. The data a
 * row needs (a question waiting for the user's reply, an answer to decide, an article, a reply
 * link) is made once per run, when the first row asks for it.
 */
import { randomBytes } from 'node:crypto';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { createUser, DEMO, uniqueEmail } from '../tests/support/accounts.ts';
import { sql } from '../tests/support/db.ts';
import { waitForMail } from '../tests/support/mail.ts';
import { DEMO_CODE, fillClaim, firstQuestionOf } from './claims-support';
import {
  answeredQuestion,
  pendingQuestion,
  publishedArticle,
  questionNeedingInformation,
} from './expert-support';
import {
  DESKTOP,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  PHONE,
  resizeAndSettle,
} from './support/axe.ts';
import { waitForHydration } from './support/hydrated.ts';
import { signIn } from './support/sign-in.ts';

type Role = 'anon' | 'user' | 'summit coder' | 'meridian coder' | 'expert' | 'approver' | 'admin';
type Width = 'desktop' | 'phone';

const LOGINS: Record<Exclude<Role, 'anon'>, string> = {
  user: DEMO.user,
  'summit coder': DEMO.summitCoder,
  'meridian coder': DEMO.meridianCoder,
  expert: DEMO.expert,
  approver: DEMO.approver,
  admin: DEMO.admin,
};

interface Row {
  /** The route (its pattern when `to` gives the URL). */
  path: string;
  /** The URL to open, found at run time (a question or article made for the run). */
  to?: () => Promise<string>;
  /** Brings the page there instead of opening the URL (e.g. following an emailed link). */
  goto?: (page: Page) => Promise<void>;
  /** Before the page loads (e.g. routing a request to fail). */
  prepare?: (page: Page) => Promise<void>;
  /** The open state scanned, when not the page as it loads. */
  state?: string;
  /** Brings the page into that state (after it loaded). */
  open?: (page: Page) => Promise<void>;
  /** Only at these widths (the mobile menu exists below 768 px only). */
  widths?: Width[];
  /** The state fades (a toast): each width loads the page itself instead of resizing it. */
  fades?: true;
}

/** A value made once per run, when first asked for. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** Seeded questions (supabase/seed.sql): 29 is the demo user's, approved; 11 is pending with the expert. */
const seededQuestion = (n: number) => `d1000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const FIXTURES = {
  /** The demo user's question the expert asked about: the request and the reply form show. */
  userQuestionNeedingReply: once(async () => {
    const { questionId } = await questionNeedingInformation(
      `Axe ${tag()}: modifier 25 with a preventive visit`,
      'Which payer is this claim for?',
    );
    await sql(
      `update public.questions set user_id = (select id from public.profiles where email = $2),
         corporate_account_id = null where id = $1`,
      [questionId, DEMO.user],
    );
    return `/questions/${questionId}`;
  }),
  /** A question the demo expert has to answer. */
  expertPending: once(
    async () => `/expert/questions/${await pendingQuestion(`Axe ${tag()}: observation hours`)}`,
  ),
  /** An answer of the demo expert the approver decides. */
  awaitingApproval: once(async () => {
    const { questionId } = await answeredQuestion(
      `Axe ${tag()}: modifier 59 on a distinct procedure`,
      'Append modifier 59 to the secondary procedure.',
    );
    return `/expert/questions/${questionId}`;
  }),
  article: once(async () => `/knowledge/${(await publishedArticle()).articleId}`),
  /** A reply link past its expiry (a token of a real request, stored as the server stores them). */
  expiredReplyLink: once(async () => {
    const { requestId } = await questionNeedingInformation(
      `Axe ${tag()}: expired reply link`,
      'Which payer is this claim for?',
    );
    const token = randomBytes(32).toString('hex');
    await sql(
      `insert into public.info_request_tokens (token_hash, request_id, expires_at)
       values (public.info_token_hash($1), $2, now() - interval '1 day')`,
      [token, requestId],
    );
    return `/reply?token=${token}`;
  }),
  summitQuestion: once(async () => `/questions/${await firstQuestionOf(DEMO.summitCoder)}`),
  meridianQuestion: once(async () => `/questions/${await firstQuestionOf(DEMO.meridianCoder)}`),
};

/** Follows a fresh password-reset email to the new-password form (a new user each time). */
async function followResetLink(page: Page) {
  const user = await createUser({ name: 'Axe Reset', email: uniqueEmail('e2e-axe-reset') });
  await page.goto('/forgot-password');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  const mail = await waitForMail(user.email);
  const body = (mail.html ?? mail.text ?? '').replace(/&amp;/g, '&');
  const link = /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify\?[^\s"'<>]+/.exec(body)?.[0];
  expect(link, 'the reset mail contains a verify link').toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password/);
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

/** Submits with the button and waits for a field marked invalid (in `scope`: a page or a dialog). */
async function submitEmpty(scope: Page | Locator, button: string | RegExp) {
  await scope.getByRole('button', { name: button }).click();
  await expect(scope.locator('[aria-invalid="true"]').first()).toBeVisible();
}

/** Update Profile with an empty name and passwords that do not match. */
async function profileErrors(page: Page) {
  await page.getByLabel('Name').fill('');
  await page.getByLabel('New password', { exact: true }).fill('Axe-new-password-1');
  await page.getByLabel('Confirm new password').fill('Axe-other-password-2');
  await submitEmpty(page, 'Save changes');
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
}

/** The pages every signed-in person has, whatever the role. */
const ACCOUNT_PAGES: Row[] = [
  { path: '/profile' },
  { path: '/update-profile' },
  { path: '/search?q=modifier' },
  { path: '/knowledge' },
];

const PUBLIC_FORM = '/questions/corporate/meridian-medical/standalone';
const GATED_FORM = '/questions/corporate/lakeside-university-health';

const TABLE: Record<Role, Row[]> = {
  anon: [
    { path: '/' },
    { path: '/login' },
    {
      path: '/login',
      state: 'validation errors',
      open: (page) => submitEmpty(page, 'Log in'),
    },
    {
      path: '/login',
      state: 'failed login: error and toast',
      fades: true,
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
    {
      path: '/signup',
      state: '"Account created" dialog',
      open: async (page) => {
        await page.getByLabel('Name').fill('Axe Signup');
        await page.getByLabel('Email').fill(uniqueEmail('e2e-axe-signup'));
        await page.getByLabel('Password').fill('Axe-signup-password-1');
        await page.getByRole('button', { name: 'Sign up' }).click();
        await expect(
          page.getByRole('dialog').getByRole('heading', { name: 'Account created successfully!' }),
        ).toBeVisible();
      },
    },
    { path: '/forgot-password' },
    {
      path: '/forgot-password',
      state: 'validation errors',
      open: (page) => submitEmpty(page, 'Send reset link'),
    },
    {
      path: '/forgot-password',
      state: 'reset link sent',
      open: async (page) => {
        await page.getByLabel('Email').fill(uniqueEmail('e2e-axe-forgot'));
        await page.getByRole('button', { name: 'Send reset link' }).click();
        await expect(page.getByText('Check your email')).toBeVisible();
      },
    },
    {
      path: '/reset-password',
      state: 'without a reset link',
      open: async (page) => {
        await expect(page.getByText('This password reset link is invalid')).toBeVisible();
      },
    },
    {
      path: '/reset-password',
      state: 'new password form, from the emailed link',
      goto: followResetLink,
      open: async (page) => {
        await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
      },
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
    {
      path: PUBLIC_FORM,
      state: "the partner's account failed to load",
      prepare: async (page) => {
        await page.route('**/rest/v1/rpc/get_partner_form_account', (route) =>
          route.fulfill({ status: 503, body: 'Service Unavailable' }),
        );
      },
      open: async (page) => {
        await expect(
          page.getByRole('alert').filter({ hasText: 'Failed to load corporate account' }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
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
    {
      path: '/reply',
      state: 'a link that is not valid',
      to: async () => `/reply?token=${randomBytes(32).toString('hex')}`,
      open: async (page) => {
        await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
      },
    },
    {
      path: '/reply',
      state: 'an expired link',
      to: FIXTURES.expiredReplyLink,
      open: async (page) => {
        await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
      },
    },
  ],
  user: [
    { path: '/dashboard' },
    { path: '/dashboard', state: 'user menu', open: openUserMenu },
    { path: '/dashboard', state: 'mobile menu', open: openMobileMenu, widths: ['phone'] },
    { path: '/profile' },
    { path: '/update-profile' },
    { path: '/update-profile', state: 'validation errors', open: profileErrors },
    { path: '/questions' },
    {
      path: '/questions/:id',
      state: "the expert's request and the reply form",
      to: FIXTURES.userQuestionNeedingReply,
      open: async (page) => {
        await expect(page.getByText('Which payer is this claim for?')).toBeVisible();
        await expect(page.getByLabel('Your reply')).toBeVisible();
      },
    },
    {
      path: '/questions/:id',
      state: 'an approved answer',
      to: async () => `/questions/${seededQuestion(29)}`,
    },
    { path: '/questions/new' },
    {
      path: '/questions/new',
      state: 'validation errors',
      open: (page) => submitEmpty(page, 'Submit for Expert Review'),
    },
    // A partner's in-app form, opened by someone outside that partner.
    { path: '/questions/corporate/summit-health/new' },
    { path: '/questions/corporate/meridian-medical/new' },
    { path: '/search?q=modifier' },
  ],
  'summit coder': [
    { path: '/dashboard' },
    { path: '/questions/corporate/summit-health/new' },
    {
      path: '/questions/corporate/summit-health/new',
      state: 'validation errors',
      open: (page) => submitEmpty(page, /Submit/),
    },
    { path: '/questions' },
    { path: '/questions/:id', to: FIXTURES.summitQuestion },
    ...ACCOUNT_PAGES,
  ],
  'meridian coder': [
    { path: '/questions/corporate/meridian-medical/new' },
    { path: '/questions' },
    { path: '/questions/:id', to: FIXTURES.meridianQuestion },
    ...ACCOUNT_PAGES,
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
    { path: '/expert/questions/:id', to: async () => `/expert/questions/${seededQuestion(11)}` },
    {
      path: '/expert/questions/:id',
      state: 'an empty answer submitted',
      to: FIXTURES.expertPending,
      open: async (page) => {
        await page.getByRole('button', { name: 'Submit answer for approval' }).click();
        await expect(page.getByText('Answer is required')).toBeVisible();
      },
    },
    ...ACCOUNT_PAGES,
    { path: '/knowledge/:id', to: FIXTURES.article },
  ],
  approver: [
    { path: '/expert/approval' },
    {
      path: '/expert/dashboard',
      state: 'with the approval queue card',
      open: async (page) => {
        // the card with the queue's size, once the counts have arrived
        await expect(page.getByTestId('count-approval-queue')).toBeVisible();
        await expect(page.getByTestId('count-approval-queue')).not.toContainText('–');
      },
    },
    {
      path: '/expert/questions/:id',
      state: 'approve or reject',
      to: FIXTURES.awaitingApproval,
      open: async (page) => {
        await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
      },
    },
    {
      path: '/expert/questions/:id',
      state: 'reject with an empty reason',
      to: FIXTURES.awaitingApproval,
      open: async (page) => {
        await page.getByRole('button', { name: 'Reject', exact: true }).click();
        await page.getByRole('button', { name: 'Reject with this reason' }).click();
        await expect(page.getByText('A reason is required to reject an answer')).toBeVisible();
      },
    },
  ],
  admin: [
    { path: '/admin' },
    { path: '/admin/dashboard' },
    { path: '/admin/dashboard', state: 'user menu', open: openUserMenu },
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
    {
      path: '/admin/users',
      state: 'add staff user dialog with its errors',
      open: async (page) => {
        await page.getByRole('button', { name: 'Add staff user' }).click();
        await submitEmpty(page.getByRole('dialog'), 'Create user');
      },
    },
    {
      path: '/admin/users',
      state: 'edit user dialog',
      // The list is newest first, a page at a time: the seed user is found by the search.
      to: async () => `/admin/users?search=${encodeURIComponent(DEMO.user)}`,
      open: async (page) => {
        await page
          .getByTestId(`user-row-${DEMO.user}`)
          .getByRole('button', { name: /^Edit/ })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    { path: '/admin/accounts' },
    { path: '/admin/questions' },
    { path: '/admin/questions/:id', to: async () => `/admin/questions/${seededQuestion(11)}` },
    { path: '/admin/experts' },
    { path: '/admin/reports' },
    { path: '/admin/settings' },
    { path: '/admin/audit' },
    ...ACCOUNT_PAGES,
    { path: '/knowledge/:id', to: FIXTURES.article },
  ],
};

const VIEWPORTS: Record<Width, { width: number; height: number }> = {
  desktop: DESKTOP,
  phone: PHONE,
};

/**
 * Where a page as it loads is also checked for sideways scrolling, after its scan at each width: a
 * wide desktop and the narrowest phone (docs/decisions.md, "Phones").
 */
const ALSO_AT: Record<Width, { width: number; height: number }> = {
  desktop: { width: 1440, height: DESKTOP.height },
  phone: { width: 360, height: PHONE.height },
};

/** No sideways scroll at the page's width, nor once resized to the other width of its kind. */
async function expectFitsAround(page: Page, label: string, width: Width) {
  await expectNoSidewaysScroll(page, `${label} at ${VIEWPORTS[width].width} px`);
  await resizeAndSettle(page, ALSO_AT[width]);
  await expectNoSidewaysScroll(page, `${label} at ${ALSO_AT[width].width} px`);
}

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
        const widths: readonly Width[] = row.widths ?? ['desktop', 'phone'];
        const asItLoads = !row.open && !row.goto && !row.prepare;
        const loads: (readonly Width[])[] = row.fades ? widths.map((w) => [w]) : [widths];
        for (const loadWidths of loads) {
          const scanContext =
            role === 'anon' ? await browser.newContext({ viewport: DESKTOP }) : context;
          const page = await scanContext.newPage();
          try {
            await test.step(`load at ${VIEWPORTS[loadWidths[0]!].width} px`, async () => {
              await page.setViewportSize(VIEWPORTS[loadWidths[0]!]);
              await row.prepare?.(page);
              if (row.goto) await row.goto(page);
              else await page.goto(row.to ? await row.to() : row.path);
              // Generous: on a loaded machine a first page of a role has taken over 10 s.
              await expect(heading(page)).toBeVisible({ timeout: 30_000 });
              // A prerendered page shows its heading before React has taken it over.
              await waitForHydration(page);
              await row.open?.(page);
            });
            for (const [i, width] of loadWidths.entries()) {
              await test.step(`${VIEWPORTS[width].width} px`, async () => {
                if (i > 0) await resizeAndSettle(page, VIEWPORTS[width]);
                await expectNoAxeViolations(
                  page,
                  `${role} ${label} at ${VIEWPORTS[width].width} px`,
                );
                if (asItLoads) await expectFitsAround(page, `${role} ${label}`, width);
              });
            }
          } finally {
            await page.close();
            if (scanContext !== context) await scanContext.close();
          }
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
