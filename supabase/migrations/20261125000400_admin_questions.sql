-- Question management for admins (docs/spec-notes.md, "Admin console"; docs/decisions.md, "Every
-- question opens where its reader works").
--
-- Admins list questions with the expert list's own RPC (expert_list_questions, extended here with
-- an expert filter, the submitter's name and email for the CSV export, and pages of up to 1000 rows
-- for admins), reassign one or many questions to any expert, and override a status with a required
-- reason. The dashboard's status counts, overdue questions and failed answer emails are here too.

-- Keyset walk behind the expert filter; the dashboard's oldest open questions; the failed mails.
create index questions_expert_keyset_idx on public.questions (expert_id, created_at desc, id desc);
create index questions_open_created_idx on public.questions (created_at, id)
  where status in ('unassigned', 'pending', 'awaiting_approval');
create index answer_deliveries_problem_idx on public.answer_deliveries (updated_at desc)
  where status in ('failed', 'sending');

-- expert_list_questions (replaces 20261123000200's: new columns need a new return type) ---------
drop function public.expert_list_questions(public.question_status, uuid, boolean, text, timestamptz,
  timestamptz, text, timestamptz, uuid, integer);

create function public.expert_list_questions(
  p_status public.question_status default null,
  p_account_id uuid default null,
  p_no_account boolean default false,
  p_type text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 26,
  p_expert_id uuid default null
)
returns table (
  id uuid,
  title text,
  status public.question_status,
  created_at timestamptz,
  updated_at timestamptz,
  coding_question_type text,
  phi_confirmed boolean,
  expert_id uuid,
  corporate_account_id uuid,
  corporate_account_name text,
  expert_name text,
  submitter_name text,
  submitter_email text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- experts page through 25 (+1) rows; admins export in pages of up to 1000 (PostgREST's max rows)
  v_limit integer := greatest(1, least(coalesce(p_limit, 26), case when public.is_admin() then 1000 else 101 end));
  v_term text := nullif(btrim(coalesce(p_search, '')), '');
  v_where text := 'true';
  v_cap integer := greatest(200, v_limit * 4);
  v_matches integer;
  v_source text;
  v_outer text;
begin
  if not public.is_staff() then
    raise exception 'Only experts can list all questions' using errcode = '42501';
  end if;
  if char_length(v_term) > 200 then
    raise exception 'Search must be at most 200 characters' using errcode = '22023';
  end if;

  if p_status is not null then
    v_where := v_where || format(' and q.status = %L::public.question_status', p_status);
  end if;
  if coalesce(p_no_account, false) then
    v_where := v_where || ' and q.corporate_account_id is null';
  elsif p_account_id is not null then
    v_where := v_where || format(' and q.corporate_account_id = %L::uuid', p_account_id);
  end if;
  if p_expert_id is not null then
    v_where := v_where || format(' and q.expert_id = %L::uuid', p_expert_id);
  end if;
  if p_type is not null and p_type <> '' then
    v_where := v_where || format(' and q.coding_question_type = %L', p_type);
  end if;
  if p_from is not null then
    v_where := v_where || format(' and q.created_at >= %L::timestamptz', p_from);
  end if;
  if p_to is not null then
    v_where := v_where || format(' and q.created_at < %L::timestamptz', p_to);
  end if;
  if v_term is not null then
    v_where := v_where || format(' and q.search @@ websearch_to_tsquery(%L::regconfig, %L)', 'english', v_term);
  end if;
  if p_after_created_at is not null and p_after_id is not null then
    -- rows after the cursor in (created_at desc, id desc) order
    v_where := v_where || format(
      ' and q.created_at <= %1$L::timestamptz and (q.created_at < %1$L::timestamptz or q.id < %2$L::uuid)',
      p_after_created_at, p_after_id
    );
  end if;

  -- With a search term, count the matches up to a cap: fewer are fetched through the GIN index and
  -- sorted; more are found quickly enough by walking the (created_at, id) index in order.
  v_source := 'public.questions';
  v_outer := v_where;
  if v_term is not null then
    execute format('select count(*) from (select 1 from public.questions q where %s limit %s) m', v_where, v_cap)
      into v_matches;
    if v_matches < v_cap then
      v_source := format('(select q.* from public.questions q where %s offset 0)', v_where);
      v_outer := 'true';
    end if;
  end if;

  return query execute format(
    'select q.id, q.title, q.status, q.created_at, q.updated_at, q.coding_question_type, q.phi_confirmed,
            q.expert_id, q.corporate_account_id, c.name, p.name,
            coalesce(q.submitter_name, q.first_name || '' '' || q.last_name), coalesce(q.submitter_email, q.email)
     from %s q
     left join public.corporate_accounts c on c.id = q.corporate_account_id
     left join public.profiles p on p.id = q.expert_id
     where %s
     order by q.created_at desc, q.id desc
     limit %s',
    v_source, v_outer, v_limit
  );
end;
$$;
comment on function public.expert_list_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer, uuid) is
  'All Questions for staff (and Question Management for admins): filters, websearch full-text search, keyset pagination on (created_at desc, id desc); up to 101 rows a page for experts, 1000 for admins.';
revoke all on function public.expert_list_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer, uuid)
  from public, anon, authenticated;
grant execute on function public.expert_list_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer, uuid)
  to authenticated;

