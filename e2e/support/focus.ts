/**
 * Where focus is after an action (docs/decisions.md, "Where focus goes after an action"): these
 * read document.activeElement once the action has settled, retrying until it is where it should
 * be, so a focus that arrives after a refetch still counts and a focus left on <body> fails.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** A short description of the focused element: tag, id, test id, role, its text's start. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'BODY';
    const bits = [el.tagName];
    if (el.id) bits.push(`#${el.id}`);
    const testId = el.getAttribute('data-testid');
    if (testId) bits.push(`[data-testid=${testId}]`);
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    if (text) bits.push(`"${text}"`);
    return bits.join(' ');
  });
}

/** Focus is somewhere in the page, not on <body> (nor nowhere). */
export async function expectFocusNotOnBody(page: Page, label = 'focus'): Promise<void> {
  await expect
    .poll(() => describeFocus(page), { message: `${label}: not on <body>` })
    .not.toBe('BODY');
}

/** Focus is on the element `locator` finds. */
export async function expectFocused(page: Page, locator: Locator, label = 'focus'): Promise<void> {
  await expect(locator, `${label}: the expected element exists`).toHaveCount(1);
  await expect
    .poll(
      async () =>
        (await locator.evaluate((el) => el === document.activeElement))
          ? 'focused'
          : await describeFocus(page),
      {
        message: `${label}: on the expected element`,
      },
    )
    .toBe('focused');
}

/** The focused element draws no outline (a programmatic focus target, tabindex=-1). */
export async function expectNoFocusRing(page: Page): Promise<void> {
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'BODY';
    const style = getComputedStyle(el);
    return style.outlineStyle === 'none' || style.outlineWidth === '0px' ? 'none' : style.outline;
  });
  expect(outline).toBe('none');
}
