import type { BackendResult } from '@/features/claims/api/backend';
import { fail, fakeClaimBackend, ok } from '@/features/claims/__tests__/fake-backend';
import { submitClaim } from '@/features/claims/api/submit-claim';
import { buildQuestionPayload } from '@/features/claims/lib/payload';
import { DEMO_GATE_TEXT } from '@/features/claims/messages';
import { FORMS } from '@/features/claims/__tests__/partner-fixtures';
import type { FormDescription } from '@/features/claims/form-model';
import { emptyClaimValues } from '@/features/claims/lib/form-values';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const QID = '22222222-2222-4222-8222-222222222222';
const values = emptyClaimValues({
  title: 'T',
  content: 'C',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  codingQuestionType: 'General Coding Question',
});

/** submit_question stores the question unless a test answers otherwise. */
function fakeBackend(submit: () => BackendResult<string> = () => ok(QID)) {
  return fakeClaimBackend({ submit_question: submit });
}

const payloadOf = (
  form: FormDescription = FORMS.deviceCompanyStandalone,
  account: string | null = ACCOUNT,
) =>
  buildQuestionPayload(values, form, {
    corporateAccountId: account,
    user: null,
    phiConfirmed: false,
  });

describe('submitClaim: one call, the server does the rest', () => {
  afterEach(() => localStorage.clear());

  it('sends the question once, with the bot signals and no Smartsheet flag (the account decides); no follow-up call', async () => {
    const { backend, calls } = fakeBackend();
    const result = await submitClaim(backend, payloadOf(), {
      website: '',
      formElapsedMs: 41_250,
    });
    expect(result).toEqual({ questionId: QID, confirmationQueued: true, questionsRemaining: null });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ kind: 'rpc', name: 'submit_question' });
    expect(calls[0]!.args.payload).toMatchObject({
      corporateAccountId: ACCOUNT,
      website: '',
      formElapsedMs: 41_250,
      demoToken: null,
    });
    expect(calls[0]!.args.payload).not.toHaveProperty('smartsheet');
    expect(calls[0]!.args.payload).not.toHaveProperty('formStartedAt');
  });

  it("carries the partner's unexpired demo token, never another partner's or an expired one", async () => {
    const slug = FORMS.hospitalNetwork.partner!.slug;
    const opts = { partnerSlug: slug };
    const future = `${slug}.${Math.floor(Date.now() / 1000) + 3600}.${'a'.repeat(64)}`;
    const elsewhere = `other-partner.${Math.floor(Date.now() / 1000) + 3600}.${'f'.repeat(64)}`;
    localStorage.setItem(DEMO_GATE_TEXT.tokenStorageKey, `${elsewhere} ${future}`);
    const first = fakeBackend();
    await submitClaim(first.backend, payloadOf(FORMS.hospitalNetwork), opts);
    expect(first.calls[0]!.args.payload).toMatchObject({ demoToken: future });

    localStorage.setItem(DEMO_GATE_TEXT.tokenStorageKey, elsewhere);
    const other = fakeBackend();
    await submitClaim(other.backend, payloadOf(FORMS.hospitalNetwork), opts);
    expect(other.calls[0]!.args.payload).toMatchObject({ demoToken: null });

    localStorage.setItem(
      DEMO_GATE_TEXT.tokenStorageKey,
      `${slug}.${Math.floor(Date.now() / 1000) - 5}.${'a'.repeat(64)}`,
    );
    const second = fakeBackend();
    await submitClaim(second.backend, payloadOf(FORMS.hospitalNetwork), opts);
    expect(second.calls[0]!.args.payload).toMatchObject({ demoToken: null });
  });

  it('a refused submission throws the server message and calls nothing else', async () => {
    const { backend, calls } = fakeBackend(() => fail('Invalid email address', '22023'));
    await expect(submitClaim(backend, payloadOf())).rejects.toThrow('Invalid email address');
    expect(calls).toHaveLength(1);
  });

  it('an expired demo token locks the gate again', async () => {
    localStorage.setItem(DEMO_GATE_TEXT.storageKey, DEMO_GATE_TEXT.storageValue);
    const slug = FORMS.hospitalNetwork.partner!.slug;
    localStorage.setItem(
      DEMO_GATE_TEXT.tokenStorageKey,
      `${slug}.${Math.floor(Date.now() / 1000) + 60}.${'b'.repeat(64)}`,
    );
    const { backend } = fakeBackend(() => fail(DEMO_GATE_TEXT.expired, 'PT403'));
    const sent = submitClaim(backend, payloadOf(FORMS.hospitalNetwork), { partnerSlug: slug });
    await expect(sent).rejects.toThrow(DEMO_GATE_TEXT.expired);
    expect(localStorage.getItem(DEMO_GATE_TEXT.storageKey)).toBeNull();
    expect(localStorage.getItem(DEMO_GATE_TEXT.tokenStorageKey)).toBeNull();
  });
});

describe('submitClaim: the human token (Turnstile)', () => {
  it('sends humanToken only when there is one', async () => {
    const { backend, calls } = fakeBackend();
    await submitClaim(backend, payloadOf());
    expect(calls[0]!.args.payload).not.toHaveProperty('humanToken');
    await submitClaim(backend, payloadOf(), { humanToken: '1.abc.def' });
    expect(calls[1]!.args.payload).toMatchObject({ humanToken: '1.abc.def' });
  });
});
