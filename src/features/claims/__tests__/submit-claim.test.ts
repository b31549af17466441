import type { BackendResult, ClaimBackend } from '@/features/claims/api/backend';
import { submitClaim } from '@/features/claims/api/submit-claim';
import { buildQuestionPayload } from '@/features/claims/lib/payload';
import { FORMS } from '@/features/claims/partners';
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

type Handler = (
  name: string,
  args: Record<string, unknown>,
) => BackendResult<unknown> | Promise<BackendResult<unknown>>;

function fakeBackend(overrides: Record<string, Handler> = {}) {
  const calls: Array<{ kind: 'rpc' | 'fn'; name: string; args: Record<string, unknown> }> = [];
  const answer = (name: string, args: Record<string, unknown>, fallback: unknown) =>
    overrides[name] ? overrides[name](name, args) : { data: fallback, error: null };
  const backend: ClaimBackend = {
    async rpc(name, args) {
      calls.push({ kind: 'rpc', name, args });
      const defaults: Record<string, unknown> = {
        submit_question: QID,
        auto_assign_question: 'Question automatically assigned to corporate expert',
        decrement_corporate_questions: 41,
      };
      return answer(name, args, defaults[name]) as never;
    },
    async invoke(name, body) {
      calls.push({ kind: 'fn', name, args: body });
      return answer(name, body, { sent: true }) as never;
    },
  };
  return { backend, calls };
}

const logger = { info: vi.fn(), error: vi.fn() };

describe('submitClaim: the calls and their order (spec section 7)', () => {
  beforeEach(() => {
    logger.info.mockClear();
    logger.error.mockClear();
  });

  it('device-company / hospital-system: submit, auto-assign, decrement, email, Smartsheet, notification', async () => {
    const { backend, calls } = fakeBackend();
    const payload = buildQuestionPayload(values, FORMS.deviceCompanyStandalone, {
      corporateAccountId: ACCOUNT,
      user: null,
      phiConfirmed: false,
    });
    const result = await submitClaim(backend, payload, { smartsheet: true, logger });
    expect(calls.map((c) => c.name)).toEqual([
      'submit_question',
      'auto_assign_question',
      'decrement_corporate_questions',
      'send-confirmation-email',
      'submit-to-smartsheet',
      'send-corporate-notification',
    ]);
    expect(calls[0]!.args).toEqual({ payload });
    expect(calls[1]!.args).toEqual({ question_id: QID });
    expect(calls[2]!.args).toEqual({ account_id: ACCOUNT });
    expect(calls[3]!.args).toEqual({
      email: 'ada@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      title: 'T',
      questionId: QID,
    });
    expect(calls[4]!.args).toEqual({ questionId: QID });
    expect(calls[5]!.args).toMatchObject({
      questionId: QID,
      corporateAccountId: ACCOUNT,
      submitterName: 'Ada Lovelace',
      questionsRemaining: 41,
    });
    expect(result).toEqual({ questionId: QID, emailSent: true, questionsRemaining: 41 });
    expect(logger.info).toHaveBeenCalledWith(
      expect.any(String),
      'Question automatically assigned to corporate expert',
    );
  });

  it('gated forms: pending, so no auto-assignment and no Smartsheet', async () => {
    const { backend, calls } = fakeBackend();
    const payload = buildQuestionPayload(values, FORMS.hospitalNetwork, {
      corporateAccountId: ACCOUNT,
      user: null,
      phiConfirmed: false,
    });
    await submitClaim(backend, payload, { smartsheet: false, questionsRemaining: 5, logger });
    expect(calls.map((c) => c.name)).toEqual([
      'submit_question',
      'decrement_corporate_questions',
      'send-confirmation-email',
      'send-corporate-notification',
    ]);
  });

  it('generic form without a corporate account: only the question and the email', async () => {
    const { backend, calls } = fakeBackend();
    const payload = buildQuestionPayload(values, FORMS.generic, {
      corporateAccountId: null,
      user: null,
      phiConfirmed: false,
    });
    await submitClaim(backend, payload, { smartsheet: false, logger });
    expect(calls.map((c) => c.name)).toEqual(['submit_question', 'send-confirmation-email']);
  });

  it('a failed insert throws the backend message and calls nothing else', async () => {
    const { backend, calls } = fakeBackend({
      submit_question: () => ({
        data: null,
        error: { message: 'Title is required', code: '22023' },
      }),
    });
    const payload = buildQuestionPayload(values, FORMS.deviceCompanyStandalone, {
      corporateAccountId: ACCOUNT,
      user: null,
      phiConfirmed: false,
    });
    await expect(submitClaim(backend, payload, { smartsheet: true, logger })).rejects.toThrow(
      'Title is required',
    );
    expect(calls).toHaveLength(1);
  });

  it('failures after the insert never undo it: email failure is reported, the rest only logged', async () => {
    const fail = () => ({ data: null, error: { message: 'boom' } });
    const { backend, calls } = fakeBackend({
      auto_assign_question: fail,
      decrement_corporate_questions: () => {
        throw new Error('network');
      },
      'send-confirmation-email': fail,
      'submit-to-smartsheet': fail,
      'send-corporate-notification': fail,
    });
    const payload = buildQuestionPayload(values, FORMS.hospitalSystemStandalone, {
      corporateAccountId: ACCOUNT,
      user: null,
      phiConfirmed: false,
    });
    const result = await submitClaim(backend, payload, { smartsheet: true, logger });
    expect(result).toEqual({ questionId: QID, emailSent: false, questionsRemaining: null });
    expect(calls).toHaveLength(6);
    expect(logger.error).toHaveBeenCalledTimes(5);
  });
});
