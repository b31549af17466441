// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDist } from '../../../scripts/check-dist';
import { pageFile, pageHtml } from '../../../scripts/prerender';
import { apacheHeaders, cloudflareHeaders, headerConfig } from '../../../scripts/security-headers';

const SUPABASE = 'https://abcd.supabase.co';
const want = { supabaseUrl: SUPABASE, embedOrigins: [] };
const TEMPLATE = [
  '<!doctype html><html><head><title>ClaimDesk</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  const cfg = headerConfig({ VITE_SUPABASE_URL: SUPABASE });
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dir, '_headers'), cloudflareHeaders(cfg));
  fs.writeFileSync(path.join(dir, '.htaccess'), apacheHeaders(cfg));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the prerender (scripts/prerender.ts)', () => {
  it('writes /login as login.html, beside index.html', () => {
    expect(pageFile('/dist', '/login')).toBe(path.join('/dist', 'login.html'));
    expect(pageFile('/dist', '/questions/corporate/x/')).toBe(
      path.join('/dist', 'questions/corporate/x.html'),
    );
  });

  it("puts the page's markup into #root and its title into the head, scripts unchanged", () => {
    const html = pageHtml(TEMPLATE, '<main><h1>Log in</h1></main>', 'Log in · ClaimDesk');
    expect(html).toContain('<div id="root"><main><h1>Log in</h1></main></div>');
    expect(html).toContain('<title>Log in · ClaimDesk</title>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  it('refuses markup with an inline script, which the CSP would block', () => {
    expect(() => pageHtml(TEMPLATE, '<script>alert(1)</script>', 'x')).toThrow(/inline script/);
  });

  it("check-dist accepts a prerendered page and reports one without index.html's assets", () => {
    fs.writeFileSync(path.join(dir, 'login.html'), pageHtml(TEMPLATE, '<p>Log in</p>', 'Log in'));
    expect(checkDist(dir, want)).toEqual([]);
    fs.writeFileSync(path.join(dir, 'signup.html'), TEMPLATE.replace(/index-abc\.js/, 'old.js'));
    fs.writeFileSync(
      path.join(dir, 'forgot-password.html'),
      TEMPLATE.replace('</body>', '<script>1</script></body>'),
    );
    expect(checkDist(dir, want)).toEqual([
      'forgot-password.html: has an inline script (the CSP refuses it)',
      'signup.html: does not load the scripts and stylesheet index.html loads',
    ]);
  });

  it('the Apache rules serve login.html at /login before the SPA fallback', () => {
    const htaccess = apacheHeaders(headerConfig({ VITE_SUPABASE_URL: SUPABASE }));
    const page = htaccess.indexOf('RewriteRule ^(.+?)/?$ /$1.html [L]');
    expect(page).toBeGreaterThan(0);
    expect(page).toBeLessThan(htaccess.indexOf('RewriteRule ^ /index.html [L]'));
  });
});
