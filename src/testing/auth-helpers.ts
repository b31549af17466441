import { SUPABASE_AUTH_STORAGE_KEY } from '@/lib/auth/stored-user';
import { mockDb, sessionJson, type MockUser } from '@/testing/mocks/handlers';

/** Stored under supabase-js' key, as after a real sign-in; the app restores it on load. */
function seedSession(user: MockUser) {
  const session = sessionJson(user);
  window.localStorage.setItem(SUPABASE_AUTH_STORAGE_KEY, JSON.stringify(session));
  return session;
}

export function addSignedInUser(partial: Partial<MockUser> & { email: string }) {
  const user = mockDb.addUser(partial);
  seedSession(user);
  return user;
}
