-- Ask the submitter back (docs/spec-notes.md, "Request more information").
--
-- The assigned expert (or an admin) asks the submitter a question about a pending question
-- (request_information): the question becomes needs_information and its answer-time clock pauses.
-- The submitter replies from the emailed link (a random token, stored as its sha256, scoped to one
-- request, expiring) or, signed in, from Claim Review; the reply joins the question's thread and the
-- question returns to pending for the same expert. Without a reply a reminder goes out after
-- ask_back.reminder_days and the question closes as closed_no_reply after ask_back.close_days; a
-- reply within ask_back.reopen_days of the close reopens it. Every step is a question_events row,
-- every mail an outbox row (delivered by process-outbox).

-- History events ----------------------------------------------------------------------------------
alter table public.question_events drop constraint question_events_event_valid;
alter table public.question_events add constraint question_events_event_valid check (event in (
  'created', 'assigned', 'answered', 'approved', 'rejected', 'status_changed',
  'info_requested', 'info_reminded', 'info_replied', 'closed_no_reply'
));

alter table public.admin_events drop constraint admin_events_action_valid;
alter table public.admin_events add constraint admin_events_action_valid check (action in (
  'account.create', 'account.update', 'account.activate', 'account.deactivate',
  'account.quota_top_up', 'account.quota_set',
  'expert.assign_account', 'expert.unassign_account',
  'user.create_staff', 'user.delete', 'user.rename', 'user.role_change', 'user.approver_change',
  'user.quota_change', 'user.corporate_account_change',
  'question.reassign', 'question.status_change', 'question.delete',
  'setting.demo_access_code', 'setting.answer_time_target', 'setting.ask_back'
));

-- Settings ----------------------------------------------------------------------------------------
insert into public.app_settings (key, value) values
  ('ask_back.reminder_days', '3'),
  ('ask_back.close_days', '14'),
  ('ask_back.reopen_days', '30'),
  ('ask_back.token_ttl_days', '30'),
  ('limit.reply_link_checks_per_address', '30'),
  ('limit.reply_link_checks_window_seconds', '600')
on conflict (key) do nothing;

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

alter table public.info_requests enable row level security;
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

alter table public.info_replies enable row level security;
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
alter table public.info_request_tokens enable row level security;
create index info_request_tokens_request_idx on public.info_request_tokens (request_id);

revoke all on table public.info_requests from anon, authenticated;
revoke all on table public.info_replies from anon, authenticated;
revoke all on table public.info_request_tokens from anon, authenticated;
grant select on table public.info_requests to authenticated;
grant select on table public.info_replies to authenticated;

create policy "info_requests: staff read"
  on public.info_requests for select to authenticated
  using ((select public.is_staff()));
create policy "info_requests: submitters read their own"
  on public.info_requests for select to authenticated
  using (exists (
    select 1 from public.questions q where q.id = question_id and q.user_id = (select auth.uid())
  ));
create policy "info_replies: staff read"
  on public.info_replies for select to authenticated
  using ((select public.is_staff()));
create policy "info_replies: submitters read their own"
  on public.info_replies for select to authenticated
  using (exists (
    select 1 from public.questions q where q.id = question_id and q.user_id = (select auth.uid())
  ));

-- Paused time ---------------------------------------------------------------------------------------
-- Seconds of a question's life up to p_until spent waiting for the submitter.
create or replace function public.question_paused_seconds(p_question_id uuid, p_until timestamptz)
returns double precision
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(greatest(0,
    extract(epoch from (least(coalesce(r.resumed_at, p_until), p_until) - r.created_at)))), 0)::double precision
  from public.info_requests r
  where r.question_id = p_question_id and r.created_at < p_until
$$;
comment on function public.question_paused_seconds(uuid, timestamptz) is
  'Internal: seconds the question waited for the submitter (ask-back) before p_until; the answer-time clock does not count them.';
revoke all on function public.question_paused_seconds(uuid, timestamptz) from public, anon, authenticated;

