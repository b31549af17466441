/**
 * Whether React has taken over the page: a prerendered page (scripts/prerender.ts) is painted and
 * can be clicked before its scripts run, and a click then does nothing (its forms submit nowhere
 * until hydrated). Judged on the page's form, or its heading where it has none: React marks the
 * nodes it owns with a fiber.
 */
import { expect, type Page } from '@playwright/test';

export function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const node = document.querySelector('main form') ?? document.querySelector('h1');
    return !!node && Object.keys(node).some((k) => k.startsWith('__reactFiber'));
  });
}

/** Waits until React has taken over the page (at once on a page rendered in the browser). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
}
