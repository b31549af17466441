import { expect, test, type Page } from '@playwright/test';
import { partnerOrigin, serveFramingPage } from './support/hosting';

// The headers of scripts/security-headers.ts as `vite preview` sends them for the production build
// (docs/decisions.md, "Security headers on static hosts"); the build's own _headers and .htaccess
// are checked by `npm run bench:bundle -- --check`.

const EMBED = '/questions/corporate/meridian-medical/embed';

function directive(policy: string | undefined, name: string): string {
  const found = (policy ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));
  return found?.slice(name.length + 1) ?? '';
}

test('only the embed route may be framed, by the configured partner; every page connects to the API only', async ({
  request,
}) => {
  const api = new URL(process.env.SUPABASE_URL!).origin;
  const connect = `'self' ${api} ${api.replace(/^http/, 'ws')}`;

  const embed = await request.get(EMBED);
  expect(embed.status()).toBe(200);
  const embedPolicy = embed.headers()['content-security-policy'];
  expect(directive(embedPolicy, 'frame-ancestors')).toBe(`'self' ${partnerOrigin()}`);
  expect(directive(embedPolicy, 'connect-src')).toBe(connect);
  expect(embed.headers()['x-frame-options']).toBeUndefined();

  for (const path of [
    '/login',
    '/questions/corporate/meridian-medical/standalone',
    '/admin/users',
  ]) {
    const res = await request.get(path);
    const policy = res.headers()['content-security-policy'];
    expect(directive(policy, 'frame-ancestors'), path).toBe("'none'");
    expect(directive(policy, 'connect-src'), path).toBe(connect);
    expect(res.headers()['x-frame-options'], path).toBe('DENY');
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(res.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

/** Opens a page served at `port` (0: a stranger's) that frames `src`; returns the framed document's URL. */
async function framedFrom(page: Page, port: number, src: string) {
  const host = await serveFramingPage(port, src);
  try {
    await page.goto(host.url);
    const frame = page.frameLocator('iframe[title="framed"]');
    const url = () => page.frames()[1]?.url() ?? '';
    await expect.poll(url).toMatch(/^(http|chrome-error)/);
    return { frame, url: url() };
  } finally {
    await host.close();
  }
}

test('the browser shows the embed inside the partner site, and no other page', async ({
  page,
  baseURL,
}) => {
  const partnerPort = Number(new URL(partnerOrigin()).port);
  const embed = await framedFrom(page, partnerPort, `${baseURL}${EMBED}`);
  expect(embed.url).toBe(`${baseURL}${EMBED}`);
  await expect(embed.frame.getByRole('heading', { name: 'Claim Submission' })).toBeVisible();

  // Chromium replaces a frame its CSP refuses with its error page.
  const login = await framedFrom(page, partnerPort, `${baseURL}/login`);
  expect(login.url).toMatch(/^chrome-error:/);
});

test('the browser refuses the embed inside any other site', async ({ page, baseURL }) => {
  const stranger = await framedFrom(page, 0, `${baseURL}${EMBED}`);
  expect(stranger.url).toMatch(/^chrome-error:/);
});
