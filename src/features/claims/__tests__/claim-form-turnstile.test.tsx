/**
 * A public form in a build with a Turnstile site key
 * (docs/decisions.md, "Optional Cloudflare Turnstile"): the form waits for the check, trades the
 * widget's token for the server's human token (verify-turnstile's `{ data }` body) and sends it
 * with submit_question; a refused check is said by the widget and nothing is submitted. The
 * build-time key is stood in by mocking the config module; window.turnstile is a fake.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackendResult, ClaimFunctionResult } from '@/features/claims/api/backend';
import { fakeClaimBackend, fail, ok } from '@/features/claims/__tests__/fake-backend';
import { ClaimForm } from '@/features/claims/components/claim-form';
import { FORM_TEXT } from '@/features/claims/messages';
import { FORMS } from '@/features/claims/__tests__/partner-fixtures';
import { submitLabel } from '@/features/claims/form-model';
import type { TurnstileRenderOptions } from '@/components/turnstile/load-script';
import { TURNSTILE_TEXT } from '@/components/turnstile/messages';

vi.mock('@/features/claims/turnstile/config', () => ({
  TURNSTILE_SITE_KEY: '0x4AAAAAAAtest',
  TURNSTILE_ACTION: 'submit-question',
}));

const HUMAN = '1999999999.0123456789abcdef0123456789abcdef.' + 'c'.repeat(64);

function fakeBackend(verify: () => BackendResult<ClaimFunctionResult<'verify-turnstile'>>) {
  return fakeClaimBackend(
    {
      submit_question: () => ok('22222222-2222-4222-8222-222222222222'),
    },
    { 'verify-turnstile': verify },
  );
}

let widget: { options: TurnstileRenderOptions | null; resets: number };
beforeEach(() => {
  widget = { options: null, resets: 0 };
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
  localStorage.clear();
});
afterEach(() => {
  delete window.turnstile;
});

const label = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  const L = FORM_TEXT.labels;
  await user.type(screen.getByLabelText(label(L.firstName)), 'Ada');
  await user.type(screen.getByLabelText(label(L.lastName)), 'Lovelace');
  await user.type(screen.getByLabelText(label(L.email)), 'ada@example.test');
  await user.selectOptions(
    screen.getByLabelText(label(L.codingQuestionType)),
    'General Coding Question',
  );
  await user.type(screen.getByLabelText(label(L.title)), 'Modifier 25');
  await user.type(screen.getByLabelText(label(L.content)), 'When is modifier 25 appropriate?');
}

describe('ClaimForm with Turnstile configured', () => {
  it('asks for the check first, then sends the human token with the question', async () => {
    const { backend, calls } = fakeBackend(() =>
      ok({ data: { humanToken: HUMAN, expiresAt: '2033-05-18T03:33:19.000Z' } }),
    );
    const user = userEvent.setup();
    render(<ClaimForm form={FORMS.deviceCompanyStandalone} backend={backend} />);
    const submit = await screen.findByRole('button', {
      name: submitLabel(FORMS.deviceCompanyStandalone),
    });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(
      await screen.findByRole('group', { name: TURNSTILE_TEXT.groupLabel }),
    ).toBeInTheDocument();
    await waitFor(() => expect(widget.options?.sitekey).toBe('0x4AAAAAAAtest'));
    await fill(user);

    await user.click(submit);
    expect(await screen.findByText(TURNSTILE_TEXT.required)).toHaveAttribute('role', 'alert');
    expect(calls).toEqual([]);

    widget.options!.callback!('cf-token-1');
    await waitFor(() => expect(screen.queryByText(TURNSTILE_TEXT.required)).toBeNull());
    await user.click(submit);
    await waitFor(() =>
      expect(calls.map((c) => c.name)).toEqual(['verify-turnstile', 'submit_question']),
    );
    expect(calls[0]!.args).toEqual({ token: 'cf-token-1' });
    expect(calls[1]!.args.payload).toMatchObject({ humanToken: HUMAN, email: 'ada@example.test' });
  });

  it('a check the server refuses is said next to the widget; nothing is submitted and the answers stay', async () => {
    const { backend, calls } = fakeBackend(() =>
      fail('Edge Function returned a non-2xx status code'),
    );
    const user = userEvent.setup();
    render(<ClaimForm form={FORMS.deviceCompanyStandalone} backend={backend} />);
    const submit = await screen.findByRole('button', {
      name: submitLabel(FORMS.deviceCompanyStandalone),
    });
    await waitFor(() => expect(submit).toBeEnabled());
    await waitFor(() => expect(widget.options).not.toBeNull());
    await fill(user);
    widget.options!.callback!('cf-token-1');
    await user.click(submit);

    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((a) => a.textContent?.includes(TURNSTILE_TEXT.verifyFailed)),
      ).toBe(true),
    );
    expect(calls.map((c) => c.name)).not.toContain('submit_question');
    // The widget's token was used up by the attempt: the check restarts.
    expect(widget.resets).toBe(1);
    expect(screen.getByLabelText(label(FORM_TEXT.labels.title))).toHaveValue('Modifier 25');
  });
});
