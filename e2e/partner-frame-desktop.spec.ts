/**
 * A public partner form on a desktop browser with classic scrollbars (Playwright hides them): the
 * privacy notice painted from the prerendered frame stays the page's largest paint once the form
 * has come. A frame without a scrollbar was narrower than the form that replaced it, and the
 * form's notice then counted as a new, larger paint half a second later (Lighthouse's desktop LCP).
 */
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, launchEnv } from '../scripts/chromium.ts';

const chromium = await findChromium();
test.use({
  viewport: { width: 1350, height: 940 },
  launchOptions: {
    executablePath: chromium.executablePath,
    args: CHROMIUM_ARGS,
    env: launchEnv(chromium),
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

for (const path of [
  '/questions/corporate/summit-health',
  '/questions/corporate/meridian-medical/standalone',
  '/questions/corporate/meridian-medical/embed',
]) {
  test(`${path}: the notice painted from the HTML stays the largest paint`, async ({ page }) => {
    await page.addInitScript(() => {
      const paints: number[] = [];
      Object.assign(window, { largestPaints: paints });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) paints.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^Submit/ })).toBeVisible();
    // The form is taller than the window, so it has a scrollbar, as the frame had.
    expect(
      await page.evaluate(() => innerWidth - document.documentElement.clientWidth),
    ).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    const { paints, firstPaint } = await page.evaluate(() => ({
      paints: (window as unknown as { largestPaints: number[] }).largestPaints,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(paints).toEqual([firstPaint]);
  });
}
