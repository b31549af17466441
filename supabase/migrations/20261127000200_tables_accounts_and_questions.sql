-- Tables of accounts, people and questions, in foreign-key order, each with its comments and
-- indexes. Row level security and policies: 20261127000400; privileges: 20261127001300.

-- Corporate (partner) accounts.
create table public.corporate_accounts (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint corporate_accounts_name_length check (char_length(btrim(name)) between 1 and 200),
  slug text not null
    constraint corporate_accounts_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  primary_email text
    constraint corporate_accounts_primary_email_length check (char_length(primary_email) <= 255),
  allowed_email_domains text[] not null default '{}',
  contract_start_date date,
  contract_end_date date,
  is_active boolean not null default true,
  logo_url text
    constraint corporate_accounts_logo_url_length check (char_length(logo_url) <= 2048),
  questions_remaining integer not null default 0
    constraint corporate_accounts_questions_remaining_min check (questions_remaining >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Gated partners -------------------------------------------------------------------------------
  demo_gated boolean not null default false,
  kb_public_suggestions boolean not null default false,
  -- Whether a submission adds a Smartsheet row is the server's decision, per partner account
  -- (docs/decisions.md, "Smartsheet rows by account"): the specification syncs the device-company and
  -- hospital-system forms, so the flag is on for those two partners and off for every other account
  -- (the demo-gated partners, the generic in-app form without an account, partners added later until
  -- an admin turns it on in the account dialog). submit_question ignores a `smartsheet` field in the
  -- payload.
  smartsheet_sync boolean not null default false,
  -- Every partner form is data (docs/spec-notes.md, "Partner forms"): a corporate account carries the
  -- settings of its forms, so a partner added in the admin console works like the four the product
  -- was specified with, and adding one never needs a deploy.
  --
  --   form_variants   the forms it offers: standalone (also at the bare /questions/corporate/<slug>),
  --                   embed, in_app (for its own signed-in users), visual_test
  --   form_style      date    three sections, date of service as a date
  --                   year    three sections, year of service (the device-company layout)
  --                   counter one card with the questions-remaining counter (the gated layout)
  --   form_test_data  its standalone form offers "Fill Test Data"
  --   display_name, accent_color, intro_text: its branding (logo_url already exists)
  --   site_url        where Cancel and "back" take an anonymous visitor
  -- Whether its public forms are behind the demo gate is demo_gated.
  --
  -- A renamed slug leaves an alias behind, so every link a partner published keeps working and
  -- forwards to the new address.
  display_name text
    constraint corporate_accounts_display_name_length
      check (char_length(btrim(display_name)) between 1 and 200),
  form_variants text[] not null default '{standalone}'
    constraint corporate_accounts_form_variants_valid
      check (form_variants <@ array['standalone', 'embed', 'in_app', 'visual_test']::text[]),
  form_style text not null default 'date'
    constraint corporate_accounts_form_style_valid check (form_style in ('date', 'year', 'counter')),
  form_test_data boolean not null default false,
  accent_color text
    constraint corporate_accounts_accent_color_format check (accent_color ~ '^#[0-9a-f]{6}$'),
  intro_text text
    constraint corporate_accounts_intro_text_length check (char_length(intro_text) <= 1000),
  site_url text
    constraint corporate_accounts_site_url_format
      check (char_length(site_url) <= 2048 and site_url ~ '^https?://[^[:space:]/]+[^[:space:]]*$'),
  constraint corporate_accounts_name_key unique (name),
  constraint corporate_accounts_slug_key unique (slug),
  constraint corporate_accounts_contract_dates check (
    contract_end_date is null or contract_start_date is null or contract_end_date >= contract_start_date
  )
);
comment on table public.corporate_accounts is 'Partner organisations. Anonymous visitors read only get_public_corporate_account().';
comment on column public.corporate_accounts.demo_gated is
  'Public submissions to this account need a demo-access token from verify_demo_access (its members and staff do not).';
comment on column public.corporate_accounts.kb_public_suggestions is
  'The partner''s public forms suggest knowledge-base articles while the visitor types.';
comment on column public.corporate_accounts.smartsheet_sync is
  'Each question submitted to this account is added to the Smartsheet sheet (queued in the outbox by submit_question).';
comment on column public.corporate_accounts.form_variants is
  'The partner forms this account offers: standalone, embed, in_app, visual_test.';
comment on column public.corporate_accounts.form_style is
  'Layout of its forms: date or year (three sections), counter (one card with the questions-remaining counter).';
comment on column public.corporate_accounts.site_url is
  'The partner''s own site: where Cancel and "back" take an anonymous visitor of its forms.';
create index corporate_accounts_is_active_idx on public.corporate_accounts (is_active);
-- Names are unique whatever their case (the public forms look accounts up by lower(name)).
create unique index corporate_accounts_name_lower_key on public.corporate_accounts (lower(name));

-- Profiles: one per auth user, the only source of roles and flags.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  name text not null default 'New User'
    constraint profiles_name_length check (char_length(btrim(name)) between 1 and 100),
  email text
    constraint profiles_email_length check (char_length(email) <= 255),
  role public.app_role not null default 'user',
  questions_remaining integer not null default 10
    constraint profiles_questions_remaining_min check (questions_remaining >= -1),
  avatar_url text
    constraint profiles_avatar_url_length check (char_length(avatar_url) <= 2048),
  is_corporate_user boolean not null default false,
  is_approver boolean not null default false,
  corporate_account_id uuid references public.corporate_accounts (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_approver_is_expert check (not is_approver or role = 'expert')
);
comment on table public.profiles is 'One row per auth user. Role, quota and flags change only through admin RPCs.';
comment on column public.profiles.questions_remaining is 'Question quota; -1 means unlimited.';
create index profiles_corporate_account_id_idx on public.profiles (corporate_account_id);
create index profiles_role_idx on public.profiles (role);
create index profiles_created_at_idx on public.profiles (created_at desc);

-- Is this mailbox someone's confirmed address? Asked on every anonymous submission. A profile
-- written by its owner computes the key, so signed-in users may run this pure function.
create index profiles_mailbox_idx on public.profiles (public.normalize_mailbox(email));

-- Which experts serve which corporate accounts.

-- A surrogate primary key, with the pair unique: PostgREST treats a table whose primary key is made
-- of two foreign keys as a many-to-many junction, which would make the spec's
-- `profiles?select=*,corporate_account:corporate_accounts(*)` ambiguous (PGRST201).
create table public.expert_corporate_assignments (
  id uuid primary key default gen_random_uuid(),
  expert_id uuid not null references public.profiles (id) on delete cascade,
  corporate_account_id uuid not null references public.corporate_accounts (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint expert_corporate_assignments_expert_account_key unique (expert_id, corporate_account_id)
);
comment on table public.expert_corporate_assignments is 'Expert-to-corporate-account assignments (spec: expert corporate assignments).';
create index expert_corporate_assignments_corporate_account_id_idx
  on public.expert_corporate_assignments (corporate_account_id);

-- Questions submitted by users, corporate staff and anonymous visitors.
create table public.questions (
  id uuid primary key default gen_random_uuid(),
  title text not null
    constraint questions_title_length check (char_length(btrim(title)) between 1 and 200),
  content text not null
    constraint questions_content_length check (char_length(btrim(content)) between 1 and 20000),
  status public.question_status not null default 'unassigned',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  user_id uuid references public.profiles (id) on delete set null,
  expert_id uuid references public.profiles (id) on delete set null,
  corporate_account_id uuid references public.corporate_accounts (id) on delete set null,
  submitter_name text
    constraint questions_submitter_name_length check (char_length(submitter_name) <= 201),
  submitter_email text
    constraint questions_submitter_email_length check (char_length(submitter_email) <= 255),
  first_name text not null
    constraint questions_first_name_length check (char_length(btrim(first_name)) between 1 and 100),
  last_name text not null
    constraint questions_last_name_length check (char_length(btrim(last_name)) between 1 and 100),
  email text not null
    constraint questions_email_length check (char_length(email) <= 255)
    constraint questions_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone_number text
    constraint questions_phone_number_length check (char_length(phone_number) <= 50),
  user_title text
    constraint questions_user_title_length check (char_length(user_title) <= 200),
  entity_institution text
    constraint questions_entity_institution_length check (char_length(entity_institution) <= 200),
  zip_code text
    constraint questions_zip_code_length check (char_length(zip_code) <= 10),
  location_of_service_name text
    constraint questions_location_of_service_name_length check (char_length(location_of_service_name) <= 200),
  location_of_service_zip text
    constraint questions_location_of_service_zip_length check (char_length(location_of_service_zip) <= 10),
  pos_indicator text
    constraint questions_pos_indicator_valid check (pos_indicator is null or public.is_pos_indicator(pos_indicator)),
  date_of_service date
    constraint questions_date_of_service_range check (date_of_service between date '2000-01-01' and date '2050-12-31'),
  -- The coding lists are checked against their enums (text columns: many RPCs return them as text).
  coding_question_type text not null default 'General Coding Question'
    constraint questions_coding_question_type_valid check (public.is_coding_question_type(coding_question_type)),
  phi_confirmed boolean not null default false,
  search tsvector generated always as (
    to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(content, ''))
  ) stored
);
comment on table public.questions is 'Coding questions. Written only through RPCs (submit_question, assign_expert, add_answer, ...).';
comment on column public.questions.user_id is 'Submitter; null means anonymous (or a deleted user).';
comment on column public.questions.date_of_service is 'Year forms store 1 January of the year (2000..2050); the date-picker form stores the date.';
comment on column public.questions.phi_confirmed is 'The submitter confirmed sending text the PHI screen flagged.';
comment on column public.questions.search is 'Full-text search vector (english) over title and content.';
create index questions_status_idx on public.questions (status);
create index questions_created_at_idx on public.questions (created_at desc);
create index questions_updated_at_idx on public.questions (updated_at desc);
create index questions_expert_id_idx on public.questions (expert_id);
create index questions_corporate_account_id_idx on public.questions (corporate_account_id, created_at desc);
create index questions_user_id_idx on public.questions (user_id);
create index questions_coding_question_type_idx on public.questions (coding_question_type);
create index questions_search_idx on public.questions using gin (search);

-- Lists and search ------------------------------------------------------------------------------
-- Keyset pagination on (created_at desc, id desc): unfiltered and behind each All Questions filter.
create index questions_keyset_idx on public.questions (created_at desc, id desc);
create index questions_status_keyset_idx on public.questions (status, created_at desc, id desc);
create index questions_account_keyset_idx on public.questions (corporate_account_id, created_at desc, id desc);
create index questions_type_keyset_idx on public.questions (coding_question_type, created_at desc, id desc);

-- My Questions and the dashboard queue.
create index questions_expert_status_idx on public.questions (expert_id, status, created_at);

-- Keyset walk behind the expert filter; the dashboard's oldest open questions; the failed mails.
create index questions_expert_keyset_idx on public.questions (expert_id, created_at desc, id desc);
create index questions_open_created_idx on public.questions (created_at, id)
  where status in ('unassigned', 'pending', 'awaiting_approval');
create index questions_similar_title_idx on public.questions
  using gist (title extensions.gist_trgm_ops (siglen = 64))
  where status = 'approved';
create index questions_similar_content_idx on public.questions
  using gist ((left(content, 160)) extensions.gist_trgm_ops (siglen = 128))
  where status = 'approved';

-- Search by the submitter's email (exact, any case) and name (a trigram GIN index on the lowered
-- names answers LIKE '%part%' for 3+ characters); a reference is a range of the primary key.
create index questions_email_lower_idx on public.questions (lower(email));
create index questions_submitter_email_lower_idx on public.questions (lower(submitter_email));
create index questions_submitter_names_trgm_idx on public.questions
  using gin ((lower(first_name || ' ' || last_name || ' ' || coalesce(submitter_name, ''))) extensions.gin_trgm_ops);

