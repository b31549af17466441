/** Issue 16 item 9: the expert dashboard's count cards are one even row at 1280 px. */
import { expect, test } from '@playwright/test';
import { DEMO } from '../tests/support/accounts.ts';
import { DESKTOP } from './support/axe.ts';
import { signIn } from './support/sign-in.ts';

test('expert dashboard: count cards share one height and fill the row (no empty column)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO.expert);
  await page.goto('/expert/dashboard');
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
