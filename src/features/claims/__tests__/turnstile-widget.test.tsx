// @vitest-environment jsdom
// jsdom, not happy-dom (docs/development.md, "Test environments"): happy-dom refuses to load a
// script element instead of firing its error.
/**
 * The Turnstile widget of the public forms (docs/decisions.md, "Optional Cloudflare Turnstile")
 * with a fake window.turnstile: explicit render with the site key and action, the token reported,
 * expiry restarting the check, failures said in text without touching the form, the script failing
 * to load (and Try again), the reset after a submission; and the verify call that trades the token
 * for the server's human token.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeClaimBackend, ok } from '@/features/claims/__tests__/fake-backend';
import type { TurnstileApi, TurnstileRenderOptions } from '@/components/turnstile/load-script';
import { TURNSTILE_SCRIPT_URL } from '@/components/turnstile/load-script';
import { TURNSTILE_TEXT } from '@/components/turnstile/messages';
import { TurnstileWidget } from '@/components/turnstile/turnstile-widget';
import { verifyHuman } from '@/features/claims/turnstile/verify-human';

function fakeTurnstile() {
  const rendered: Array<{ container: HTMLElement; options: TurnstileRenderOptions }> = [];
  const api: TurnstileApi & { resets: string[]; removed: string[] } = {
    resets: [],
    removed: [],
    render: vi.fn((container: HTMLElement, options: TurnstileRenderOptions) => {
      rendered.push({ container, options });
      return `widget-${rendered.length}`;
    }),
    reset(id) {
      this.resets.push(id ?? '');
    },
    remove(id) {
      this.removed.push(id ?? '');
    },
  };
  return { api, rendered, last: () => rendered[rendered.length - 1]!.options };
}

function Form(
  props: Partial<Parameters<typeof TurnstileWidget>[0]> & { onToken: (t: string | null) => void },
) {
  return (
    <form aria-label="Claim">
      <label htmlFor="title">Title</label>
      <input id="title" defaultValue="" />
      <TurnstileWidget siteKey="0x4AAAAAAAtest" action="submit-question" {...props} />
    </form>
  );
}

afterEach(() => {
  delete window.turnstile;
  document.querySelectorAll('script[src*="challenges.cloudflare.com"]').forEach((s) => s.remove());
});

describe('TurnstileWidget', () => {
  it('renders explicitly with the site key and action and reports the token', async () => {
    const fake = fakeTurnstile();
    window.turnstile = fake.api;
    const onToken = vi.fn();
    render(<Form onToken={onToken} />);
    expect(
      await screen.findByRole('group', { name: TURNSTILE_TEXT.groupLabel }),
    ).toBeInTheDocument();
    await waitFor(() => expect(fake.rendered).toHaveLength(1));
    expect(fake.last()).toMatchObject({ sitekey: '0x4AAAAAAAtest', action: 'submit-question' });
    act(() => fake.last().callback!('cf-token-1'));
    expect(onToken).toHaveBeenLastCalledWith('cf-token-1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an expired token is dropped and the widget restarts the check', async () => {
    const fake = fakeTurnstile();
    window.turnstile = fake.api;
    const onToken = vi.fn();
    render(<Form onToken={onToken} />);
    await waitFor(() => expect(fake.rendered).toHaveLength(1));
    act(() => fake.last().callback!('cf-token-1'));
    act(() => fake.last()['expired-callback']!());
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(fake.api.resets).toEqual(['widget-1']);
    expect(screen.getByRole('status')).toHaveTextContent(TURNSTILE_TEXT.expired);
  });

  it('a failed check is said in an alert, keeps what the visitor typed, and Try again restarts it', async () => {
    const fake = fakeTurnstile();
    window.turnstile = fake.api;
    const onToken = vi.fn();
    const user = userEvent.setup();
    render(<Form onToken={onToken} />);
    await user.type(screen.getByLabelText('Title'), 'Modifier 25 question');
    await waitFor(() => expect(fake.rendered).toHaveLength(1));
    let handled: boolean | void = false;
    act(() => {
      handled = fake.last()['error-callback']!('300030');
    });
    expect(handled).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent(TURNSTILE_TEXT.failed);
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(screen.getByLabelText('Title')).toHaveValue('Modifier 25 question');
    await user.click(screen.getByRole('button', { name: TURNSTILE_TEXT.retry }));
    expect(fake.api.resets).toEqual(['widget-1']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads api.js (explicit rendering) only when shown; a script that cannot load is said, and Try again loads it anew', async () => {
    const onToken = vi.fn();
    const user = userEvent.setup();
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull();
    render(<Form onToken={onToken} />);
    expect(screen.getByText(TURNSTILE_TEXT.loading)).toBeInTheDocument();
    const script = document.querySelector<HTMLScriptElement>(
      `script[src="${TURNSTILE_SCRIPT_URL}"]`,
    );
    expect(script).not.toBeNull();
    act(() => {
      script!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(TURNSTILE_TEXT.loadFailed);

    await user.click(screen.getByRole('button', { name: TURNSTILE_TEXT.retry }));
    const again = document.querySelector<HTMLScriptElement>(
      `script[src="${TURNSTILE_SCRIPT_URL}"]`,
    );
    expect(again).not.toBeNull();
    expect(again).not.toBe(script);
    const fake = fakeTurnstile();
    window.turnstile = fake.api;
    act(() => {
      again!.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(fake.rendered).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a new resetKey (after a submission used the token) restarts the check; a message from the form is an alert', async () => {
    const fake = fakeTurnstile();
    window.turnstile = fake.api;
    const onToken = vi.fn();
    const { rerender } = render(<Form onToken={onToken} resetKey={0} />);
    await waitFor(() => expect(fake.rendered).toHaveLength(1));
    act(() => fake.last().callback!('cf-token-1'));
    expect(fake.api.resets).toEqual([]);
    rerender(<Form onToken={onToken} resetKey={1} message={TURNSTILE_TEXT.verifyFailed} />);
    expect(fake.api.resets).toEqual(['widget-1']);
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent(TURNSTILE_TEXT.verifyFailed);
  });

  it('is removed from the page with the form', async () => {
    const fake = fakeTurnstile();
    window.turnstile = fake.api;
    const { unmount } = render(<Form onToken={vi.fn()} />);
    await waitFor(() => expect(fake.rendered).toHaveLength(1));
    unmount();
    expect(fake.api.removed).toEqual(['widget-1']);
  });
});

describe('verifyHuman', () => {
  it('posts the widget token to verify-turnstile and returns the human token', async () => {
    const { backend, calls } = fakeClaimBackend(
      {},
      {
        'verify-turnstile': () =>
          ok({ data: { humanToken: '1.abc.def', expiresAt: '2026-01-01T00:00:00Z' } }),
      },
    );
    await expect(verifyHuman(backend, 'cf-token-1')).resolves.toBe('1.abc.def');
    expect(calls).toEqual([
      { kind: 'fn', name: 'verify-turnstile', args: { token: 'cf-token-1' } },
    ]);
  });

  it('a refusal or an unavailable check is one clear message', async () => {
    const { backend } = fakeClaimBackend(
      {},
      { 'verify-turnstile': () => fail('Edge Function returned a non-2xx status code') },
    );
    await expect(verifyHuman(backend, 'cf-token-1')).rejects.toThrow(TURNSTILE_TEXT.verifyFailed);
  });
});
