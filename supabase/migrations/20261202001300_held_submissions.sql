-- Held submissions and per-address limits (docs/decisions.md, "Held submissions", "Per-address
-- limits").
--
--   * A submission under the minimum fill time is no longer dropped: it is kept in
--     held_submissions, a table of its own (so no queue, count, quota, report, auto-assignment or
--     search that reads questions can see it), with no follow-up of any kind. Admins list, release
--     (the submission then goes through submission_store and submission_queue_followups exactly as
--     an accepted one, as its submitter) or discard it, one or many at a time, audited
--     (question.release_held, question.discard_held). maintenance_prune discards the ones older
--     than retention.held_days (14).
--   * Honeypot hits stay dropped and are counted per day (submission_drop_counts), as are held
--     submissions dropped over limit.held_per_address.
--   * The per-address limit keys an IPv6 client on its /64 (IPv4, and IPv4-mapped IPv6, on the
--     address); an admin may raise it per account (account_submission_limits); over it, a
--     verified human check (Turnstile's human token) lets a submission through up to
--     limit.submissions_per_address_ceiling; without one the refusal carries the hint
--     `human_check`, on which a form with Turnstile asks for the check.

insert into public.app_settings (key, value) values
  ('retention.held_days', '14'),
  ('limit.held_per_address', '5'),
  ('limit.submissions_per_address_ceiling', '50')
on conflict (key) do nothing;

-- The audit knows the two new actions (every earlier name kept).
alter table public.admin_events drop constraint admin_events_action_valid;
alter table public.admin_events add constraint admin_events_action_valid check (action in (
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
));

-- Tables ------------------------------------------------------------------------------------------
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
alter table public.held_submissions enable row level security;
revoke all on table public.held_submissions from anon, authenticated;

create table public.submission_drop_counts (
  day date not null,
  reason text not null
    constraint submission_drop_counts_reason_valid check (reason in ('honeypot', 'held_limit')),
  hits integer not null default 0,
  primary key (day, reason)
);
comment on table public.submission_drop_counts is
  'Submissions dropped silently, per day and reason (honeypot; held over limit.held_per_address). No client access.';
alter table public.submission_drop_counts enable row level security;
revoke all on table public.submission_drop_counts from anon, authenticated;

create table public.account_submission_limits (
  corporate_account_id uuid primary key references public.corporate_accounts (id) on delete cascade,
  per_address integer not null
    constraint account_submission_limits_per_address_range check (per_address between 1 and 1000),
  updated_at timestamptz not null default now()
);
comment on table public.account_submission_limits is
  'An account''s own anonymous submissions per client address and window (instead of limit.submissions_per_address). No client access.';
alter table public.account_submission_limits enable row level security;
revoke all on table public.account_submission_limits from anon, authenticated;

-- Internal helpers --------------------------------------------------------------------------------
-- The subject of the per-address limits: IPv4 (and IPv4-mapped IPv6) the address, other IPv6 its
-- /64 (one customer's network, in which a client can pick any address), anything else as given.
create or replace function public.client_address_key(p_address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v inet;
  v_host text;
begin
  if nullif(btrim(p_address), '') is null then
    return 'unknown';
  end if;
  begin
    v := btrim(p_address)::inet;
  exception when others then
    return left(coalesce(nullif(btrim(p_address), ''), 'unknown'), 100);
  end;
  if family(v) = 4 then
    return host(v);
  end if;
  v_host := host(v);
  if v_host ~* '^::ffff:[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$' then
    return substr(v_host, 8);
  end if;
  return host(network(set_masklen(v, 64))) || '/64';
end;
$$;
comment on function public.client_address_key(text) is
  'Internal: the per-address limits'' subject: IPv4 and IPv4-mapped IPv6 the address, IPv6 its /64.';
revoke all on function public.client_address_key(text) from public, anon, authenticated;

-- Counts one hit in the current fixed window (as rate_limit_take) and answers the window's hits.
create or replace function public.rate_limit_count(p_bucket text, p_subject text, p_window_seconds integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_window integer := greatest(coalesce(p_window_seconds, 60), 1);
  v_start timestamptz := to_timestamp(floor(extract(epoch from clock_timestamp()) / v_window) * v_window);
  v_hits integer;
begin
  insert into public.rate_limits as r (bucket, subject, window_start, hits, expires_at)
  values (p_bucket, coalesce(p_subject, 'unknown'), v_start, 1, v_start + make_interval(secs => v_window))
  on conflict (bucket, subject, window_start) do update set hits = r.hits + 1
  returning r.hits into v_hits;
  return v_hits;
end;
$$;
comment on function public.rate_limit_count(text, text, integer) is
  'Internal: counts one hit in the current fixed window and answers the hits so far.';
revoke all on function public.rate_limit_count(text, text, integer) from public, anon, authenticated;

create or replace function public.submission_count_drop(p_reason text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.submission_drop_counts as d (day, reason, hits)
  values (current_date, p_reason, 1)
  on conflict (day, reason) do update set hits = d.hits + 1
$$;
comment on function public.submission_count_drop(text) is 'Internal: counts one silently dropped submission.';
revoke all on function public.submission_count_drop(text) from public, anon, authenticated;

-- 2. Admission, now with three answers: 'accept', 'hold' (under the minimum fill time) or 'drop'
-- (honeypot, or held over limit.held_per_address). Raises for a refusal the caller should read.
drop function public.submission_admit(uuid, jsonb);
create function public.submission_admit(p_account uuid, payload jsonb)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_acc record;
  v_member boolean := false;
  v_min_ms numeric := greatest(public.setting_int('limit.min_fill_seconds', 3), 0) * 1000;
  v_elapsed numeric;
  v_human boolean := false;
  v_key text;
  v_window integer := public.setting_int('limit.submissions_window_seconds', 600);
  v_limit integer;
  v_hits integer;
begin
  if p_account is not null then
    select c.id, c.name, c.is_active, c.demo_gated into v_acc
    from public.corporate_accounts c where c.id = p_account;
    if not found then
      raise exception 'Corporate account not found' using errcode = 'PT404';
    end if;
    if not v_acc.is_active then
      raise exception 'This form is not accepting questions.' using errcode = 'PT409';
    end if;
    if v_uid is not null then
      v_member := public.is_staff() or exists (
        select 1 from public.profiles p where p.id = v_uid and p.corporate_account_id = p_account
      );
      if not v_member then
        raise exception 'Only % users can submit questions on this form.', v_acc.name using errcode = '42501';
      end if;
    end if;
    if v_acc.demo_gated and not v_member and not public.demo_token_valid(payload ->> 'demoToken', p_account) then
      raise exception 'Demo access has expired. Please enter the access code again.' using errcode = 'PT403';
    end if;
  end if;

  -- Honeypot: dropped silently and counted; the caller sees the usual success shape.
  if nullif(btrim(coalesce(payload ->> 'website', '')), '') is not null then
    perform public.submission_count_drop('honeypot');
    return 'drop';
  end if;

  -- Turnstile while the deployer requires it (single use; a failed submission rolls the use back).
  if v_uid is null and public.turnstile_required() then
    if not public.human_token_take(payload ->> 'humanToken') then
      raise exception 'Please complete the human check and submit again.' using errcode = 'PT403';
    end if;
    v_human := true;
  end if;

  v_key := public.client_address_key(public.request_client_address());

  -- Minimum fill time, as the browser measured it: too fast (or, anonymous, not measured) is held
  -- for an admin, never dropped; at most limit.held_per_address per window per address (or user).
  if v_min_ms > 0 then
    v_elapsed := case when jsonb_typeof(payload -> 'formElapsedMs') = 'number'
      then (payload ->> 'formElapsedMs')::numeric end;
    if (v_uid is null and (v_elapsed is null or v_elapsed < v_min_ms))
       or (v_uid is not null and v_elapsed is not null and v_elapsed < v_min_ms) then
      if public.rate_limit_take('held_submission', coalesce(v_uid::text, v_key),
          public.setting_int('limit.held_per_address', 5), v_window) then
        return 'hold';
      end if;
      perform public.submission_count_drop('held_limit');
      return 'drop';
    end if;
  end if;

  -- Anonymous submissions per client address (IPv6: per /64), the account's own limit if an admin
  -- set one; over it only with a verified human check, and never over the ceiling.
  if v_uid is null then
    v_limit := coalesce(
      (select l.per_address from public.account_submission_limits l where l.corporate_account_id = p_account),
      public.setting_int('limit.submissions_per_address', 5));
    v_hits := public.rate_limit_count('submission', v_key, v_window);
    if v_hits > v_limit then
      if v_hits > greatest(public.setting_int('limit.submissions_per_address_ceiling', 50), v_limit) then
        raise exception 'Too many questions have been submitted from your network. Please try again later.'
          using errcode = 'PT429';
      end if;
      if not v_human and not public.human_token_take(payload ->> 'humanToken') then
        raise exception 'Too many questions have been submitted from your network. Please try again later.'
          using errcode = 'PT429', hint = 'human_check';
      end if;
    end if;
  end if;

  if v_uid is not null and not public.is_staff() and not public.rate_limit_take('user_submission', v_uid::text,
      public.setting_int('limit.submissions_per_user', 20),
      public.setting_int('limit.submissions_per_user_window_seconds', 600)) then
    raise exception 'You have submitted too many questions in a short time. Please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
  return 'accept';
end;
$$;
comment on function public.submission_admit(uuid, jsonb) is
  'Internal (submit_question): account rules, demo gate, honeypot (drop, counted), Turnstile, fill time (hold), per-address limits (IPv6 /64, account override, human check up to the ceiling) and per-user limits.';
revoke all on function public.submission_admit(uuid, jsonb) from public, anon, authenticated;

-- submit_question: a held submission gets the usual answer (its held id) and nothing else ----------
create or replace function public.submit_question(payload jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.question_submission := public.submission_parse(payload);
  v_verdict text := public.submission_admit(v.corporate_account_id, payload);
  v_id uuid;
begin
  if v_verdict = 'drop' then
    return gen_random_uuid();
  elsif v_verdict = 'hold' then
    insert into public.held_submissions (reason, form_elapsed_ms, corporate_account_id, submitted_by,
      client_address, submission)
    values (
      case when jsonb_typeof(payload -> 'formElapsedMs') = 'number' then 'too_fast' else 'no_fill_time' end,
      case when jsonb_typeof(payload -> 'formElapsedMs') = 'number' then (payload ->> 'formElapsedMs')::numeric end,
      v.corporate_account_id, auth.uid(),
      public.client_address_key(public.request_client_address()), to_jsonb(v))
    returning id into v_id;
    return v_id;
  end if;
  v_id := public.submission_store(v);
  perform public.submission_queue_followups(v_id, v);
  return v_id;
end;
$$;
comment on function public.submit_question(jsonb) is
  'The one submission path: validates (submission_parse), admits (submission_admit: accept, hold or drop), stores, assigns and counts (submission_store) and queues the follow-ups (submission_queue_followups) in one transaction; a held submission is only kept (held_submissions). Returns the id.';
revoke all on function public.submit_question(jsonb) from public, anon, authenticated;
grant execute on function public.submit_question(jsonb) to anon, authenticated, service_role;

-- Admin: the held submissions ---------------------------------------------------------------------
create or replace function public.admin_held_submissions(
  p_before timestamptz default null,
  p_before_id uuid default null,
  p_limit integer default 50
)
returns table (
  id uuid,
  created_at timestamptz,
  reason text,
  form_elapsed_ms numeric,
  corporate_account_id uuid,
  account_name text,
  submitter_name text,
  email text,
  signed_in boolean,
  client_address text,
  title text,
  content text,
  coding_question_type text,
  discard_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 200);
  v_days integer := greatest(public.setting_int('retention.held_days', 14), 1);
begin
  perform public.require_admin('Only admins can manage held submissions');
  return query
  select h.id, h.created_at, h.reason, h.form_elapsed_ms, h.corporate_account_id, c.name,
    coalesce(h.submission ->> 'submitter_name',
      concat_ws(' ', h.submission ->> 'first_name', h.submission ->> 'last_name')),
    h.submission ->> 'email', h.submitted_by is not null, h.client_address,
    h.submission ->> 'title', h.submission ->> 'content', h.submission ->> 'coding_question_type',
    h.created_at + make_interval(days => v_days)
  from public.held_submissions h
  left join public.corporate_accounts c on c.id = h.corporate_account_id
  where p_before is null or (h.created_at, h.id) < (p_before, coalesce(p_before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid))
  order by h.created_at desc, h.id desc
  limit v_limit;
end;
$$;
comment on function public.admin_held_submissions(timestamptz, uuid, integer) is
  'Admin: held submissions, newest first (keyset on created_at, id; up to 200 a page): who, what, when, why and when it is discarded.';

create or replace function public.admin_held_counts()
returns table (held bigint, honeypot_30d bigint, held_dropped_30d bigint, retention_days integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can manage held submissions');
  return query select
    (select count(*) from public.held_submissions),
    (select coalesce(sum(d.hits), 0)::bigint from public.submission_drop_counts d
      where d.reason = 'honeypot' and d.day > current_date - 30),
    (select coalesce(sum(d.hits), 0)::bigint from public.submission_drop_counts d
      where d.reason = 'held_limit' and d.day > current_date - 30),
    greatest(public.setting_int('retention.held_days', 14), 1);
end;
$$;
comment on function public.admin_held_counts() is
  'Admin: how many submissions are held, honeypot hits and held submissions dropped over the limit in the last 30 days, and the days a held one is kept.';

-- Internal: stores one held submission exactly as submit_question stores an accepted one, as its
-- submitter (auth.uid() is theirs while it runs: the same quota, history actor and confirmation
-- address), then the caller's identity is back.
create or replace function public.held_release_one(p_held public.held_submissions)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.question_submission := jsonb_populate_record(null::public.question_submission, p_held.submission);
  v_sub text := current_setting('request.jwt.claim.sub', true);
  v_claims text := current_setting('request.jwt.claims', true);
  v_id uuid;
begin
  perform set_config('request.jwt.claim.sub', coalesce(p_held.submitted_by::text, ''), true);
  perform set_config('request.jwt.claims',
    jsonb_build_object('sub', p_held.submitted_by,
      'role', case when p_held.submitted_by is null then 'anon' else 'authenticated' end)::text, true);
  v_id := public.submission_store(v);
  perform public.submission_queue_followups(v_id, v);
  perform set_config('request.jwt.claim.sub', coalesce(v_sub, ''), true);
  perform set_config('request.jwt.claims', coalesce(v_claims, ''), true);
  return v_id;
end;
$$;
comment on function public.held_release_one(public.held_submissions) is
  'Internal (admin_release_held): stores a held submission and queues its follow-ups as its submitter.';
revoke all on function public.held_release_one(public.held_submissions) from public, anon, authenticated;

create or replace function public.admin_release_held(p_ids uuid[])
returns table (held_id uuid, outcome text, question_id uuid, message text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage held submissions');
  v_ids uuid[];
  v_id uuid;
  v_row public.held_submissions;
  v_qid uuid;
begin
  select array_agg(distinct x order by x) into v_ids from unnest(p_ids) x where x is not null;
  if coalesce(cardinality(v_ids), 0) not between 1 and 200 then
    raise exception 'Select between 1 and 200 held submissions' using errcode = '22023';
  end if;
  foreach v_id in array v_ids loop
    select * into v_row from public.held_submissions h where h.id = v_id for update;
    if not found then
      return query select v_id, 'not_found'::text, null::uuid, 'Held submission not found'::text;
      continue;
    end if;
    begin
      v_qid := public.held_release_one(v_row);
      delete from public.held_submissions h where h.id = v_id;
      perform public.admin_log(v_uid, 'question.release_held', 'question', v_qid::text,
        v_row.submission ->> 'title',
        jsonb_build_object('held_id', v_id, 'held_at', v_row.created_at, 'reason', v_row.reason),
        jsonb_build_object('question_id', v_qid));
      return query select v_id, 'released'::text, v_qid, null::text;
    exception when others then
      return query select v_id, 'refused'::text, null::uuid, sqlerrm;
    end;
  end loop;
end;
$$;
comment on function public.admin_release_held(uuid[]) is
  'Admin: releases 1..200 held submissions: each is stored, counted, auto-assigned and its follow-ups queued as a normal submission (outcome released with the question id, refused with the reason, or not_found); audited question.release_held.';

create or replace function public.admin_discard_held(p_ids uuid[])
returns table (held_id uuid, outcome text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage held submissions');
  v_ids uuid[];
  v_done uuid[] := '{}';
  v_row public.held_submissions;
begin
  select array_agg(distinct x order by x) into v_ids from unnest(p_ids) x where x is not null;
  if coalesce(cardinality(v_ids), 0) not between 1 and 200 then
    raise exception 'Select between 1 and 200 held submissions' using errcode = '22023';
  end if;
  for v_row in
    delete from public.held_submissions h where h.id = any(v_ids) returning h.*
  loop
    v_done := v_done || v_row.id;
    perform public.admin_log(v_uid, 'question.discard_held', 'question', v_row.id::text,
      v_row.submission ->> 'title',
      jsonb_build_object('held_at', v_row.created_at, 'reason', v_row.reason,
        'email', v_row.submission ->> 'email'), null);
  end loop;
  return query select x, case when x = any(v_done) then 'discarded' else 'not_found' end
  from unnest(v_ids) x;
end;
$$;
comment on function public.admin_discard_held(uuid[]) is
  'Admin: discards 1..200 held submissions (outcome discarded or not_found); audited question.discard_held.';

-- Admin: an account's per-address limit ------------------------------------------------------------
create or replace function public.admin_account_address_limits()
returns table (id uuid, per_address integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can manage corporate accounts');
  return query select l.corporate_account_id, l.per_address from public.account_submission_limits l;
end;
$$;
comment on function public.admin_account_address_limits() is
  'Admin: the accounts with their own per-address limit (the others use limit.submissions_per_address).';

create or replace function public.admin_set_account_address_limit(p_id uuid, p_per_address integer default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage corporate accounts');
  v_name text;
  v_old integer;
  v_ceiling integer := greatest(public.setting_int('limit.submissions_per_address_ceiling', 50), 1);
begin
  if p_per_address is not null and (p_per_address < 1 or p_per_address > v_ceiling) then
    raise exception 'Questions per address must be a whole number from 1 to %', v_ceiling using errcode = '22023';
  end if;
  select c.name into v_name from public.corporate_accounts c where c.id = p_id for update;
  if not found then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  select l.per_address into v_old from public.account_submission_limits l where l.corporate_account_id = p_id;
  if v_old is not distinct from p_per_address then
    return p_per_address;
  end if;
  if p_per_address is null then
    delete from public.account_submission_limits l where l.corporate_account_id = p_id;
  else
    insert into public.account_submission_limits as l (corporate_account_id, per_address)
    values (p_id, p_per_address)
    on conflict (corporate_account_id) do update set per_address = excluded.per_address, updated_at = now();
  end if;
  perform public.admin_log(v_uid, 'account.update', 'corporate_account', p_id::text, v_name,
    jsonb_build_object('submissions_per_address', v_old), jsonb_build_object('submissions_per_address', p_per_address));
  return p_per_address;
end;
$$;
comment on function public.admin_set_account_address_limit(uuid, integer) is
  'Admin: an account''s anonymous questions per client address and window (null: the default limit.submissions_per_address), 1..limit.submissions_per_address_ceiling; audited as account.update.';

-- Housekeeping: held submissions past retention.held_days are discarded (audited, no actor) -------
create or replace function public.maintenance_prune(p_outbox_days integer default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_days integer := greatest(coalesce(p_outbox_days, public.setting_int('retention.outbox_days', 30)), 1);
  v_held_days integer := greatest(public.setting_int('retention.held_days', 14), 1);
  v_windows bigint;
  v_tokens bigint;
  v_outbox bigint;
  v_held bigint := 0;
  v_row public.held_submissions;
begin
  delete from public.rate_limits r
  where coalesce(r.expires_at, r.window_start + interval '1 day') < clock_timestamp();
  get diagnostics v_windows = row_count;

  delete from public.human_tokens_used u where u.expires_at < clock_timestamp();
  get diagnostics v_tokens = row_count;

  delete from public.outbox o
  where o.status in ('delivered', 'skipped')
    and coalesce(o.delivered_at, o.created_at) < clock_timestamp() - make_interval(days => v_days);
  get diagnostics v_outbox = row_count;

  for v_row in
    delete from public.held_submissions h
    where h.created_at < clock_timestamp() - make_interval(days => v_held_days)
    returning h.*
  loop
    v_held := v_held + 1;
    perform public.admin_log(null, 'question.discard_held', 'question', v_row.id::text,
      v_row.submission ->> 'title',
      jsonb_build_object('held_at', v_row.created_at, 'reason', v_row.reason,
        'email', v_row.submission ->> 'email'), null,
      format('held longer than %s days', v_held_days));
  end loop;

  delete from public.submission_drop_counts d where d.day < current_date - 90;

  return jsonb_build_object('rateLimitWindows', v_windows, 'humanTokens', v_tokens, 'outboxRows', v_outbox,
    'heldSubmissions', v_held);
end;
$$;
comment on function public.maintenance_prune(integer) is
  'Service role: deletes closed rate-limit windows, expired used human tokens, outbox rows delivered/skipped more than p_outbox_days (default retention.outbox_days) ago, held submissions older than retention.held_days (audited) and drop counts older than 90 days. Returns the counts.';

revoke all on function public.maintenance_prune(integer) from public, anon, authenticated;
revoke all on function public.admin_held_submissions(timestamptz, uuid, integer) from public, anon, authenticated;
revoke all on function public.admin_held_counts() from public, anon, authenticated;
revoke all on function public.admin_release_held(uuid[]) from public, anon, authenticated;
revoke all on function public.admin_discard_held(uuid[]) from public, anon, authenticated;
revoke all on function public.admin_account_address_limits() from public, anon, authenticated;
revoke all on function public.admin_set_account_address_limit(uuid, integer) from public, anon, authenticated;
grant execute on function public.maintenance_prune(integer) to service_role;
grant execute on function public.admin_held_submissions(timestamptz, uuid, integer) to authenticated;
grant execute on function public.admin_held_counts() to authenticated;
grant execute on function public.admin_release_held(uuid[]) to authenticated;
grant execute on function public.admin_discard_held(uuid[]) to authenticated;
grant execute on function public.admin_account_address_limits() to authenticated;
grant execute on function public.admin_set_account_address_limit(uuid, integer) to authenticated;
