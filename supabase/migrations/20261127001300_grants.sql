-- Privileges. Hosted Supabase's default privileges grant every new table, function and sequence
-- in public to anon, authenticated and service_role (stack/sql/baseline.sql mirrors them), so what a
-- client may touch is decided here: row level security protects each table, and a client may call
-- only the functions granted below.

-- Tables ----------------------------------------------------------------------------------------
-- Clients change no table directly: admins change accounts, assignments, users and questions only
-- through the functions, which validate with clear messages and write admin_events in the same
-- transaction, so no change can skip the audit. Signed-in users read, under RLS, the tables below;
-- anon reads none.
revoke all on table
  public.corporate_accounts, public.profiles, public.expert_corporate_assignments,
  public.user_deletion_requests, public.corporate_account_slug_aliases,
  public.account_submission_limits, public.questions, public.question_internal, public.answers,
  public.answer_attribution, public.question_events, public.answer_deliveries,
  public.info_requests, public.info_replies, public.info_request_tokens, public.held_submissions,
  public.submission_drop_counts, public.app_settings, public.admin_events, public.report_facts,
  public.rate_limits, public.server_secrets, public.outbox, public.human_tokens_used,
  public.kb_articles, public.kb_article_events, public.kb_article_views, public.kb_sent_drafts,
  public.kb_form_sessions
from anon, authenticated;

grant select on table
  public.corporate_accounts, public.profiles, public.expert_corporate_assignments,
  public.corporate_account_slug_aliases, public.questions, public.question_internal,
  public.answers, public.answer_attribution, public.question_events, public.answer_deliveries,
  public.info_requests, public.info_replies, public.admin_events, public.kb_article_events
to authenticated;

-- A user's own profile: the client fallback path inserts it, and the user changes name and avatar.
grant insert (id, name, avatar_url, role) on table public.profiles to authenticated;
grant update (name, avatar_url) on table public.profiles to authenticated;

-- Admins delete questions (RLS "questions: admins delete"; the questions_audit_delete trigger
-- records each one).
grant delete on table public.questions to authenticated;

-- The admin audit is append-only for service_role too (admin_log writes it as the definer).
revoke all on table public.admin_events from service_role;
grant select on table public.admin_events to service_role;

-- Functions -------------------------------------------------------------------------------------
-- Nothing is executable by anon or authenticated unless granted below (service_role keeps its
-- default grant: the edge functions and the outbox drainer call the internal functions with it).
-- A function added by a later migration must revoke its own default grant (tests/db/catalog-lint).
revoke all on all functions in schema public from public, anon, authenticated;

-- common helpers
grant execute on function public.normalize_mailbox(text) to authenticated;

-- role helpers
grant execute on function public.current_user_role() to authenticated;
grant execute on function public.is_admin() to authenticated;
grant execute on function public.is_expert() to authenticated;
grant execute on function public.is_staff() to authenticated;
grant execute on function public.is_approver() to authenticated;

-- questions intake (the public submission path)
grant execute on function public.submit_question(jsonb) to anon, authenticated;
grant execute on function public.verify_demo_access(text, text) to anon, authenticated;
grant execute on function public.set_demo_access_code(text) to authenticated;

-- questions and answers, the expert workspace, ask-back
grant execute on function public.info_request_by_token(text) to anon, authenticated;
grant execute on function public.reply_info_request_by_token(text, text, boolean) to anon, authenticated;
grant execute on function public.assign_expert(uuid, uuid) to authenticated;
grant execute on function public.add_answer(uuid, text) to authenticated;
grant execute on function public.approve_answer(uuid) to authenticated;
grant execute on function public.reject_answer(uuid, text) to authenticated;
grant execute on function public.expert_dashboard_counts() to authenticated;
grant execute on function public.expert_queue() to authenticated;
grant execute on function public.expert_account_submitters() to authenticated;
grant execute on function public.expert_metrics(integer) to authenticated;
grant execute on function public.set_question_status(uuid, public.question_status, text) to authenticated;
grant execute on function public.similar_questions(uuid, integer) to authenticated;
grant execute on function public.request_information(uuid, text) to authenticated;
grant execute on function public.reply_info_request(uuid, text, boolean) to authenticated;
grant execute on function public.question_info_thread(uuid) to authenticated;
grant execute on function public.question_name_like(text) to authenticated;
grant execute on function public.question_search_where(text, boolean) to authenticated;
grant execute on function public.expert_list_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer, uuid, boolean) to authenticated;
grant execute on function public.expert_count_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, uuid, boolean) to authenticated;
grant execute on function public.search_questions(text, integer) to authenticated;

