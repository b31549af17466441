-- Functions: the public submission path (submit_question and its helpers), the abuse limits, the
-- demo gate and Cloudflare Turnstile's human tokens, and held submissions.

-- set_demo_access_code: at least 8 characters, and audited (the code itself never is).
create function public.set_demo_access_code(code text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(coalesce(code, '')));
  v_uid uuid := auth.uid();
begin
  if not public.is_admin() then
    raise exception 'Only admins can change the demo access code' using errcode = '42501';
  end if;
  if char_length(v_code) < 8 or char_length(v_code) > 100 then
    raise exception 'The access code must be 8 to 100 characters' using errcode = '22023';
  end if;
  insert into public.app_settings (key, value, updated_by)
  values ('demo_access_code_hash', extensions.crypt(v_code, extensions.gen_salt('bf')), v_uid)
  on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by;
  perform public.admin_log(v_uid, 'setting.demo_access_code', 'setting', 'demo_access_code',
    'Demo access code', null, jsonb_build_object('changed', true));
end;
$$;
comment on function public.set_demo_access_code(text) is
  'Admin: sets the demo access code (8..100 characters, stored as a bcrypt hash of its upper-case form). Audited without the code.';

-- Internal: parse an optional uuid from a payload field (null when blank), 22023 when malformed.
create function public.payload_uuid(p_value text, p_field text)
returns uuid
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or btrim(p_value) = '' then
    return null;
  end if;
  if btrim(p_value) !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception 'Invalid %', p_field using errcode = '22023';
  end if;
  return btrim(p_value)::uuid;
end;
$$;

-- Payload parsing for submit_question ---------------------------------------------------------
create function public.parse_date_of_service(p_value jsonb)
returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_text text := btrim(p_value #>> '{}');
  v_year integer;
  v_date date;
begin
  if p_value is null or p_value = 'null'::jsonb or v_text is null or v_text = '' then
    return null;
  end if;
  if jsonb_typeof(p_value) = 'number' or v_text ~ '^[0-9]{4}$' then
    if v_text !~ '^[0-9]{4}(\.0+)?$' then
      raise exception 'Invalid date of service' using errcode = '22023';
    end if;
    v_year := left(v_text, 4)::integer;
    if v_year < 2000 or v_year > 2050 then
      raise exception 'Year of service must be between 2000 and 2050' using errcode = '22023';
    end if;
    return make_date(v_year, 1, 1);
  end if;
  if v_text !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ].*)?$' then
    raise exception 'Invalid date of service' using errcode = '22023';
  end if;
  begin
    v_date := left(v_text, 10)::date;
  exception when others then
    raise exception 'Invalid date of service' using errcode = '22023';
  end;
  if v_date < date '2000-01-01' or v_date > date '2050-12-31' then
    raise exception 'Year of service must be between 2000 and 2050' using errcode = '22023';
  end if;
  return v_date;
end;
$$;
comment on function public.parse_date_of_service(jsonb) is 'Internal: a payload year or ISO date -> date_of_service (22023 when invalid or outside 2000..2050).';

create function public.setting_int(p_key text, p_default integer)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select case when s.value ~ '^-?[0-9]{1,9}$' then s.value::integer end
     from public.app_settings s where s.key = p_key),
    p_default)
$$;
comment on function public.setting_int(text, integer) is 'Internal: an integer app_settings row (the limits), or the default.';

-- The caller's address ------------------------------------------------------------------------
-- Hosted Supabase: Cloudflare's cf-connecting-ip (set by Cloudflare, not by the client). The local
-- gateway (stack/gateway.ts) sets cf-connecting-ip the same way and appends the socket address to
-- X-Forwarded-For, whose last entry is the fallback.
create function public.request_client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_headers jsonb;
  v_addr text;
  v_parts text[];
begin
  begin
    v_headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    v_headers := null;
  end;
  v_addr := nullif(btrim(v_headers ->> 'cf-connecting-ip'), '');
  if v_addr is null and v_headers ? 'x-forwarded-for' then
    v_parts := string_to_array(v_headers ->> 'x-forwarded-for', ',');
    v_addr := nullif(btrim(v_parts[array_length(v_parts, 1)]), '');
  end if;
  return left(coalesce(v_addr, 'unknown'), 100);
end;
$$;
comment on function public.request_client_address() is
  'Internal: the client address of the current API request (cf-connecting-ip, else the last X-Forwarded-For entry).';

