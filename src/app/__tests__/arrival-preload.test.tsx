/**
 * The staff page the app is opened at starts downloading with the shell, not after the session
 * check and the role guard: one round trip less before the page's heading (docs/decisions.md,
 * "Weight of the staff pages").
 */
import { screen } from '@testing-library/react';
import { mockDb } from '@/testing/mocks/handlers';
import { expectLocation, renderApp, resetAuthStore } from '@/testing/test-utils';

const loaded = vi.hoisted(() => new Set<string>());

vi.mock('@/app/routes/admin/users', () => {
  loaded.add('admin-users');
  return { AdminUsersRoute: () => null };
});

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
  loaded.clear();
});

describe('arrival at a staff page', () => {
  // First: the module registry keeps a module once imported.
  it('does not fetch it for another address', async () => {
    renderApp('/dashboard');
    await expectLocation('/login');
    await screen.findByLabelText('Email');
    expect(loaded.has('admin-users')).toBe(false);
  });

  // Signed out, the guard never renders the page (it sends the visitor to /login): whatever was
  // fetched was fetched on arrival, independently of the session check.
  it('fetches that page on arrival, before and whatever the session check decides', async () => {
    renderApp('/admin/users');
    await expectLocation('/login');
    await screen.findByLabelText('Email');
    expect(loaded.has('admin-users')).toBe(true);
  });
});
