-- The mail paths (docs/decisions.md, "Confirmations to unverified addresses" and "One mail path").
--
--   normalize_mailbox          the mailbox an address reaches: lower case, "+tag" dropped, dots of a
--                              Gmail local part dropped; every per-recipient limit keys on it
--   submission_queue_followups a confirmation names whether it goes to the signed-in caller's own
--                              confirmed address (payload.verified); any other address gets the
--                              plain confirmation (no text the submitter typed) and at most one a day
--   outbox_claim               claims one kind (a lane) or all; process-outbox drains each kind on its
--                              own, so a slow Smartsheet never holds a mail back
--   approve_answer             queues the answer email (outbox kind answer_email) in the approval's
--                              own transaction; process-outbox sends it, like every other mail
--   answer_deliveries          frozen history: its rows are copied into the outbox (one list, one
--                              send again, one give up) and nothing writes it any more

-- The mailbox an address reaches -------------------------------------------------------------------
create or replace function public.normalize_mailbox(p_address text)
returns text
language sql
immutable
set search_path = ''
as $$
  with a as (
    select split_part(lower(btrim(p_address)), '@', 1) as local_part,
      nullif(split_part(lower(btrim(p_address)), '@', 2), '') as domain
  ), n as (
    select split_part(a.local_part, '+', 1) as local_part,
      case when a.domain = 'googlemail.com' then 'gmail.com' else a.domain end as domain
    from a
  )
  select case
    when p_address is null or btrim(p_address) = '' then null
    when n.domain is null then lower(btrim(p_address))
    when n.domain = 'gmail.com' then replace(n.local_part, '.', '') || '@' || n.domain
    else n.local_part || '@' || n.domain
  end
  from n
$$;
comment on function public.normalize_mailbox(text) is
  'Internal: the mailbox an address reaches (lower case, +tag removed, Gmail dots removed); the key of per-recipient limits.';
revoke all on function public.normalize_mailbox(text) from public, anon, authenticated;

-- Is this mailbox someone's confirmed address? Asked on every anonymous submission. A profile
-- written by its owner computes the key, so signed-in users may run this pure function.
create index profiles_mailbox_idx on public.profiles (public.normalize_mailbox(email));
grant execute on function public.normalize_mailbox(text) to authenticated;

-- The confirmation ---------------------------------------------------------------------------------
create or replace function public.submission_queue_followups(p_id uuid, p public.question_submission)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_to text := p.email;
  v_verified boolean := false;
  v_daily_ok boolean := true;
  v_mailbox text;
  v_window integer;
  v_window_start timestamptz;
begin
  -- The confirmation: to the address typed in the form for anonymous callers and staff (who file for
  -- others); to the account's own address for any other signed-in caller, so an account cannot mail
  -- addresses of its choosing. Only the caller's own confirmed address gets what they typed back.
  if v_uid is not null and not public.is_staff() then
    select coalesce(nullif(btrim(u.email), ''), nullif(btrim(pr.email), '')),
      u.email_confirmed_at is not null and nullif(btrim(u.email), '') is not null
    into v_to, v_verified
    from auth.users u left join public.profiles pr on pr.id = u.id
    where u.id = v_uid;
  end if;
  v_verified := coalesce(v_verified, false);
  v_mailbox := public.normalize_mailbox(v_to);
  -- A mailbox nobody has confirmed gets one confirmation a day: the form cannot mail it at will.
  -- (profiles.email follows auth.users.email; profiles_mailbox_idx keeps this a lookup.)
  if v_to is not null and not v_verified and not exists (select 1 from public.profiles pr
      join auth.users u on u.id = pr.id
      where public.normalize_mailbox(pr.email) = v_mailbox and u.email_confirmed_at is not null) then
    v_daily_ok := public.rate_limit_take('confirmation_unverified', v_mailbox,
      public.setting_int('limit.unverified_confirmations_per_day', 1), 86400);
  end if;
  if v_to is null then
    perform public.outbox_enqueue('confirmation_email', 'confirmation_email:' || p_id, p_id, '{}'::jsonb,
      null, 'skipped', 'no account address');
  elsif not v_daily_ok then
    perform public.outbox_enqueue('confirmation_email', 'confirmation_email:' || p_id, p_id,
      jsonb_build_object('to', v_to), null, 'skipped', 'unverified address: one a day');
  elsif public.rate_limit_take('confirmation', v_mailbox,
      public.setting_int('limit.confirmations_per_recipient', 3),
      public.setting_int('limit.confirmations_window_seconds', 3600)) then
    perform public.outbox_enqueue('confirmation_email', 'confirmation_email:' || p_id, p_id,
      jsonb_build_object('to', v_to, 'verified', v_verified));
  else
    perform public.outbox_enqueue('confirmation_email', 'confirmation_email:' || p_id, p_id,
      jsonb_build_object('to', v_to), null, 'skipped', 'recipient limit reached');
  end if;

  if p.corporate_account_id is null then
    return;
  end if;

  -- The Smartsheet row: the account decides (corporate_accounts.smartsheet_sync), not the payload.
  if exists (select 1 from public.corporate_accounts c where c.id = p.corporate_account_id and c.smartsheet_sync) then
    perform public.outbox_enqueue('smartsheet_row', 'smartsheet_row:' || p_id, p_id);
  end if;

  if public.rate_limit_take('notification', p.corporate_account_id::text,
      public.setting_int('limit.notifications_per_account', 30),
      public.setting_int('limit.notifications_window_seconds', 3600)) then
    perform public.outbox_enqueue('partner_notification', 'partner_notification:' || p_id, p_id);
  else
    -- Over the limit: one digest per account and window, sent when the window closes.
    v_window := greatest(public.setting_int('limit.notifications_window_seconds', 3600), 1);
    v_window_start := to_timestamp(floor(extract(epoch from clock_timestamp()) / v_window) * v_window);
    insert into public.outbox as o (kind, dedupe_key, payload, next_attempt_at)
    values ('partner_digest',
      'partner_digest:' || p.corporate_account_id || ':' || extract(epoch from v_window_start)::bigint,
      jsonb_build_object('accountId', p.corporate_account_id, 'questionIds', jsonb_build_array(p_id)),
      v_window_start + make_interval(secs => v_window))
    on conflict (dedupe_key) do update
      set payload = jsonb_set(o.payload, '{questionIds}', (o.payload -> 'questionIds') || to_jsonb(p_id::text));
  end if;
