// @vitest-environment node
import { parseEnv } from '@/config/env';

describe('parseEnv', () => {
  it('names a missing variable', () => {
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: 'k' })).toThrow(/VITE_SUPABASE_URL/);
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' })).toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    );
  });

  it('names a malformed URL', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: 'k' })).toThrow(
      /VITE_SUPABASE_URL/,
    );
  });

  it('shows demo logins only for the exact string "true"', () => {
    const base = { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'k' };
    expect(parseEnv({ ...base, VITE_SHOW_DEMO_LOGINS: 'true' }).SHOW_DEMO_LOGINS).toBe(true);
    expect(parseEnv({ ...base, VITE_SHOW_DEMO_LOGINS: '1' }).SHOW_DEMO_LOGINS).toBe(false);
    expect(parseEnv(base).SHOW_DEMO_LOGINS).toBe(false);
    expect(parseEnv(base)).toMatchObject({
      SUPABASE_URL: 'http://127.0.0.1:54321',
      SUPABASE_ANON_KEY: 'k',
    });
  });
});
