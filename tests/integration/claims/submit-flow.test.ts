/**
 * The claim submission flow of the forms (src/features/claims/api/submit-claim.ts) against the real
 * stack, as an anonymous visitor with the anon key, exactly as the public forms call it: one call;
 * the server stores, assigns, counts and queues the follow-ups, which the outbox delivers.
 */
import { describe, expect, it } from 'vitest';
import { getPartnerAccount } from '../../../src/features/claims/api/get-partner-account';
import { verifyDemoAccess } from '../../../src/features/claims/api/demo-access';
import { submitClaim } from '../../../src/features/claims/api/submit-claim';
import { supabaseBackend } from '../../../src/features/claims/api/supabase-backend';
import { buildQuestionPayload } from '../../../src/features/claims/lib/payload';
import { DEMO_GATE_TEXT } from '../../../src/features/claims/messages';
import { describePartnerForm } from '../../../src/features/claims/form-model';
import type { PartnerFormVariant } from '../../../src/config/partner-forms';
import { emptyClaimValues } from '../../../src/features/claims/lib/form-values';
import { anonClient, setMailRunning, sql, uniqueEmail, waitForMail, callRpc } from '../helpers.ts';

const quiet = { info: () => {}, error: () => {} };
const anon = supabaseBackend(anonClient());

function values(email: string, extra: Partial<ReturnType<typeof emptyClaimValues>> = {}) {
  return emptyClaimValues({
    title: 'Integration claim question',
    content: 'Is modifier 25 supported with 99213 and 20610?',
    firstName: 'Iris',
    lastName: 'Integration',
    email,
    codingQuestionType: 'General Coding Question',
    ...extra,
  });
}

/** A seeded partner's account and its form, as the page builds it from the real row. */
async function partnerForm(slug: string, variant: PartnerFormVariant = 'standalone') {
  const account = (await getPartnerAccount(anon, slug))!;
  return { account, form: describePartnerForm({ ...account, id: account.id! }, variant) };
}

async function remaining(accountId: string): Promise<number> {
  const [row] = await sql<{ questions_remaining: number }>(
    'select questions_remaining from public.corporate_accounts where id = $1',
    [accountId],
  );
  return row!.questions_remaining;
}

