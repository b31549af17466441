/**
 * Over the per-address limit (docs/decisions.md, "Per-address limits"): the server refuses with
 * the hint `human_check`. A form with Turnstile asks for a fresh check, keeps the answers and sends
 * the new human token, which the server takes; a form without Turnstile shows the refusal as it is.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackendResult } from '@/features/claims/api/backend';
import { fakeClaimBackend, ok } from '@/features/claims/__tests__/fake-backend';
import { FORMS } from '@/features/claims/__tests__/partner-fixtures';
import { ClaimForm } from '@/features/claims/components/claim-form';
import { submitLabel } from '@/features/claims/form-model';
import { sendClaim } from '@/features/claims/lib/send-claim';
import { FORM_TEXT } from '@/features/claims/messages';
import { OUTCOME_MESSAGES } from '@/features/claims/messages-after-input';
import type { TurnstileRenderOptions } from '@/components/turnstile/load-script';
import { TURNSTILE_TEXT } from '@/components/turnstile/messages';

vi.mock('@/features/claims/turnstile/config', () => ({
  TURNSTILE_SITE_KEY: '0x4AAAAAAAtest',
  TURNSTILE_ACTION: 'submit-question',
}));

const REFUSED = 'Too many questions have been submitted from your network. Please try again later.';
const overLimit: BackendResult<string> = {
  data: null,
  error: { message: REFUSED, code: 'PT429', hint: 'human_check' },
};
const human = (n: number) => `1999999999.${String(n).repeat(32)}.${'c'.repeat(64)}`;

let widget: { options: TurnstileRenderOptions | null };
beforeEach(() => {
  widget = { options: null };
  window.turnstile = {
    render: (_el, options) => {
      widget.options = options;
      return 'w1';
    },
    reset: () => {},
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

describe('over the per-address limit', () => {
  it('with Turnstile: the form asks for the check again, keeps the answers, and the new token gets through', async () => {
    let answers = 0;
    let verified = 0;
    const { backend, calls } = fakeClaimBackend(
      {
        submit_question: () =>
          (answers += 1) === 1 ? overLimit : ok('22222222-2222-4222-8222-222222222222'),
      },
      {
        'verify-turnstile': () =>
          ok({ data: { humanToken: human((verified += 1)), expiresAt: '2033-05-18T03:33:19Z' } }),
      },
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

    expect(await screen.findByText(OUTCOME_MESSAGES.humanCheckAgain)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getAllByText(OUTCOME_MESSAGES.humanCheckNeeded).length).toBeGreaterThan(0);
    expect(screen.queryByText(REFUSED)).toBeNull();
    expect(screen.getByLabelText(label(FORM_TEXT.labels.title))).toHaveValue('Modifier 25');

    // the used check does not count: a submit now asks for it first, and sends nothing
    const before = calls.length;
    await user.click(submit);
    expect(await screen.findByText(TURNSTILE_TEXT.required)).toBeInTheDocument();
    expect(calls).toHaveLength(before);

    widget.options!.callback!('cf-token-2');
    await user.click(submit);
    await waitFor(() => expect(answers).toBe(2));
    expect(calls.map((c) => c.name)).toEqual([
      'verify-turnstile',
      'submit_question',
      'verify-turnstile',
      'submit_question',
    ]);
    expect(calls[2]!.args).toEqual({ token: 'cf-token-2' });
    expect(calls[3]!.args.payload).toMatchObject({ humanToken: human(2), title: 'Modifier 25' });
  });

  it('without Turnstile: the refusal is shown as the server says it', async () => {
    const { backend } = fakeClaimBackend({ submit_question: () => overLimit });
    const { outcome, stored } = await sendClaim({
      form: FORMS.deviceCompanyStandalone,
      backend,
      values: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
        codingQuestionType: 'General Coding Question',
        title: 'Modifier 25',
        content: 'When is modifier 25 appropriate?',
      } as Parameters<typeof sendClaim>[0]['values'],
      accountId: '11111111-1111-4111-8111-111111111111',
      user: null,
      phiConfirmed: false,
      human: null,
      root: null,
    });
    expect(stored).toBeNull();
    expect(outcome.banner).toEqual({ tone: 'error', message: REFUSED });
  });
});
