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

alter table public.outbox
  add column last_attempt_at timestamptz,
  add column given_up_at timestamptz;
comment on column public.outbox.last_attempt_at is 'When a worker last claimed the row to deliver it.';
comment on column public.outbox.given_up_at is
  'When an admin gave the row up: it is failed and never tried again (until someone sends it again).';

alter table public.answer_deliveries add column given_up_at timestamptz;
comment on column public.answer_deliveries.given_up_at is
  'When an admin gave the failed answer email up: it leaves the lists of failures to act on.';

-- The lists to act on, newest first (created_at, then the id), and the digests naming a question.
create index outbox_problem_idx on public.outbox (created_at desc, id desc)
  where given_up_at is null and (status = 'failed' or (status = 'pending' and last_error is not null));
create index outbox_digest_questions_idx on public.outbox using gin ((payload -> 'questionIds'))
  where kind = 'partner_digest';
create index answer_deliveries_open_problem_idx on public.answer_deliveries (created_at desc, answer_id desc)
  where given_up_at is null and status in ('failed', 'sending');

-- The audit knows the two new actions (every earlier action kept).
alter table public.admin_events drop constraint admin_events_action_valid;
alter table public.admin_events add constraint admin_events_action_valid check (action in (
  'account.create', 'account.update', 'account.activate', 'account.deactivate',
  'account.quota_top_up', 'account.quota_set',
  'expert.assign_account', 'expert.unassign_account',
  'user.create_staff', 'user.delete', 'user.rename', 'user.role_change', 'user.approver_change',
  'user.quota_change', 'user.corporate_account_change',
  'question.reassign', 'question.status_change', 'question.delete',
  'setting.demo_access_code', 'setting.answer_time_target', 'setting.ask_back',
  'setting.turnstile_required',
  'email.send_again', 'email.give_up'
));

-- process-outbox: claim due rows, now noting when each was tried ---------------------------------
create or replace function public.outbox_claim(p_limit integer default 10, p_lease_seconds integer default 120)
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
      and d.next_attempt_at <= clock_timestamp()
      and (d.locked_until is null or d.locked_until <= clock_timestamp())
    order by d.next_attempt_at, d.id
    limit least(greatest(coalesce(p_limit, 10), 1), 100)
    for update skip locked
  )
  returning o.*;
end;
$$;
comment on function public.outbox_claim(integer, integer) is
  'Service role: claims up to p_limit due rows for p_lease_seconds (attempts + 1, last_attempt_at); rows held by another worker are skipped.';

