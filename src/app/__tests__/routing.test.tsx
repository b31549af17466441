import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_SCREEN } from '@/components/errors/error-messages';
import { DASHBOARD_MESSAGES } from '@/features/auth/messages';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { expectLocation, renderApp, resetAuthStore } from '@/testing/test-utils';

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
});

describe('route guards and role routing', () => {
  it('sends a signed-out visitor from / to /login', async () => {
    renderApp('/');
    await expectLocation('/login');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('sends a signed-out visitor from a protected page to /login with a return path', async () => {
    renderApp('/profile?tab=1');
    await expectLocation('/login');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/login?redirectTo=%2Fprofile%3Ftab%3D1',
    );
  });

  it.each([
    ['user', '/dashboard'],
    ['expert', '/expert/dashboard'],
    ['admin', '/admin/dashboard'],
  ] as const)('redirects / for a signed-in %s to %s', async (role, target) => {
    addSignedInUser({ email: `${role}@example.test`, role });
    renderApp('/');
    await expectLocation(target);
  });

  it('shows the dashboard heading and welcome text', async () => {
    addSignedInUser({ email: 'user@example.test' });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: DASHBOARD_MESSAGES.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_MESSAGES.welcome)).toBeInTheDocument();
  });

  it('keeps non-admins out of /admin pages', async () => {
    addSignedInUser({ email: 'user@example.test', role: 'user' });
    renderApp('/admin/users');
    await expectLocation('/dashboard');
  });

  it('lets admins into /admin pages', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
  });

  it('keeps non-experts out of /expert pages', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    renderApp('/expert/all-questions');
    await expectLocation('/admin/dashboard');
  });

  it('refuses the approval queue to experts who are not approvers', async () => {
    addSignedInUser({ email: 'expert@example.test', role: 'expert', is_approver: false });
    renderApp('/expert/approval');
    await expectLocation('/expert/dashboard');
  });

  it('opens the approval queue for approvers', async () => {
    addSignedInUser({ email: 'approver@example.test', role: 'expert', is_approver: true });
    renderApp('/expert/approval');
    expect(await screen.findByRole('heading', { name: 'Approval Queue' })).toBeInTheDocument();
  });

  it('redirects a signed-in visitor away from /login by role', async () => {
    addSignedInUser({ email: 'expert@example.test', role: 'expert' });
    renderApp('/login');
    await expectLocation('/expert/dashboard');
  });

  it('shows a "Page not found" page with a way home for unknown routes', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(ERROR_SCREEN.notFound)).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: ERROR_SCREEN.goHome })).toHaveAttribute('href', '/');
  });

  it('renders public claim form routes without the app layout', async () => {
    renderApp('/questions/corporate/meridian-medical/embed');
    expect(await screen.findByRole('heading', { name: 'Claim Submission' })).toBeInTheDocument();
    // No app header: neither the ClaimDesk home link nor Login / Sign up.
    expect(screen.queryByRole('link', { name: 'ClaimDesk' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});

describe('navigation', () => {
  it('shows Login and Sign up to signed-out visitors, and no side panel', async () => {
    renderApp('/login');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.queryByTestId('side-panel')).not.toBeInTheDocument();
  });

  it('shows the search box, avatar initials and main navigation to a signed-in user', async () => {
    addSignedInUser({ email: 'grace@example.test', name: 'Grace Brewster Hopper' });
    renderApp('/dashboard');
    const header = await screen.findByRole('banner');
    await waitFor(() =>
      expect(within(header).getByTestId('avatar-initials')).toHaveTextContent('GH'),
    );
    expect(within(header).getByPlaceholderText('Search questions...')).toBeInTheDocument();
    const nav = within(header).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav).getByRole('link', { name: 'Claim Review' })).toHaveAttribute(
      'href',
      '/questions',
    );
    expect(within(nav).getByRole('link', { name: 'Submit Claim' })).toHaveAttribute(
      'href',
      '/questions/new',
    );
    expect(screen.queryByTestId('side-panel')).not.toBeInTheDocument();
  });

  it('opens the avatar menu from the keyboard with name, email, Profile and Log out', async () => {
    addSignedInUser({ email: 'grace@example.test', name: 'Grace Hopper' });
    const { user } = renderApp('/dashboard');
    const trigger = await screen.findByRole('button', { name: 'Open user menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(menu).getByText('grace@example.test')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the Admin Panel with a link to every admin console page and the Knowledge Base', async () => {
    addSignedInUser({ email: 'admin@example.test', role: 'admin' });
    renderApp('/admin/dashboard');
    const panel = await screen.findByRole('complementary', { name: 'Admin Panel' });
    const hrefs = within(panel)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/dashboard',
      '/admin/users',
      '/admin/accounts',
      '/admin/questions',
      '/admin/experts',
      '/admin/reports',
      '/admin/settings',
      '/admin/audit',
      '/admin/email-delivery',
      '/admin/held',
      '/knowledge',
    ]);
    expect(panel).toHaveClass('hidden', 'md:block');
  });

  it('shows the Expert Panel with Approval Queue only for approvers', async () => {
    addSignedInUser({ email: 'approver@example.test', role: 'expert', is_approver: true });
    renderApp('/expert/dashboard');
    const panel = await screen.findByRole('complementary', { name: 'Expert Panel' });
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual([
        '/expert/dashboard',
        '/expert/questions',
        '/expert/all-questions',
        '/expert/approval',
        '/expert/users',
        '/expert/metrics',
        '/knowledge',
      ]),
    );
    const topNav = screen.getByRole('navigation', { name: 'Expert navigation' });
    expect(
      within(topNav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/expert/dashboard',
      '/expert/all-questions',
      '/expert/approval',
      '/expert/metrics',
    ]);
  });

  it('hides Approval Queue from experts who are not approvers', async () => {
    addSignedInUser({ email: 'expert@example.test', role: 'expert', is_approver: false });
    renderApp('/expert/dashboard');
    const panel = await screen.findByRole('complementary', { name: 'Expert Panel' });
    expect(within(panel).getByRole('link', { name: 'My Questions' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Approval Queue' })).not.toBeInTheDocument();
  });
});
