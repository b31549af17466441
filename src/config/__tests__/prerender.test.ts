// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDist } from '../../../scripts/check-dist';
import {
  headAssets,
  loaderSource,
  pageFile,
  pageHtml,
  staticPage,
} from '../../../scripts/prerender';
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

  it('a static page asks for nothing before its paint: the stylesheet inlined, the scripts loaded late', () => {
    const css = 'body{color:#111}';
    const html = staticPage(
      pageHtml(TEMPLATE, '<p>Log in</p>', 'Log in'),
      css,
      '/assets/loader.js',
    );
    const [head, body] = html.split('</head>') as [string, string];
    expect(head).not.toMatch(/<(script|link)\b[^>]*(src|href)="\/assets\//);
    expect(head).toContain(`<style>${css}</style>`);
    expect(body).toContain('<div id="root"><p>Log in</p></div>');
    expect(body).toMatch(
      /<script type="module" fetchpriority="low" src="\/assets\/loader.js"><\/script>\s*<\/body>/,
    );
    // the loader starts what index.html's head loads, and nothing else
    const source = loaderSource(headAssets(TEMPLATE));
    expect(source).toContain('const scripts = ["/assets/index-abc.js"];');
    expect(source).toContain('const preloads = [];');
    expect(() => staticPage(html, 'a{}</style><script>1</script>', '/x.js')).toThrow(/<\/style/);
  });

  it("check-dist accepts a static page only with the build's stylesheet and a loader that starts its scripts", () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    const css = 'body{color:#111}';
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.css'), css);
    fs.writeFileSync(path.join(dir, 'assets', 'loader.js'), loaderSource(headAssets(TEMPLATE)));
    fs.writeFileSync(path.join(dir, 'assets', 'other.js'), 'import("/assets/other.js")');
    const page = pageHtml(TEMPLATE, '<p>Log in</p>', 'Log in');
    fs.writeFileSync(path.join(dir, 'login.html'), staticPage(page, css, '/assets/loader.js'));
    expect(checkDist(dir, want)).toEqual([]);
    // an old stylesheet inlined, a loader that starts something else, a loader not in the build
    fs.writeFileSync(
      path.join(dir, 'signup.html'),
      staticPage(page, 'body{}', '/assets/loader.js'),
    );
    fs.writeFileSync(
      path.join(dir, 'forgot-password.html'),
      staticPage(page, css, '/assets/other.js'),
    );
    fs.writeFileSync(path.join(dir, 'reset.html'), staticPage(page, css, '/assets/missing.js'));
    expect(checkDist(dir, want)).toEqual([
      'forgot-password.html: does not load the scripts and stylesheet index.html loads',
      'reset.html: does not load the scripts and stylesheet index.html loads',
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
