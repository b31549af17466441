-- Tables of settings, the admin audit, reports, limits, secrets, the outbox and the knowledge base,
-- each with its comments and indexes. Row level security and policies: 20261127000400.

-- Application settings (server-side only) and the demo access gate.
create table public.app_settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.profiles (id) on delete set null
);
comment on table public.app_settings is 'Server-side settings, e.g. demo_access_code_hash. No client access; use the RPCs.';
create index app_settings_updated_by_idx on public.app_settings (updated_by);

-- The admin console's audit trail (docs/spec-notes.md, "Admin console") and the expert each
-- question event left the question with.
--
-- admin_events is append-only for every role, the service role and the table owner included:
-- no client grant beyond an admin's select, and triggers refuse update, delete and truncate. It has
-- no foreign keys on purpose: a row names its actor and target by id and by a copy of their name
-- taken when it was written, so it outlives the users and accounts it is about.
create table public.admin_events (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default clock_timestamp(),
  actor_id uuid,
  actor_name text,
  actor_email text,
  action text not null
    constraint admin_events_action_valid check (action in (
      'account.create', 'account.update', 'account.activate', 'account.deactivate',
      'account.quota_top_up', 'account.quota_set',
      'expert.assign_account', 'expert.unassign_account',
      'user.create_staff', 'user.delete', 'user.rename', 'user.role_change', 'user.approver_change',
      'user.quota_change', 'user.corporate_account_change',
      'question.reassign', 'question.status_change', 'question.delete',
      'question.release_held', 'question.discard_held',
      'setting.demo_access_code', 'setting.answer_time_target', 'setting.ask_back',
      'setting.turnstile_required',
      'email.send_again', 'email.give_up',
      'article.unpublish', 'article.republish'
    )),
  target_type text not null
    constraint admin_events_target_type_valid check (target_type in (
      'corporate_account', 'user', 'question', 'setting', 'kb_article'
    )),
  target_id text,
  target_label text,
  old_values jsonb,
  new_values jsonb,
  reason text
    constraint admin_events_reason_length check (char_length(reason) <= 2000)
);
comment on table public.admin_events is
  'Append-only audit of admin actions: who (id, name and email when it happened), what, target, old/new values, when. Admins read it; nobody changes it.';
comment on column public.admin_events.actor_id is 'The admin (null: the service or a change made outside ClaimDesk). No foreign key: the row outlives the user.';
comment on column public.admin_events.target_id is 'uuid of the account, user or question, the setting key, or null for a bulk action (ids in new_values).';
create index admin_events_action_idx on public.admin_events (action, id desc);
create index admin_events_actor_idx on public.admin_events (actor_id, id desc);
create index admin_events_target_idx on public.admin_events (target_type, target_id, id desc);
create index admin_events_created_at_idx on public.admin_events (created_at desc);

-- Reports, settings and the audit list of the admin console (docs/spec-notes.md, "Admin console").
-- Every figure is aggregated here; the browser only draws and exports what these return.

-- report_facts ----------------------------------------------------------------------------------
-- One row per thing a report counts that happens to an answer: a question's first answer, an
-- approval, a rejection, an answer email (its current state). Triggers on answers and
-- answer_deliveries keep it, whatever writes them (RPCs, functions, seed), so a report reads one
-- narrow index over its date range instead of joining answers to questions and searching each
-- question's earlier answers (at 100,000 questions that was ~300 ms; see npm run bench:lists).
-- The question's account and type, and the answer's author, are copied when it happens.
create table public.report_facts (
  id bigint generated always as identity primary key,
  kind text not null
    constraint report_facts_kind_valid check (kind in ('first_answer', 'approval', 'rejection', 'delivery')),
  at timestamptz not null,
  question_id uuid not null references public.questions (id) on delete cascade,
  answer_id uuid not null references public.answers (id) on delete cascade,
  corporate_account_id uuid references public.corporate_accounts (id) on delete set null,
  coding_question_type text not null,
  -- The author: their id is kept when they are deleted (no foreign key), with their name.
  expert_id uuid,
  hours double precision,
  delivery_status text,
  delivery_updated_at timestamptz,
  expert_name text,
  constraint report_facts_answer_kind_key unique (answer_id, kind)
);
comment on table public.report_facts is
  'Internal, kept by triggers: first answers (hours since submission), approvals (hours since submission), rejections and answer emails, for admin_report. No client access.';
comment on column public.report_facts.expert_id is
  'The answer''s author (no foreign key: kept when they are deleted).';
comment on column public.report_facts.expert_name is
  'The author''s name; follows renames, kept when they are deleted.';
create index report_facts_at_idx on public.report_facts (at)
  include (kind, hours, delivery_status, delivery_updated_at, corporate_account_id, coding_question_type, expert_id);
