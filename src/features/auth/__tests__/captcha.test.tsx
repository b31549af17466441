/**
 * The auth server's human check on the sign-up, password-reset and login pages, in a build with a
 * Turnstile site key (docs/decisions.md, "Human check on sign-up and password recovery"): the page
 * shows the widget, waits for it, and sends its token as GoTrue's
 * `gotrue_meta_security.captcha_token`; each token is used once. The build-time key is stood in by
 * mocking the config module; window.turnstile is a fake.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TurnstileRenderOptions } from '@/components/turnstile/load-script';
import {
  CAPTCHA_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  SIGNUP_MESSAGES,
} from '@/features/auth/messages';
import { mockDb } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { AUTH_URL } from '@/testing/mocks/supabase-urls';
import { renderApp, resetAuthStore } from '@/testing/test-utils';

vi.mock('@/config/turnstile', () => ({ TURNSTILE_SITE_KEY: '1x00000000000000000000AA' }));

let widget: { options: TurnstileRenderOptions | null; resets: number };
let bodies: Record<string, unknown>[];

beforeEach(() => {
  mockDb.reset();
  resetAuthStore();
  widget = { options: null, resets: 0 };
  bodies = [];
  window.turnstile = {
    render: (_el, options) => {
      widget.options = options;
      return 'w1';
    },
    reset: () => {
      widget.resets += 1;
    },
    remove: () => {},
  };
  const record = async ({ request }: { request: Request }) => {
    bodies.push((await request.clone().json()) as Record<string, unknown>);
    return undefined;
  };
  server.use(http.post(`${AUTH_URL}/signup`, record), http.post(`${AUTH_URL}/recover`, record));
});
afterEach(() => {
  delete window.turnstile;
});

async function solve(token: string) {
  await waitFor(() => expect(widget.options).not.toBeNull());
  widget.options!.callback!(token);
}

describe('auth pages with the human check configured', () => {
  it('sign-up waits for the check, then sends its token once', async () => {
    const { user } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw-7');
    expect(await screen.findByRole('group', { name: 'Human check' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SIGNUP_MESSAGES.submit }));
    expect(await screen.findByText(CAPTCHA_MESSAGES.required)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await solve('widget-token-1');
    await waitFor(() =>
      expect(screen.queryByText(CAPTCHA_MESSAGES.required)).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: SIGNUP_MESSAGES.submit }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      email: 'ada@example.test',
      gotrue_meta_security: { captcha_token: 'widget-token-1' },
    });
    // single-use: the widget starts a new check
    await waitFor(() => expect(widget.resets).toBe(1));
  });

  it('forgot-password sends the token with the reset request', async () => {
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await solve('widget-token-2');
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_MESSAGES.send }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      email: 'ada@example.test',
      gotrue_meta_security: { captcha_token: 'widget-token-2' },
    });
  });

  it('a check the auth server refuses is said on the page', async () => {
    server.use(
      http.post(`${AUTH_URL}/recover`, () =>
        HttpResponse.json(
          {
            code: 'captcha_failed',
            message: 'captcha protection: request disallowed (invalid-input-response)',
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await solve('widget-token-3');
    await user.click(screen.getByRole('button', { name: PASSWORD_RESET_MESSAGES.send }));
    expect(
      await screen.findByText(/captcha protection: request disallowed \(invalid-input-response\)/),
    ).toBeInTheDocument();
  });
});