-- Tokens ------------------------------------------------------------------------------------------
create or replace function public.info_token_hash(p_token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select extensions.digest(convert_to(coalesce(p_token, ''), 'UTF8'), 'sha256')
$$;
revoke all on function public.info_token_hash(text) from public, anon, authenticated;

-- A new random token for one request (64 hex characters); only its hash is stored.
create or replace function public.info_request_issue_token(p_request_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token text := encode(extensions.gen_random_bytes(32), 'hex');
begin
  insert into public.info_request_tokens (token_hash, request_id, expires_at)
  values (public.info_token_hash(v_token), p_request_id,
    now() + make_interval(days => public.setting_int('ask_back.token_ttl_days', 30)));
  return v_token;
end;
$$;
comment on function public.info_request_issue_token(uuid) is 'Internal: a random reply-link token for one request; stores its sha256 and expiry.';
revoke all on function public.info_request_issue_token(uuid) from public, anon, authenticated;

-- What a token opens: the state of the link and, when usable, its request.
--   invalid  no such token;  expired  past expires_at or the reopen window;  used  already replied
create or replace function public.info_token_resolve(p_token text)
returns table (state text, request_id uuid)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_t record;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return query select 'invalid'::text, null::uuid;
    return;
  end if;
  select t.request_id, t.expires_at, t.used_at, r.status, r.closed_at into v_t
  from public.info_request_tokens t
  join public.info_requests r on r.id = t.request_id
  where t.token_hash = public.info_token_hash(p_token);
  if not found then
    return query select 'invalid'::text, null::uuid;
  elsif v_t.used_at is not null or v_t.status = 'replied' then
    return query select 'used'::text, v_t.request_id;
  elsif v_t.expires_at <= now()
     or (v_t.status = 'closed' and v_t.closed_at
         < now() - make_interval(days => public.setting_int('ask_back.reopen_days', 30))) then
    return query select 'expired'::text, v_t.request_id;
  else
    return query select 'open'::text, v_t.request_id;
  end if;
end;
$$;
revoke all on function public.info_token_resolve(text) from public, anon, authenticated;

-- request_information ---------------------------------------------------------------------------
create or replace function public.request_information(p_question_id uuid, p_message text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_message text := btrim(coalesce(p_message, ''));
  v_q record;
  v_id uuid;
begin
  if v_uid is null or not public.is_staff() then
    raise exception 'Only the assigned expert or an admin can ask the submitter' using errcode = '42501';
  end if;
  if v_message = '' then
    raise exception 'A message to the submitter is required' using errcode = '22023';
  end if;
  if char_length(v_message) > 5000 then
    raise exception 'The message must be at most 5000 characters' using errcode = '22023';
  end if;
  select q.id, q.status, q.expert_id into v_q from public.questions q where q.id = p_question_id for update;
  if not found then
    raise exception 'Question not found' using errcode = 'PT404';
  end if;
  if not public.is_admin() and v_q.expert_id is distinct from v_uid then
    raise exception 'Only the assigned expert or an admin can ask the submitter' using errcode = '42501';
  end if;
  if v_q.status <> 'pending' or v_q.expert_id is null then
    raise exception 'Cannot ask the submitter about a question that is %', v_q.status using errcode = 'PT409';
  end if;

  insert into public.info_requests (question_id, asked_by, asked_by_name, message)
  select p_question_id, v_uid, left(coalesce(p.name, 'ClaimDesk'), 200), v_message
  from (select 1) one left join public.profiles p on p.id = v_uid
  returning id into v_id;
  update public.questions q set status = 'needs_information' where q.id = p_question_id;
  insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
  values (p_question_id, v_uid, 'info_requested', 'pending', 'needs_information', left(v_message, 2000));

  perform public.outbox_enqueue('info_request_email', 'info_request_email:' || v_id, p_question_id,
    jsonb_build_object('requestId', v_id));
  perform public.outbox_enqueue('info_request_reminder', 'info_request_reminder:' || v_id, p_question_id,
    jsonb_build_object('requestId', v_id),
    now() + make_interval(days => public.setting_int('ask_back.reminder_days', 3)));
  perform public.outbox_enqueue('info_request_close', 'info_request_close:' || v_id, p_question_id,
    jsonb_build_object('requestId', v_id),
    now() + make_interval(days => public.setting_int('ask_back.close_days', 14)));
  return v_id;
end;
$$;
comment on function public.request_information(uuid, text) is
  'The assigned expert or an admin asks the submitter of a pending question (message 1..5000): needs_information, clock paused, request email, reminder and close scheduled. Returns the request id.';

-- Replies -------------------------------------------------------------------------------------------
create or replace function public.info_reply_apply(
  p_request_id uuid,
  p_author uuid,
  p_author_name text,
  p_via text,
  p_message text,
  p_phi_confirmed boolean
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_body text := btrim(coalesce(p_message, ''));
  v_qid uuid;
  v_q record;
  v_r record;
  v_to public.question_status;
  v_phi text[];
  v_id uuid;
begin
  if v_body = '' then
    raise exception 'A reply is required' using errcode = '22023';
  end if;
  if char_length(v_body) > 20000 then
    raise exception 'The reply must be at most 20000 characters' using errcode = '22023';
  end if;
  -- The same PHI screen as submissions: flagged text goes only with the submitter's confirmation.
  v_phi := public.phi_findings(v_body);
  if cardinality(v_phi) > 0 and not coalesce(p_phi_confirmed, false) then
    raise exception 'This reply may contain patient information (%). Remove it, or confirm that it contains none.',
      array_to_string(array(select distinct unnest(v_phi) order by 1), ', ') using errcode = '22023';
  end if;

  select r.question_id into v_qid from public.info_requests r where r.id = p_request_id;
  if not found then
    raise exception 'Request not found' using errcode = 'PT404';
  end if;
  -- Lock the question first, then re-read the request, so a reply and the close are serialised.
  select q.id, q.status, q.expert_id into v_q from public.questions q where q.id = v_qid for update;
  select r.id, r.status, r.closed_at into v_r from public.info_requests r where r.id = p_request_id for update;
  if v_r.status = 'replied' then
    raise exception 'This request has already been answered' using errcode = 'PT409';
  end if;
  if v_r.status = 'closed'
     and v_r.closed_at < now() - make_interval(days => public.setting_int('ask_back.reopen_days', 30)) then
    raise exception 'This question was closed too long ago to reopen' using errcode = 'PT409';
  end if;
  if v_q.status not in ('needs_information', 'closed_no_reply') then
    raise exception 'This question is no longer waiting for your reply' using errcode = 'PT409';
  end if;

  insert into public.info_replies (question_id, request_id, author_id, author_name, body, via, phi_confirmed)
  values (v_qid, p_request_id, p_author, left(coalesce(nullif(btrim(p_author_name), ''), 'Submitter'), 201),
    v_body, p_via, cardinality(v_phi) > 0 and coalesce(p_phi_confirmed, false))
  returning id into v_id;
  update public.info_requests r set status = 'replied', resumed_at = now() where r.id = p_request_id;
  update public.info_request_tokens t set used_at = now() where t.request_id = p_request_id and t.used_at is null;

  v_to := case when v_q.expert_id is not null then 'pending' else 'unassigned' end;
  update public.questions q set status = v_to where q.id = v_qid;
  insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
  values (v_qid, p_author, 'info_replied', v_q.status, v_to,
    case when v_q.status = 'closed_no_reply' then 'reopened by the submitter''s reply' end);
  if v_q.expert_id is not null then
    perform public.outbox_enqueue('info_reply_email', 'info_reply_email:' || v_id, v_qid,
      jsonb_build_object('replyId', v_id));
  end if;
  return v_id;
end;
$$;
revoke all on function public.info_reply_apply(uuid, uuid, text, text, text, boolean) from public, anon, authenticated;

-- Anyone holding the emailed link: read its one request.
create or replace function public.info_request_by_token(p_token text)
returns table (
  state text,
  question_title text,
  question_status public.question_status,
  message text,
  asked_by_name text,
  asked_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_state text;
  v_request uuid;
begin
  if not public.rate_limit_take('reply_link', public.request_client_address(),
      public.setting_int('limit.reply_link_checks_per_address', 30),
      public.setting_int('limit.reply_link_checks_window_seconds', 600)) then
    raise exception 'Too many attempts from your network. Please try again later.' using errcode = 'PT429';
  end if;
  select x.state, x.request_id into v_state, v_request from public.info_token_resolve(p_token) x;
  if v_state <> 'open' then
    return query select v_state, null::text, null::public.question_status, null::text, null::text, null::timestamptz;
    return;
  end if;
  return query
  select 'open'::text, q.title, q.status, r.message, r.asked_by_name, r.created_at
  from public.info_requests r join public.questions q on q.id = r.question_id
  where r.id = v_request;
end;
$$;
comment on function public.info_request_by_token(text) is
  'Reply link: the state of the token (open | used | expired | invalid) and, when open, its one request (question title, message, who, when). Nothing else. Rate-limited per address.';

-- Anyone holding the emailed link: reply to its one request (the token is spent).
create or replace function public.reply_info_request_by_token(p_token text, p_message text, p_phi_confirmed boolean default false)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_state text;
  v_request uuid;
  v_name text;
begin
  if not public.rate_limit_take('info_reply', public.request_client_address(),
      public.setting_int('limit.submissions_per_address', 5),
      public.setting_int('limit.submissions_window_seconds', 600)) then
    raise exception 'Too many replies have been sent from your network. Please try again later.' using errcode = 'PT429';
  end if;
  select x.state, x.request_id into v_state, v_request from public.info_token_resolve(p_token) x;
  if v_state = 'invalid' then
    raise exception 'This reply link is not valid.' using errcode = 'PT404';
  elsif v_state = 'used' then
    raise exception 'This reply link has already been used.' using errcode = 'PT409';
  elsif v_state = 'expired' then
    raise exception 'This reply link has expired.' using errcode = 'PT410';
  end if;
  select coalesce(q.submitter_name, q.first_name || ' ' || q.last_name) into v_name
  from public.info_requests r join public.questions q on q.id = r.question_id where r.id = v_request;
  return public.info_reply_apply(v_request, null, v_name, 'link', p_message, p_phi_confirmed);
end;
$$;
comment on function public.reply_info_request_by_token(text, text, boolean) is
  'Reply link: posts the submitter''s reply to the token''s request (PHI-screened, rate-limited like submissions); the question returns to pending; the token is spent.';

-- A signed-in submitter replies from Claim Review.
create or replace function public.reply_info_request(p_request_id uuid, p_message text, p_phi_confirmed boolean default false)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_name text;
begin
  if v_uid is null or not exists (
    select 1 from public.info_requests r join public.questions q on q.id = r.question_id
    where r.id = p_request_id and q.user_id = v_uid
  ) then
    raise exception 'Only the submitter can reply to this request' using errcode = '42501';
  end if;
  if not public.rate_limit_take('info_reply', 'user:' || v_uid,
      public.setting_int('limit.submissions_per_address', 5),
      public.setting_int('limit.submissions_window_seconds', 600)) then
    raise exception 'Too many replies. Please try again later.' using errcode = 'PT429';
  end if;
  select p.name into v_name from public.profiles p where p.id = v_uid;
  return public.info_reply_apply(p_request_id, v_uid, v_name, 'account', p_message, p_phi_confirmed);
end;
$$;
comment on function public.reply_info_request(uuid, text, boolean) is
  'The signed-in submitter replies to a request about their own question (PHI-screened, rate-limited); the question returns to pending.';

-- The thread of a question, oldest first: requests and replies with who and when.
create or replace function public.question_info_thread(p_question_id uuid)
returns table (
  kind text,
  id uuid,
  request_id uuid,
  author_name text,
  body text,
  via text,
  request_status text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() and not exists (
    select 1 from public.questions q where q.id = p_question_id and q.user_id = auth.uid()
  ) then
    raise exception 'Only staff and the submitter can read this thread' using errcode = '42501';
  end if;
  return query
  select t.kind, t.id, t.request_id, t.author_name, t.body, t.via, t.request_status, t.created_at
  from (
    select 'request'::text as kind, r.id, r.id as request_id, r.asked_by_name as author_name,
      r.message as body, null::text as via, r.status as request_status, r.created_at
    from public.info_requests r where r.question_id = p_question_id
    union all
    select 'reply'::text, p.id, p.request_id, p.author_name, p.body, p.via, null::text, p.created_at
    from public.info_replies p where p.question_id = p_question_id
  ) t
  order by t.created_at, t.kind desc;
end;
$$;
comment on function public.question_info_thread(uuid) is
  'Staff and the question''s signed-in submitter: the ask-back thread (requests and replies), oldest first.';

-- The mails (process-outbox, service role) -------------------------------------------------------
-- What a deliverer needs for one mail, after doing the step it stands for:
--   request   the first mail (skip unless the request is still open); a new link token
--   reminder  skip unless still open and unanswered; records the reminder; a new link token
--   close     closes the question as closed_no_reply when still unanswered (skip otherwise); a new token
--   reply     the assigned expert's "reply received" mail (p_id is the reply id)
-- Returns { skip: reason } or the mail's fields.
create or replace function public.info_mail_context(p_kind text, p_id uuid)
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

-- Settings (admins) --------------------------------------------------------------------------------
create or replace function public.admin_ask_back_settings()
returns table (reminder_days integer, close_days integer, reopen_days integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can view settings');
  return query select public.setting_int('ask_back.reminder_days', 3), public.setting_int('ask_back.close_days', 14),
    public.setting_int('ask_back.reopen_days', 30);
end;
$$;

create or replace function public.admin_set_ask_back_settings(p_reminder_days integer, p_close_days integer, p_reopen_days integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_old jsonb;
begin
  perform public.require_admin('Only admins can change settings');
  if p_reminder_days is null or p_reminder_days < 1 or p_reminder_days > 60 then
    raise exception 'The reminder must be sent after 1 to 60 days' using errcode = '22023';
  end if;
  if p_close_days is null or p_close_days <= p_reminder_days or p_close_days > 180 then
    raise exception 'Questions must close after the reminder and within 180 days' using errcode = '22023';
  end if;
  if p_reopen_days is null or p_reopen_days < 1 or p_reopen_days > 365 then
    raise exception 'The reopen window must be 1 to 365 days' using errcode = '22023';
  end if;
  select to_jsonb(s) into v_old from public.admin_ask_back_settings() s;
  insert into public.app_settings (key, value, updated_by) values
    ('ask_back.reminder_days', p_reminder_days::text, v_uid),
    ('ask_back.close_days', p_close_days::text, v_uid),
    ('ask_back.reopen_days', p_reopen_days::text, v_uid)
  on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by;
  perform public.admin_log(v_uid, 'setting.ask_back', 'setting', 'ask_back', 'Request more information', v_old,
    jsonb_build_object('reminder_days', p_reminder_days, 'close_days', p_close_days, 'reopen_days', p_reopen_days));
end;
$$;
comment on function public.admin_set_ask_back_settings(integer, integer, integer) is
  'Admin: days until the ask-back reminder (1..60) and the close (after the reminder, <= 180), and the reopen window (1..365). Audited; applies to requests made afterwards.';

-- Grants -------------------------------------------------------------------------------------------
revoke all on function public.request_information(uuid, text) from public, anon, authenticated;
revoke all on function public.info_request_by_token(text) from public, anon, authenticated;
revoke all on function public.reply_info_request_by_token(text, text, boolean) from public, anon, authenticated;
revoke all on function public.reply_info_request(uuid, text, boolean) from public, anon, authenticated;
revoke all on function public.question_info_thread(uuid) from public, anon, authenticated;
revoke all on function public.info_mail_context(text, uuid) from public, anon, authenticated;
revoke all on function public.admin_ask_back_settings() from public, anon, authenticated;
revoke all on function public.admin_set_ask_back_settings(integer, integer, integer) from public, anon, authenticated;

grant execute on function public.request_information(uuid, text) to authenticated, service_role;
grant execute on function public.info_request_by_token(text) to anon, authenticated, service_role;
grant execute on function public.reply_info_request_by_token(text, text, boolean) to anon, authenticated, service_role;
grant execute on function public.reply_info_request(uuid, text, boolean) to authenticated, service_role;
grant execute on function public.question_info_thread(uuid) to authenticated, service_role;
grant execute on function public.info_mail_context(text, uuid) to service_role;
grant execute on function public.admin_ask_back_settings() to authenticated;
grant execute on function public.admin_set_ask_back_settings(integer, integer, integer) to authenticated;