-- admin_reassign_questions: one or many questions to any expert ----------------------------------
-- Questions are locked in id order, so parallel bulk calls over overlapping sets never deadlock;
-- each call answers one row per id it was given.
create or replace function public.admin_reassign_questions(
  p_question_ids uuid[],
  p_expert_id uuid,
  p_reason text default null
)
returns table (question_id uuid, outcome text, message text, status public.question_status)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := public.require_admin('Only admins can reassign questions');
  v_ids uuid[];
  v_expert_name text;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_q record;
  v_moved jsonb := '[]';
  v_results jsonb := '[]';
  v_single_title text;
begin
  select array_agg(distinct x) into v_ids from unnest(p_question_ids) x where x is not null;
  if v_ids is null or cardinality(v_ids) > 1000 then
    raise exception 'Select between 1 and 1000 questions' using errcode = '22023';
  end if;
  if char_length(v_reason) > 2000 then
    raise exception 'The reason must be at most 2000 characters' using errcode = '22023';
  end if;
  select p.name into v_expert_name from public.profiles p where p.id = p_expert_id and p.role = 'expert';
  if not found then
    raise exception 'User is not an expert' using errcode = '22023';
  end if;

  for v_q in
    select q.id, q.title, q.status, q.expert_id from public.questions q
    where q.id = any(v_ids) order by q.id for update
  loop
    if v_q.status = 'approved' then
      v_results := v_results || jsonb_build_array(jsonb_build_object('question_id', v_q.id,
        'outcome', 'refused', 'message', 'Cannot reassign a question that is approved', 'status', v_q.status));
    elsif v_q.expert_id = p_expert_id and v_q.status <> 'unassigned' then
      v_results := v_results || jsonb_build_array(jsonb_build_object('question_id', v_q.id,
        'outcome', 'unchanged', 'message', 'Already assigned to this expert', 'status', v_q.status));
    else
      update public.questions q
      set expert_id = p_expert_id,
          status = case when q.status = 'unassigned' then 'pending'::public.question_status else q.status end
      where q.id = v_q.id;
      insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
      values (v_q.id, v_uid, 'assigned', v_q.status,
        case when v_q.status = 'unassigned' then 'pending'::public.question_status else v_q.status end,
        coalesce(v_reason, case when v_q.expert_id is null then 'assigned by an admin' else 'reassigned by an admin' end));
      v_results := v_results || jsonb_build_array(jsonb_build_object('question_id', v_q.id,
        'outcome', case when v_q.expert_id is null then 'assigned' else 'reassigned' end,
        'status', case when v_q.status = 'unassigned' then 'pending'::public.question_status else v_q.status end));
      v_moved := v_moved || jsonb_build_array(jsonb_build_object(
        'id', v_q.id, 'from_expert_id', v_q.expert_id, 'from_status', v_q.status));
      v_single_title := v_q.title;
    end if;
  end loop;

  if jsonb_array_length(v_moved) > 0 then
    perform public.admin_log(v_uid, 'question.reassign', 'question',
      case when jsonb_array_length(v_moved) = 1 then v_moved -> 0 ->> 'id' end,
      case when jsonb_array_length(v_moved) = 1 then v_single_title
        else format('%s questions', jsonb_array_length(v_moved)) end,
      jsonb_build_object('questions', v_moved),
      jsonb_build_object('expert_id', p_expert_id, 'expert_name', v_expert_name, 'count', jsonb_array_length(v_moved)),
      v_reason);
  end if;

  return query
  select i.id, coalesce(r.outcome, 'not_found'), case when r.outcome is null then 'Question not found' else r.message end, r.status
  from unnest(v_ids) i(id)
  left join jsonb_to_recordset(v_results)
    as r(question_id uuid, outcome text, message text, status public.question_status) on r.question_id = i.id
  order by i.id;