-- the admin console
grant execute on function public.admin_update_user(uuid, text, public.app_role, integer, boolean) to authenticated;
grant execute on function public.admin_set_user_corporate_account(uuid, uuid) to authenticated;
grant execute on function public.admin_list_corporate_accounts(text, boolean, boolean) to authenticated;
grant execute on function public.admin_create_corporate_account(text, text, text, text[], date, date, boolean, text, integer) to authenticated;
grant execute on function public.admin_update_corporate_account(uuid, text, text, boolean, text, text[], date, date, text) to authenticated;
grant execute on function public.admin_set_corporate_account_active(uuid, boolean) to authenticated;
grant execute on function public.admin_top_up_corporate_quota(uuid, integer, text) to authenticated;
grant execute on function public.admin_set_corporate_quota(uuid, integer, text) to authenticated;
grant execute on function public.admin_assign_expert_account(uuid, uuid) to authenticated;
grant execute on function public.admin_unassign_expert_account(uuid, uuid) to authenticated;
grant execute on function public.admin_reassign_questions(uuid[], uuid, text) to authenticated;
grant execute on function public.admin_status_counts() to authenticated;
grant execute on function public.admin_overdue_questions(integer) to authenticated;
grant execute on function public.admin_get_settings() to authenticated;
grant execute on function public.admin_set_answer_time_target(integer) to authenticated;
grant execute on function public.admin_set_account_flag(uuid, text, boolean) to authenticated;
grant execute on function public.admin_ask_back_settings() to authenticated;
grant execute on function public.admin_set_ask_back_settings(integer, integer, integer) to authenticated;
grant execute on function public.admin_account_flags() to authenticated;
grant execute on function public.admin_turnstile_setting() to authenticated;
grant execute on function public.admin_set_turnstile_required(boolean) to authenticated;
grant execute on function public.admin_list_experts() to authenticated;
grant execute on function public.admin_export_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer, uuid, boolean) to authenticated;
grant execute on function public.admin_user_removal_impact(uuid) to authenticated;
grant execute on function public.admin_reassign_candidates() to authenticated;
grant execute on function public.admin_unapprovable_answers(integer) to authenticated;
grant execute on function public.admin_list_events(text, uuid, text, text, text, timestamptz, timestamptz, bigint, integer) to authenticated;
grant execute on function public.admin_held_submissions(timestamptz, uuid, integer) to authenticated;
grant execute on function public.admin_held_counts() to authenticated;
grant execute on function public.admin_release_held(uuid[]) to authenticated;
grant execute on function public.admin_discard_held(uuid[]) to authenticated;
grant execute on function public.admin_account_address_limits() to authenticated;
grant execute on function public.admin_set_account_address_limit(uuid, integer) to authenticated;

-- reports
grant execute on function public.admin_report(timestamptz, timestamptz, text, text) to authenticated;

-- the knowledge base
grant execute on function public.kb_suggest_articles(text, text) to anon, authenticated;
grant execute on function public.kb_public_article(uuid, text, uuid) to anon, authenticated;
grant execute on function public.kb_public_draft_sent(uuid) to anon, authenticated;
grant execute on function public.kb_open_form_session(text) to anon, authenticated;
grant execute on function public.phi_findings(text) to authenticated;
grant execute on function public.kb_publish_article(uuid, text, text, boolean) to authenticated;
grant execute on function public.kb_search_articles(text, text, integer, integer) to authenticated;
grant execute on function public.kb_get_article(uuid, uuid) to authenticated;
grant execute on function public.kb_article_of_question(uuid) to authenticated;
grant execute on function public.kb_mark_draft_sent(uuid) to authenticated;
grant execute on function public.kb_metrics(timestamptz, timestamptz) to authenticated;
grant execute on function public.kb_unpublish_article(uuid, text) to authenticated;
grant execute on function public.kb_republish_article(uuid, text) to authenticated;
grant execute on function public.kb_unpublished_articles() to authenticated;

-- mail and the outbox
grant execute on function public.admin_failed_deliveries(integer) to authenticated;
grant execute on function public.admin_email_deliveries(text, timestamptz, text, integer) to authenticated;
grant execute on function public.admin_email_delivery_counts() to authenticated;
grant execute on function public.admin_outbox_send_again(bigint) to authenticated;
grant execute on function public.admin_outbox_give_up(bigint) to authenticated;
grant execute on function public.question_emails(uuid) to authenticated;

-- accounts, profiles and partner forms
grant execute on function public.get_public_corporate_account(text) to anon, authenticated;
grant execute on function public.get_partner_form_account(text) to anon, authenticated;
grant execute on function public.admin_partner_forms() to authenticated;
grant execute on function public.admin_set_partner_form(uuid, jsonb) to authenticated;
grant execute on function public.admin_remove_slug_alias(text) to authenticated;
