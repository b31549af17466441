/**
 * The accessibility check itself (e2e/support/axe.ts): it scans a page of one frame in the page
 * (axe evaluated there once, at its first scan) and a page with frames frame by frame, and must
 * fail on a violation either way, or every axe assertion of the suite would pass on anything.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

const IMAGE_WITHOUT_TEXT = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';

test('a page of one frame: passes clean, fails with the rule and the element', async ({
  page: tab,
}) => {
  await tab.setContent(page('<p>All described.</p>'));
  expect(tab.frames()).toHaveLength(1);
  await expectNoAxeViolations(tab, 'clean page');

  await tab.setContent(page(IMAGE_WITHOUT_TEXT));
  await expect(expectNoAxeViolations(tab, 'image without text')).rejects.toThrow(
    /image-alt[\s\S]*img/,
  );
});

test('a page scanned again is scanned as it is now, not as it was at the first scan', async ({
  page: tab,
}) => {
  await tab.setContent(page('<p>All described.</p>'));
  await expectNoAxeViolations(tab, 'clean page');
  await tab.evaluate(
    (img) => document.querySelector('main')!.insertAdjacentHTML('beforeend', img),
    IMAGE_WITHOUT_TEXT,
  );
  await expect(expectNoAxeViolations(tab, 'image added since')).rejects.toThrow(/image-alt/);
});

test('a violation inside a frame fails the page that holds it', async ({ page: tab }) => {
  const frame = (body: string) =>
    `<iframe title="Partner content" srcdoc="${page(body).replaceAll('"', '&quot;')}"></iframe>`;
  await tab.setContent(page(frame('<p>All described.</p>')));
  await expect.poll(() => tab.frames().length).toBe(2);
  await expectNoAxeViolations(tab, 'clean frame');

  await tab.setContent(page(frame(IMAGE_WITHOUT_TEXT)));
  await expect.poll(() => tab.frames().length).toBe(2);
  await expect(expectNoAxeViolations(tab, 'image without text in a frame')).rejects.toThrow(
    /image-alt/,
  );
});
