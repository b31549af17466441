-- The one submission path (supabase/README.md, "Submission path, limits and the outbox"):
-- submit_question validates, applies the abuse limits, the demo gate and the account rules (a
-- deactivated account refuses; a partner's in-app form takes only that partner's users and staff:
-- docs/spec-notes.md, "Partner forms"), then in ONE transaction stores the question, assigns it,
-- decrements the corporate or user quota and queues its follow-ups in the outbox. The browser makes
-- no follow-up call (there is no decrement_corporate_questions, and auto_assign_question is
-- service-role only).

-- Coding type / POS lists, in one function the submission calls (replaceable by a lookup table).
create or replace function public.validate_question_codes(p_type text, p_pos text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_type is null or p_type not in ('General Coding Question', 'Hospital - Inpatient', 'Hospital - Outpatient',
      'Ambulatory Surgery Center', 'Professional - Physician Component', 'Professional - Global') then
    raise exception 'Invalid coding question type' using errcode = '22023';
  end if;
  if p_pos is not null and p_pos not in ('N/A - Hospital Fee Question', '11 - Office', '15 - Mobile Unit',
      '19 - Off Campus - Outpatient Hospital', '21 - Inpatient Hospital', '22 - On Campus - Outpatient Hospital',
      '23 - Emergency Room - Hospital', '24 - Ambulatory Surgery Center', '49 - Independent Clinic',
      '50 - Federally Qualified Health Center', '72 - Rural Health Clinic') then
    raise exception 'Invalid POS indicator' using errcode = '22023';
  end if;
end;
$$;
comment on function public.validate_question_codes(text, text) is
  'Internal: 22023 unless the coding question type (hyphenated spelling) and the optional POS indicator are known.';
revoke all on function public.validate_question_codes(text, text) from public, anon, authenticated;

-- Demo-access tokens ----------------------------------------------------------------------------
-- "<expiry epoch>.<hex HMAC-SHA256>" over the expiry and the current code hash, so changing the
-- code revokes every token. The key is server_secrets.demo_token (no client can read it).
create or replace function public.demo_token_sign(p_expires bigint)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p_expires::text || '.' || encode(extensions.hmac(
    convert_to('demo-access:' || p_expires::text || ':' ||
      coalesce((select s.value from public.app_settings s where s.key = 'demo_access_code_hash'), ''), 'UTF8'),
    (select k.value from public.server_secrets k where k.name = 'demo_token'),
    'sha256'), 'hex')
$$;
revoke all on function public.demo_token_sign(bigint) from public, anon, authenticated;

create or replace function public.demo_token_valid(p_token text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_token text := btrim(coalesce(p_token, ''));
  v_expires bigint;
begin
  if v_token !~ '^[0-9]{1,12}\.[0-9a-f]{64}$' then
    return false;
  end if;
  v_expires := split_part(v_token, '.', 1)::bigint;
  if v_expires < extract(epoch from now()) then
    return false;
  end if;
  return public.demo_token_sign(v_expires) = v_token;
end;
$$;
revoke all on function public.demo_token_valid(text) from public, anon, authenticated;

-- verify_demo_access now answers a short-lived token (or null), never true/false. Every check counts
-- against the caller's address; over the limit the answer is null, exactly as for a wrong code.
drop function public.verify_demo_access(text);
create function public.verify_demo_access(code text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_allowed boolean;
  v_code text := upper(btrim(coalesce(code, '')));
  v_hash text;
  v_ok boolean := false;
begin
  v_allowed := public.rate_limit_take('demo_check', public.request_client_address(),
    public.setting_int('limit.demo_checks_per_address', 10),
    public.setting_int('limit.demo_checks_window_seconds', 600));
  if char_length(v_code) between 8 and 100 then
    select s.value into v_hash from public.app_settings s where s.key = 'demo_access_code_hash';
    -- Compared even when limited, so a limited answer takes as long as a wrong one.
    v_ok := v_hash is not null and extensions.crypt(v_code, v_hash) = v_hash;
  end if;
  if not (v_allowed and v_ok) then
    return null;
  end if;
  return public.demo_token_sign(
    floor(extract(epoch from now()))::bigint + public.setting_int('demo.token_ttl_seconds', 43200));
end;
$$;
comment on function public.verify_demo_access(text) is
  'Demo gate: a signed token valid demo.token_ttl_seconds for the right code (case-insensitive, >= 8 characters); null for a wrong code and over limit.demo_checks_per_address alike.';
revoke all on function public.verify_demo_access(text) from public, anon, authenticated;
grant execute on function public.verify_demo_access(text) to anon, authenticated, service_role;

-- submit_question ---------------------------------------------------------------------------------
create or replace function public.submit_question(payload jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := auth.uid();
  v_user uuid;
  v_title text;
  v_content text;
  v_first text;
  v_last text;
  v_email text;
  v_phone text;
  v_user_title text;
  v_entity text;
  v_zip text;
  v_loc_name text;
  v_loc_zip text;
  v_pos text;
  v_type text;
  v_date date;
  v_status_raw text;
  v_status public.question_status;
  v_account uuid;
  v_acc record;
  v_member boolean := false;
  v_expert uuid;
  v_submitter_name text;
  v_submitter_email text;
  v_phi boolean;
  v_id uuid;
  v_started numeric;
  v_window integer;
  v_window_start timestamptz;
begin
  if payload is null or jsonb_typeof(payload) <> 'object' then
    raise exception 'Invalid question payload' using errcode = '22023';
  end if;

  v_title := nullif(btrim(payload ->> 'title'), '');
  v_content := nullif(btrim(payload ->> 'content'), '');
  v_first := nullif(btrim(payload ->> 'firstName'), '');
  v_last := nullif(btrim(payload ->> 'lastName'), '');
  v_email := nullif(btrim(payload ->> 'email'), '');
  v_phone := nullif(btrim(payload ->> 'phoneNumber'), '');
  v_user_title := nullif(btrim(payload ->> 'userTitle'), '');
  v_entity := nullif(btrim(payload ->> 'entityInstitution'), '');
  v_zip := nullif(btrim(payload ->> 'zipCode'), '');
  v_loc_name := nullif(btrim(payload ->> 'locationOfServiceName'), '');
  v_loc_zip := nullif(btrim(payload ->> 'locationOfServiceZip'), '');
  v_pos := nullif(btrim(payload ->> 'posIndicator'), '');
  v_type := coalesce(nullif(btrim(payload ->> 'codingQuestionType'), ''), 'General Coding Question');
  v_submitter_name := nullif(btrim(payload ->> 'submitterName'), '');
  v_submitter_email := nullif(btrim(payload ->> 'submitterEmail'), '');
  v_phi := coalesce(payload -> 'phiConfirmed' = 'true'::jsonb, false);

  if v_title is null then
    raise exception 'Title is required' using errcode = '22023';
  elsif char_length(v_title) > 200 then
    raise exception 'Title must be less than 200 characters' using errcode = '22023';
  end if;
  if v_content is null then
    raise exception 'Content is required' using errcode = '22023';
  elsif char_length(v_content) > 20000 then
    raise exception 'Content must be at most 20000 characters' using errcode = '22023';
  end if;
  if v_first is null then
    raise exception 'First name is required' using errcode = '22023';
  elsif char_length(v_first) > 100 then
    raise exception 'First name must be at most 100 characters' using errcode = '22023';
  end if;
  if v_last is null then
    raise exception 'Last name is required' using errcode = '22023';
  elsif char_length(v_last) > 100 then
    raise exception 'Last name must be at most 100 characters' using errcode = '22023';
  end if;
  if v_email is null then
    raise exception 'Email is required' using errcode = '22023';
  elsif char_length(v_email) > 255 then
    raise exception 'Email must be at most 255 characters' using errcode = '22023';
  elsif v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Invalid email address' using errcode = '22023';
  end if;
  if char_length(v_phone) > 50 then
    raise exception 'Phone number must be at most 50 characters' using errcode = '22023';
  end if;
  if char_length(v_user_title) > 200 then
    raise exception 'Title (job) must be at most 200 characters' using errcode = '22023';
  end if;
  if char_length(v_entity) > 200 then
    raise exception 'Entity/institution must be at most 200 characters' using errcode = '22023';
  end if;
  if char_length(v_zip) > 10 then
    raise exception 'Zip code must be at most 10 characters' using errcode = '22023';
  end if;
  if char_length(v_loc_name) > 200 then
    raise exception 'Location of service name must be at most 200 characters' using errcode = '22023';
  end if;
  if char_length(v_loc_zip) > 10 then
    raise exception 'Location of service zip must be at most 10 characters' using errcode = '22023';
  end if;

  -- Both spellings of the hospital types mean the same type (docs/decisions.md).
  if v_type = 'Hospital Inpatient' then
    v_type := 'Hospital - Inpatient';
  elsif v_type = 'Hospital Outpatient' then
    v_type := 'Hospital - Outpatient';
  end if;
  perform public.validate_question_codes(v_type, v_pos);

  v_date := public.parse_date_of_service(payload -> 'dateOfService');

  -- The submitter is the caller only when the payload names the caller.
  if v_uid is not null and lower(btrim(coalesce(payload ->> 'userId', ''))) = v_uid::text then
    v_user := v_uid;
  end if;

  v_account := public.payload_uuid(payload ->> 'corporateAccountId', 'corporate account id');
  if v_account is not null then
    select c.id, c.name, c.is_active, c.demo_gated into v_acc
    from public.corporate_accounts c where c.id = v_account;
    if not found then
      raise exception 'Corporate account not found' using errcode = 'PT404';
    end if;
    if not v_acc.is_active then
      raise exception 'This form is not accepting questions.' using errcode = 'PT409';
    end if;
    if v_uid is not null then
      v_member := public.is_staff() or exists (
        select 1 from public.profiles p where p.id = v_uid and p.corporate_account_id = v_account
      );
      -- A signed-in caller files on a partner's form only as that partner's user or as staff.
      if not v_member then
        raise exception 'Only % users can submit questions on this form.', v_acc.name using errcode = '42501';
      end if;
    end if;
    -- A gated partner's public form needs a demo-access token (its members and staff do not).
    if v_acc.demo_gated and not v_member and not public.demo_token_valid(payload ->> 'demoToken') then
      raise exception 'Demo access has expired. Please enter the access code again.' using errcode = 'PT403';
    end if;
  end if;

  -- Honeypot and minimum fill time: dropped silently, the caller sees the usual success shape.
  v_started := case when jsonb_typeof(payload -> 'formStartedAt') = 'number' then (payload ->> 'formStartedAt')::numeric end;
  if nullif(btrim(coalesce(payload ->> 'website', '')), '') is not null
     or (v_started is not null
         and extract(epoch from now()) * 1000 - v_started < public.setting_int('limit.min_fill_seconds', 3) * 1000) then
    return gen_random_uuid();
  end if;

  -- Turnstile (docs/decisions.md, "Optional Cloudflare Turnstile"): when the deployer requires it,
  -- an anonymous submission carries a human token from verify-turnstile (20261129000100_turnstile),
  -- used at most once (a failed submission rolls the use back).
  if v_uid is null and public.turnstile_required()
     and not public.human_token_take(payload ->> 'humanToken') then
    raise exception 'Please complete the human check and submit again.' using errcode = 'PT403';
  end if;

  -- Anonymous submissions per client address.
  if v_uid is null and not public.rate_limit_take('submission', public.request_client_address(),
      public.setting_int('limit.submissions_per_address', 5),
      public.setting_int('limit.submissions_window_seconds', 600)) then
    raise exception 'Too many questions have been submitted from your network. Please try again later.'
      using errcode = 'PT429';
  end if;

  v_status_raw := coalesce(nullif(btrim(payload ->> 'status'), ''), 'unassigned');
  if v_status_raw = 'unassigned' then
    v_status := 'unassigned';
  elsif v_status_raw = 'pending' then
    if v_account is null then
      raise exception 'A pending question needs a corporate account' using errcode = '22023';
    end if;
    v_expert := public.payload_uuid(payload ->> 'expertId', 'expert id');
    if v_expert is not null then
      if not exists (
        select 1 from public.expert_corporate_assignments a
        join public.profiles p on p.id = a.expert_id and p.role = 'expert'
        where a.expert_id = v_expert and a.corporate_account_id = v_account
      ) then
        raise exception 'Expert is not assigned to this corporate account' using errcode = '22023';
      end if;
    else
      v_expert := public.pick_account_expert(v_account);
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
    v_title, v_content, v_status, v_user, v_expert, v_account,
    left(coalesce(v_submitter_name, v_first || ' ' || v_last), 201), left(coalesce(v_submitter_email, v_email), 255),
    v_first, v_last, v_email, v_phone, v_user_title, v_entity, v_zip,
    v_loc_name, v_loc_zip, v_pos, v_date, v_type,
    v_phi
  )
  returning id into v_id;

  -- Quota of a signed-in, non-corporate submitter: never below 0, -1 unlimited.
  if v_user is not null then
    update public.profiles p
    set questions_remaining = p.questions_remaining - 1
    where p.id = v_user and not p.is_corporate_user and p.questions_remaining > 0;
  end if;

  insert into public.question_events (question_id, actor_id, event, to_status, reason)
  values (v_id, v_uid, 'created', v_status,
    case when v_expert is not null then 'assigned to the account''s expert on submission' end);

  if v_account is not null then
    -- Auto-assignment of an unassigned partner question (spec: the account's expert).
    if v_status = 'unassigned' then
      v_expert := public.pick_account_expert(v_account);
      if v_expert is not null then
        update public.questions q set expert_id = v_expert, status = 'pending' where q.id = v_id;
        insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
        values (v_id, v_uid, 'assigned', 'unassigned', 'pending', 'auto-assignment');
      end if;
    end if;
    -- The corporate counter: exactly one decrement per stored question, never below 0.
    update public.corporate_accounts c
    set questions_remaining = greatest(c.questions_remaining - 1, 0)
    where c.id = v_account;
    insert into public.question_internal (question_id, corporate_counted) values (v_id, true);
  end if;

  -- Follow-ups, delivered by process-outbox whatever happens to the browser.
  if public.rate_limit_take('confirmation', lower(v_email),
      public.setting_int('limit.confirmations_per_recipient', 3),
      public.setting_int('limit.confirmations_window_seconds', 3600)) then
    perform public.outbox_enqueue('confirmation_email', 'confirmation_email:' || v_id, v_id);
  else
    perform public.outbox_enqueue('confirmation_email', 'confirmation_email:' || v_id, v_id, '{}'::jsonb,
      null, 'skipped', 'recipient limit reached');
  end if;

  if coalesce(payload -> 'smartsheet' = 'true'::jsonb, false) then
    perform public.outbox_enqueue('smartsheet_row', 'smartsheet_row:' || v_id, v_id);
  end if;

  if v_account is not null then
    if public.rate_limit_take('notification', v_account::text,
        public.setting_int('limit.notifications_per_account', 30),
        public.setting_int('limit.notifications_window_seconds', 3600)) then
      perform public.outbox_enqueue('partner_notification', 'partner_notification:' || v_id, v_id);
    else
      -- Over the limit: one digest per account and window, sent when the window closes.
      v_window := greatest(public.setting_int('limit.notifications_window_seconds', 3600), 1);
      v_window_start := to_timestamp(floor(extract(epoch from clock_timestamp()) / v_window) * v_window);
      insert into public.outbox as o (kind, dedupe_key, payload, next_attempt_at)
      values ('partner_digest',
        'partner_digest:' || v_account || ':' || extract(epoch from v_window_start)::bigint,
        jsonb_build_object('accountId', v_account, 'questionIds', jsonb_build_array(v_id)),
        v_window_start + make_interval(secs => v_window))
      on conflict (dedupe_key) do update
        set payload = jsonb_set(o.payload, '{questionIds}', (o.payload -> 'questionIds') || to_jsonb(v_id::text));
    end if;
  end if;

  return v_id;
end;
$$;
comment on function public.submit_question(jsonb) is
  'The one submission path: validates, limits, demo gate, account rules; stores, assigns, counts and queues the follow-ups in one transaction; returns the id.';
revoke all on function public.submit_question(jsonb) from public, anon, authenticated;
grant execute on function public.submit_question(jsonb) to anon, authenticated, service_role;