end;
$$;
comment on function public.admin_reassign_questions(uuid[], uuid, text) is
  'Admin: assigns 1..1000 questions (unassigned, pending or awaiting approval) to any expert; one result row per id; audited once.';

-- set_question_status: the admin override, now with a required reason ----------------------------
drop function public.set_question_status(uuid, public.question_status);

create function public.set_question_status(
  question_id uuid,
  status public.question_status,
  reason text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_uid uuid := auth.uid();
  v_qid uuid := question_id;
  v_to public.question_status := status;
  v_reason text := nullif(btrim(coalesce(reason, '')), '');
  v_q record;
  v_expert_ok boolean;
begin
  if not public.is_admin() then
    raise exception 'Only admins can change question status' using errcode = '42501';
  end if;
  if v_to is null then
    raise exception 'Invalid status' using errcode = '22023';
  end if;
  if v_reason is null then
    raise exception 'A reason is required to change the status' using errcode = '22023';
  end if;
  if char_length(v_reason) > 2000 then
    raise exception 'The reason must be at most 2000 characters' using errcode = '22023';
  end if;
  select q.id, q.title, q.status, q.expert_id into v_q from public.questions q where q.id = v_qid for update;
  if not found then
    raise exception 'Question not found' using errcode = 'PT404';
  end if;
  v_expert_ok := exists (select 1 from public.profiles p where p.id = v_q.expert_id and p.role = 'expert');

  if v_q.status in ('pending', 'approved') and v_to = 'unassigned' then
    -- unassign a pending question, or reopen an approved one for any expert
    update public.questions q set status = 'unassigned', expert_id = null where q.id = v_qid;
  elsif v_q.status in ('approved', 'unassigned') and v_to = 'pending' and v_expert_ok then
    -- reopen an approved question for its expert (or restore an unassigned one that kept its expert)
    update public.questions q set status = 'pending' where q.id = v_qid;
  elsif v_q.status = 'approved' and v_to = 'pending' then
    raise exception 'The question''s expert is no longer an expert: reopen it as unassigned' using errcode = 'PT409';
  else
    raise exception 'Cannot change a question that is % to %', v_q.status, v_to using errcode = 'PT409';
  end if;

  insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
  values (v_qid, v_uid, 'status_changed', v_q.status, v_to, v_reason);
  perform public.admin_log(v_uid, 'question.status_change', 'question', v_qid::text, v_q.title,
    jsonb_build_object('status', v_q.status, 'expert_id', v_q.expert_id),
    jsonb_build_object('status', v_to, 'expert_id', (select q.expert_id from public.questions q where q.id = v_qid)),
    v_reason);
end;
$$;
comment on function public.set_question_status(uuid, public.question_status, text) is
  'Admin, with a reason: pending->unassigned (unassign), approved->unassigned or ->pending (reopen), unassigned->pending (expert already set). Audited.';
revoke all on function public.set_question_status(uuid, public.question_status, text) from public, anon, authenticated;
grant execute on function public.set_question_status(uuid, public.question_status, text) to authenticated, service_role;

-- Questions deleted by an admin through the API are audited (their history goes with them).
create or replace function public.questions_audit_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.is_admin() then
    perform public.admin_log(auth.uid(), 'question.delete', 'question', old.id::text, old.title,
      jsonb_build_object('status', old.status, 'corporate_account_id', old.corporate_account_id,
        'expert_id', old.expert_id, 'created_at', old.created_at, 'submitter_email', old.submitter_email),
      null);
  end if;
  return old;
end;
$$;
revoke all on function public.questions_audit_delete() from public, anon, authenticated;

create trigger questions_audit_delete
  after delete on public.questions
  for each row execute function public.questions_audit_delete();

-- Dashboard -------------------------------------------------------------------------------------
-- Internal: the answer-time target (hours) the dashboard measures open questions against.
create or replace function public.answer_time_target_hours()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.value::integer from public.app_settings s where s.key = 'answer_time_target_hours'), 72)
$$;
revoke all on function public.answer_time_target_hours() from public, anon, authenticated;

