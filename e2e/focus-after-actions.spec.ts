/**
 * Where focus goes after an action (docs/decisions.md, "Where focus goes after an action"): every
 * action that replaces, removes or disables its control leaves focus on its result, never on
 * <body>: Approve and Reject in the Approval Queue and on a question page, "Submit answer for
 * approval", a refused demo code, an embedded form's submit, "Send reset link", an expert's
 * accounts dialog; and a programmatic focus target (the login heading after an expired session)
 * draws no ring. Axe on each new state.
 */
import { expect, test, type Page } from '@playwright/test';
import { createUser, uniqueEmail } from '../tests/support/accounts.ts';
import { sql } from '../tests/support/db.ts';
import { DEMO } from './admin-support';
import { fillClaim } from './claims-support';
import { actor, answeredQuestion, pendingQuestion } from './expert-support';
import { expectNoAxeViolations } from './support/axe';
import { expectFocused, expectFocusNotOnBody, expectNoFocusRing } from './support/focus';
import { logIn } from './support/sign-in';
import { waitForHydration } from './support/hydrated.ts';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The item of the Approval Queue showing the question `title`. */
const queueItem = (page: Page, title: string) =>
  page.getByTestId('approval-item').filter({ hasText: title });

/** Where focus should be once the item at `index` has left the queue: the item now in its place. */
async function expectNextItemFocused(page: Page, index: number) {
  const items = page.getByTestId('approval-item');
  const next = items.nth(Math.min(index, (await items.count()) - 1));
  await expectFocused(page, next.getByRole('heading').getByRole('link'), 'after the decision');
}

async function indexOf(page: Page, title: string): Promise<number> {
  const titles = await page.getByTestId('approval-item').getByRole('heading').allTextContents();
  return titles.findIndex((t) => t.includes(title));
}

test('Approval Queue: Approve and Reject leave focus on the next item, Reject opens on the reason', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const t = tag();
  const first = `Focus queue A ${t}`;
  const second = `Focus queue B ${t}`;
  await answeredQuestion(first, 'Report modifier 59 only when the sites are distinct.');
  await answeredQuestion(second, 'Report the add-on code with its primary procedure.');
  const page = await actor(browser, DEMO.approver, '/expert/approval');
  await expect(queueItem(page, second)).toHaveCount(1);

  // Approve by keyboard: the button keeps focus while it runs, then the next item takes it
  const at = await indexOf(page, first);
  await queueItem(page, first).getByRole('button', { name: 'Approve' }).focus();
  await page.keyboard.press('Enter');
  await expect(queueItem(page, first)).toHaveCount(0);
  await expectFocusNotOnBody(page, 'after Approve');
  await expectNextItemFocused(page, at);
  await expectNoAxeViolations(page, 'the queue after Approve');

  // Reject: the button becomes the reason form, focused on the reason
  await queueItem(page, second).getByRole('button', { name: 'Reject' }).click();
  const reason = queueItem(page, second).getByLabel('Reason for rejection');
  await expectFocused(page, reason, 'after Reject');
  await expectNoAxeViolations(page, 'the reason form');
  await reason.fill('Name the edit that allows both codes.');
  const atSecond = await indexOf(page, second);
  await queueItem(page, second).getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(queueItem(page, second)).toHaveCount(0);
  await expectNextItemFocused(page, atSecond);
});

test('question page: Submit answer focuses the saved answer, Approve the approved answer', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const id = await pendingQuestion(`Focus answer ${tag()}`);
  const expert = await actor(browser, DEMO.expert, `/expert/questions/${id}`);
  await expert.getByLabel('Your answer').fill('Report the primary code; the second is bundled.');
  await expert.getByRole('button', { name: 'Submit answer for approval' }).click();
  const [saved] = await waitForAnswer(id);
  await expectFocused(expert, expert.locator(`#answer-${saved!.id}`), 'after Submit answer');
  await expectNoFocusRing(expert);
  await expectNoAxeViolations(expert, 'the question after Submit answer');

  const approver = await actor(browser, DEMO.approver, `/expert/questions/${id}`);
  await approver.getByRole('button', { name: 'Approve', exact: true }).click();
  const card = approver.locator(`#answer-${saved!.id}`);
  await expect(card).toHaveAttribute('data-state', 'approved');
  await expectFocused(approver, card, 'after Approve');
  // the tab names the question by its reference and title
  await expect(approver).toHaveTitle(/^Q-[0-9A-F]{8} · Focus answer .+ · ClaimDesk$/);
});

