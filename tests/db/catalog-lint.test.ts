/**
 * Catalog lint: fails when a public table lacks RLS, a policy reads user metadata, a SECURITY
 * DEFINER function has a mutable search_path, anon/authenticated can execute a function they
 * should not, a foreign key lacks an index, or a function body runs over 150 lines (split it along
 * its seams, as submit_question is). Each rule is also shown to catch a planted violation.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './support.ts';

/**
 * Functions anon may execute: the public submission path (submit_question alone), the public
 * account lookup, the demo gate.
 */
export const ANON_EXECUTABLE = [
  'get_partner_form_account',
  'get_public_corporate_account',
  // ask-back reply link (20261127000600): the token is the credential, one request only
  'info_request_by_token',
  'reply_info_request_by_token',
  // knowledge-base suggestions on a partner's public form, only when its kb_public_suggestions is on
  'kb_suggest_articles',
  // ...and, there, one suggested article inline and the session's "sent" mark (20261127000900),
  // each rate-limited per address
  'kb_public_article',
  'kb_public_draft_sent',
  // ...and the form session a suggested-article view is counted under (20261127000900)
  'kb_open_form_session',
  'submit_question',
  'verify_demo_access',
].sort();

/** Functions signed-in users may execute (each checks the caller's role itself). */
export const AUTHENTICATED_EXECUTABLE = [
  ...ANON_EXECUTABLE,
  'add_answer',
  'admin_set_user_corporate_account',
  'admin_update_user',
  'approve_answer',
  'assign_expert',
  'current_user_role',
  'is_admin',
  'is_approver',
  'is_expert',
  'is_staff',
  // a pure helper the profiles_mailbox_idx index computes when a user writes their profile
  'normalize_mailbox',
  'reject_answer',
  'set_demo_access_code',
  'set_question_status',
  // expert workspace (20261127000600): read-only, each checks is_expert/is_staff
  'expert_account_submitters',
  'expert_count_questions',
  'expert_dashboard_counts',
  'expert_list_questions',
  'expert_metrics',
  'expert_queue',
  // admin console (20261127000700): each checks is_admin() itself
  'admin_assign_expert_account',
  'admin_create_corporate_account',
  'admin_failed_deliveries',
  'admin_get_settings',
  'admin_list_corporate_accounts',
  'admin_list_events',
  'admin_list_experts',
  'admin_overdue_questions',
  'admin_reassign_questions',
  'admin_report',
  'admin_set_answer_time_target',
  // the Turnstile requirement in Settings (20261127000700)
  'admin_set_turnstile_required',
  'admin_turnstile_setting',
  'admin_set_corporate_account_active',
  'admin_set_corporate_quota',
  'admin_status_counts',
  'admin_top_up_corporate_quota',
  'admin_unassign_expert_account',
  'admin_update_corporate_account',
  'admin_user_removal_impact',
  // email delivery (20261127001000): admins act on the outbox; staff read a question's emails
  'admin_email_deliveries',
  'admin_email_delivery_counts',
  'admin_outbox_give_up',
  'admin_outbox_send_again',
  'question_emails',
  // answers nobody can approve (20261127000700): the reassign dialog's experts, the dashboard flag
  'admin_reassign_candidates',
  'admin_unapprovable_answers',
  // held submissions and an account's per-address limit (20261127000700)
  'admin_account_address_limits',
  'admin_discard_held',
  'admin_held_counts',
  'admin_held_submissions',
  'admin_release_held',
  'admin_set_account_address_limit',
  // an account's on/off settings (20261127000700)
  'admin_account_flags',
  'admin_set_account_flag',
  // an account's form settings and old slugs (20261127001100)
  'admin_partner_forms',
  'admin_remove_slug_alias',
  'admin_set_partner_form',
  // similar questions and the knowledge base (20261127000600/000900): each checks the caller's role itself
  'kb_article_of_question',
  'kb_get_article',
  'kb_mark_draft_sent',
  'kb_metrics',
  'kb_publish_article',
  'kb_search_articles',
  'kb_unpublish_article',
  // unpublish and republish by approvers and admins, the unpublished list for staff (20261127000900)
  'kb_republish_article',
  'kb_unpublished_articles',
  'phi_findings',
  'similar_questions',
  // question references and search (20261127000600): the CSV's page checks is_admin(); the header
  // search runs as its caller under RLS, with the pure text builders of the search condition
  'admin_export_questions',
  'question_name_like',
  'question_search_where',
  'search_questions',
  // ask-back (20261127000600): each checks the caller (assigned expert/admin, submitter, staff, admin)
  'admin_ask_back_settings',
  'admin_set_ask_back_settings',
  'question_info_thread',
  'reply_info_request',
  'request_information',
].sort();

