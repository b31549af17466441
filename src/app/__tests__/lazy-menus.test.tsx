/**
 * The avatar menu and the mobile menu load their Radix code on first use (docs/decisions.md,
 * "Weight of the staff pages"); a user must not notice: the same keys open them, focus lands where
 * Radix puts it and comes back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { NAV_LABELS } from '@/app/layout/nav-links';
import { addSignedInUser } from '@/testing/auth-helpers';
import { mockDb } from '@/testing/mocks/handlers';
import { renderApp, resetAuthStore } from '@/testing/test-utils';

const loaded = vi.hoisted(() => new Set<string>());

vi.mock('@/app/layout/user-menu-dropdown', async (importOriginal) => {
  loaded.add('user-menu');
  return importOriginal();
});
vi.mock('@/app/layout/mobile-menu-panel', async (importOriginal) => {
  loaded.add('mobile-menu');
  return importOriginal();
});

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
  addSignedInUser({ email: 'grace@example.test', name: 'Grace Hopper' });
});

const avatar = () => screen.findByRole('button', { name: NAV_LABELS.userMenu });

describe('avatar menu', () => {
  it('fetches its code when the pointer reaches the avatar, not with the page', async () => {
    const { user } = renderApp('/dashboard');
    const trigger = await avatar();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(loaded.has('user-menu')).toBe(false);
    await user.hover(trigger);
    await waitFor(() => expect(loaded.has('user-menu')).toBe(true));
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    // Opened with the pointer: Radix focuses the menu itself, not an item.
    await waitFor(() => expect(menu).toHaveFocus());
    expect(await avatar()).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['ArrowDown', '{ArrowDown}'],
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])(
    'opened with %s, focus starts on Profile and Escape brings it back to the avatar',
    async (_name, key) => {
      const { user } = renderApp('/dashboard');
      (await avatar()).focus();
      await user.keyboard(key);
      const menu = await screen.findByRole('menu');
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: NAV_LABELS.profile })).toHaveFocus(),
      );
      await user.keyboard('{ArrowDown}');
      expect(within(menu).getByRole('menuitem', { name: NAV_LABELS.logout })).toHaveFocus();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      expect(await avatar()).toHaveFocus();
    },
  );

  it('opens again after closing, from the pointer', async () => {
    const { user } = renderApp('/dashboard');
    await user.click(await avatar());
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(await avatar());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('fetches its code on first use, says whether it is open and gives focus back on Escape', async () => {
    const { user } = renderApp('/dashboard');
    const button = await screen.findByRole('button', { name: NAV_LABELS.openMenu });
    expect(loaded.has('mobile-menu')).toBe(false);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: NAV_LABELS.menuTitle });
    expect(loaded.has('mobile-menu')).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // And again, now that the code is there.
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: NAV_LABELS.menuTitle })).toBeInTheDocument();
  });
});