create index report_facts_question_id_idx on public.report_facts (question_id);
create index report_facts_corporate_account_id_idx on public.report_facts (corporate_account_id);
create index report_facts_expert_id_idx on public.report_facts (expert_id);

-- rate_limits ---------------------------------------------------------------------------------
create table public.rate_limits (
  bucket text not null,
  subject text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  -- A window's end, so the prune knows when it has closed (rate_limit_take knows the window's length;
  -- the table did not). Rows from before this column: a day after their start.
  expires_at timestamptz,
  primary key (bucket, subject, window_start)
);
comment on table public.rate_limits is 'Fixed-window hit counters of the abuse limits (rate_limit_take). No client access.';
comment on column public.rate_limits.expires_at is 'The end of the window (window_start + the window''s length).';
create index rate_limits_expires_idx on public.rate_limits (expires_at);

-- server_secrets ------------------------------------------------------------------------------
create table public.server_secrets (
  name text primary key,
  value bytea not null,
  created_at timestamptz not null default now()
);
comment on table public.server_secrets is 'Keys the database signs with (demo-access tokens). Never readable by any client role.';

-- outbox --------------------------------------------------------------------------------------
-- Follow-ups of a submission (and, later, other mail), stored in the submitting transaction and
-- delivered by the process-outbox function: retries with exponential backoff, each row once.
create table public.outbox (
  id bigint generated always as identity primary key,
  kind text not null
    constraint outbox_kind_format check (kind ~ '^[a-z][a-z0-9_]{0,62}$'),
  dedupe_key text not null
    constraint outbox_dedupe_key_unique unique,
  question_id uuid references public.questions (id) on delete cascade,
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'pending'
    constraint outbox_status_valid check (status in ('pending', 'delivered', 'skipped', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 8,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text
    constraint outbox_last_error_length check (char_length(last_error) <= 1000),
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  -- Email delivery you can see and act on (docs/decisions.md, "Email delivery"). Every follow-up of a
  -- question goes through public.outbox and every approved answer through answer_deliveries; staff
  -- read both here, so a confirmation or ask-back mail that never went out does not go unnoticed.
  --
  --   admin_email_deliveries        admins: every outbox row that failed or is retrying and every
  --                                 answer email that failed or is stuck, newest first, keyset pages
  --   admin_email_delivery_counts   admins: how many failed and how many are retrying (dashboard)
  --   admin_outbox_send_again       admins: a failed, retrying or given-up row is queued again, due
  --                                 now, with a fresh round of attempts (audited email.send_again)
  --   admin_outbox_give_up          admins: no more tries (audited email.give_up)
  --   admin_answer_email_give_up    admins: the same for a failed or stuck answer email; sending it
  --                                 again stays send-approved-answer, audited by claim_answer_delivery
  --   question_emails               staff: every email of one question and its state
  --
  -- "Given up" is a failed row with given_up_at set (both tables), so everything that counts failures
  -- (maintenance_prune keeps failed rows; the reports count failed answer emails) keeps counting it.
  last_attempt_at timestamptz,
  given_up_at timestamptz
);
comment on table public.outbox is
  'Durable queue of follow-ups (confirmation_email, partner_notification, partner_digest, smartsheet_row). dedupe_key makes each exactly once. Service role only.';
comment on column public.outbox.last_attempt_at is 'When a worker last claimed the row to deliver it.';
comment on column public.outbox.given_up_at is
  'When an admin gave the row up: it is failed and never tried again (until someone sends it again).';
create index outbox_due_idx on public.outbox (next_attempt_at) where status = 'pending';
create index outbox_question_id_idx on public.outbox (question_id);

-- The lists to act on, newest first (created_at, then the id), and the digests naming a question.
create index outbox_problem_idx on public.outbox (created_at desc, id desc)
  where given_up_at is null and (status = 'failed' or (status = 'pending' and last_error is not null));
create index outbox_digest_questions_idx on public.outbox using gin ((payload -> 'questionIds'))
  where kind = 'partner_digest';
create index if not exists outbox_due_kind_idx on public.outbox (kind, next_attempt_at) where status = 'pending';

create table public.kb_articles (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.questions (id) on delete cascade
    constraint kb_articles_question_key unique,
  answer_id uuid not null references public.answers (id) on delete cascade,
  title text not null
    constraint kb_articles_title_length check (char_length(btrim(title)) between 1 and 200),
  question text not null
    constraint kb_articles_question_length check (char_length(btrim(question)) between 1 and 20000),
  answer text not null
    constraint kb_articles_answer_length check (char_length(btrim(answer)) between 1 and 20000),
  coding_question_type text not null,
  -- null: every signed-in user; else only that partner account's users (and staff)
  corporate_account_id uuid references public.corporate_accounts (id) on delete cascade,
  published boolean not null default true,
  published_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(question, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(answer, '')), 'C')
  ) stored
);
comment on table public.kb_articles is
  'Knowledge-base articles: de-identified question and approved answer. Written only through kb_publish_article / kb_unpublish_article.';
