// @vitest-environment node
/**
 * scripts/static-routes.ts: which prerendered file each host serves at an address. Every public
 * partner address (standalone, bare or not, and embed) gets the partner forms' frame, whatever its
 * slug; the visual test page, the in-app form and anything else do not.
 */
import {
  APACHE_REWRITES,
  cloudflareRedirects,
  prerenderedFileAt,
  servesPartnerFrame,
} from '../../../scripts/static-routes';
import { PARTNER_FRAME_FILE } from '@/config/partner-forms';

const FRAME_ADDRESSES = [
  '/questions/corporate/summit-health',
  '/questions/corporate/summit-health/',
  '/questions/corporate/meridian-medical/standalone',
  '/questions/corporate/meridian-medical/embed',
  '/questions/corporate/a-partner-added-today/embed/',
  '/questions/corporate/x1',
];
const OTHER_ADDRESSES = [
  '/questions/corporate/meridian-medical/visual-test',
  '/questions/corporate/meridian-medical/new',
  '/questions/corporate/meridian-medical/other',
  '/questions/corporate/Upper-Case',
  '/questions/corporate/bad--slug',
  '/questions/corporate',
  '/questions/new',
  '/reply',
  '/login',
  '/',
];

describe('the prerendered files static hosts serve', () => {
  it('serves the frame at every public partner address and nowhere else', () => {
    for (const path of FRAME_ADDRESSES) expect(servesPartnerFrame(path), path).toBe(true);
    for (const path of OTHER_ADDRESSES) expect(servesPartnerFrame(path), path).toBe(false);
  });

  it('finds the frame, then a page of its own, then nothing (the SPA fallback)', () => {
    const files = new Set([
      PARTNER_FRAME_FILE,
      'login.html',
      'admin/users.html',
      'index.html',
      'assets/x.js',
    ]);
    const exists = (file: string) => files.has(file);
    expect(prerenderedFileAt('/questions/corporate/summit-health', exists)).toBe(
      PARTNER_FRAME_FILE,
    );
    expect(prerenderedFileAt('/login', exists)).toBe('login.html');
    expect(prerenderedFileAt('/login/', exists)).toBe('login.html');
    expect(prerenderedFileAt('/assets/x.js', exists)).toBeNull();
    // A staff page's frame, in a folder of its section.
    expect(prerenderedFileAt('/admin/users', exists)).toBe('admin/users.html');
    expect(prerenderedFileAt('/admin/users/', exists)).toBe('admin/users.html');
    expect(prerenderedFileAt('/admin/experts', exists)).toBeNull();
    expect(prerenderedFileAt('/', exists)).toBeNull();
    // A build without the frame (PRERENDER=off): index.html, as before.
    expect(prerenderedFileAt('/questions/corporate/summit-health', () => false)).toBeNull();
  });

  it("Apache's rule matches the same addresses, before the pages' and the fallback's rules", () => {
    const rule = APACHE_REWRITES.find((line) => line.includes(PARTNER_FRAME_FILE))!;
    const pattern = new RegExp(/RewriteRule (\S+)/.exec(rule)![1]!);
    // mod_rewrite matches the path without its leading slash in .htaccess.
    for (const path of FRAME_ADDRESSES) expect(pattern.test(path.slice(1)), path).toBe(true);
    for (const path of OTHER_ADDRESSES) expect(pattern.test(path.slice(1)), path).toBe(false);
    expect(APACHE_REWRITES.indexOf(rule)).toBeLessThan(
      APACHE_REWRITES.findIndex((line) => line.includes('/$1.html')),
    );
  });

  it("Cloudflare's rewrites name the three partner addresses, served the frame with a 200", () => {
    const rules = cloudflareRedirects()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual([
      '/questions/corporate/:slug /partner-form 200',
      '/questions/corporate/:slug/standalone /partner-form 200',
      '/questions/corporate/:slug/embed /partner-form 200',
    ]);
  });
});
