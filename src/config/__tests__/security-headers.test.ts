// @vitest-environment node
import { createHash } from 'node:crypto';
import {
  APACHE_EMBED_REQUEST_LINE,
  apacheHeaders,
  cloudflareHeaders,
  headerConfig,
  headersFor,
} from '../../../scripts/security-headers';
import { DEFERRED_LOADER } from '../../../scripts/deferred-scripts';

/** The CSP source of the one inline script, computed here as a browser does. */
const LOADER = `'sha256-${createHash('sha256').update(DEFERRED_LOADER, 'utf8').digest('base64')}'`;

const cfg = headerConfig({
  VITE_SUPABASE_URL: 'https://abcd.supabase.co/',
  EMBED_ALLOWED_ORIGINS: 'https://partner.example, javascript:alert(1) https://other.example',
});

describe('security headers for static hosts', () => {
  it('pages: only the Supabase origin to connect to, no framing, nosniff, a referrer policy', () => {
    const h = headersFor(cfg, '/login');
    expect(h['Content-Security-Policy']).toContain(
      "connect-src 'self' https://abcd.supabase.co wss://abcd.supabase.co;",
    );
    expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    // Scripts from the site, and one inline script by its hash: the prerendered pages' loader.
    expect(h['Content-Security-Policy']).toContain(`script-src 'self' ${LOADER};`);
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('the embed route may be framed by the configured partner origins only', () => {
    const h = headersFor(cfg, '/questions/corporate/meridian-medical/embed');
    expect(h['Content-Security-Policy']).toContain(
      "frame-ancestors 'self' https://partner.example https://other.example",
    );
    expect(h['Content-Security-Policy']).not.toContain('javascript:');
    expect(h['X-Frame-Options']).toBeUndefined();
  });

  it('writes the same policy for Cloudflare Pages and Apache', () => {
    const policy = headersFor(cfg, '/')['Content-Security-Policy']!;
    expect(cloudflareHeaders(cfg)).toContain(`Content-Security-Policy: ${policy}`);
    expect(apacheHeaders(cfg)).toContain(`Content-Security-Policy "${policy}"`);
  });

  it('without a Turnstile site key, no Cloudflare script or frame is allowed', () => {
    const policy = headersFor(cfg, '/questions/corporate/meridian-medical/standalone')[
      'Content-Security-Policy'
    ]!;
    expect(policy).not.toContain('challenges.cloudflare.com');
    expect(policy).toContain("frame-src 'none'");
  });

  it('with VITE_TURNSTILE_SITE_KEY, the Turnstile script and challenge frame are allowed on every page', () => {
    const withTurnstile = headerConfig({
      VITE_SUPABASE_URL: 'https://abcd.supabase.co/',
      VITE_TURNSTILE_SITE_KEY: '0x4AAAAAAAbench',
    });
    for (const page of [
      '/questions/corporate/meridian-medical/standalone',
      '/questions/corporate/x/embed',
    ]) {
      const policy = headersFor(withTurnstile, page)['Content-Security-Policy']!;
      expect(policy).toContain(`script-src 'self' ${LOADER} https://challenges.cloudflare.com;`);
      expect(policy).toContain('frame-src https://challenges.cloudflare.com;');
      expect(policy).toContain(
        "connect-src 'self' https://abcd.supabase.co wss://abcd.supabase.co;",
      );
    }
    expect(cloudflareHeaders(withTurnstile)).toContain(
      'frame-src https://challenges.cloudflare.com',
    );
  });

  describe('Apache .htaccess', () => {
    const htaccess = apacheHeaders(cfg);
    const embedPolicy = headersFor(cfg, '/questions/corporate/x/embed')['Content-Security-Policy']!;
    const sitePolicy = headersFor(cfg, '/')['Content-Security-Policy']!;
    /** The <If>/<ElseIf>/<Else> blocks in order: the condition and the directives of each. */
    const branches = [
      ...htaccess.matchAll(/<(If|ElseIf|Else)(?: "([^"]*)")?>\n([\s\S]*?)<\/\1>/g),
    ].map(([, kind, condition, body]) => ({ kind, condition: condition ?? '', body: body! }));
    /** The request-line pattern as written in the file: what Apache compiles (m#...#). */
    const written = /^%\{THE_REQUEST\} =~ m#(.*)#$/.exec(branches[0]?.condition ?? '')?.[1];

    it('recognises the embed route on the request line, which the SPA fallback does not change', () => {
      // After `RewriteRule ^ /index.html` (an internal redirect) REQUEST_URI is /index.html, so a
      // REQUEST_URI match would give the embed frame-ancestors 'none'.
      expect(htaccess).toContain('RewriteRule ^ /index.html [L]');
      expect(branches.map((b) => b.kind)).toEqual(['If', 'ElseIf', 'Else']);
      expect(written).toBe(APACHE_EMBED_REQUEST_LINE);
      // The pattern must not contain its m#...# delimiter, and no backslash escapes.
      expect(written).not.toMatch(/[#\\]/);
      expect(branches[0]!.body).toContain(
        `Header always set Content-Security-Policy "${embedPolicy}"`,
      );
      expect(branches[0]!.body).toContain('Header always unset X-Frame-Options');
      expect(branches[0]!.body).not.toContain('DENY');
      expect(branches[2]!.body).toContain(
        `Header always set Content-Security-Policy "${sitePolicy}"`,
      );
      expect(branches[2]!.body).toContain('Header always set X-Frame-Options "DENY"');
    });

    it.each([
      ['GET /questions/corporate/meridian-medical/embed HTTP/1.1', true],
      ['GET /questions/corporate/meridian-medical/embed/ HTTP/1.1', true],
      ['GET /questions/corporate/meridian-medical/embed?utm=x&a=b HTTP/2.0', true],
      ['HEAD http://claims.example/questions/corporate/x/embed HTTP/1.1', true],
      ['GET /questions/corporate/meridian-medical/standalone HTTP/1.1', false],
      ['GET /questions/corporate/x/embed/more HTTP/1.1', false],
      ['GET /questions/corporate/embed HTTP/1.1', false],
      ['GET /login?next=/questions/corporate/x/embed HTTP/1.1', false],
      ['GET /x/questions/corporate/x/embed HTTP/1.1', false],
      ['GET /index.html HTTP/1.1', false],
    ])('%s → embed policy: %s', (requestLine, embed) => {
      expect(new RegExp(written!).test(requestLine)).toBe(embed);
    });

    it('sets every header with "always", which survives the internal redirect to /index.html', () => {
      const sets = htaccess.split('\n').filter((l) => /^\s*Header .*\bset\b/.test(l));
      expect(sets.length).toBeGreaterThan(4);
      for (const line of sets) expect(line).toMatch(/^\s*Header always set /);
    });
  });
});
