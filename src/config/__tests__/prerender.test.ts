// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDist } from '../../../scripts/check-dist';
import { DEFERRED_LOADER } from '../../../scripts/deferred-scripts';
import { pageFile, pageHtml } from '../../../scripts/prerender';
import { apacheHeaders, cloudflareHeaders, headerConfig } from '../../../scripts/security-headers';
import { PARTNER_FRAME_FILE } from '@/config/partner-forms';

const SUPABASE = 'https://abcd.supabase.co';
const want = { supabaseUrl: SUPABASE, embedOrigins: [] };
const CSS = '.card{padding:1rem}';
const readStylesheet = (href: string) => {
  if (href !== '/assets/index-abc.css') throw new Error(`no ${href}`);
  return CSS;
};
/** A prerendered page's HTML. */
const page = (markup: string, title = 'Log in') =>
  pageHtml(TEMPLATE, { markup, title, hydrate: true, readStylesheet });
const TEMPLATE = [
  '<!doctype html><html><head><title>ClaimDesk</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  const cfg = headerConfig({ VITE_SUPABASE_URL: SUPABASE });
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.css'), CSS);
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

  it("puts the page's markup into #root and its title into the head, the stylesheet inline", () => {
    const html = page('<main><h1>Log in</h1></main>', 'Log in · ClaimDesk');
    expect(html).toContain('<div id="root" data-hydrate=""><main><h1>Log in</h1></main></div>');
    expect(html).toContain('<title>Log in · ClaimDesk</title>');
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html.split('</head>')[0]).not.toContain('rel="stylesheet"');
  });

  it('moves the links and scripts out of the head, into the template the loader adds after the paint', () => {
    const [head, body] = page('<p>Log in</p>').split('</head>');
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(body).toContain(
      '<div id="root" data-hydrate=""><p>Log in</p></div><template id="deferred-scripts">' +
        '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">' +
        `</template><script>${DEFERRED_LOADER}</script></body>`,
    );
  });

  it('index.html keeps its title and is rendered over, not hydrated, and check-dist holds the pages to it', () => {
    const index = pageHtml(TEMPLATE, {
      markup: '<div role="status">…</div>',
      hydrate: false,
      readStylesheet,
    });
    expect(index).toContain('<title>ClaimDesk</title>');
    expect(index).toContain('<div id="root"><div role="status">…</div></div><template');
    fs.writeFileSync(path.join(dir, 'index.html'), index);
    fs.writeFileSync(path.join(dir, 'login.html'), page('<p>Log in</p>'));
    expect(checkDist(dir, want)).toEqual([]);
    fs.writeFileSync(
      path.join(dir, 'login.html'),
      page('<p>Log in</p>').replace('index-abc.js', 'old.js'),
    );
    expect(checkDist(dir, want)).toEqual([
      'login.html: does not load the scripts index.html loads',
    ]);
  });

  it('refuses markup with an inline script, which the CSP would block', () => {
    expect(() => page('<script>alert(1)</script>')).toThrow(/inline script/);
  });

  it('refuses a stylesheet that would end its <style> early', () => {
    const readStylesheet = () => 'a{}</style><p>';
    expect(() => pageHtml(TEMPLATE, { markup: '<p>x</p>', hydrate: true, readStylesheet })).toThrow(
      /cannot be inlined/,
    );
  });

  it("check-dist accepts a prerendered page and reports one that is not index.html's", () => {
    const login = page('<p>Log in</p>');
    fs.writeFileSync(path.join(dir, 'login.html'), login);
    expect(checkDist(dir, want)).toEqual([]);
    // Its scripts in the head, the stylesheet linked: painted only once the scripts are in.
    fs.writeFileSync(
      path.join(dir, 'signup.html'),
      TEMPLATE.replace('<div id="root">', '<div id="root"><p>x</p>'),
    );
    fs.writeFileSync(
      path.join(dir, 'forgot-password.html'),
      login.replace('</body>', '<script>1</script></body>').replace('runtime-abc', 'old'),
    );
    fs.writeFileSync(path.join(dir, 'reply.html'), login.replace(CSS, '.card{}'));
    expect(checkDist(dir, want)).toEqual([
      'forgot-password.html: has an inline script the CSP refuses',
      'forgot-password.html: does not start its scripts after the first paint',
      'forgot-password.html: does not load the scripts index.html loads',
      'reply.html: does not inline the stylesheets index.html links',
      'signup.html: does not start its scripts after the first paint',
      'signup.html: does not load the scripts index.html loads',
      'signup.html: does not inline the stylesheets index.html links',
    ]);
  });

  it("leaves the head start out of the partner forms' frame, and check-dist allows it only there", () => {
    const template = TEMPLATE.replace(
      '</title>',
      '</title><script type="module" async src="/assets/head-start-0123abcd.js"></script>',
    );
    fs.writeFileSync(path.join(dir, 'index.html'), template);
    const frame = pageHtml(template, {
      markup: '<p>Privacy notice</p>',
      hydrate: true,
      readStylesheet,
      withoutHeadStart: true,
    });
    expect(frame).not.toContain('head-start');
    expect(frame).toContain('/assets/index-abc.js');
    fs.writeFileSync(path.join(dir, PARTNER_FRAME_FILE), frame);
    expect(checkDist(dir, want)).toEqual([]);
    fs.writeFileSync(path.join(dir, 'login.html'), frame);
    expect(checkDist(dir, want)).toEqual([
      'login.html: does not load the scripts index.html loads',
    ]);
  });

  it('check-dist reports a policy that allows another inline script', () => {
    fs.writeFileSync(
      path.join(dir, '_headers'),
      fs
        .readFileSync(path.join(dir, '_headers'), 'utf8')
        .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
    );
    expect(checkDist(dir, want)).toEqual(["_headers /*: script-src also allows 'unsafe-inline'"]);
  });

  it('the Apache rules serve login.html at /login before the SPA fallback', () => {
    const htaccess = apacheHeaders(headerConfig({ VITE_SUPABASE_URL: SUPABASE }));
    const page = htaccess.indexOf('RewriteRule ^(.+?)/?$ /$1.html [L]');
    expect(page).toBeGreaterThan(0);
    expect(page).toBeLessThan(htaccess.indexOf('RewriteRule ^ /index.html [L]'));
  });
});
