/**
 * Accessibility check for e2e specs: axe-core with the WCAG 2.0/2.1 A and AA rules. Any violation
 * fails the test, naming the rule and the selectors of the offending elements.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results =
    page.frames().length === 1 ? await scanOneFrame(page) : await scanWithFrames(page);
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(found, `axe violations on ${label}`).toEqual([]);
}

/** The rules of AXE_TAGS, reporting violations only (see scanOneFrame). */
const RUN_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  resultTypes: ['violations'],
};

/**
 * A page of one frame (every page of the app: it makes no iframe) is scanned with axe.run in the
 * page itself. axe is evaluated in the page once, at its first scan (a row scans its page at two
 * widths): AxeBuilder evaluated axe's 550 KB twice per scan, 150-180 ms of the 300 ms it took on
 * /login, where the rules ran in 63 ms. AxeBuilder's default mode also runs axe in each frame,
 * then opens a new tab to merge the frames' results there, which for one frame finds nothing more.
 *
 * resultTypes: axe still runs every rule of the tags, but stops building selectors and HTML
 * snippets for each passing and incomplete node, most of a big page's scan.
 */
async function scanOneFrame(page: Page): Promise<AxeResults> {
  // Each function runs in the page, so each names window.axe itself.
  type InPage = { axe?: typeof axe };
  const loaded = await page.evaluate(() => typeof (window as InPage).axe?.run === 'function');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate((options) => (window as InPage).axe!.run(document, options), RUN_OPTIONS);
}

/**
 * A page with frames (a partner's page with the embed): AxeBuilder's default mode, which scans
 * cross-origin frames too. options() before withTags(): it replaces the builder's options, the
 * tags included (after it, axe ran every rule, best practices too).
 */
function scanWithFrames(page: Page): Promise<AxeResults> {
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .analyze();
}

/**
 * The page is no wider than the viewport (tables scroll inside their own region). Right after a
 * resize, charts and tables may still be laid out for the old width, so the check gives the page
 * up to 3 s to settle; a page that stays too wide fails, naming what reaches past the edge.
 */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const deadline = Date.now() + 3_000;
  let m = await measureWidth(page);
  while (m.scroll > m.width && Date.now() < deadline) {
    await page.waitForTimeout(100);
    m = await measureWidth(page);
  }
  const { scroll, width, culprits } = m;
  expect(
    scroll,
    `${label}: page ${scroll}px wide in a ${width}px viewport; past the edge: ${culprits.join('; ')}`,
  ).toBeLessThanOrEqual(width);
}

function measureWidth(page: Page) {
  return page.evaluate(() => {
    const w = window.innerWidth;
    // the innermost elements that reach past the viewport, to name the cause in the failure
    const wide = Array.from(document.body.querySelectorAll('*')).filter(
      (el) => el.getBoundingClientRect().right > w + 1,
    );
    const innermost = wide.filter((el) => !wide.some((o) => o !== el && el.contains(o)));
    return {
      scroll: document.documentElement.scrollWidth,
      width: w,
      culprits: innermost.slice(0, 5).map((el) => {
        const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 4) : [];
        return `${el.tagName.toLowerCase()}.${cls.join('.')} right=${Math.round(el.getBoundingClientRect().right)}`;
      }),
    };
  });
}

/**
 * Resizes the viewport and waits until the page has followed: the window has the new width and
 * the DOM has stayed unchanged for two animation frames (the charts measure their box with a
 * ResizeObserver and render again; everything else is CSS). Gives up waiting after 2 s (by a
 * timer too, should frames stop), as a page that keeps changing (a clock, a spinner) is scanned
 * as it is.
 */
export async function resizeAndSettle(
  page: Page,
  size: { width: number; height: number },
): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction((w) => window.innerWidth === w, size.width);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let changed = false;
        let quietFrames = 0;
        const observer = new MutationObserver(() => (changed = true));
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          observer.disconnect();
          resolve();
        };
        const timer = setTimeout(finish, 2_000);
        const tick = () => {
          if (done) return;
          quietFrames = changed ? 0 : quietFrames + 1;
          changed = false;
          if (quietFrames >= 2) finish();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
