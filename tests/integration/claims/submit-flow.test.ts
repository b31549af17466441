/**
 * The claim submission flow of the forms (src/features/claims/api/submit-claim.ts) against the real
 * stack, as an anonymous visitor with the anon key, exactly as the public forms call it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { ClaimBackend } from '../../../src/features/claims/api/backend';
import { getCorporateAccount } from '../../../src/features/claims/api/corporate-account';
import { verifyDemoAccess } from '../../../src/features/claims/api/demo-access';
import { submitClaim } from '../../../src/features/claims/api/submit-claim';
import { buildQuestionPayload } from '../../../src/features/claims/lib/payload';
import { FORMS } from '../../../src/features/claims/partners';
import { emptyClaimValues } from '../../../src/features/claims/lib/form-values';
import { anonClient, setMailRunning, sql, uniqueEmail, waitForMail } from '../helpers';

function backendOf(client: SupabaseClient): ClaimBackend {
  return {
    async rpc(fn, args) {
      const { data, error } = await client.rpc(fn as never, args as never);
      return {
        data: data as never,
        error: error ? { message: error.message, code: error.code } : null,
      };
    },
    async invoke(fn, body) {
      const { data, error } = await client.functions.invoke(fn, { body });
      return { data: data as never, error: error ? { message: error.message } : null };
    },
  };
}

const quiet = { info: () => {}, error: () => {} };
const anon = backendOf(anonClient() as unknown as SupabaseClient);

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

async function remaining(accountId: string): Promise<number> {
  const [row] = await sql<{ questions_remaining: number }>(
    'select questions_remaining from public.corporate_accounts where id = $1',
    [accountId],
  );
  return row!.questions_remaining;
}

describe('claim submission as an anonymous visitor', () => {
  it('reads the public corporate account by its partner name', async () => {
    const account = await getCorporateAccount(anon, 'Summit Health System');
    expect(account).toMatchObject({ name: 'Summit Health System', slug: 'summit-health' });
    expect(typeof account!.questions_remaining).toBe('number');
    expect(await getCorporateAccount(anon, 'No Such Partner')).toBeNull();
  });

  it('device-company standalone: stored, auto-assigned, counted once, emailed', async () => {
    const account = (await getCorporateAccount(anon, 'Meridian Medical Devices'))!;
    const before = await remaining(account.id);
    const email = uniqueEmail('claims-int');
    const payload = buildQuestionPayload(
      values(email, {
        codingQuestionType: 'Hospital Inpatient',
        yearOfService: '2030',
        locationOfServiceName: 'North',
      }),
      FORMS.deviceCompanyStandalone,
      { corporateAccountId: account.id, user: null, phiConfirmed: false },
    );
    const result = await submitClaim(anon, payload, { smartsheet: true, logger: quiet });
    expect(result.emailSent).toBe(true);
    expect(result.questionsRemaining).toBe(before - 1);

    const [row] = await sql(
      `select status::text, expert_id, user_id, corporate_account_id, coding_question_type, to_char(date_of_service, 'YYYY-MM-DD') as dos,
              location_of_service_name, corporate_counted, submitter_name from public.questions where id = $1`,
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
    expect(await remaining(account.id)).toBe(before - 1);
    await waitForMail(email);

    // The same question cannot be counted twice: nobody drains a counter by calling the RPC again.
    const again = await anon.rpc('decrement_corporate_questions', { account_id: account.id });
    expect(again.error?.code).toBe('42501');
    expect(await remaining(account.id)).toBe(before - 1);
  });

  it('demo-gated form: pending with the account expert straight away, no read-back for anon', async () => {
    const account = (await getCorporateAccount(anon, 'Harbor Hospital Network'))!;
    const email = uniqueEmail('claims-int-gated');
    const payload = buildQuestionPayload(values(email), FORMS.hospitalNetwork, {
      corporateAccountId: account.id,
      user: null,
      phiConfirmed: true,
    });
    const result = await submitClaim(anon, payload, {
      smartsheet: false,
      questionsRemaining: account.questions_remaining,
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

  it('with the mail server down the question is kept and the email failure is reported', async () => {
    const account = (await getCorporateAccount(anon, 'Summit Health System'))!;
    const email = uniqueEmail('claims-int-nomail');
    const payload = buildQuestionPayload(values(email), FORMS.hospitalSystemStandalone, {
      corporateAccountId: account.id,
      user: null,
      phiConfirmed: false,
    });
    await setMailRunning(false);
    let result: Awaited<ReturnType<typeof submitClaim>>;
    try {
      result = await submitClaim(anon, payload, { smartsheet: true, logger: quiet });
    } finally {
      await setMailRunning(true);
    }
    expect(result.emailSent).toBe(false);
    const rows = await sql('select id from public.questions where id = $1', [result.questionId]);
    expect(rows).toHaveLength(1);
  });

  it('a refused payload stores nothing and reports the database message', async () => {
    const email = uniqueEmail('claims-int-bad');
    const payload = buildQuestionPayload(
      values(email, { title: 'x'.repeat(201) }),
      FORMS.hospitalSystemStandalone,
      {
        corporateAccountId: null,
        user: null,
        phiConfirmed: false,
      },
    );
    await expect(submitClaim(anon, payload, { smartsheet: true, logger: quiet })).rejects.toThrow(
      /200 characters/,
    );
    expect(await sql('select 1 from public.questions where email = $1', [email])).toHaveLength(0);
  });

  it('the demo access code is checked by the server, case-insensitively', async () => {
    expect(await verifyDemoAccess(anon, 'CLAIMDESK-DEMO')).toBe(true);
    expect(await verifyDemoAccess(anon, ' claimdesk-demo ')).toBe(true);
    expect(await verifyDemoAccess(anon, 'WRONG')).toBe(false);
  });
});
