import { screen, waitFor } from '@testing-library/react';
import { renderApp, resetAuthStore } from '@/testing/test-utils';
import { mockDb } from '@/testing/mocks/handlers';

const loaded = vi.hoisted(() => new Set<string>());

vi.mock('@/app/routes/expert/dashboard', () => {
  loaded.add('expert');
  return { ExpertDashboardRoute: () => null };
});
vi.mock('@/app/routes/admin/dashboard', () => {
  loaded.add('admin');
  return { AdminDashboardRoute: () => null };
});

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
});

describe('login page', () => {
  it('fetches the landing pages of every role while the visitor types, before the click', async () => {
    const { user } = renderApp('/login');
    const email = await screen.findByLabelText('Email', {}, { timeout: 10_000 });
    expect(loaded.size).toBe(0);
    await user.click(email);
    await waitFor(() => expect([...loaded].sort()).toEqual(['admin', 'expert']));
  }, 20_000);
});