-- process-outbox: record one outcome. As before, plus: a row an admin gave up while a worker was
-- sending it is recorded as delivered when the mail did go out (the record says what happened).
create or replace function public.outbox_finish(p_id bigint, p_outcome text, p_error text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.outbox;
begin
  select * into v_row from public.outbox o where o.id = p_id for update;
  if not found then
    raise exception 'Outbox row not found' using errcode = 'PT404';
  end if;
  if v_row.status <> 'pending'
    and not (p_outcome = 'delivered' and v_row.status = 'failed' and v_row.given_up_at is not null) then
    return v_row.status;
  end if;
  if p_outcome = 'delivered' then
    update public.outbox o set status = 'delivered', delivered_at = now(), locked_until = null, last_error = null
    where o.id = p_id;
    return 'delivered';
  elsif p_outcome = 'skipped' then
    update public.outbox o set status = 'skipped', locked_until = null, last_error = left(p_error, 1000)
    where o.id = p_id;
    return 'skipped';
  elsif p_outcome = 'retry' then
    if v_row.attempts >= v_row.max_attempts then
      update public.outbox o set status = 'failed', locked_until = null, last_error = left(p_error, 1000)
      where o.id = p_id;
      return 'failed';
    end if;
    update public.outbox o
    set locked_until = null,
        last_error = left(p_error, 1000),
        next_attempt_at = clock_timestamp() + make_interval(secs => least(30 * power(2, greatest(v_row.attempts - 1, 0)), 3600))
    where o.id = p_id;
    return 'pending';
  end if;
  raise exception 'Unknown outcome %', p_outcome using errcode = '22023';
end;
$$;
comment on function public.outbox_finish(bigint, text, text) is
  'Service role: delivered | skipped (final) | retry (exponential backoff from 30 s, capped at 1 h; failed after max_attempts). A given-up row that was delivered after all is recorded as delivered.';

-- Internal: where a row's mail goes, as its deliverer (supabase/functions/_shared) decides it now;
-- null for the Smartsheet row, which is not an email.
create or replace function public.outbox_recipient(p_kind text, p_payload jsonb, p_question_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_kind = 'confirmation_email' then coalesce(nullif(btrim(p_payload ->> 'to'), ''),
      (select coalesce(q.email, q.submitter_email) from public.questions q where q.id = p_question_id))
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

-- Internal: a row's state in words the app shows. 'scheduled' is a row not yet due that was never
-- tried (a reminder, the close, a digest); 'retrying' one that failed and will be tried again.
create or replace function public.outbox_state(p_status text, p_last_error text, p_given_up_at timestamptz,
  p_next_attempt_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_status = 'failed' and p_given_up_at is not null then 'given_up'
    when p_status = 'failed' then 'failed'
    when p_status = 'delivered' then 'sent'
    when p_status = 'skipped' then 'skipped'
    when p_last_error is not null then 'retrying'
    when p_next_attempt_at > now() then 'scheduled'
    else 'queued'
  end
$$;
revoke all on function public.outbox_state(text, text, timestamptz, timestamptz) from public, anon, authenticated;

create or replace function public.answer_delivery_state(p_status text, p_given_up_at timestamptz,
  p_updated_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_status = 'sent' then 'sent'
    when p_status = 'failed' and p_given_up_at is not null then 'given_up'
    when p_status = 'failed' then 'failed'
    when p_updated_at < now() - interval '2 minutes' then 'stuck'
    else 'sending'
  end
$$;
revoke all on function public.answer_delivery_state(text, timestamptz, timestamptz) from public, anon, authenticated;

-- Internal: the audit row of an admin's action on an outbox row (its question, or for a digest its
-- account).
create or replace function public.outbox_admin_log(p_uid uuid, p_action text, p_row public.outbox, p_new_state text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_type text := 'question';
  v_id text := p_row.question_id::text;
  v_label text;
begin
  if p_row.question_id is null then
    select 'corporate_account', c.id::text, c.name into v_type, v_id, v_label
    from public.corporate_accounts c where c.id::text = p_row.payload ->> 'accountId';
  else
    select q.title into v_label from public.questions q where q.id = p_row.question_id;
  end if;
  perform public.admin_log(p_uid, p_action, coalesce(v_type, 'corporate_account'), v_id, v_label,
    jsonb_build_object('state', public.outbox_state(p_row.status, p_row.last_error, p_row.given_up_at,
      p_row.next_attempt_at), 'attempts', p_row.attempts, 'last_error', p_row.last_error),
    jsonb_build_object('email', p_row.kind,
      'recipient', public.outbox_recipient(p_row.kind, p_row.payload, p_row.question_id),
      'state', p_new_state));
end;
$$;
revoke all on function public.outbox_admin_log(uuid, text, public.outbox, text) from public, anon, authenticated;

-- The list to act on --------------------------------------------------------------------------
-- Newest first by when the row was queued (a stable key, so pages never skip or repeat a row while
-- retries change the rest); the next page: p_after_created_at and p_after_key of the last row.
-- p_state: null (both), 'failed' (failed, and answer emails stuck sending) or 'retrying'.
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
  with problems as (
    (select 'o' || lpad(o.id::text, 19, '0') as k, o.id as oid, null::uuid as aid, o.kind as kd,
       case when o.status = 'failed' then 'failed' else 'retrying' end as st, o.question_id as qid,
       o.payload as pl, o.attempts as att, o.max_attempts as mx, o.last_error as err,
       o.last_attempt_at as last_at, case when o.status = 'pending' then o.next_attempt_at end as next_at,
       o.created_at as at
     from public.outbox o
     where o.given_up_at is null and (o.status = 'failed' or (o.status = 'pending' and o.last_error is not null))
       and (p_state is null or (p_state = 'failed') = (o.status = 'failed'))
       and (v_t is null or o.created_at < v_t
         or (o.created_at = v_t and 'o' || lpad(o.id::text, 19, '0') < v_k))
     order by o.created_at desc, o.id desc
     limit v_limit)
    union all
    (select 'a' || d.answer_id::text, null::bigint, d.answer_id, 'answer_email',
       public.answer_delivery_state(d.status, d.given_up_at, d.updated_at), d.question_id,
       null::jsonb, d.attempts, null::integer, d.last_error, d.updated_at, null::timestamptz, d.created_at
     from public.answer_deliveries d
     where d.given_up_at is null
       and (d.status = 'failed' or (d.status = 'sending' and d.updated_at < now() - interval '2 minutes'))
       and (p_state is null or p_state = 'failed')
       and (v_t is null or d.created_at < v_t or (d.created_at = v_t and 'a' || d.answer_id::text < v_k))
     order by d.created_at desc, d.answer_id desc
     limit v_limit)
  )
  select p.k, p.oid, p.aid, p.kd, p.st,
    case when p.aid is not null then (select d.recipient from public.answer_deliveries d where d.answer_id = p.aid)
      else public.outbox_recipient(p.kd, p.pl, p.qid) end,
    p.qid, q.title,
    coalesce(c.name, (select a.name from public.corporate_accounts a where a.id::text = p.pl ->> 'accountId')),
    p.att, p.mx, p.err, p.last_at, p.next_at, p.at
  from problems p
  left join public.questions q on q.id = p.qid
  left join public.corporate_accounts c on c.id = q.corporate_account_id
  order by p.at desc, p.k desc
  limit v_limit;
end;
$$;
comment on function public.admin_email_deliveries(text, timestamptz, text, integer) is
  'Admin: outbox rows failed or retrying and answer emails failed or stuck (not given up), newest first, keyset pages on (created_at, key).';

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
    (select count(*) from public.outbox o where o.given_up_at is null and o.status = 'failed')
    + (select count(*) from public.answer_deliveries d where d.given_up_at is null
        and (d.status = 'failed' or (d.status = 'sending' and d.updated_at < now() - interval '2 minutes'))),
    (select count(*) from public.outbox o
      where o.given_up_at is null and o.status = 'pending' and o.last_error is not null);
end;
$$;
comment on function public.admin_email_delivery_counts() is
  'Admin: emails to act on: failed (outbox failed, answer emails failed or stuck) and retrying (outbox), given-up ones left out.';

-- Acting on an outbox row --------------------------------------------------------------------------
-- Send again: queued and due now with a fresh round of attempts (attempts and error cleared; the
-- audit keeps the old ones), so it leaves the list until it fails again. A row a worker holds keeps
-- its lease, so it is never sent twice at once. Only a row that failed at least once: a reminder or
-- close not yet due is never sent early.
create or replace function public.admin_outbox_send_again(p_id bigint)
returns table (outbox_id bigint, state text, attempts integer, next_attempt_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage email delivery');
  v_row public.outbox;
begin
  select * into v_row from public.outbox o where o.id = p_id for update;
  if not found then
    raise exception 'Email not found' using errcode = 'PT404';
  end if;
  if v_row.status = 'delivered' then
    raise exception 'This email has already been sent' using errcode = 'PT409';
  end if;
  if not (v_row.status = 'failed' or (v_row.status = 'pending' and v_row.last_error is not null)) then
    raise exception 'Only an email that failed or is retrying can be sent again' using errcode = 'PT409';
  end if;
  update public.outbox o
  set status = 'pending', attempts = 0, last_error = null, next_attempt_at = now(), given_up_at = null,
      locked_until = case when v_row.status = 'pending' then o.locked_until end
  where o.id = p_id;
  perform public.outbox_admin_log(v_uid, 'email.send_again', v_row, 'queued');
  return query select o.id, public.outbox_state(o.status, o.last_error, o.given_up_at, o.next_attempt_at),
    o.attempts, o.next_attempt_at
  from public.outbox o where o.id = p_id;
end;
$$;
comment on function public.admin_outbox_send_again(bigint) is
  'Admin: a failed, retrying or given-up outbox row is due now with a fresh round of attempts; audited email.send_again.';

-- Give up: no more tries. A worker already sending it finishes; if that mail went out, the row
-- says delivered (outbox_finish).
create or replace function public.admin_outbox_give_up(p_id bigint)
returns table (outbox_id bigint, state text, attempts integer, next_attempt_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage email delivery');
  v_row public.outbox;
begin
  select * into v_row from public.outbox o where o.id = p_id for update;
  if not found then
    raise exception 'Email not found' using errcode = 'PT404';
  end if;
  if v_row.status = 'delivered' then
    raise exception 'This email has already been sent' using errcode = 'PT409';
  end if;
  if v_row.given_up_at is not null then
    raise exception 'This email has already been given up' using errcode = 'PT409';
  end if;
  if not (v_row.status = 'failed' or (v_row.status = 'pending' and v_row.last_error is not null)) then
    raise exception 'Only an email that failed or is retrying can be given up' using errcode = 'PT409';
  end if;
  update public.outbox o set status = 'failed', given_up_at = now(), locked_until = null where o.id = p_id;
  perform public.outbox_admin_log(v_uid, 'email.give_up', v_row, 'given_up');
  return query select o.id, public.outbox_state(o.status, o.last_error, o.given_up_at, o.next_attempt_at),
    o.attempts, o.next_attempt_at
  from public.outbox o where o.id = p_id;
end;
$$;
comment on function public.admin_outbox_give_up(bigint) is
  'Admin: a failed or retrying outbox row is never tried again (failed, given_up_at); audited email.give_up.';

-- Answer emails ------------------------------------------------------------------------------------
create or replace function public.admin_answer_email_give_up(p_answer_id uuid)
returns table (answer_id uuid, state text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage email delivery');
  v_row public.answer_deliveries;
  v_state text;
  v_title text;
begin
  select * into v_row from public.answer_deliveries d where d.answer_id = p_answer_id for update;
  if not found then
    raise exception 'Email not found' using errcode = 'PT404';
  end if;
  v_state := public.answer_delivery_state(v_row.status, v_row.given_up_at, v_row.updated_at);
  if v_state = 'sent' then
    raise exception 'This email has already been sent' using errcode = 'PT409';
  elsif v_state = 'given_up' then
    raise exception 'This email has already been given up' using errcode = 'PT409';
  elsif v_state = 'sending' then
    raise exception 'This email is being sent right now' using errcode = 'PT409';
  end if;
  -- A stuck send (its sender died) becomes a failure, which the reports count as such.
  update public.answer_deliveries d
  set status = 'failed', last_error = coalesce(d.last_error, 'stuck sending'), given_up_at = now()
  where d.answer_id = p_answer_id;
  select q.title into v_title from public.questions q where q.id = v_row.question_id;
  perform public.admin_log(v_uid, 'email.give_up', 'question', v_row.question_id::text, v_title,
    jsonb_build_object('state', v_state, 'attempts', v_row.attempts, 'last_error', v_row.last_error),
    jsonb_build_object('email', 'answer_email', 'recipient', v_row.recipient, 'state', 'given_up'));
  return query select p_answer_id, 'given_up'::text;
end;
$$;
comment on function public.admin_answer_email_give_up(uuid) is
  'Admin: a failed or stuck answer email leaves the lists to act on (failed, given_up_at); audited email.give_up. Send again: send-approved-answer.';

-- The send claim of send-approved-answer, now with who asked: an admin sending a failed, stuck or
-- given-up answer email again is audited (email.send_again) in the same transaction as the claim.
drop function public.claim_answer_delivery(uuid, text);
create function public.claim_answer_delivery(p_answer_id uuid, p_recipient text, p_actor uuid default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_question uuid;
  v_title text;
  v_old public.answer_deliveries;
  v_claimed uuid;
begin
  select a.question_id, q.title into v_question, v_title from public.answers a
  join public.questions q on q.id = a.question_id
  where a.id = p_answer_id and a.approved_at is not null;
  if v_question is null then
    raise exception 'Answer not found' using errcode = 'PT404';
  end if;
  select * into v_old from public.answer_deliveries d where d.answer_id = p_answer_id;
  insert into public.answer_deliveries as d (answer_id, question_id, recipient)
  values (p_answer_id, v_question, p_recipient)
  on conflict (answer_id) do update
    set status = 'sending', attempts = d.attempts + 1, recipient = excluded.recipient, last_error = null,
        given_up_at = null
    where d.status = 'failed' or (d.status = 'sending' and d.updated_at < now() - interval '2 minutes')
  returning d.answer_id into v_claimed;
  if v_claimed is not null and v_old.answer_id is not null
    and exists (select 1 from public.profiles p where p.id = p_actor and p.role = 'admin') then
    perform public.admin_log(p_actor, 'email.send_again', 'question', v_question::text, v_title,
      jsonb_build_object('state', public.answer_delivery_state(v_old.status, v_old.given_up_at, v_old.updated_at),
        'attempts', v_old.attempts, 'last_error', v_old.last_error),
      jsonb_build_object('email', 'answer_email', 'recipient', p_recipient, 'state', 'sending'));
  end if;
  return v_claimed is not null;
end;
$$;
comment on function public.claim_answer_delivery(uuid, text, uuid) is
  'Service role (send-approved-answer): claims the send of an approved answer (false when sent or being sent); an admin''s resend (p_actor) is audited.';
revoke all on function public.claim_answer_delivery(uuid, text, uuid) from public, anon, authenticated;
grant execute on function public.claim_answer_delivery(uuid, text, uuid) to service_role;

-- The dashboard's old list of failed answer emails leaves out the given-up ones too.
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
  select count(*) into v_total from public.answer_deliveries d
  where d.given_up_at is null
    and (d.status = 'failed' or (d.status = 'sending' and d.updated_at < now() - interval '2 minutes'));
  return query
  select d.answer_id, d.question_id, q.title, c.name, d.recipient,
    case when d.status = 'failed' then 'failed' else 'stuck' end,
    d.attempts, d.last_error, d.updated_at, v_total
  from public.answer_deliveries d
  join public.questions q on q.id = d.question_id
  left join public.corporate_accounts c on c.id = q.corporate_account_id
  where d.given_up_at is null
    and (d.status = 'failed' or (d.status = 'sending' and d.updated_at < now() - interval '2 minutes'))
  order by d.updated_at desc
  limit greatest(1, least(coalesce(p_limit, 20), 200));
end;
$$;

-- One question's emails (staff) -------------------------------------------------------------------
-- Its outbox rows, the partner digests that name it, and its answer emails, oldest first.
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
  select e.* from (
    select 'o' || lpad(o.id::text, 19, '0'), o.kind,
      public.outbox_state(o.status, o.last_error, o.given_up_at, o.next_attempt_at),
      public.outbox_recipient(o.kind, o.payload, coalesce(o.question_id, p_question_id)),
      o.attempts, o.max_attempts, o.last_error, o.last_attempt_at,
      case when o.status = 'pending' then o.next_attempt_at end, o.delivered_at, o.given_up_at, o.created_at
    from public.outbox o
    where o.question_id = p_question_id
       or (o.kind = 'partner_digest' and (o.payload -> 'questionIds') ? p_question_id::text)
    union all
    select 'a' || d.answer_id::text, 'answer_email',
      public.answer_delivery_state(d.status, d.given_up_at, d.updated_at), d.recipient,
      d.attempts, null::integer, d.last_error, d.updated_at, null::timestamptz, d.sent_at, d.given_up_at,
      d.created_at
    from public.answer_deliveries d
    where d.question_id = p_question_id
  ) e (key, kind, state, recipient, attempts, max_attempts, last_error, last_attempt_at, next_attempt_at,
    sent_at, given_up_at, created_at)
  order by e.created_at, e.key;
end;
$$;
comment on function public.question_emails(uuid) is
  'Staff: every email of one question (its outbox rows, digests naming it, answer emails) with its state: queued, scheduled, retrying, sent, skipped, failed, given_up (answer emails: sending, stuck).';

revoke all on function public.admin_email_deliveries(text, timestamptz, text, integer) from public, anon, authenticated;
revoke all on function public.admin_email_delivery_counts() from public, anon, authenticated;
revoke all on function public.admin_outbox_send_again(bigint) from public, anon, authenticated;
revoke all on function public.admin_outbox_give_up(bigint) from public, anon, authenticated;
revoke all on function public.admin_answer_email_give_up(uuid) from public, anon, authenticated;
revoke all on function public.question_emails(uuid) from public, anon, authenticated;
grant execute on function public.admin_email_deliveries(text, timestamptz, text, integer) to authenticated;
grant execute on function public.admin_email_delivery_counts() to authenticated;
grant execute on function public.admin_outbox_send_again(bigint) to authenticated;
grant execute on function public.admin_outbox_give_up(bigint) to authenticated;
grant execute on function public.admin_answer_email_give_up(uuid) to authenticated;
grant execute on function public.question_emails(uuid) to authenticated;