-- Answers written by experts, approved or rejected by approvers.
create table public.answers (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.questions (id) on delete cascade,
  expert_id uuid references public.profiles (id) on delete set null,
  content text not null
    constraint answers_content_length check (char_length(btrim(content)) between 1 and 20000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  approved_by uuid references public.profiles (id) on delete set null,
  approved_at timestamptz,
  rejected_by uuid references public.profiles (id) on delete set null,
  rejected_at timestamptz,
  rejection_reason text
    constraint answers_rejection_reason_length check (char_length(rejection_reason) <= 2000),
  constraint answers_single_decision check (approved_at is null or rejected_at is null),
  constraint answers_rejection_has_reason check (
    rejected_at is null or char_length(btrim(coalesce(rejection_reason, ''))) > 0
  )
);
comment on table public.answers is 'Expert answers. Undecided until approved_at or rejected_at is set; written only through RPCs.';
create index answers_question_id_idx on public.answers (question_id, created_at desc);
create index answers_expert_id_idx on public.answers (expert_id);
create index answers_approved_by_idx on public.answers (approved_by);
create index answers_rejected_by_idx on public.answers (rejected_by);
create index answers_created_at_idx on public.answers (created_at desc);

-- At most one undecided answer per question.
create unique index answers_one_undecided_per_question
  on public.answers (question_id) where approved_at is null and rejected_at is null;

-- Append-only history of question transitions and answer decisions.
create table public.question_events (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.questions (id) on delete cascade,
  answer_id uuid references public.answers (id) on delete set null,
  actor_id uuid references public.profiles (id) on delete set null,
  event text not null
    constraint question_events_event_valid check (event in (
      'created', 'assigned', 'answered', 'approved', 'rejected', 'status_changed',
      'info_requested', 'info_reminded', 'info_replied', 'closed_no_reply'
    )),
  from_status public.question_status,
  to_status public.question_status,
  reason text,
  created_at timestamptz not null default clock_timestamp(),
  -- The expert a question had right after each event --------------------------------------------
  -- Every RPC updates the question before it writes the event, so a trigger can copy the question's
  -- expert into the event: the history then shows to whom a question was (re)assigned without each
  -- RPC having to say so.
  expert_id uuid references public.profiles (id) on delete set null,
  -- A question's events in the order they happened. created_at (clock_timestamp()) can tie: two
  -- events of one submission ('created', then 'assigned' by auto-assignment) may get the same
  -- microsecond, and on the local stack's PGlite the clock is coarser still, so a history ordered by
  -- created_at alone could show the assignment before the creation. seq numbers the rows as they are
  -- inserted; readers order by (created_at, seq).
  seq bigint generated always as identity,
  -- The history: who acted and who had the question after each event, by name as it was then
  -- (like admin_events; the embedded profile gives the current name while the person exists).
  actor_name text,
  expert_name text
);
comment on table public.question_events is 'Append-only: who changed a question or decided an answer, when, from, to and why. Written by RPCs only.';
comment on column public.question_events.expert_id is
  'The question''s expert right after this event (filled from questions.expert_id when not given).';
comment on column public.question_events.actor_name is
  'The actor''s name when the event was written; kept when the actor is deleted.';
comment on column public.question_events.expert_name is
  'The name of the question''s expert right after the event, when it was written; kept when they are deleted.';
create index question_events_answer_id_idx on public.question_events (answer_id);
create index question_events_actor_id_idx on public.question_events (actor_id);
create index question_events_created_at_idx on public.question_events (created_at desc);
create index question_events_expert_id_idx on public.question_events (expert_id);
create index question_events_question_id_idx on public.question_events (question_id, created_at, seq);

-- Answer deliveries ------------------------------------------------------------------------
create table public.answer_deliveries (
  answer_id uuid primary key references public.answers (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  recipient text not null
    constraint answer_deliveries_recipient_length check (char_length(recipient) <= 255),
  status text not null default 'sending'
    constraint answer_deliveries_status_valid check (status in ('sending', 'sent', 'failed')),
  attempts integer not null default 1,
  last_error text
    constraint answer_deliveries_last_error_length check (char_length(last_error) <= 500),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  given_up_at timestamptz
);
comment on table public.answer_deliveries is
  'History only: answer emails before they went through the outbox (copied there as answer_email rows). Nothing writes it.';
comment on column public.answer_deliveries.given_up_at is
  'When an admin gave the failed answer email up: it leaves the lists of failures to act on.';
create index answer_deliveries_question_id_idx on public.answer_deliveries (question_id);
create index answer_deliveries_problem_idx on public.answer_deliveries (updated_at desc)
  where status in ('failed', 'sending');
create index answer_deliveries_open_problem_idx on public.answer_deliveries (created_at desc, answer_id desc)
  where given_up_at is null and status in ('failed', 'sending');

-- Who asked for a deletion: read by the profiles delete trigger when GoTrue deletes the user.
create table public.user_deletion_requests (
  user_id uuid primary key,
  actor_id uuid,
  requested_at timestamptz not null default now()
);
comment on table public.user_deletion_requests is
  'Internal: the admin who asked delete-user to delete a user, until the deletion happens (no client access).';

-- Submission internals (supabase/README.md, "Submission path, limits and the outbox"): the columns
-- submitters must not read move to a table of their own, limits live as app_settings rows, a
-- rate_limits table counts hits atomically, server_secrets holds the demo-token key, and a durable
-- outbox carries every follow-up of a submission. Nothing here is readable or writable by
-- anon/authenticated except where a policy says so.

-- question_internal ---------------------------------------------------------------------------
-- Bookkeeping of one question that its submitter must not see: was it counted against the corporate
-- counter, and its Smartsheet row (id, last attempt, last error, the claim that makes the sync
-- exactly-once under parallel triggers).
create table public.question_internal (
  question_id uuid primary key references public.questions (id) on delete cascade,
  corporate_counted boolean not null default false,
  smartsheet_row_id text,
  smartsheet_synced_at timestamptz,
  smartsheet_error text
    constraint question_internal_smartsheet_error_length check (char_length(smartsheet_error) <= 1000),
  smartsheet_claimed_at timestamptz
);
comment on table public.question_internal is
  'Internal per-question bookkeeping (corporate counter, Smartsheet sync). Staff read it; nobody else does; written by SECURITY DEFINER functions only.';
comment on column public.question_internal.smartsheet_claimed_at is
  'Set while one worker adds the sheet row; a claim older than 5 minutes is considered abandoned.';

-- info_requests: what was asked -------------------------------------------------------------------
create table public.info_requests (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.questions (id) on delete cascade,
  asked_by uuid references public.profiles (id) on delete set null,
  asked_by_name text not null
    constraint info_requests_asked_by_name_length check (char_length(asked_by_name) <= 200),
  message text not null
    constraint info_requests_message_length check (char_length(btrim(message)) between 1 and 5000),
  status text not null default 'open'
    constraint info_requests_status_valid check (status in ('open', 'replied', 'closed')),
  created_at timestamptz not null default clock_timestamp(),
  reminded_at timestamptz,
  closed_at timestamptz,
  resumed_at timestamptz
);
comment on table public.info_requests is
  'Ask-back requests: the question staff asked a submitter. open -> replied, or open -> closed (no reply) -> replied within the reopen window. Written by RPCs only.';
comment on column public.info_requests.resumed_at is
  'When the answer-time clock restarted (the reply); created_at .. resumed_at (or now) is paused time.';
create index info_requests_question_idx on public.info_requests (question_id, created_at);
create index info_requests_asked_by_idx on public.info_requests (asked_by);
create unique index info_requests_one_open_idx on public.info_requests (question_id) where status = 'open';

-- info_replies: what the submitter answered --------------------------------------------------------
create table public.info_replies (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.questions (id) on delete cascade,
  request_id uuid not null references public.info_requests (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null,
  author_name text not null
    constraint info_replies_author_name_length check (char_length(author_name) <= 201),
  body text not null
    constraint info_replies_body_length check (char_length(btrim(body)) between 1 and 20000),
  via text not null
    constraint info_replies_via_valid check (via in ('link', 'account')),
  phi_confirmed boolean not null default false,
  created_at timestamptz not null default clock_timestamp()
);
comment on table public.info_replies is
  'Ask-back replies: the submitter''s answer to one request, from the emailed link or Claim Review. Written by RPCs only.';
create index info_replies_question_idx on public.info_replies (question_id, created_at);
create index info_replies_request_idx on public.info_replies (request_id);
create index info_replies_author_idx on public.info_replies (author_id);

-- info_request_tokens: the emailed links (hashes only) ---------------------------------------------
create table public.info_request_tokens (
  token_hash bytea primary key,
  request_id uuid not null references public.info_requests (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
comment on table public.info_request_tokens is
  'sha256 of each reply-link token; one token opens one request only, until expires_at or the reply (used_at). No client access.';
create index info_request_tokens_request_idx on public.info_request_tokens (request_id);

-- Old slugs ------------------------------------------------------------------------------------
create table public.corporate_account_slug_aliases (
  slug text primary key
    constraint corporate_account_slug_aliases_slug_format
      check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  corporate_account_id uuid not null references public.corporate_accounts (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.corporate_account_slug_aliases is
  'A slug an account had before: its form links forward to the account''s current slug. Read through get_partner_form_account and the admin RPCs.';
create index corporate_account_slug_aliases_account_idx
  on public.corporate_account_slug_aliases (corporate_account_id);

-- Records that outlive people -------------------------------------------------------------------
-- Per answer, who wrote, approved and rejected it, by id and name. No foreign keys to profiles, so
-- a row keeps a deleted person; staff read it (submitters never see staff names).
create table public.answer_attribution (
  answer_id uuid primary key references public.answers (id) on delete cascade,
  expert_id uuid,
  expert_name text,
  approved_by uuid,
  approved_by_name text,
  rejected_by uuid,
  rejected_by_name text
);
comment on table public.answer_attribution is
  'Who wrote, approved and rejected each answer (ids and names), kept when those people are deleted; names follow renames. Kept by triggers; staff read it.';
create index answer_attribution_expert_id_idx on public.answer_attribution (expert_id);
create index answer_attribution_approved_by_idx on public.answer_attribution (approved_by);
create index answer_attribution_rejected_by_idx on public.answer_attribution (rejected_by);

-- Held submissions and per-address limits ---------------------------------------------------------
create table public.held_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  reason text not null
    constraint held_submissions_reason_valid check (reason in ('too_fast', 'no_fill_time')),
  form_elapsed_ms numeric,
  corporate_account_id uuid references public.corporate_accounts (id) on delete cascade,
  submitted_by uuid references public.profiles (id) on delete cascade,
  client_address text
    constraint held_submissions_client_address_length check (char_length(client_address) <= 100),
  submission jsonb not null
);
comment on table public.held_submissions is
  'Submissions under the minimum fill time, kept for an admin to release or discard; nothing is sent for them. No client access (admin RPCs).';
comment on column public.held_submissions.submission is 'The parsed submission (public.question_submission as jsonb).';
comment on column public.held_submissions.submitted_by is 'The signed-in submitter (null: anonymous); a release stores the question as them.';
create index held_submissions_created_idx on public.held_submissions (created_at desc, id desc);
create index held_submissions_account_idx on public.held_submissions (corporate_account_id);
create index held_submissions_submitted_by_idx on public.held_submissions (submitted_by);

create table public.submission_drop_counts (
  day date not null,
  reason text not null
    constraint submission_drop_counts_reason_valid check (reason in ('honeypot', 'held_limit')),
  hits integer not null default 0,
  primary key (day, reason)
);
comment on table public.submission_drop_counts is
  'Submissions dropped silently, per day and reason (honeypot; held over limit.held_per_address). No client access.';

create table public.account_submission_limits (
  corporate_account_id uuid primary key references public.corporate_accounts (id) on delete cascade,
  per_address integer not null
    constraint account_submission_limits_per_address_range check (per_address between 1 and 1000),
  updated_at timestamptz not null default now()
);
comment on table public.account_submission_limits is
  'An account''s own anonymous submissions per client address and window (instead of limit.submissions_per_address). No client access.';
