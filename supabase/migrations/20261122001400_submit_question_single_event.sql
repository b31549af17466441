-- A question submitted as 'pending' recorded two events ('created', then 'assigned'), while the
-- README promises one 'created' event per submission. The single 'created' event now carries the
-- status the question starts in (to_status 'pending') and says that the account's expert was
-- assigned in its reason.

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

  -- Both spellings of the hospital types mean the same type (DECISIONS.md).
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

revoke all on function public.submit_question(jsonb) from public, anon, authenticated;
grant execute on function public.submit_question(jsonb) to anon, authenticated, service_role;
