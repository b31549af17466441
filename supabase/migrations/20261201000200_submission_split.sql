-- submit_question (20261126000200) split along its seams into internal helpers, none over ~150
-- lines, with three changes (docs/decisions.md, "Signed-in submissions", "Minimum fill time",
-- "Smartsheet rows by account"):
--   * a signed-in caller who is not staff gets the confirmation at the account's own address
--     (auth.users), never at the address typed in the payload (the question still stores that
--     one), and is limited to limit.submissions_per_user per window (PT429);
--   * the minimum fill time compares the milliseconds the browser measured itself
--     (payload.formElapsedMs) with limit.min_fill_seconds; an anonymous submission without a valid
--     value counts as too fast (silently dropped); payload.formStartedAt is ignored;
--   * the Smartsheet row is queued when the account's smartsheet_sync is on; payload.smartsheet is
--     ignored.
-- Everything else, the order of the checks and every message, is unchanged.

insert into public.app_settings (key, value) values
  ('limit.submissions_per_user', '20'),
  ('limit.submissions_per_user_window_seconds', '600')
on conflict (key) do nothing;

-- One submission after parsing: the payload's fields, trimmed and validated.
create type public.question_submission as (
  title text,
  content text,
  first_name text,
  last_name text,
  email text,
  phone_number text,
  user_title text,
  entity_institution text,
  zip_code text,
  location_of_service_name text,
  location_of_service_zip text,
  pos_indicator text,
  coding_question_type text,
  date_of_service date,
  submitter_name text,
  submitter_email text,
  phi_confirmed boolean,
  -- the stored submitter: the caller, when the payload names the caller
  user_id uuid,
  corporate_account_id uuid,
  -- 'unassigned' or 'pending' are decided by submission_store (with expert_id_raw)
  status_raw text,
  expert_id_raw text
);
comment on type public.question_submission is
  'Internal: one parsed submit_question payload (submission_parse -> submission_admit / submission_store / submission_queue_followups).';

-- 1. Validation: every field's rule and message --------------------------------------------------
create or replace function public.submission_parse(payload jsonb)
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
revoke all on function public.submission_parse(jsonb) from public, anon, authenticated;

-- 2. Admission: account rules, demo gate, bot signals, human check, rate limits -----------------
-- Returns false when the submission is to be dropped silently (honeypot, too fast); raises for a
-- refusal the caller should read.
create or replace function public.submission_admit(p_account uuid, payload jsonb)
returns boolean
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

  -- Honeypot: dropped silently, the caller sees the usual success shape.
  if nullif(btrim(coalesce(payload ->> 'website', '')), '') is not null then
    return false;
  end if;
  -- Minimum fill time, as the browser measured it (ms from the form's first render to the submit,
  -- performance.now(), so a wrong clock cannot matter). Anonymous callers must send it; a signed-in
  -- caller is checked only when the value is there. limit.min_fill_seconds = 0 turns it off.
  if v_min_ms > 0 then
    v_elapsed := case when jsonb_typeof(payload -> 'formElapsedMs') = 'number'
      then (payload ->> 'formElapsedMs')::numeric end;
    if (v_uid is null and (v_elapsed is null or v_elapsed < v_min_ms))
       or (v_uid is not null and v_elapsed is not null and v_elapsed < v_min_ms) then
      return false;
    end if;
  end if;

  -- Turnstile: while the deployer requires it, an anonymous submission carries a human token from
  -- verify-turnstile (20261129000100_turnstile), used at most once (a failed submission rolls the use back).
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

  -- Signed-in submissions per account (staff file for others and are not limited).
  if v_uid is not null and not public.is_staff() and not public.rate_limit_take('user_submission', v_uid::text,
      public.setting_int('limit.submissions_per_user', 20),
      public.setting_int('limit.submissions_per_user_window_seconds', 600)) then
    raise exception 'You have submitted too many questions in a short time. Please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
  return true;
end;
$$;
comment on function public.submission_admit(uuid, jsonb) is
  'Internal (submit_question): account rules, demo gate, honeypot and fill time (false: drop silently), Turnstile, per-address and per-user limits.';
revoke all on function public.submission_admit(uuid, jsonb) from public, anon, authenticated;

-- 3. The stored question: status, insert, quota, history, auto-assignment, counter ---------------
create or replace function public.submission_store(p public.question_submission)
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
revoke all on function public.submission_store(public.question_submission) from public, anon, authenticated;

-- 4. Follow-ups, delivered by process-outbox whatever happens to the browser ---------------------
create or replace function public.submission_queue_followups(p_id uuid, p public.question_submission)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_to text := p.email;
  v_window integer;
  v_window_start timestamptz;
begin
  -- The confirmation: to the address typed in the form for anonymous callers and staff (who file for
  -- others); to the account's own address for any other signed-in caller, so an account cannot mail
  -- addresses of its choosing.
  if v_uid is not null and not public.is_staff() then
    select coalesce(nullif(btrim(u.email), ''), nullif(btrim(pr.email), '')) into v_to
    from auth.users u left join public.profiles pr on pr.id = u.id
    where u.id = v_uid;
  end if;
  if v_to is null then
    perform public.outbox_enqueue('confirmation_email', 'confirmation_email:' || p_id, p_id, '{}'::jsonb,
      null, 'skipped', 'no account address');
  elsif public.rate_limit_take('confirmation', lower(v_to),
      public.setting_int('limit.confirmations_per_recipient', 3),
      public.setting_int('limit.confirmations_window_seconds', 3600)) then
    perform public.outbox_enqueue('confirmation_email', 'confirmation_email:' || p_id, p_id,
      jsonb_build_object('to', v_to));
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
  'Internal (submit_question): queues the confirmation (to the typed address, or a signed-in non-staff caller''s own), the Smartsheet row (account flag) and the partner notification or digest.';
revoke all on function public.submission_queue_followups(uuid, public.question_submission) from public, anon, authenticated;

-- submit_question: the one submission path, now the four steps in order -------------------------
create or replace function public.submit_question(payload jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.question_submission := public.submission_parse(payload);
  v_id uuid;
begin
  if not public.submission_admit(v.corporate_account_id, payload) then
    -- Honeypot or too fast: the usual answer, nothing stored or sent.
    return gen_random_uuid();
  end if;
  v_id := public.submission_store(v);
  perform public.submission_queue_followups(v_id, v);
  return v_id;
end;
$$;
comment on function public.submit_question(jsonb) is
  'The one submission path: validates (submission_parse), admits (account rules, demo gate, bot signals, Turnstile, limits), stores, assigns and counts (submission_store) and queues the follow-ups (submission_queue_followups) in one transaction; returns the id.';
revoke all on function public.submit_question(jsonb) from public, anon, authenticated;
grant execute on function public.submit_question(jsonb) to anon, authenticated, service_role;