create function public.rate_limit_take(p_bucket text, p_subject text, p_limit integer, p_window_seconds integer)
returns boolean
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
  delete from public.rate_limits r
  where r.bucket = p_bucket and r.subject = coalesce(p_subject, 'unknown') and r.window_start < v_start;
  return v_hits <= p_limit;
end;
$$;
comment on function public.rate_limit_take(text, text, integer, integer) is
  'Internal: counts one hit in the current fixed window and returns true while within p_limit.';

-- Internal: submit_question's check of the (already normalised) type and the optional POS
-- indicator, with today's errors (22023 + the message the form shows).
create function public.validate_question_codes(p_type text, p_pos text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_type is null or not public.is_coding_question_type(p_type) then
    raise exception 'Invalid coding question type' using errcode = '22023';
  end if;
  if p_pos is not null and not public.is_pos_indicator(p_pos) then
    raise exception 'Invalid POS indicator' using errcode = '22023';
  end if;
end;
$$;
comment on function public.validate_question_codes(text, text) is
  'Internal: 22023 "Invalid coding question type" / "Invalid POS indicator" unless the names are in the coding_question_type / pos_indicator enums.';

-- submit_question: a held submission gets the usual answer (its held id) and nothing else ----------
create function public.submit_question(payload jsonb)
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

-- Optional Cloudflare Turnstile on the public forms (docs/decisions.md, "Optional Cloudflare
-- Turnstile"). Postgres cannot call Cloudflare, so the verify-turnstile edge function checks the
-- widget's token with Cloudflare's siteverify and, on success, asks issue_human_token (service role
-- only) for a short-lived, DB-signed, single-use "human" token; submit_question refuses anonymous
-- submissions without one while the deployer's app_settings row turnstile_required is 'true'
-- (default 'false': off in the local stack and tests).
create function public.turnstile_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select lower(btrim(s.value)) in ('true', 'on', '1', 'yes')
    from public.app_settings s where s.key = 'turnstile_required'), false)
$$;
comment on function public.turnstile_required() is
  'Internal: whether anonymous submissions need a human token (app_settings turnstile_required).';