end;
$$;
comment on function public.submission_queue_followups(uuid, public.question_submission) is
  'Internal (submit_question): queues the confirmation (payload.verified only for a signed-in caller''s own confirmed address; an unconfirmed mailbox gets one a day; limits key on normalize_mailbox), the Smartsheet row and the partner notification or digest.';
revoke all on function public.submission_queue_followups(uuid, public.question_submission) from public, anon, authenticated;

-- Lanes: one kind at a time ----------------------------------------------------------------------
drop function public.outbox_claim(integer, integer);
create function public.outbox_claim(p_limit integer default 10, p_lease_seconds integer default 120,
  p_kind text default null)
returns setof public.outbox
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query
  update public.outbox o
  set attempts = o.attempts + 1,
      last_attempt_at = clock_timestamp(),
      locked_until = clock_timestamp() + make_interval(secs => greatest(coalesce(p_lease_seconds, 120), 10))
  where o.id in (
    select d.id from public.outbox d
    where d.status = 'pending'
      and (p_kind is null or d.kind = p_kind)
      and d.next_attempt_at <= clock_timestamp()
      and (d.locked_until is null or d.locked_until <= clock_timestamp())
    order by d.next_attempt_at, d.id
    limit least(greatest(coalesce(p_limit, 10), 1), 100)
    for update skip locked
  )
  returning o.*;
end;
$$;
comment on function public.outbox_claim(integer, integer, text) is
  'Service role: claims up to p_limit due rows of kind p_kind (null: any kind) for p_lease_seconds (attempts + 1, last_attempt_at); rows held by another worker are skipped.';
revoke all on function public.outbox_claim(integer, integer, text) from public, anon, authenticated;
grant execute on function public.outbox_claim(integer, integer, text) to service_role;
create index if not exists outbox_due_kind_idx on public.outbox (kind, next_attempt_at) where status = 'pending';

