// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDist } from '../../../scripts/check-dist';
import { apacheHeaders, cloudflareHeaders, headerConfig } from '../../../scripts/security-headers';
import { DEMO_LOGINS, DEMO_PASSWORD } from '@/features/auth/demo-logins';

const SUPABASE = 'https://abcd.supabase.co';
const ORIGINS = ['https://partner.example'];
const want = { supabaseUrl: SUPABASE, embedOrigins: ORIGINS };

let dir: string;
function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}
/** A build as vite.config.ts writes it for `env`. */
function build(env: Record<string, string> = {}) {
  const cfg = headerConfig({
    VITE_SUPABASE_URL: SUPABASE,
    EMBED_ALLOWED_ORIGINS: ORIGINS.join(' '),
    ...env,
  });
  write('index.html', '<!doctype html><script type="module" src="/assets/index-abc.js"></script>');
  write('assets/index-abc.js', 'console.log("app");\n');
  write('_headers', cloudflareHeaders(cfg));
  write('.htaccess', apacheHeaders(cfg));
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-dist-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('checkDist: what a production build must not publish, and its headers', () => {
  it('accepts a build with the generated headers and nothing to hide', () => {
    build();
    expect(checkDist(dir, want)).toEqual([]);
  });

  it('reports source maps, as files and as comments', () => {
    build();
    write('assets/index-abc.js.map', '{"version":3}');
    write('assets/index-abc.js', 'console.log("app");\n//# sourceMappingURL=index-abc.js.map\n');
    expect(checkDist(dir, want)).toEqual([
      'assets/index-abc.js: has a sourceMappingURL',
      'assets/index-abc.js.map: a source map is published',
    ]);
  });

  it('reports the demo password and every demo login email', () => {
    build();
    write('assets/hint-x.js', `export const p = ${JSON.stringify(DEMO_PASSWORD)};`);
    write('assets/logins-y.js', JSON.stringify(DEMO_LOGINS));
    const problems = checkDist(dir, want);
    expect(problems).toContain(`assets/hint-x.js: contains ${DEMO_PASSWORD}`);
    for (const { email } of DEMO_LOGINS)
      expect(problems).toContain(`assets/logins-y.js: contains ${email}`);
  });

  it('reports missing header files', () => {
    build();
    fs.rmSync(path.join(dir, '_headers'));
    fs.rmSync(path.join(dir, '.htaccess'));
    expect(checkDist(dir, want)).toEqual([
      '_headers (Cloudflare Pages) is missing',
      '.htaccess (Apache) is missing',
    ]);
  });

  it('reports a policy that connects to another API or lets the wrong sites frame the embed', () => {
    build({ VITE_SUPABASE_URL: 'https://other.supabase.co', EMBED_ALLOWED_ORIGINS: '' });
    const problems = checkDist(dir, want);
    expect(problems).toContain('_headers /*: connect-src does not allow https://abcd.supabase.co');
    expect(problems).toContain(
      '_headers /*: connect-src also allows https://other.supabase.co wss://other.supabase.co',
    );
    expect(problems).toContain(
      `.htaccess embed: frame-ancestors is "'self'", expected "'self' https://partner.example"`,
    );
    expect(problems).toContain(
      `_headers embed: frame-ancestors is "'self'", expected "'self' https://partner.example"`,
    );
  });

  it('reports an .htaccess that recognises the embed on REQUEST_URI, which the SPA fallback rewrites', () => {
    build();
    const text = fs.readFileSync(path.join(dir, '.htaccess'), 'utf8');
    write(
      '.htaccess',
      text.replace(
        /%\{THE_REQUEST\} =~ m#[^#]*#/,
        '%{REQUEST_URI} =~ m#^/questions/corporate/[^/]+/embed/?$#',
      ),
    );
    expect(checkDist(dir, want)).toEqual([
      '.htaccess embed: not matched on THE_REQUEST (the SPA fallback rewrites REQUEST_URI)',
    ]);
  });

  it('reports framing allowed on every page', () => {
    build();
    const text = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
    write('_headers', text.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    expect(checkDist(dir, want)).toEqual([
      `_headers /*: frame-ancestors is "'self'", expected "'none'"`,
    ]);
  });
});
