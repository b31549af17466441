import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { REST_URL } from '@/testing/mocks/supabase-urls';
import { expectLocation, renderApp, resetAuthStore } from '@/testing/test-utils';

/**
 * Every role that reads the knowledge base has a link to it (docs/decisions.md, "Who reads the
 * knowledge base and who manages it"): users in the main navigation, experts and approvers in the
 * Expert Panel, admins in the Admin Panel; on a phone, in the slide-out menu.
 */
const ROLES = [
  { who: 'a user', role: 'user', home: '/dashboard', nav: 'navigation', name: 'Main navigation' },
  {
    who: 'a partner user',
    role: 'user',
    corporate: true,
    home: '/dashboard',
    nav: 'navigation',
    name: 'Main navigation',
  },
  {
    who: 'an expert',
    role: 'expert',
    home: '/expert/dashboard',
    nav: 'complementary',
    name: 'Expert Panel',
  },
  {
    who: 'an approver',
    role: 'expert',
    approver: true,
    home: '/expert/dashboard',
    nav: 'complementary',
    name: 'Expert Panel',
  },
  {
    who: 'an admin',
    role: 'admin',
    home: '/admin/dashboard',
    nav: 'complementary',
    name: 'Admin Panel',
  },
] as const;

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
  server.use(
    http.post(`${REST_URL}/rpc/kb_search_articles`, () => HttpResponse.json([])),
    http.post(`${REST_URL}/rpc/kb_unpublished_articles`, () => HttpResponse.json([])),
  );
});

function signIn(r: (typeof ROLES)[number]) {
  addSignedInUser({
    email: `kb-${r.role}@example.test`,
    role: r.role,
    is_approver: 'approver' in r,
    is_corporate_user: 'corporate' in r,
  });
}

describe('the Knowledge Base link', () => {
  it.each(ROLES)('is in the navigation of $who and opens /knowledge', async (r) => {
    signIn(r);
    const { user } = renderApp(r.home);
    const nav = await screen.findByRole(r.nav, { name: r.name });
    const link = await within(nav).findByRole('link', { name: 'Knowledge Base' });
    expect(link).toHaveAttribute('href', '/knowledge');
    await user.click(link);
    await expectLocation('/knowledge');
    expect(await screen.findByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeVisible();
  });

  it.each(ROLES)('is in the slide-out menu of $who', async (r) => {
    signIn(r);
    const { user } = renderApp(r.home);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute(
      'href',
      '/knowledge',
    );
  });

  it('is not offered to signed-out visitors, whom /knowledge sends to the login and back', async () => {
    renderApp('/knowledge');
    await expectLocation('/login');
    expect(screen.getByTestId('location')).toHaveTextContent('redirectTo=%2Fknowledge');
    expect(screen.queryByRole('link', { name: 'Knowledge Base' })).not.toBeInTheDocument();
  });
});