-- The answer email: queued by the approval ---------------------------------------------------------
create or replace function public.approve_answer(answer_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_question uuid;
begin
  perform public.decide_answer(answer_id, true, null);
  select a.question_id into v_question from public.answers a where a.id = answer_id;
  perform public.outbox_enqueue('answer_email', 'answer_email:' || answer_id, v_question,
    jsonb_build_object('answerId', answer_id));
end;
$$;
comment on function public.approve_answer(uuid) is
  'An approver (not the author) approves the undecided answer; the question becomes approved and its answer email is queued (outbox answer_email) in the same transaction.';

-- Where a row's mail goes: the answer email goes to the submitter, as it always did.
create or replace function public.outbox_recipient(p_kind text, p_payload jsonb, p_question_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_kind = 'confirmation_email' then coalesce(nullif(btrim(p_payload ->> 'to'), ''),
      (select coalesce(q.email, q.submitter_email) from public.questions q where q.id = p_question_id))
    when p_kind = 'answer_email' then coalesce(nullif(btrim(p_payload ->> 'to'), ''),
      (select nullif(btrim(coalesce(q.submitter_email, q.email)), '') from public.questions q
        where q.id = p_question_id))
    when p_kind = 'partner_notification' then (select c.primary_email from public.questions q
      join public.corporate_accounts c on c.id = q.corporate_account_id where q.id = p_question_id)
    when p_kind = 'partner_digest' then (select c.primary_email from public.corporate_accounts c
      where c.id::text = p_payload ->> 'accountId')
    when p_kind in ('info_request_email', 'info_request_reminder', 'info_request_close') then
      (select coalesce(u.email, q.submitter_email, q.email) from public.questions q
        left join public.profiles u on u.id = q.user_id where q.id = p_question_id)
    when p_kind = 'info_reply_email' then (select e.email from public.questions q
      join public.profiles e on e.id = q.expert_id where q.id = p_question_id)
  end
$$;
revoke all on function public.outbox_recipient(text, jsonb, uuid) from public, anon, authenticated;

-- The reports count answer emails from report_facts ('delivery'), now fed by the outbox.
create or replace function public.report_facts_from_answer_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_answer uuid := (new.payload ->> 'answerId')::uuid;
  -- a row being retried has failed once: the reports count it failed until it goes out
  v_status text := case when new.status = 'delivered' then 'sent'
    when new.status = 'pending' and new.last_error is null then 'sending' else 'failed' end;
  v_at timestamptz := coalesce(new.delivered_at, new.last_attempt_at, new.created_at);
begin
  insert into public.report_facts (kind, at, question_id, answer_id, corporate_account_id,
    coding_question_type, expert_id, delivery_status, delivery_updated_at)
  select 'delivery', new.created_at, a.question_id, a.id, q.corporate_account_id, q.coding_question_type,
    a.expert_id, v_status, v_at
  from public.answers a join public.questions q on q.id = a.question_id
  where a.id = v_answer
  on conflict (answer_id, kind) do update
    set delivery_status = excluded.delivery_status, delivery_updated_at = excluded.delivery_updated_at;
  return null;
end;
$$;
revoke all on function public.report_facts_from_answer_email() from public, anon, authenticated;
create trigger outbox_answer_email_report_facts
  after insert or update of status, last_attempt_at, last_error on public.outbox
  for each row when (new.kind = 'answer_email')
  execute function public.report_facts_from_answer_email();

-- The history: every answer email recorded so far becomes its outbox row (sent, failed or given up;
-- one that was being sent is failed, so an admin decides whether it goes again).
insert into public.outbox (kind, dedupe_key, question_id, payload, status, attempts, max_attempts,
  last_error, delivered_at, created_at, last_attempt_at, given_up_at, next_attempt_at)
select 'answer_email', 'answer_email:' || d.answer_id, d.question_id,
  jsonb_build_object('answerId', d.answer_id, 'to', d.recipient),
  case when d.status = 'sent' then 'delivered' else 'failed' end,
  d.attempts, greatest(d.attempts, 8),
  case when d.status = 'sent' then null
    else left(coalesce(d.last_error, 'interrupted while sending'), 1000) end,
  d.sent_at, d.created_at, d.updated_at, d.given_up_at, d.created_at
from public.answer_deliveries d
on conflict (dedupe_key) do nothing;
comment on table public.answer_deliveries is
  'History only: answer emails before they went through the outbox (copied there as answer_email rows). Nothing writes it.';

-- The second send path is gone: send-approved-answer and its claim, finish and give up.
drop function if exists public.claim_answer_delivery(uuid, text, uuid);
drop function if exists public.finish_answer_delivery(uuid, boolean, text);
drop function if exists public.admin_answer_email_give_up(uuid);

-- The lists read the outbox only (answer emails included) ------------------------------------------
create or replace function public.admin_email_deliveries(
  p_state text default null,
  p_after_created_at timestamptz default null,
  p_after_key text default null,
  p_limit integer default 50
)
returns table (
  key text,
  outbox_id bigint,
  answer_id uuid,
  kind text,
  state text,
  recipient text,
  question_id uuid,
  question_title text,
  corporate_account_name text,
  attempts integer,
  max_attempts integer,
  last_error text,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := greatest(1, least(coalesce(p_limit, 50), 200));
  v_t timestamptz := p_after_created_at;
  v_k text := coalesce(p_after_key, '');
begin
  perform public.require_admin('Only admins can manage email delivery');
  if p_state is not null and p_state not in ('failed', 'retrying') then
    raise exception 'Unknown state %', p_state using errcode = '22023';
  end if;
  return query
  select 'o' || lpad(o.id::text, 19, '0'), o.id,
    case when o.kind = 'answer_email' then (o.payload ->> 'answerId')::uuid end, o.kind,
    case when o.status = 'failed' then 'failed' else 'retrying' end,
    public.outbox_recipient(o.kind, o.payload, o.question_id),
    o.question_id, q.title,
    coalesce(c.name, (select a.name from public.corporate_accounts a where a.id::text = o.payload ->> 'accountId')),
    o.attempts, o.max_attempts, o.last_error, o.last_attempt_at,
    case when o.status = 'pending' then o.next_attempt_at end, o.created_at
  from public.outbox o
  left join public.questions q on q.id = o.question_id
  left join public.corporate_accounts c on c.id = q.corporate_account_id
  where o.given_up_at is null and (o.status = 'failed' or (o.status = 'pending' and o.last_error is not null))
    and (p_state is null or (p_state = 'failed') = (o.status = 'failed'))
    and (v_t is null or o.created_at < v_t
      or (o.created_at = v_t and 'o' || lpad(o.id::text, 19, '0') < v_k))
  order by o.created_at desc, o.id desc
  limit v_limit;
end;
$$;
comment on function public.admin_email_deliveries(text, timestamptz, text, integer) is
  'Admin: outbox rows (answer emails included) failed or retrying (not given up), newest first, keyset pages on (created_at, key).';

create or replace function public.admin_email_delivery_counts()
returns table (failed bigint, retrying bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can manage email delivery');
  return query
  select
    (select count(*) from public.outbox o where o.given_up_at is null and o.status = 'failed'),
    (select count(*) from public.outbox o
      where o.given_up_at is null and o.status = 'pending' and o.last_error is not null);
end;
$$;
comment on function public.admin_email_delivery_counts() is
  'Admin: emails to act on: failed and retrying outbox rows (answer emails included), given-up ones left out.';

create or replace function public.admin_failed_deliveries(p_limit integer default 20)
returns table (
  answer_id uuid,
  question_id uuid,
  question_title text,
  corporate_account_name text,
  recipient text,
  state text,
  attempts integer,
  last_error text,
  last_attempt_at timestamptz,
  failed_total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_total bigint;
begin
  perform public.require_admin('Only admins can view the admin dashboard');
  select count(*) into v_total from public.outbox o
  where o.kind = 'answer_email' and o.given_up_at is null and o.status = 'failed';
  return query
  select (o.payload ->> 'answerId')::uuid, o.question_id, q.title, c.name,
    public.outbox_recipient(o.kind, o.payload, o.question_id), 'failed'::text,
    o.attempts, o.last_error, o.last_attempt_at, v_total
  from public.outbox o
  join public.questions q on q.id = o.question_id
  left join public.corporate_accounts c on c.id = q.corporate_account_id
  where o.kind = 'answer_email' and o.given_up_at is null and o.status = 'failed'
  order by o.last_attempt_at desc nulls last
  limit greatest(1, least(coalesce(p_limit, 20), 200));
end;
$$;

create or replace function public.question_emails(p_question_id uuid)
returns table (
  key text,
  kind text,
  state text,
  recipient text,
  attempts integer,
  max_attempts integer,
  last_error text,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  sent_at timestamptz,
  given_up_at timestamptz,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can view the emails of a question' using errcode = '42501';
  end if;
  return query
  select 'o' || lpad(o.id::text, 19, '0'), o.kind,
    public.outbox_state(o.status, o.last_error, o.given_up_at, o.next_attempt_at),
    public.outbox_recipient(o.kind, o.payload, coalesce(o.question_id, p_question_id)),
    o.attempts, o.max_attempts, o.last_error, o.last_attempt_at,
    case when o.status = 'pending' then o.next_attempt_at end, o.delivered_at, o.given_up_at, o.created_at
  from public.outbox o
  where o.question_id = p_question_id
     or (o.kind = 'partner_digest' and (o.payload -> 'questionIds') ? p_question_id::text)
  order by o.created_at, o.id;
end;
$$;
comment on function public.question_emails(uuid) is
  'Staff: every email of one question (its outbox rows, answer emails included, and digests naming it) with its state: queued, scheduled, retrying, sent, skipped, failed, given_up.';

drop function if exists public.answer_delivery_state(text, timestamptz, timestamptz);
