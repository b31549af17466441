/**
 * Expert metrics charts (docs/decisions.md, "Charts"): at 390 and 1280 px and for every period,
 * chart text is at least 11 px (and not blown up), no chart is taller than a screen, no label is
 * cut at the chart's edge, the full labels are available, and each chart has its figures as text.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../tests/support/accounts.ts';
import { DESKTOP, expectNoAxeViolations, expectNoSidewaysScroll, PHONE } from './support/axe';
import { signIn } from './support/sign-in';

async function measure(page: Page) {
  return page.evaluate(() => {
    const charts = Array.from(document.querySelectorAll('main svg[role="img"]'));
    return charts.map((svg) => {
      const box = svg.getBoundingClientRect();
      const texts = Array.from(svg.querySelectorAll('text')).map((t) => {
        const r = t.getBoundingClientRect();
        return { text: t.textContent ?? '', h: r.height, left: r.left, right: r.right };
      });
      return {
        label: svg.getAttribute('aria-label') ?? '',
        height: box.height,
        left: box.left,
        right: box.right,
        texts,
        titles: Array.from(svg.querySelectorAll('title')).map((t) => t.textContent ?? ''),
      };
    });
  });
}

test('metrics charts stay readable at every width and period, with their figures as text', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.expert, '/expert/metrics');
  await expect(page.getByRole('heading', { name: 'Metrics' })).toBeVisible();
  for (const period of ['Last 4 weeks', 'Last 12 weeks', 'Last 52 weeks']) {
    await page.getByLabel('Period').selectOption({ label: period });
    await expect(page.getByTestId('rejection-rate')).toBeVisible();
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(200);
      const charts = await measure(page);
      expect(charts.length).toBeGreaterThanOrEqual(5);
      for (const c of charts) {
        const where = `${period} at ${size.width} px: ${c.label.slice(0, 40)}`;
        expect(c.label.length, where).toBeGreaterThan(20);
        expect(c.height, where).toBeLessThanOrEqual(600);
        for (const t of c.texts) {
          expect(t.h, `${where}: "${t.text}"`).toBeGreaterThanOrEqual(11);
          expect(t.h, `${where}: "${t.text}"`).toBeLessThanOrEqual(20);
          expect(t.left, `${where}: "${t.text}" cut on the left`).toBeGreaterThanOrEqual(
            c.left - 1,
          );
          expect(t.right, `${where}: "${t.text}" cut on the right`).toBeLessThanOrEqual(
            c.right + 1,
          );
        }
      }
      // the type chart: the long type name is whole in the text alternative and the bar's title
      const byType = charts.find((c) => c.label.startsWith('Volume by coding question type'));
      if (byType && byType.label.includes('Professional - Physician Component')) {
        expect(byType.titles.join(' ')).toContain('Professional - Physician Component');
      }
      await expectNoSidewaysScroll(page, `metrics ${period} at ${size.width} px`);
    }
  }
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, 'metrics at 390 px');
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page, 'metrics at 1280 px');
});