const LINTS = {
  tablesWithoutRls: `
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity
    order by 1`,
  policiesReadingUserMetadata: `
    select tablename || '.' || policyname as name from pg_policies
    where schemaname = 'public'
      and (coalesce(qual, '') || ' ' || coalesce(with_check, '')) ~* '(user_metadata|raw_user_meta_data)'
    order by 1`,
  roleHelpersReadingUserMetadata: `
    select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and p.proname in ('current_user_role', 'is_admin', 'is_expert', 'is_staff', 'is_approver')
      and p.prosrc ~* '(user_metadata|raw_user_meta_data|auth\\.jwt)'
    order by 1`,
  securityDefinerWithMutableSearchPath: `
    select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prosecdef
      and not coalesce(p.proconfig @> array['search_path=""'], false)
    order by 1`,
  executableByAnon: `
    select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute')
    order by 1`,
  executableByAuthenticated: `
    select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and has_function_privilege('authenticated', p.oid, 'execute')
    order by 1`,
  triggerFunctionsExecutableByClients: `
    select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prorettype = 'trigger'::regtype
      and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
    order by 1`,
  foreignKeysWithoutIndex: `
    select c.conrelid::regclass::text || '.' || c.conname as name
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'
      and not exists (
        select 1 from pg_index i
        where i.indrelid = c.conrelid
          and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
          and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
      )
    order by 1`,
  functionsOver150Lines: `
    select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and array_length(string_to_array(p.prosrc, E'\\n'), 1) > 150
    order by 1`,
  anonTablePrivileges: `
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
      and has_table_privilege('anon', c.oid, 'select,insert,update,delete,truncate,references,trigger')
    order by 1`,
};

async function names(client: pg.Client, q: string): Promise<string[]> {
  return (await client.query<{ name: string }>(q)).rows.map((r) => r.name);
}

/** Runs a planted violation inside a transaction that is always rolled back. */
async function withPlanted(
  client: pg.Client,
  plant: string,
  check: () => Promise<void>,
): Promise<void> {
  await client.query('begin');
  try {
    await client.query(plant);
    await check();
  } finally {
    await client.query('rollback');
  }
}

describe('database catalog lint', () => {
  let db: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase('lint', { seed: false });
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  it('every table in public has row level security enabled', async () => {
    const tables = await names(
      client,
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
    );
    expect(tables).toEqual(
      expect.arrayContaining([
        'profiles',
        'corporate_accounts',
        'questions',
        'answers',
        'question_events',
        'app_settings',
        'expert_corporate_assignments',
      ]),
    );
    expect(await names(client, LINTS.tablesWithoutRls)).toEqual([]);
    await withPlanted(client, 'create table public.lint_probe (id int)', async () => {
      expect(await names(client, LINTS.tablesWithoutRls)).toEqual(['lint_probe']);
    });
  });

  it('no policy and no role helper reads user metadata', async () => {
    expect(await names(client, LINTS.policiesReadingUserMetadata)).toEqual([]);
    expect(await names(client, LINTS.roleHelpersReadingUserMetadata)).toEqual([]);
    await withPlanted(
      client,
      `create policy probe on public.questions for select to authenticated using ((auth.jwt() -> 'user_metadata' ->> 'role') = 'admin')`,
      async () => {
        expect(await names(client, LINTS.policiesReadingUserMetadata)).toEqual(['questions.probe']);
      },
    );
  });

  it('every SECURITY DEFINER function pins search_path to empty', async () => {
    const definers = await names(
      client,
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.prosecdef`,
    );
    expect(definers.length).toBeGreaterThan(15);
    expect(await names(client, LINTS.securityDefinerWithMutableSearchPath)).toEqual([]);
    await withPlanted(
      client,
      `create function public.lint_probe() returns int language sql security definer as 'select 1'`,
      async () => {
        expect(await names(client, LINTS.securityDefinerWithMutableSearchPath)).toEqual([
          'lint_probe()',
        ]);
      },
    );
  });

  it('anon can execute exactly the public-path functions', async () => {
    expect(await names(client, LINTS.executableByAnon)).toEqual(ANON_EXECUTABLE);
    await withPlanted(
      client,
      `create function public.lint_probe() returns int language sql as 'select 1'`,
      async () => {
        // hosted Supabase's default privileges grant every new function to anon: a missing revoke shows up
        expect(await names(client, LINTS.executableByAnon)).toContain('lint_probe');
      },
    );
  });

  it('authenticated can execute only the listed RPCs and helpers', async () => {
    expect(await names(client, LINTS.executableByAuthenticated)).toEqual(AUTHENTICATED_EXECUTABLE);
    expect(await names(client, LINTS.triggerFunctionsExecutableByClients)).toEqual([]);
    await withPlanted(
      client,
      `create function public.lint_probe() returns trigger language plpgsql as 'begin return new; end'`,
      async () => {
        expect(await names(client, LINTS.triggerFunctionsExecutableByClients)).toEqual([
          'lint_probe',
        ]);
      },
    );
  });

  it('every foreign key has an index on its columns', async () => {
    const fks = await names(
      client,
      `select conname as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public'`,
    );
    expect(fks.length).toBeGreaterThan(10);
    expect(await names(client, LINTS.foreignKeysWithoutIndex)).toEqual([]);
    await withPlanted(
      client,
      `create table public.lint_probe (id int, question_id uuid references public.questions (id)); alter table public.lint_probe enable row level security`,
      async () => {
        expect(await names(client, LINTS.foreignKeysWithoutIndex)).toEqual([
          'lint_probe.lint_probe_question_id_fkey',
        ]);
      },
    );
  });

  it('no function body is over 150 lines', async () => {
    expect(await names(client, LINTS.functionsOver150Lines)).toEqual([]);
    await withPlanted(
      client,
      `create function public.lint_probe() returns int language sql as $probe$ select 1 ${'\n+ 1'.repeat(150)} $probe$`,
      async () => {
        expect(await names(client, LINTS.functionsOver150Lines)).toEqual(['lint_probe']);
      },
    );
  });

  it('anon holds no privilege on any public table or view', async () => {
    expect(await names(client, LINTS.anonTablePrivileges)).toEqual([]);
  });
});