describe('claim submission as an anonymous visitor', () => {
  it('reads the partner form account by its slug', async () => {
    const account = await getPartnerAccount(anon, 'summit-health');
    expect(account).toMatchObject({
      name: 'Summit Health System',
      slug: 'summit-health',
      accepting_questions: true,
    });
    expect(typeof account!.questions_remaining).toBe('number');
    expect(await getPartnerAccount(anon, 'no-such-partner')).toBeNull();
  });

  it('device-company standalone: stored, auto-assigned, counted once, emailed', async () => {
    const { account, form } = await partnerForm('meridian-medical');
    const before = await remaining(account.id!);
    const email = uniqueEmail('claims-int');
    const payload = buildQuestionPayload(
      values(email, {
        codingQuestionType: 'Hospital Inpatient',
        yearOfService: '2030',
        locationOfServiceName: 'North',
      }),
      form,
      { corporateAccountId: account.id, user: null, phiConfirmed: false },
    );
    const result = await submitClaim(anon, payload, { logger: quiet });
    expect(result.confirmationQueued).toBe(true);

    const [row] = await sql(
      `select status::text, expert_id, user_id, corporate_account_id, coding_question_type, to_char(date_of_service, 'YYYY-MM-DD') as dos,
              location_of_service_name, i.corporate_counted, submitter_name
       from public.questions q left join public.question_internal i on i.question_id = q.id where q.id = $1`,
      [result.questionId],
    );
    expect(row).toMatchObject({
      status: 'pending',
      user_id: null,
      corporate_account_id: account.id,
      coding_question_type: 'Hospital - Inpatient',
      dos: '2030-01-01',
      location_of_service_name: 'North',
      corporate_counted: true,
      submitter_name: 'Iris Integration',
    });
    expect(row!.expert_id).not.toBeNull();
    expect(await remaining(account.id!)).toBe(before - 1);
    await waitForMail(email);
    await waitForMail('reimbursement@meridian-medical.test', (m) =>
      (m.text ?? '').includes(payload.title),
    );
    await expect
      .poll(
        async () =>
          (
            await sql(
              'select smartsheet_row_id from public.question_internal where question_id = $1',
              [result.questionId],
            )
          )[0]?.smartsheet_row_id,
        { timeout: 15_000 },
      )
      .toMatch(/^7\d{15}$/);

    // The browser's old follow-up calls are gone: nobody drains a counter through them.
    const again = await callRpc(anonClient(), 'decrement_corporate_questions', {
      account_id: account.id,
    });
    expect(again.error).not.toBeNull();
    expect(await remaining(account.id!)).toBe(before - 1);
  });

  it('demo-gated form: pending with the account expert straight away, no read-back for anon', async () => {
    const { account, form } = await partnerForm('harbor-hospital-network');
    expect(form).toMatchObject({ gated: true, counter: true, initialStatus: 'pending' });
    const email = uniqueEmail('claims-int-gated');
    const payload = buildQuestionPayload(values(email), form, {
      corporateAccountId: account.id,
      user: null,
      phiConfirmed: true,
    });
    // Without the server's demo token the gated account refuses.
    await expect(submitClaim(anon, payload, { demoToken: null })).rejects.toThrow(
      DEMO_GATE_TEXT.expired,
    );
    const token = await verifyDemoAccess(anon, 'CLAIMDESK-DEMO', 'harbor-hospital-network');
    const result = await submitClaim(anon, payload, {
      demoToken: token,
      logger: quiet,
    });
    const [row] = await sql(
      'select status::text, expert_id, phi_confirmed from public.questions where id = $1',
      [result.questionId],
    );
    expect(row).toMatchObject({ status: 'pending', phi_confirmed: true });
    expect(row!.expert_id).not.toBeNull();
    const events = await sql('select event from public.question_events where question_id = $1', [
      result.questionId,
    ]);
    expect(events.map((e) => e.event)).toEqual(['created']);

    const readBack = await anonClient().from('questions').select('id').eq('id', result.questionId);
    expect(readBack.data ?? []).toEqual([]);
  });

  it('with the mail server down the question is kept and its email goes out once the server is back', async () => {
    const { account, form } = await partnerForm('summit-health');
    const email = uniqueEmail('claims-int-nomail');
    const payload = buildQuestionPayload(values(email), form, {
      corporateAccountId: account.id,
      user: null,
      phiConfirmed: false,
    });
    await setMailRunning(false);
    let result: Awaited<ReturnType<typeof submitClaim>>;
    try {
      result = await submitClaim(anon, payload, { logger: quiet });
    } finally {
      await setMailRunning(true);
    }
    const rows = await sql('select id from public.questions where id = $1', [result.questionId]);
    expect(rows).toHaveLength(1);
    // The outbox retries with backoff; skip the wait instead of sleeping through it.
    await sql(
      `update public.outbox set next_attempt_at = now() where question_id = $1 and status = 'pending'`,
      [result.questionId],
    );
    await waitForMail(email);
  });

  it('a refused payload stores nothing and reports the database message', async () => {
    const email = uniqueEmail('claims-int-bad');
    const { form } = await partnerForm('summit-health');
    const payload = buildQuestionPayload(values(email, { title: 'x'.repeat(201) }), form, {
      corporateAccountId: null,
      user: null,
      phiConfirmed: false,
    });
    await expect(submitClaim(anon, payload, { logger: quiet })).rejects.toThrow(/200 characters/);
    expect(await sql('select 1 from public.questions where email = $1', [email])).toHaveLength(0);
  });

  it('the demo access code is checked by the server, case-insensitively, and answers a token', async () => {
    const slug = 'lakeside-university-health';
    const token = new RegExp(`^${slug}\\.\\d+\\.[0-9a-f]{64}$`);
    expect(await verifyDemoAccess(anon, 'CLAIMDESK-DEMO', slug)).toMatch(token);
    expect(await verifyDemoAccess(anon, ' claimdesk-demo ', slug)).toMatch(token);
    expect(await verifyDemoAccess(anon, 'WRONG-CODE', slug)).toBeNull();
  });
});
