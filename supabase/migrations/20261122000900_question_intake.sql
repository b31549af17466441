-- Question intake: the submission RPC and its helpers (expert pick, payload parsing, corporate counter,
-- auto-assignment). The answer workflow (assign, answer, approve/reject, status) is the next migration.
-- Every function: SECURITY DEFINER, empty search_path, EXECUTE only for the roles that may call it.
-- Internal: which assigned expert of an account gets a new question.
-- Non-approvers first (approvers review), then the fewest open questions, then the oldest assignment.
create or replace function public.pick_account_expert(p_corporate_account_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select a.expert_id
  from public.expert_corporate_assignments a
  join public.profiles p on p.id = a.expert_id and p.role = 'expert'
  where a.corporate_account_id = p_corporate_account_id
  order by
    p.is_approver,
    (select count(*) from public.questions q
      where q.expert_id = a.expert_id and q.status in ('pending', 'awaiting_approval')),
    a.created_at,
    a.expert_id
  limit 1
$$;
revoke all on function public.pick_account_expert(uuid) from public, anon, authenticated;

-- Internal: parse an optional uuid from a payload field (null when blank), 22023 when malformed.
create or replace function public.payload_uuid(p_value text, p_field text)
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
revoke all on function public.payload_uuid(text, text) from public, anon, authenticated;

-- submit_question -------------------------------------------------------------------------
create or replace function public.parse_date_of_service(p_value jsonb)
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
revoke all on function public.parse_date_of_service(jsonb) from public, anon, authenticated;

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
  v_expert uuid;
  v_submitter_name text;
  v_submitter_email text;
  v_phi boolean;
  v_id uuid;
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

  -- Both spellings of the hospital types mean the same type (docs/decisions.md, "Coding lists live in SQL").
  if v_type = 'Hospital Inpatient' then
    v_type := 'Hospital - Inpatient';
  elsif v_type = 'Hospital Outpatient' then
    v_type := 'Hospital - Outpatient';
  end if;
  if v_type not in ('General Coding Question', 'Hospital - Inpatient', 'Hospital - Outpatient',
      'Ambulatory Surgery Center', 'Professional - Physician Component', 'Professional - Global') then
    raise exception 'Invalid coding question type' using errcode = '22023';
  end if;
  if v_pos is not null and v_pos not in ('N/A - Hospital Fee Question', '11 - Office', '15 - Mobile Unit',
      '19 - Off Campus - Outpatient Hospital', '21 - Inpatient Hospital', '22 - On Campus - Outpatient Hospital',
      '23 - Emergency Room - Hospital', '24 - Ambulatory Surgery Center', '49 - Independent Clinic',
      '50 - Federally Qualified Health Center', '72 - Rural Health Clinic') then
    raise exception 'Invalid POS indicator' using errcode = '22023';
  end if;

  v_date := public.parse_date_of_service(payload -> 'dateOfService');

  -- The submitter is the caller only when the payload names the caller.
  if v_uid is not null and lower(btrim(coalesce(payload ->> 'userId', ''))) = v_uid::text then
    v_user := v_uid;
  end if;

  v_account := public.payload_uuid(payload ->> 'corporateAccountId', 'corporate account id');
  if v_account is not null and not exists (
    select 1 from public.corporate_accounts c where c.id = v_account and c.is_active
  ) then
    raise exception 'Corporate account not found' using errcode = 'PT404';
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

  -- Quota of a signed-in, non-corporate submitter: same transaction, never below 0, -1 unlimited.
  if v_user is not null then
    update public.profiles p
    set questions_remaining = p.questions_remaining - 1
    where p.id = v_user and not p.is_corporate_user and p.questions_remaining > 0;
  end if;

  insert into public.question_events (question_id, actor_id, event, to_status, reason)
  values (v_id, v_uid, 'created', v_status,
    case when v_expert is not null then 'assigned to the account''s expert on submission' end);

  return v_id;
end;
$$;
comment on function public.submit_question(jsonb) is
  'Public and signed-in submission path: validates the spec payload, inserts, decrements the submitter quota, returns the id only.';

-- decrement_corporate_questions -----------------------------------------------------------
create or replace function public.decrement_corporate_questions(account_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_uid uuid := auth.uid();
  v_account uuid := account_id;
  v_question uuid;
  v_remaining integer;
begin
  if v_account is null then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  -- Claim one recent, not yet counted question of this account (the caller's own first).
  select q.id into v_question
  from public.questions q
  where q.corporate_account_id = v_account
    and not q.corporate_counted
    and q.created_at > now() - interval '15 minutes'
  order by (q.user_id is not distinct from v_uid) desc, q.created_at desc
  limit 1
  for update skip locked;

  if v_question is null then
    raise exception 'No recent submission to count for this corporate account' using errcode = '42501';
  end if;

  update public.questions q set corporate_counted = true where q.id = v_question;

  update public.corporate_accounts c
  set questions_remaining = greatest(c.questions_remaining - 1, 0)
  where c.id = v_account
  returning c.questions_remaining into v_remaining;

  if v_remaining is null then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  return v_remaining;
end;
$$;
comment on function public.decrement_corporate_questions(uuid) is
  'Atomic corporate counter decrement (never below 0); each call must claim one recent uncounted question of the account.';

-- auto_assign_question --------------------------------------------------------------------
create or replace function public.auto_assign_question(question_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_id uuid := question_id;
  v_q record;
  v_expert uuid;
begin
  begin
    select q.id, q.corporate_account_id, q.status, q.expert_id into v_q
    from public.questions q where q.id = v_id
    for update;
    if not found then
      return 'Question not found';
    end if;
    if v_q.corporate_account_id is null then
      return 'Question is not from a corporate account';
    end if;
    if v_q.status <> 'unassigned' or v_q.expert_id is not null then
      return 'Question does not need auto-assignment';
    end if;
    v_expert := public.pick_account_expert(v_q.corporate_account_id);
    if v_expert is null then
      return 'No expert assigned to this corporate account';
    end if;
    update public.questions q set expert_id = v_expert, status = 'pending' where q.id = v_id;
    if not found then
      return 'Failed to assign question to expert';
    end if;
    insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
    values (v_id, auth.uid(), 'assigned', 'unassigned', 'pending', 'auto-assignment');
    return 'Question automatically assigned to corporate expert';
  exception when others then
    return 'Unexpected error during auto-assignment';
  end;
end;
$$;
comment on function public.auto_assign_question(uuid) is 'Spec auto-assignment; returns the spec''s outcome message, never raises.';

-- Grants ------------------------------------------------------------------------------------
revoke all on function public.submit_question(jsonb) from public, anon, authenticated;
revoke all on function public.decrement_corporate_questions(uuid) from public, anon, authenticated;
revoke all on function public.auto_assign_question(uuid) from public, anon, authenticated;
grant execute on function public.submit_question(jsonb) to anon, authenticated, service_role;
grant execute on function public.decrement_corporate_questions(uuid) to anon, authenticated, service_role;
grant execute on function public.auto_assign_question(uuid) to anon, authenticated, service_role;
