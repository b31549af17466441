-- Functions of the outbox (every mail and Smartsheet row, drained by process-outbox) and the email
-- delivery views of the admin console and the question page.

create function public.admin_failed_deliveries(p_limit integer default 20)
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
comment on function public.admin_failed_deliveries(integer) is
  'Admin: answer emails that failed or are stuck sending, newest first, with the total; "send again" calls send-approved-answer with { answerId }.';

-- Internal: queue one follow-up (nothing when the dedupe key exists). Returns the row id or null.
create function public.outbox_enqueue(
  p_kind text,
  p_dedupe_key text,
  p_question_id uuid default null,
  p_payload jsonb default '{}'::jsonb,
  p_not_before timestamptz default null,
  p_status text default 'pending',
  p_note text default null
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
begin
  insert into public.outbox (kind, dedupe_key, question_id, payload, next_attempt_at, status, last_error)
  values (p_kind, p_dedupe_key, p_question_id, coalesce(p_payload, '{}'::jsonb), coalesce(p_not_before, now()),
    coalesce(p_status, 'pending'), p_note)
  on conflict (dedupe_key) do nothing
  returning id into v_id;
  return v_id;
end;
$$;
comment on function public.outbox_enqueue(text, text, uuid, jsonb, timestamptz, text, text) is
  'Internal: queue one follow-up; a dedupe_key already queued is ignored (exactly once).';

-- process-outbox: record one outcome. A row an admin gave up while a worker was
-- sending it is recorded as delivered when the mail did go out (the record says what happened).
create function public.outbox_finish(p_id bigint, p_outcome text, p_error text default null)
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

-- Smartsheet: one row per question --------------------------------------------------------------
-- Claims the sync of one question: 'claimed' (go ahead), 'synced' (row_id set), 'busy' (another
-- worker holds a fresh claim), 'missing' (no such question).
create function public.smartsheet_claim(p_question_id uuid)
returns table (outcome text, row_id text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.question_internal;
begin
  if not exists (select 1 from public.questions q where q.id = p_question_id) then
    return query select 'missing'::text, null::text;
    return;
  end if;
  insert into public.question_internal (question_id) values (p_question_id) on conflict (question_id) do nothing;
  update public.question_internal i
  set smartsheet_claimed_at = clock_timestamp()
  where i.question_id = p_question_id
    and i.smartsheet_row_id is null
    and (i.smartsheet_claimed_at is null or i.smartsheet_claimed_at < clock_timestamp() - interval '5 minutes')
  returning * into v_row;
  if found then
    return query select 'claimed'::text, null::text;
    return;
  end if;
  select * into v_row from public.question_internal i where i.question_id = p_question_id;
  if v_row.smartsheet_row_id is not null then
    return query select 'synced'::text, v_row.smartsheet_row_id;
  else
    return query select 'busy'::text, null::text;
  end if;
end;
$$;
comment on function public.smartsheet_claim(uuid) is 'Service role: claims the one Smartsheet sync of a question (claimed | synced | busy | missing).';

create function public.smartsheet_finish(p_question_id uuid, p_row_id text, p_error text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.question_internal i
  set smartsheet_row_id = coalesce(p_row_id, i.smartsheet_row_id),
      smartsheet_error = case when p_row_id is not null then null else left(p_error, 1000) end,
      smartsheet_synced_at = now(),
      smartsheet_claimed_at = null
  where i.question_id = p_question_id
$$;
comment on function public.smartsheet_finish(uuid, text, text) is 'Service role: records the row id, or the error of the last attempt, and releases the claim.';

-- The mails (process-outbox, service role) -------------------------------------------------------
-- What a deliverer needs for one mail, after doing the step it stands for:
--   request   the first mail (skip unless the request is still open); a new link token
--   reminder  skip unless still open and unanswered; records the reminder; a new link token
--   close     closes the question as closed_no_reply when still unanswered (skip otherwise); a new token
--   reply     the assigned expert's "reply received" mail (p_id is the reply id)
-- Returns { skip: reason } or the mail's fields.
create function public.info_mail_context(p_kind text, p_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_r record;
  v_q record;
  v_p record;
  v_to text;
begin
  if p_kind = 'reply' then
    select p.id, p.request_id, p.author_name, p.question_id into v_p from public.info_replies p where p.id = p_id;
    if not found then
      return jsonb_build_object('skip', 'reply not found');
    end if;
    select q.id, q.title, q.expert_id, e.email as expert_email, e.name as expert_name into v_q
    from public.questions q left join public.profiles e on e.id = q.expert_id where q.id = v_p.question_id;
    if v_q.expert_email is null then
      return jsonb_build_object('skip', 'no assigned expert');
    end if;
    return jsonb_build_object('to', v_q.expert_email, 'expertName', v_q.expert_name, 'questionId', v_q.id,
      'questionTitle', v_q.title, 'submitterName', v_p.author_name);
  end if;

  select r.id, r.question_id, r.status, r.message, r.asked_by_name, r.reminded_at, r.closed_at into v_r
  from public.info_requests r where r.id = p_id;
  if not found then
    return jsonb_build_object('skip', 'request not found');
  end if;
  select q.id, q.title, q.status, q.user_id, coalesce(u.email, q.submitter_email, q.email) as email,
    coalesce(q.submitter_name, q.first_name || ' ' || q.last_name) as name into v_q
  from public.questions q left join public.profiles u on u.id = q.user_id
  where q.id = v_r.question_id for update of q;

  if p_kind = 'request' then
    if v_r.status <> 'open' then
      return jsonb_build_object('skip', 'request is ' || v_r.status);
    end if;
  elsif p_kind = 'reminder' then
    if v_r.status <> 'open' or v_q.status <> 'needs_information' then
      return jsonb_build_object('skip', 'answered or closed');
    end if;
    if v_r.reminded_at is null then
      update public.info_requests r set reminded_at = now() where r.id = p_id;
      insert into public.question_events (question_id, event, from_status, to_status, reason)
      values (v_q.id, 'info_reminded', v_q.status, v_q.status, 'reminder sent to the submitter');
    end if;
  elsif p_kind = 'close' then
    if v_r.status = 'open' and v_q.status = 'needs_information' then
      update public.info_requests r set status = 'closed', closed_at = now() where r.id = p_id;
      update public.questions q set status = 'closed_no_reply' where q.id = v_q.id;
      insert into public.question_events (question_id, event, from_status, to_status, reason)
      values (v_q.id, 'closed_no_reply', 'needs_information', 'closed_no_reply', 'no reply from the submitter');
    elsif not (v_r.status = 'closed' and v_q.status = 'closed_no_reply') then
      return jsonb_build_object('skip', 'answered');
    end if;
  else
    raise exception 'Unknown mail kind %', p_kind using errcode = '22023';
  end if;

  return jsonb_build_object('to', v_q.email, 'submitterName', v_q.name, 'questionId', v_q.id,
    'questionTitle', v_q.title, 'message', v_r.message, 'askedBy', v_r.asked_by_name,
    'signedIn', v_q.user_id is not null, 'token', public.info_request_issue_token(p_id),
    'reopenDays', public.setting_int('ask_back.reopen_days', 30));
end;
$$;
comment on function public.info_mail_context(text, uuid) is
  'Service role (process-outbox): performs the ask-back step a mail stands for (reminder, close) and returns the mail''s fields with a fresh reply-link token, or { skip }.';

-- Where a row's mail goes: the answer email goes to the submitter, as it always did.
create function public.outbox_recipient(p_kind text, p_payload jsonb, p_question_id uuid)
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

-- Internal: a row's state in words the app shows. 'scheduled' is a row not yet due that was never
-- tried (a reminder, the close, a digest); 'retrying' one that failed and will be tried again.
create function public.outbox_state(p_status text, p_last_error text, p_given_up_at timestamptz,
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

-- Internal: the audit row of an admin's action on an outbox row (its question, or for a digest its
-- account).
create function public.outbox_admin_log(p_uid uuid, p_action text, p_row public.outbox, p_new_state text)
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

-- The lists read the outbox only (answer emails included) ------------------------------------------
create function public.admin_email_deliveries(
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

create function public.admin_email_delivery_counts()
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

-- Acting on an outbox row --------------------------------------------------------------------------
-- Send again: queued and due now with a fresh round of attempts (attempts and error cleared; the
-- audit keeps the old ones), so it leaves the list until it fails again. A row a worker holds keeps
-- its lease, so it is never sent twice at once. Only a row that failed at least once: a reminder or
-- close not yet due is never sent early.
create function public.admin_outbox_send_again(p_id bigint)
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
create function public.admin_outbox_give_up(p_id bigint)
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

create function public.question_emails(p_question_id uuid)
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
