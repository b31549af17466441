/** Helpers of the admin console e2e specs (e2e/admin-*.spec.ts). */
import { expect, type Page } from '@playwright/test';
import { DEMO } from '../tests/support/accounts.ts';
import { accessToken } from '../tests/support/sign-in.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, DESKTOP, PHONE } from './support/axe';
import { rpc } from './expert-support';

export { sql } from '../tests/support/db.ts';
export { signIn } from './support/sign-in';
export { rpc } from './expert-support';
export { DEMO };

/** Runs an RPC as the demo admin (set-up and clean-up that are not what the test is about). */
export async function adminRpc(name: string, args: unknown) {
  const token = await accessToken(DEMO.admin);
  const res = await rpc(name, args, token);
  if (res.status >= 300) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** axe at 1280 px and at 390 px (where the page must not scroll sideways), then back to 1280. */
export async function checkBothWidths(page: Page, label: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page, `${label} at 1280 px`);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, `${label} at 390 px`);
  await expectNoAxeViolations(page, `${label} at 390 px`);
  await page.setViewportSize(DESKTOP);
}

export async function expectToast(page: Page, title: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
}

/** Opens a table row's "More actions" menu and chooses `action` (the staff tables' one action style). */
export async function chooseRowAction(page: Page, rowName: string, action: string) {
  await page.getByRole('button', { name: `More actions for ${rowName}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}
