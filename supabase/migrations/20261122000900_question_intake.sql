-- Question intake: the helpers of the submission RPC (expert pick, payload parsing, auto-assignment);
-- submit_question itself is created with the limits and the outbox it needs, in
-- 20261126000200_submission_path.sql. The answer workflow (assign, answer, approve/reject, status)
-- is the next migration.
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

-- Payload parsing for submit_question (20261126000200_submission_path.sql) --------------------
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
-- Staff and the outbox assign through the answer workflow; the browser never calls this.
revoke all on function public.auto_assign_question(uuid) from public, anon, authenticated;
grant execute on function public.auto_assign_question(uuid) to service_role;