-- Every status of the enum, in its order, with its count (a status added later shows up by itself).
create or replace function public.admin_status_counts()
returns table (status public.question_status, count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can view the admin dashboard');
  return query
  select s.st, coalesce(n.cnt, 0)
  from unnest(enum_range(null::public.question_status)) with ordinality s(st, ord)
  left join (
    select q.status as st, count(*) as cnt from public.questions q group by q.status
  ) n on n.st = s.st
  order by s.ord;
end;
$$;
comment on function public.admin_status_counts() is 'Admin: the number of questions in each status of the enum, in enum order.';

-- Open questions (unassigned, pending, awaiting approval) older than the answer-time target,
-- oldest first; overdue_total is the count of all of them.
create or replace function public.admin_overdue_questions(p_limit integer default 20)
returns table (
  id uuid,
  title text,
  status public.question_status,
  created_at timestamptz,
  age_hours numeric,
  corporate_account_id uuid,
  corporate_account_name text,
  expert_id uuid,
  expert_name text,
  target_hours integer,
  overdue_total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_target integer := public.answer_time_target_hours();
  v_cutoff timestamptz := now() - make_interval(hours => public.answer_time_target_hours());
  v_total bigint;
begin
  perform public.require_admin('Only admins can view the admin dashboard');
  select count(*) into v_total from public.questions q
  where q.status in ('unassigned', 'pending', 'awaiting_approval') and q.created_at < v_cutoff;
  return query
  select q.id, q.title, q.status, q.created_at,
    round((extract(epoch from (now() - q.created_at)) / 3600.0)::numeric, 1),
    q.corporate_account_id, c.name, q.expert_id, p.name, v_target, v_total
  from public.questions q
  left join public.corporate_accounts c on c.id = q.corporate_account_id
  left join public.profiles p on p.id = q.expert_id
  where q.status in ('unassigned', 'pending', 'awaiting_approval') and q.created_at < v_cutoff
  order by q.created_at, q.id
  limit greatest(1, least(coalesce(p_limit, 20), 200));
end;
$$;
comment on function public.admin_overdue_questions(integer) is
  'Admin: open questions past the answer-time target, oldest first (1..200 rows), with the total.';

-- Approved-answer emails that failed (or whose send has been stuck for over 2 minutes): what the
-- "send again" action needs is answer_id (send-approved-answer's body is { answerId }).
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
  where d.status = 'failed' or (d.status = 'sending' and d.updated_at < now() - interval '2 minutes');
  return query
  select d.answer_id, d.question_id, q.title, c.name, d.recipient,
    case when d.status = 'failed' then 'failed' else 'stuck' end,
    d.attempts, d.last_error, d.updated_at, v_total
  from public.answer_deliveries d
  join public.questions q on q.id = d.question_id
  left join public.corporate_accounts c on c.id = q.corporate_account_id
  where d.status = 'failed' or (d.status = 'sending' and d.updated_at < now() - interval '2 minutes')
  order by d.updated_at desc
  limit greatest(1, least(coalesce(p_limit, 20), 200));
end;
$$;
comment on function public.admin_failed_deliveries(integer) is
  'Admin: answer emails that failed or are stuck sending, newest first, with the total; "send again" calls send-approved-answer with { answerId }.';

revoke all on function public.admin_reassign_questions(uuid[], uuid, text) from public, anon, authenticated;
revoke all on function public.admin_status_counts() from public, anon, authenticated;
revoke all on function public.admin_overdue_questions(integer) from public, anon, authenticated;
revoke all on function public.admin_failed_deliveries(integer) from public, anon, authenticated;
grant execute on function public.admin_reassign_questions(uuid[], uuid, text) to authenticated;
grant execute on function public.admin_status_counts() to authenticated;
grant execute on function public.admin_overdue_questions(integer) to authenticated;
grant execute on function public.admin_failed_deliveries(integer) to authenticated;
