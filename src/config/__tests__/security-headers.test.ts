import {
  apacheHeaders,
  cloudflareHeaders,
  headerConfig,
  headersFor,
} from '../../../scripts/security-headers';

const cfg = headerConfig({
  VITE_SUPABASE_URL: 'https://abcd.supabase.co/',
  EMBED_ALLOWED_ORIGINS: 'https://partner.example, javascript:alert(1) https://other.example',
});

describe('security headers (issue 11 §5)', () => {
  it('pages: only the Supabase origin to connect to, no framing, nosniff, a referrer policy', () => {
    const h = headersFor(cfg, '/login');
    expect(h['Content-Security-Policy']).toContain(
      "connect-src 'self' https://abcd.supabase.co wss://abcd.supabase.co;",
    );
    expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(h['Content-Security-Policy']).toContain("script-src 'self';");
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
      expect(policy).toContain("script-src 'self' https://challenges.cloudflare.com;");
      expect(policy).toContain('frame-src https://challenges.cloudflare.com;');
      expect(policy).toContain(
        "connect-src 'self' https://abcd.supabase.co wss://abcd.supabase.co;",
      );
    }
    expect(cloudflareHeaders(withTurnstile)).toContain(
      'frame-src https://challenges.cloudflare.com',
    );
  });
});