comment on column public.kb_articles.corporate_account_id is
  'Null: visible to every signed-in user; else only to that partner account''s users and to staff.';
create index kb_articles_search_idx on public.kb_articles using gin (search);
create index kb_articles_published_idx on public.kb_articles (published_at desc) where published;
create index kb_articles_account_idx on public.kb_articles (corporate_account_id);
create index kb_articles_answer_idx on public.kb_articles (answer_id);

-- Every change, append-only.
create table public.kb_article_events (
  id uuid primary key default gen_random_uuid(),
  article_id uuid not null references public.kb_articles (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  event text not null
    constraint kb_article_events_event_valid check (event in ('published', 'updated', 'unpublished', 'republished')),
  title text,
  visibility text,
  created_at timestamptz not null default clock_timestamp(),
  -- A managed knowledge base (docs/decisions.md, "Who reads the knowledge base and who manages it"):
  -- it stays for signed-in staff and partners only (kb_can_read is unchanged), and approvers and
  -- admins take an article off it and put it back, with a reason if they give one:
  --
  --   kb_unpublish_article(p_article_id, p_reason)  approvers and admins (was approvers only); the
  --                                                  argument list grows, so it is dropped and created
  --   kb_republish_article(p_article_id, p_reason)  approvers and admins: the unpublished article comes
  --                                                  back as it was, after the same checks as publishing
  --                                                  (the submitter's details, dates, PHI) and only while
  --                                                  its answer is still the question's approved answer
  --   kb_unpublished_articles()                      staff: the unpublished articles, newest first, with
  --                                                  who took each off, when and why
  --
  -- Both actions are recorded in kb_article_events (new event 'republished', new column reason), so
  -- the article's history keeps them; an admin's action is also in the admin audit
  -- (article.unpublish, article.republish on target type kb_article). kb_publish_article now takes
  -- its refusal from kb_article_refusal, which republishing shares; its behaviour is unchanged.
  reason text
    constraint kb_article_events_reason_length check (char_length(reason) <= 500)
);
comment on table public.kb_article_events is
  'Append-only history of knowledge-base articles: who published, edited, unpublished or republished, when and why.';
comment on column public.kb_article_events.reason is
  'Why the article was unpublished or republished, when the approver or admin said (at most 500 characters).';
create index kb_article_events_article_idx on public.kb_article_events (article_id, created_at);
create index kb_article_events_created_idx on public.kb_article_events (created_at desc);
create index kb_article_events_actor_idx on public.kb_article_events (actor_id);

-- Article views, and drafts that showed a suggestion (deflection).
create table public.kb_article_views (
  id bigint generated always as identity primary key,
  article_id uuid not null references public.kb_articles (id) on delete cascade,
  viewer_id uuid references public.profiles (id) on delete set null,
  -- the form session that suggested the article (null: opened from /knowledge)
  draft_id uuid,
  created_at timestamptz not null default now()
);
comment on table public.kb_article_views is 'One row per article opened; draft_id when opened from a form''s suggestions.';
create index kb_article_views_created_idx on public.kb_article_views (created_at);
create index kb_article_views_article_idx on public.kb_article_views (article_id);
create index kb_article_views_viewer_idx on public.kb_article_views (viewer_id);
create index kb_article_views_draft_idx on public.kb_article_views (draft_id) where draft_id is not null;

create table public.kb_sent_drafts (
  draft_id uuid primary key,
  sent_at timestamptz not null default now()
);
comment on table public.kb_sent_drafts is 'Form sessions that were submitted: a suggested-article view whose draft is not here is a deflection.';

-- Used human tokens (their nonces) until they expire: each token admits one submission.
create table public.human_tokens_used (
  nonce text primary key,
  expires_at timestamptz not null
);
comment on table public.human_tokens_used is
  'Nonces of human tokens already used by submit_question, kept until the token expires. No client access.';
create index human_tokens_used_expires_idx on public.human_tokens_used (expires_at);

create table public.kb_form_sessions (
  id uuid primary key default gen_random_uuid(),
  -- the partner of a public form's session (null: an in-app form)
  corporate_account_id uuid references public.corporate_accounts (id) on delete cascade,
  -- the signed-in user the session was issued to (null: an anonymous visitor)
  owner_id uuid references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.kb_form_sessions is
  'Form sessions the server issued (kb_open_form_session): the only ids a suggested-article view, and so a deflection, is counted under.';
create index kb_form_sessions_account_idx on public.kb_form_sessions (corporate_account_id);
create index kb_form_sessions_owner_idx on public.kb_form_sessions (owner_id);
create index kb_form_sessions_created_idx on public.kb_form_sessions (created_at);
