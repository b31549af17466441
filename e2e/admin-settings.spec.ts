/**
 * Settings (docs/spec-notes.md, "Admin console"): the demo access code is changed with a
 * confirmation, never shown, and takes effect at once (new code unlocks a gated form, the old one
 * is refused); the answer-time target drives the dashboard's overdue list.
 */
import { expect, test } from '@playwright/test';
import { DEMO_CODE } from './claims-support';
import { adminRpc, checkBothWidths, DEMO, expectToast, signIn, sql } from './admin-support';
import { expectNoAxeViolations, PHONE } from './support/axe';

test.afterAll(async () => {
  // other specs use the seeded code
  await adminRpc('set_demo_access_code', { code: DEMO_CODE });
});

async function tryCode(page: import('@playwright/test').Page, code: string) {
  await page.goto('/questions/corporate/lakeside-university-health');
  await expect(page.getByRole('heading', { name: 'Demo Access Required' })).toBeVisible();
  await page.getByLabel('Access Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Access Demo' }).click();
}

test('change the demo code with confirmation; the new code unlocks a gated form and the old one is refused', async ({
  browser,
  page,
}) => {
  const newCode = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, DEMO.admin, '/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Corporate accounts/ })).toHaveAttribute(
    'href',
    '/admin/accounts',
  );
  await expect(page.getByTestId('demo-code-lifetime')).toHaveText(
    "An unlocked form stays open for 12 hours on that browser, and only that partner's form.",
  );
  await checkBothWidths(page, '/admin/settings');

  const code = page.getByLabel('New access code');
  const confirm = page.getByLabel('Type the new code again');
  await code.fill('short');
  await page.getByRole('button', { name: 'Change the code' }).click();
  await expect(page.getByText('The access code must be 8 to 100 characters')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await code.fill(newCode);
  await confirm.fill(`${newCode}X`);
  await page.getByRole('button', { name: 'Change the code' }).click();
  await expect(page.getByText('The two codes do not match')).toBeVisible();
  await confirm.fill(newCode.toLowerCase());
  await page.getByRole('button', { name: 'Change the code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the demo access code?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'demo code confirmation at 1280 px');
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, 'demo code confirmation at 390 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Change it' }).click();
  await expectToast(page, 'Demo access code changed');
  await expect(page.getByTestId('demo-code-changed')).toContainText(
    /Last changed .+ by Alex Admin\./,
  );
  // the code itself is nowhere on the page
  await expect(page.locator('body')).not.toContainText(newCode);

  const visitor = await (await browser.newContext()).newPage();
  await tryCode(visitor, DEMO_CODE);
  await expect(visitor.getByText('Invalid access code. Please try again.')).toBeVisible();
  await tryCode(visitor, newCode.toLowerCase());
  await expect(visitor.getByRole('heading', { name: 'Lakeside University Health' })).toBeVisible();
});

test('the answer-time target: validated, saved, and the dashboard lists open questions older than it', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/admin/settings');
  const target = page.getByRole('region', { name: 'Answer-time target' });
  const hours = target.getByLabel('Target in hours');
  await hours.fill('0');
  await target.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('The answer-time target must be between 1 and 720 hours'),
  ).toBeVisible();
  await hours.fill('1');
  await target.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Answer-time target saved');
  try {
    const [oldest] = await sql<{ id: string; title: string }>(
      `select id, title from public.questions
       where status in ('unassigned', 'pending', 'awaiting_approval') and created_at < now() - interval '1 hour'
       order by created_at, id limit 1`,
    );
    await page.goto('/admin/dashboard');
    await expect(
      page.getByRole('heading', { name: 'Past the answer-time target (1 h)' }),
    ).toBeVisible();
    if (oldest) {
      const link = page.getByTestId('overdue-list').getByRole('link').first();
      await expect(link).toHaveText(oldest.title);
      await expect(link).toHaveAttribute('href', `/admin/questions/${oldest.id}`);
    }
  } finally {
    await adminRpc('admin_set_answer_time_target', { p_hours: 72 });
  }
});

test('the ask-back periods: validated on the field, saved, still there after a reload; axe clean', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/admin/settings');
  const section = page.getByRole('region', { name: 'Request more information' });
  const reminder = section.getByLabel('Reminder after (days)');
  const close = section.getByLabel('Close as "Closed – no reply" after (days)');
  const reopen = section.getByLabel('A reply reopens a closed question within (days)');
  await expect(reminder).toHaveValue('3');
  await expect(close).toHaveValue('14');
  await expect(reopen).toHaveValue('30');
  try {
    await reminder.fill('20');
    await close.fill('10');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(close).toHaveAttribute('aria-invalid', 'true');
    await expect(close).toHaveAccessibleDescription(
      'Questions must close after the reminder and within 180 days',
    );
    await expectNoAxeViolations(page, 'ask-back periods with an error');
    await reminder.fill('4');
    await close.fill('21');
    await reopen.fill('45');
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Request periods saved');
    const [audit] = await sql<{ new_values: Record<string, number> }>(
      `select new_values from public.admin_events where action = 'setting.ask_back' order by id desc limit 1`,
    );
    expect(audit?.new_values).toEqual({ reminder_days: 4, close_days: 21, reopen_days: 45 });

    await page.reload();
    await expect(reminder).toHaveValue('4');
    await expect(close).toHaveValue('21');
    await expect(reopen).toHaveValue('45');
    await expectNoAxeViolations(page, 'ask-back periods at 1280 px');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, 'ask-back periods at 390 px');
  } finally {
    await adminRpc('admin_set_ask_back_settings', {
      p_reminder_days: 3,
      p_close_days: 14,
      p_reopen_days: 30,
    });
  }
});