-- "<expiry epoch>.<nonce hex>.<hex HMAC-SHA256>" keyed by server_secrets.human_token.
create function public.human_token_sign(p_expires bigint, p_nonce text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p_expires::text || '.' || p_nonce || '.' || encode(extensions.hmac(
    convert_to('human:' || p_expires::text || ':' || p_nonce, 'UTF8'),
    (select k.value from public.server_secrets k where k.name = 'human_token'),
    'sha256'), 'hex')
$$;
comment on function public.human_token_sign(bigint, text) is 'Internal: signs a human token.';

-- verify-turnstile, after Cloudflare said yes: a fresh token valid human.token_ttl_seconds.
create function public.issue_human_token()
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select public.human_token_sign(
    floor(extract(epoch from now()))::bigint + greatest(public.setting_int('human.token_ttl_seconds', 300), 1),
    encode(extensions.gen_random_bytes(16), 'hex'))
$$;
comment on function public.issue_human_token() is
  'Service role (verify-turnstile): a signed single-use human token valid human.token_ttl_seconds.';

-- submit_question: true once per valid, unexpired token (its nonce is recorded); false otherwise.
create function public.human_token_take(p_token text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token text := btrim(coalesce(p_token, ''));
  v_expires bigint;
  v_nonce text;
  v_taken text;
begin
  if v_token !~ '^[0-9]{1,12}\.[0-9a-f]{32}\.[0-9a-f]{64}$' then
    return false;
  end if;
  v_expires := split_part(v_token, '.', 1)::bigint;
  v_nonce := split_part(v_token, '.', 2);
  if v_expires < extract(epoch from now()) or public.human_token_sign(v_expires, v_nonce) <> v_token then
    return false;
  end if;
  delete from public.human_tokens_used u where u.expires_at < now();
  insert into public.human_tokens_used (nonce, expires_at)
  values (v_nonce, to_timestamp(v_expires))
  on conflict (nonce) do nothing
  returning nonce into v_taken;
  return v_taken is not null;
end;
$$;
comment on function public.human_token_take(text) is
  'Internal: uses a human token (true once per valid, unexpired token).';

-- submit_question is split along its seams into internal helpers, none over ~150 lines
-- (docs/decisions.md, "Signed-in submissions", "Minimum fill time", "Smartsheet rows by account"):
--   * a signed-in caller who is not staff gets the confirmation at the account's own address
--     (auth.users), never at the address typed in the payload (the question still stores that
--     one), and is limited to limit.submissions_per_user per window (PT429);
--   * the minimum fill time compares the milliseconds the browser measured itself
--     (payload.formElapsedMs) with limit.min_fill_seconds; an anonymous submission without a valid
--     value counts as too fast (silently dropped); payload.formStartedAt is ignored;
--   * the Smartsheet row is queued when the account's smartsheet_sync is on; payload.smartsheet is
--     ignored.
--
-- 1. Validation: every field's rule and message --------------------------------------------------
create function public.submission_parse(payload jsonb)
returns public.question_submission
language plpgsql
stable
set search_path = ''
as $$
declare
  v public.question_submission;
  v_uid uuid := auth.uid();
begin
  if payload is null or jsonb_typeof(payload) <> 'object' then
    raise exception 'Invalid question payload' using errcode = '22023';
  end if;

  v.title := nullif(btrim(payload ->> 'title'), '');
  v.content := nullif(btrim(payload ->> 'content'), '');
  v.first_name := nullif(btrim(payload ->> 'firstName'), '');
  v.last_name := nullif(btrim(payload ->> 'lastName'), '');
  v.email := nullif(btrim(payload ->> 'email'), '');
  v.phone_number := nullif(btrim(payload ->> 'phoneNumber'), '');
  v.user_title := nullif(btrim(payload ->> 'userTitle'), '');
  v.entity_institution := nullif(btrim(payload ->> 'entityInstitution'), '');
  v.zip_code := nullif(btrim(payload ->> 'zipCode'), '');
  v.location_of_service_name := nullif(btrim(payload ->> 'locationOfServiceName'), '');
  v.location_of_service_zip := nullif(btrim(payload ->> 'locationOfServiceZip'), '');
  v.pos_indicator := nullif(btrim(payload ->> 'posIndicator'), '');
  v.coding_question_type := coalesce(nullif(btrim(payload ->> 'codingQuestionType'), ''), 'General Coding Question');
  v.submitter_name := nullif(btrim(payload ->> 'submitterName'), '');
  v.submitter_email := nullif(btrim(payload ->> 'submitterEmail'), '');
  v.phi_confirmed := coalesce(payload -> 'phiConfirmed' = 'true'::jsonb, false);
  v.status_raw := coalesce(nullif(btrim(payload ->> 'status'), ''), 'unassigned');
  v.expert_id_raw := payload ->> 'expertId';

  if v.title is null then
    raise exception 'Title is required' using errcode = '22023';
  elsif char_length(v.title) > 200 then
    raise exception 'Title must be less than 200 characters' using errcode = '22023';
  end if;
  if v.content is null then
    raise exception 'Content is required' using errcode = '22023';
  elsif char_length(v.content) > 20000 then
    raise exception 'Content must be at most 20000 characters' using errcode = '22023';
  end if;
  if v.first_name is null then
    raise exception 'First name is required' using errcode = '22023';
  elsif char_length(v.first_name) > 100 then
    raise exception 'First name must be at most 100 characters' using errcode = '22023';
  end if;
  if v.last_name is null then
    raise exception 'Last name is required' using errcode = '22023';
  elsif char_length(v.last_name) > 100 then
    raise exception 'Last name must be at most 100 characters' using errcode = '22023';
  end if;
  if v.email is null then
    raise exception 'Email is required' using errcode = '22023';
  elsif char_length(v.email) > 255 then
    raise exception 'Email must be at most 255 characters' using errcode = '22023';
  elsif v.email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Invalid email address' using errcode = '22023';
  end if;
  if char_length(v.phone_number) > 50 then
    raise exception 'Phone number must be at most 50 characters' using errcode = '22023';
  end if;
  if char_length(v.user_title) > 200 then
    raise exception 'Title (job) must be at most 200 characters' using errcode = '22023';
  end if;
  if char_length(v.entity_institution) > 200 then
    raise exception 'Entity/institution must be at most 200 characters' using errcode = '22023';
  end if;
  if char_length(v.zip_code) > 10 then
    raise exception 'Zip code must be at most 10 characters' using errcode = '22023';
  end if;
  if char_length(v.location_of_service_name) > 200 then
    raise exception 'Location of service name must be at most 200 characters' using errcode = '22023';
  end if;
  if char_length(v.location_of_service_zip) > 10 then
    raise exception 'Location of service zip must be at most 10 characters' using errcode = '22023';
  end if;

  -- Both spellings of the hospital types mean the same type (docs/decisions.md).
  if v.coding_question_type = 'Hospital Inpatient' then
    v.coding_question_type := 'Hospital - Inpatient';
  elsif v.coding_question_type = 'Hospital Outpatient' then
    v.coding_question_type := 'Hospital - Outpatient';
  end if;
  perform public.validate_question_codes(v.coding_question_type, v.pos_indicator);

  v.date_of_service := public.parse_date_of_service(payload -> 'dateOfService');

  -- The submitter is the caller only when the payload names the caller.
  if v_uid is not null and lower(btrim(coalesce(payload ->> 'userId', ''))) = v_uid::text then
    v.user_id := v_uid;
  end if;

  v.corporate_account_id := public.payload_uuid(payload ->> 'corporateAccountId', 'corporate account id');
  return v;
end;
$$;
comment on function public.submission_parse(jsonb) is
  'Internal (submit_question): the payload''s fields trimmed and validated (22023 with the field''s message).';

-- 3. The stored question: status, insert, quota, history, auto-assignment, counter ---------------
create function public.submission_store(p public.question_submission)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := auth.uid();
  v_status public.question_status;
  v_expert uuid;
  v_id uuid;
begin
  if p.status_raw = 'unassigned' then
    v_status := 'unassigned';
  elsif p.status_raw = 'pending' then
    if p.corporate_account_id is null then
      raise exception 'A pending question needs a corporate account' using errcode = '22023';
    end if;
    v_expert := public.payload_uuid(p.expert_id_raw, 'expert id');
    if v_expert is not null then
      if not exists (
        select 1 from public.expert_corporate_assignments a
        join public.profiles e on e.id = a.expert_id and e.role = 'expert'
        where a.expert_id = v_expert and a.corporate_account_id = p.corporate_account_id
      ) then
        raise exception 'Expert is not assigned to this corporate account' using errcode = '22023';
      end if;
    else
      v_expert := public.pick_account_expert(p.corporate_account_id);
      if v_expert is null then
        raise exception 'No expert assigned to this corporate account' using errcode = 'PT409';
      end if;
    end if;
    v_status := 'pending';
  else
    raise exception 'Invalid status for a new question' using errcode = '22023';
  end if;

  insert into public.questions (
    title, content, status, user_id, expert_id, corporate_account_id, submitter_name, submitter_email,
    first_name, last_name, email, phone_number, user_title, entity_institution, zip_code,
    location_of_service_name, location_of_service_zip, pos_indicator, date_of_service, coding_question_type,
    phi_confirmed
  ) values (
    p.title, p.content, v_status, p.user_id, v_expert, p.corporate_account_id,
    left(coalesce(p.submitter_name, p.first_name || ' ' || p.last_name), 201),
    left(coalesce(p.submitter_email, p.email), 255),
    p.first_name, p.last_name, p.email, p.phone_number, p.user_title, p.entity_institution, p.zip_code,
    p.location_of_service_name, p.location_of_service_zip, p.pos_indicator, p.date_of_service,
    p.coding_question_type, p.phi_confirmed
  )
  returning id into v_id;

  -- Quota of a signed-in, non-corporate submitter: never below 0, -1 unlimited.
  if p.user_id is not null then
    update public.profiles u
    set questions_remaining = u.questions_remaining - 1
    where u.id = p.user_id and not u.is_corporate_user and u.questions_remaining > 0;
  end if;

  insert into public.question_events (question_id, actor_id, event, to_status, reason)
  values (v_id, v_uid, 'created', v_status,
    case when v_expert is not null then 'assigned to the account''s expert on submission' end);

  if p.corporate_account_id is not null then
    -- Auto-assignment of an unassigned partner question (spec: the account's expert).
    if v_status = 'unassigned' then
      v_expert := public.pick_account_expert(p.corporate_account_id);
      if v_expert is not null then
        update public.questions q set expert_id = v_expert, status = 'pending' where q.id = v_id;
        insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
        values (v_id, v_uid, 'assigned', 'unassigned', 'pending', 'auto-assignment');
      end if;
    end if;
    -- The corporate counter: exactly one decrement per stored question, never below 0.
    update public.corporate_accounts c
    set questions_remaining = greatest(c.questions_remaining - 1, 0)
    where c.id = p.corporate_account_id;
    insert into public.question_internal (question_id, corporate_counted) values (v_id, true);
  end if;
  return v_id;
end;
$$;
comment on function public.submission_store(public.question_submission) is
  'Internal (submit_question): decides the status (and expert), stores the question, lowers the user quota or the corporate counter, records created/assigned events, auto-assigns.';

-- The confirmation ---------------------------------------------------------------------------------
create function public.submission_queue_followups(p_id uuid, p public.question_submission)
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

-- Internal helpers --------------------------------------------------------------------------------
-- The subject of the per-address limits: IPv4 (and IPv4-mapped IPv6) the address, other IPv6 its
-- /64 (one customer's network, in which a client can pick any address), anything else as given.
create function public.client_address_key(p_address text)
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

-- Counts one hit in the current fixed window (as rate_limit_take) and answers the window's hits.
create function public.rate_limit_count(p_bucket text, p_subject text, p_window_seconds integer)
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

create function public.submission_count_drop(p_reason text)
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

-- Held submissions and per-address limits (docs/decisions.md, "Held submissions", "Per-address
-- limits").
--
--   * A submission under the minimum fill time is not dropped: it is kept in
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

-- Internal: stores one held submission exactly as submit_question stores an accepted one, as its
-- submitter (auth.uid() is theirs while it runs: the same quota, history actor and confirmation
-- address), then the caller's identity is back.
create function public.held_release_one(p_held public.held_submissions)
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

create function public.demo_token_sign(p_slug text, p_expires bigint)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p_slug || '.' || p_expires::text || '.' || encode(extensions.hmac(
    convert_to('demo-access:' || p_slug || ':' || p_expires::text || ':' ||
      coalesce((select s.value from public.app_settings s where s.key = 'demo_access_code_hash'), ''), 'UTF8'),
    (select k.value from public.server_secrets k where k.name = 'demo_token'),
    'sha256'), 'hex')
$$;
comment on function public.demo_token_sign(text, bigint) is
  'Internal: the demo-access token "<slug>.<expiry>.<HMAC>" for one partner (key server_secrets.demo_token).';

-- The partner's slug a well-formed, unexpired, correctly signed token names; null otherwise.
create function public.demo_token_partner(p_token text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_token text := btrim(coalesce(p_token, ''));
  v_parts text[];
begin
  if v_token !~ '^[a-z0-9]+(-[a-z0-9]+)*\.[0-9]{1,12}\.[0-9a-f]{64}$' then
    return null;
  end if;
  v_parts := string_to_array(v_token, '.');
  if v_parts[2]::bigint < extract(epoch from now()) then
    return null;
  end if;
  if public.demo_token_sign(v_parts[1], v_parts[2]::bigint) <> v_token then
    return null;
  end if;
  return v_parts[1];
end;
$$;
comment on function public.demo_token_partner(text) is
  'Internal: the slug of the partner a valid, unexpired demo-access token was issued for; null otherwise.';

create function public.demo_token_valid(p_token text, p_account uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select c.slug = public.demo_token_partner(p_token)
    from public.corporate_accounts c where c.id = p_account
  ), false)
$$;
comment on function public.demo_token_valid(text, uuid) is
  'Internal: true for an unexpired demo-access token issued for this account (its slug), else false.';

-- A token for the gated partner with that slug for the right code; null for a wrong code, an
-- unknown or ungated partner, and over limit.demo_checks_per_address alike.
create function public.verify_demo_access(code text, account text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_allowed boolean;
  v_code text := upper(btrim(coalesce(code, '')));
  v_slug text;
  v_hash text;
  v_ok boolean := false;
begin
  v_allowed := public.rate_limit_take('demo_check', public.request_client_address(),
    public.setting_int('limit.demo_checks_per_address', 10),
    public.setting_int('limit.demo_checks_window_seconds', 600));
  select c.slug into v_slug from public.corporate_accounts c
    where c.slug = lower(btrim(coalesce(account, ''))) and c.demo_gated;
  if char_length(v_code) between 8 and 100 then
    select s.value into v_hash from public.app_settings s where s.key = 'demo_access_code_hash';
    -- Compared even when limited, so a limited answer takes as long as a wrong one.
    v_ok := v_hash is not null and extensions.crypt(v_code, v_hash) = v_hash;
  end if;
  if not (v_allowed and v_ok) or v_slug is null then
    return null;
  end if;
  return public.demo_token_sign(v_slug,
    floor(extract(epoch from now()))::bigint + public.setting_int('demo.token_ttl_seconds', 43200));
end;
$$;
comment on function public.verify_demo_access(text, text) is
  'Demo gate: for the right code (case-insensitive, >= 8 characters) a token for that gated partner (slug), valid demo.token_ttl_seconds; null for a wrong code, another partner and over limit.demo_checks_per_address alike.';
