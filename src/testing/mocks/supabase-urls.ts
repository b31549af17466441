export const TEST_SUPABASE_URL = 'http://supabase.test';
export const TEST_SUPABASE_ANON_KEY = 'test-anon-key';
export const AUTH_URL = `${TEST_SUPABASE_URL}/auth/v1`;
export const REST_URL = `${TEST_SUPABASE_URL}/rest/v1`;
export const FUNCTIONS_URL = `${TEST_SUPABASE_URL}/functions/v1`;