async function waitForAnswer(questionId: string) {
  await expect
    .poll(
      async () =>
        (await sql('select 1 from public.answers where question_id = $1', [questionId])).length,
    )
    .toBe(1);
  return sql<{ id: string }>('select id from public.answers where question_id = $1', [questionId]);
}

test('public pages: a refused demo code, an embedded submit, Send reset link', async ({ page }) => {
  test.setTimeout(120_000);
  // the demo gate names its partner; a wrong code focuses the emptied field its error describes
  await page.goto('/questions/corporate/lakeside-university-health');
  await expect(page.getByTestId('demo-gate-partner')).toContainText('Lakeside University Health');
  const code = page.getByLabel('Access Code', { exact: true });
  await code.fill('NOT-THE-CODE');
  await page.getByRole('button', { name: 'Access Demo' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid access code. Please try again.');
  await expectFocused(page, code, 'after a refused code');
  await expectNoAxeViolations(page, 'the gate after a refused code');

  // the embedded form stays: focus goes to the banner that says the question was sent
  await page.goto('/questions/corporate/meridian-medical/embed');
  await fillClaim(page, {
    email: uniqueEmail('e2e-focus-embed'),
    title: 'Modifier 25 with a minor procedure',
    content: 'Is modifier 25 needed with a same-day minor procedure?',
  });
  await page.getByRole('button', { name: 'Submit for Expert Review' }).click();
  const banner = page.locator('#claim-outcome');
  await expect(banner).toHaveText('Your coding question has been submitted successfully.');
  await expectFocused(page, banner, 'after the embedded submit');
  await expectNoFocusRing(page);
  await expectNoAxeViolations(page, 'the embedded form after a submit');

  // Send reset link: the form is replaced by the message, focused on its heading (an h2)
  await page.goto('/forgot-password');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(uniqueEmail('e2e-focus-reset'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const sent = page.getByRole('heading', { level: 2, name: 'Check your email' });
  await expectFocused(page, sent, 'after Send reset link');
  await expectNoAxeViolations(page, 'the reset link message');
});

test('the accounts dialog opens on a safe control; the login heading after an expired session draws no ring', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await actor(browser, DEMO.admin, '/admin/experts');
  await admin
    .getByRole('button', { name: /^Accounts of / })
    .first()
    .click();
  const dialog = admin.getByRole('dialog');
  await expectFocused(admin, dialog.getByLabel('Add an account'), 'when the dialog opens');
  await expectNoAxeViolations(admin, 'the accounts dialog');

  const password = 'Focus-e2e-password-1';
  const user = await createUser({
    name: 'Focus Session',
    password,
    email: uniqueEmail('focus', 'focus-e2e.test'),
  });
  await logIn(page, user.email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => {
    const key = 'claimdesk-supabase-auth';
    const session = JSON.parse(window.localStorage.getItem(key)!);
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    window.localStorage.setItem(key, JSON.stringify(session));
  });
  await sql(
    'delete from auth.sessions where user_id = (select id from auth.users where lower(email) = lower($1))',
    [user.email],
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  // after keyboard use, a script's focus matches :focus-visible: the heading still draws no ring
  await page.keyboard.press('Tab');
  const heading = page.getByRole('heading', { level: 1, name: 'Log in' });
  await heading.evaluate((el) => {
    el.setAttribute('tabindex', '-1');
    (el as HTMLElement).focus();
  });
  await expectFocused(page, heading, 'the login heading');
  await expectNoFocusRing(page);
});
