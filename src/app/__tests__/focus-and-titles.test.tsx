import { screen, waitFor, within } from '@testing-library/react';
import { SKIP_LINK_LABEL } from '@/app/layout/app-layout';
import { NAV_LABELS } from '@/app/layout/nav-links';
import { documentTitleFor } from '@/app/layout/route-titles';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { expectLocation, renderApp, resetAuthStore } from '@/testing/test-utils';

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
  document.title = '';
});

describe('document titles', () => {
  it.each([
    ['/login', 'Log in · ClaimDesk'],
    ['/expert/all-questions', 'All Questions · ClaimDesk'],
    ['/expert/questions/abc', 'Question · ClaimDesk'],
    ['/admin/users', 'User Management · ClaimDesk'],
    ['/questions/new', 'Submit Claim · ClaimDesk'],
    ['/knowledge', 'Knowledge Base · ClaimDesk'],
    ['/knowledge/3f0c1a2b-0000-4000-8000-000000000001', 'Knowledge Base Article · ClaimDesk'],
    ['/nowhere', 'Page not found · ClaimDesk'],
  ])('%s is titled "%s"', (path, title) => {
    expect(documentTitleFor(path)).toBe(title);
  });

  it('sets the title of the page that is open', async () => {
    renderApp('/signup');
    await waitFor(() => expect(document.title).toBe('Sign up · ClaimDesk'));
  });
});

describe('skip link and focus on navigation', () => {
  it('the first tab stop skips to the main content', async () => {
    const { user } = renderApp('/login');
    await screen.findByLabelText('Email');
    await user.tab();
    const skip = screen.getByRole('link', { name: SKIP_LINK_LABEL });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('moves focus to the new page heading after following a link', async () => {
    const { user } = renderApp('/login');
    await screen.findByLabelText('Email');
    const main = screen.getByRole('main');
    await user.click(within(main).getByRole('link', { name: 'Sign up' }));
    await expectLocation('/signup');
    const heading = await screen.findByText('Create an account');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Sign up · ClaimDesk');
  });

  it('does not move focus on the first load', async () => {
    renderApp('/login');
    await screen.findByLabelText('Email');
    expect(document.body).toHaveFocus();
  });
});

describe('user menu', () => {
  it('does not hide the page under aria-hidden while open (axe aria-hidden-focus)', async () => {
    addSignedInUser({ email: 'user@example.test' });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: NAV_LABELS.userMenu }));
    await screen.findByRole('menu');
    expect(document.querySelector('[aria-hidden="true"] a, [aria-hidden="true"] button')).toBe(
      null,
    );
  });
});
