/**
 * The seed (supabase/seed.sql) gives a working demo: every demo login signs in, each role's
 * dashboard has data, the four partners have their exact names, slugs and logos.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO, apiClient, ok, signIn, sql } from './db-helpers.ts';
import { SEEDED_PARTNERS } from '../../../src/features/claims/__tests__/partner-fixtures';

const PARTNERS = [
  ['Summit Health System', 'summit-health'],
  ['Meridian Medical Devices', 'meridian-medical'],
  ['Lakeside University Health', 'lakeside-university-health'],
  ['Harbor Hospital Network', 'harbor-hospital-network'],
] as const;

describe('seed data', () => {
  it('has the four partners with exact names, slugs, counters and logo files', async () => {
    const anon = apiClient();
    for (const [name, slug] of PARTNERS) {
      const acc = ok(
        await anon.rpc('get_public_corporate_account', { p_name_or_slug: name }).single(),
      );
      expect(acc.slug).toBe(slug);
      expect(acc.questions_remaining).toBeGreaterThanOrEqual(0);
      // the spec's device-company forms have no logo; the others have theirs, as files of the site
      if (slug === 'meridian-medical') {
        expect(acc.logo_url).toBeNull();
        continue;
      }
      expect(acc.logo_url).toBe(`/logos/${slug}.svg`);
      const file = path.resolve('public', 'logos', `${slug}.svg`);
      expect(fs.readFileSync(file, 'utf8')).toMatch(
        /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
      );
    }
  });

  it("gives each partner the forms the spec describes, as the unit tests' fixtures say", async () => {
    for (const partner of Object.values(SEEDED_PARTNERS)) {
      const [row] = ok(await apiClient().rpc('get_partner_form_account', { p_slug: partner.slug }));
      // the counters move as the demo is used; everything else is the fixture's
      expect({ ...row, questions_remaining: partner.questions_remaining }).toEqual(partner);
    }
  });

  it('every demo login works and reads its own profile with the right role', async () => {
    const expected: Record<
      string,
      { role: string; is_approver: boolean; corporate: string | null }
    > = {
      [DEMO.admin]: { role: 'admin', is_approver: false, corporate: null },
      [DEMO.approver]: { role: 'expert', is_approver: true, corporate: null },
      [DEMO.expert]: { role: 'expert', is_approver: false, corporate: null },
      [DEMO.user]: { role: 'user', is_approver: false, corporate: null },
      [DEMO.summitCoder]: { role: 'user', is_approver: false, corporate: 'summit-health' },
      [DEMO.meridianCoder]: { role: 'user', is_approver: false, corporate: 'meridian-medical' },
      [DEMO.lakesideCoder]: {
        role: 'user',
        is_approver: false,
        corporate: 'lakeside-university-health',
      },
      [DEMO.harborCoder]: {
        role: 'user',
        is_approver: false,
        corporate: 'harbor-hospital-network',
      },
    };
    for (const [email, want] of Object.entries(expected)) {
      const client = await signIn(email);
      const { data: u } = await client.auth.getUser();
      const profile = ok(
        await client
          .from('profiles')
          .select('*, corporate_account:corporate_accounts(*)')
          .eq('id', u.user!.id)
          .single(),
      );
      expect(profile.email).toBe(email);
      expect(profile.role).toBe(want.role);
      expect(profile.is_approver).toBe(want.is_approver);
      expect(profile.corporate_account?.slug ?? null).toBe(want.corporate);
      expect(profile.is_corporate_user).toBe(want.corporate !== null);
      if (want.corporate) expect(profile.questions_remaining).toBe(-1);
    }
  });

  it("each role's dashboard has data", async () => {
    const user = await signIn(DEMO.user);
    const claims = ok(
      await user.from('questions').select('id, status, answers(id, approved_at)'),
      'some',
    );
    expect(claims.some((q) => q.status === 'approved' && q.answers.length > 0)).toBe(true);
    expect(claims.flatMap((q) => q.answers).every((a) => a.approved_at !== null)).toBe(true);

    for (const email of [
      DEMO.summitCoder,
      DEMO.meridianCoder,
      DEMO.lakesideCoder,
      DEMO.harborCoder,
    ]) {
      const coder = await signIn(email);
      ok(await coder.from('questions').select('id'), 'some');
    }

    const expert = await signIn(DEMO.expert);
    const { data: eu } = await expert.auth.getUser();
    const mine = ok(
      await expert.from('questions').select('status').eq('expert_id', eu.user!.id),
      'some',
    );
    // The seed gives the demo expert work in each of these; suites that run earlier on the same
    // database (ask-back) may add other statuses to the expert's questions.
    expect([...new Set(mine.map((q) => q.status))]).toEqual(
      expect.arrayContaining(['pending', 'awaiting_approval', 'approved']),
    );
    ok(await expert.from('questions').select('id').eq('status', 'unassigned'), 'some');

    const approver = await signIn(DEMO.approver);
    const { data: au } = await approver.auth.getUser();
    const queue = ok(
      await approver
        .from('answers')
        .select('id, questions!inner(status)')
        .is('approved_at', null)
        .is('rejected_at', null)
        .neq('expert_id', au.user!.id)
        .eq('questions.status', 'awaiting_approval'),
      'some',
    );
    expect(queue.length).toBeGreaterThan(0);

    const admin = await signIn(DEMO.admin);
    const users = ok(await admin.from('profiles').select('email'), 'some');
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining(Object.values(DEMO)));
  });

  it('the demo user finds the seeded knowledge-base articles with nothing typed', async () => {
    const user = await signIn(DEMO.user);
    const articles = ok(await user.rpc('kb_search_articles', {}), 'some');
    expect(articles.map((a) => a.title)).toEqual(
      expect.arrayContaining([
        'Bilateral procedure: modifier 50 or RT and LT?',
        'Pass-through device implanted in the ASC',
      ]),
    );
  });

  it('has about 40 questions over every status, type and partner, with a rejected-then-resubmitted answer', async () => {
    const [stats] = await sql<{
      n: number;
      statuses: number;
      types: number;
      accounts: number;
      rejected_then_approved: number;
    }>(`
      with seeded as (
        select q.* from public.questions q
        where q.id in (select ('d1000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid from generate_series(1, 40) n)
      )
      select count(*)::int n, count(distinct status)::int statuses, count(distinct coding_question_type)::int types,
        count(distinct corporate_account_id)::int accounts,
        count(*) filter (where
          exists (select 1 from public.answers a where a.question_id = seeded.id and a.rejected_at is not null)
          and exists (select 1 from public.answers a where a.question_id = seeded.id and a.approved_at is not null))::int rejected_then_approved
      from seeded`);
    expect(stats).toMatchObject({ n: 40, statuses: 4, types: 6, accounts: 4 });
    expect(stats!.rejected_then_approved).toBeGreaterThanOrEqual(1);
    expect(
      ok(
        await apiClient().rpc('verify_demo_access', {
          code: 'CLAIMDESK-DEMO',
          account: 'lakeside-university-health',
        }),
      ),
    ).toMatch(/^lakeside-university-health\.\d+\.[0-9a-f]{64}$/);
  });
});
