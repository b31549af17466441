-- Functions: assignment, answers and approval, the question history, the expert workspace, question
-- lists and search, similar questions, and asking the submitter back.

-- Rows never change, except through foreign-key actions (a deleted question or user).
create function public.question_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_trigger_depth() > 1 then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  raise exception 'question_events is append-only' using errcode = '42501';
end;
$$;

-- Answers nobody can approve, and records that outlive the people in them (docs/decisions.md,
-- "Answers nobody can approve" and "Records that outlive people").
--
-- Who may decide an answer is unchanged (decide_answer): an expert flagged approver who did not
-- write it. So an answer is undecidable when no approver other than its author exists, and the
-- assignee of a question writes its next answer (a rejection returns it to them). Hence:
--   sole_approver                  the only approver left (null: none, or several)
--   pick_account_expert            never picks the only approver (auto-assignment, re-queueing)
--   admin_reassign_questions       refuses the only approver as the new expert (PT409, says what to do)
--   admin_reassign_candidates      the reassign dialog's experts: least loaded first, each with why
--                                  it cannot take questions (the only approver) or null
--   admin_unapprovable_answers     the dashboard's answers waiting with no eligible approver
--   admin_user_removal_impact      also counts the waiting answers a removal leaves undecidable
--
-- Deleting a user still deletes their profile and login (foreign keys set their ids to null), so
-- what must outlive them is copied, staff-only, where it is written:
--   answer_attribution             per answer: author, approver, rejecter (ids and names; staff read)
--   question_events                actor_name, expert_name (copied when the event is written)
--   report_facts                   expert_id keeps the author's id (no foreign key), expert_name
-- Names follow a rename while the person exists, and stay when they are deleted. admin_report
-- labels a removed expert's group with the kept name and counts a question whose expert was
-- removed under the author of its latest answer.

-- Who can approve -------------------------------------------------------------------------------
create function public.sole_approver(p_leaving uuid default null)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select case when count(*) = 1 then (array_agg(p.id))[1] end
  from public.profiles p
  where p.role = 'expert' and p.is_approver and p.id is distinct from p_leaving
$$;
comment on function public.sole_approver(uuid) is
  'Internal: the only approver (an expert flagged approver) once p_leaving is gone; null when there are none or several.';

-- Auto-assignment -------------------------------------------------------------------------------
create function public.pick_account_expert_excluding(p_corporate_account_id uuid, p_leaving uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  with only_one as (select public.sole_approver(p_leaving) as id)
  select a.expert_id
  from public.expert_corporate_assignments a
  join public.profiles p on p.id = a.expert_id and p.role = 'expert'
  cross join only_one o
  where a.corporate_account_id = p_corporate_account_id
    and a.expert_id is distinct from p_leaving
    and a.expert_id is distinct from o.id
  order by
    p.is_approver,
    (select count(*) from public.questions q
      where q.expert_id = a.expert_id and q.status in ('pending', 'needs_information', 'awaiting_approval')),
    a.created_at,
    a.expert_id
  limit 1
$$;
comment on function public.pick_account_expert_excluding(uuid, uuid) is
  'Internal: the assigned expert of an account who gets a question, p_leaving (an expert being removed) left out: non-approvers first, then the fewest open questions, then the oldest assignment; never the only approver.';

create function public.pick_account_expert(p_corporate_account_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select public.pick_account_expert_excluding(p_corporate_account_id, null)
$$;
comment on function public.pick_account_expert(uuid) is
  'Internal: the assigned expert of an account who gets a question: non-approvers first, then the fewest open questions (pending, needs_information, awaiting_approval), then the oldest assignment; never the only approver.';

-- auto_assign_question --------------------------------------------------------------------
create function public.auto_assign_question(question_id uuid)
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

-- The answer workflow: assignment, answers, approval and rejection, admin status changes.
-- Every function: SECURITY DEFINER, empty search_path, EXECUTE only for the roles that may call it.

-- assign_expert ---------------------------------------------------------------------------
create function public.assign_expert(question_id uuid, expert_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_uid uuid := auth.uid();
  v_qid uuid := question_id;
  v_expert uuid := expert_id;
  v_admin boolean := public.is_admin();
  v_q record;
begin
  if not v_admin and not public.is_expert() then
    raise exception 'Only admins and experts can assign questions' using errcode = '42501';
  end if;
  if not v_admin and v_expert is distinct from v_uid then
    raise exception 'Only admins can assign other experts' using errcode = '42501';
  end if;
  if not exists (select 1 from public.profiles p where p.id = v_expert and p.role = 'expert') then
    raise exception 'User is not an expert' using errcode = '22023';
  end if;
  select q.id, q.status, q.expert_id, q.corporate_account_id into v_q from public.questions q where q.id = v_qid for update;
  if not found then
    raise exception 'Question not found' using errcode = 'PT404';
  end if;
  if v_admin then
    if v_q.status not in ('unassigned', 'pending') then
      raise exception 'Cannot assign a question that is %', v_q.status using errcode = 'PT409';
    end if;
    if v_q.status = 'pending' and v_q.expert_id = v_expert then
      raise exception 'Question is already assigned to this expert' using errcode = 'PT409';
    end if;
  elsif v_q.status <> 'unassigned' then
    raise exception 'Cannot claim a question that is %', v_q.status using errcode = 'PT409';
  elsif v_q.corporate_account_id is not null and not exists (
    select 1 from public.expert_corporate_assignments a
    where a.expert_id = v_uid and a.corporate_account_id = v_q.corporate_account_id
  ) then
    raise exception 'You are not assigned to this corporate account' using errcode = '42501';
  end if;

  update public.questions q set expert_id = v_expert, status = 'pending', updated_at = now() where q.id = v_qid;
  insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
  values (v_qid, v_uid, 'assigned', v_q.status, 'pending',
    case when v_q.expert_id is not null and v_q.expert_id <> v_expert then 'reassigned' end);
end;
$$;
comment on function public.assign_expert(uuid, uuid) is 'Admin assigns/reassigns any expert; an expert claims an unassigned question of one of their accounts (or one without an account).';

-- add_answer ------------------------------------------------------------------------------
create function public.add_answer(question_id uuid, content text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_uid uuid := auth.uid();
  v_qid uuid := question_id;
  v_content text := btrim(coalesce(content, ''));
  v_q record;
  v_answer uuid;
begin
  select q.id, q.status, q.expert_id into v_q from public.questions q where q.id = v_qid for update;
  if not found then
    raise exception 'Question not found' using errcode = 'PT404';
  end if;
  if v_uid is null or v_q.expert_id is distinct from v_uid or not public.is_expert() then
    raise exception 'Only the assigned expert can answer this question' using errcode = '42501';
  end if;
  if v_q.status <> 'pending' then
    raise exception 'Cannot answer a question that is %', v_q.status using errcode = 'PT409';
  end if;
  if v_content = '' then
    raise exception 'Answer is required' using errcode = '22023';
  end if;
  if char_length(v_content) > 20000 then
    raise exception 'Answer must be at most 20000 characters' using errcode = '22023';
  end if;

  insert into public.answers (question_id, expert_id, content)
  values (v_qid, v_uid, v_content)
  returning id into v_answer;
  update public.questions q set status = 'awaiting_approval' where q.id = v_qid;
  insert into public.question_events (question_id, answer_id, actor_id, event, from_status, to_status)
  values (v_qid, v_answer, v_uid, 'answered', 'pending', 'awaiting_approval');
  return v_answer;
end;
$$;
comment on function public.add_answer(uuid, text) is 'The assigned expert answers a pending question; it becomes awaiting_approval.';

-- approve_answer / reject_answer ----------------------------------------------------------
create function public.decide_answer(p_answer_id uuid, p_approve boolean, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_verb text := case when p_approve then 'approve' else 'reject' end;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_a record;
  v_status public.question_status;
begin
  if not public.is_approver() then
    raise exception 'Only approvers can % answers', v_verb using errcode = '42501';
  end if;
  select a.id, a.question_id, a.expert_id, a.approved_at, a.rejected_at into v_a
  from public.answers a where a.id = p_answer_id;
  if not found then
    raise exception 'Answer not found' using errcode = 'PT404';
  end if;
  -- Lock the question first, then re-read the answer, so decisions are serialised.
  select q.status into v_status from public.questions q where q.id = v_a.question_id for update;
  select a.id, a.question_id, a.expert_id, a.approved_at, a.rejected_at into v_a
  from public.answers a where a.id = p_answer_id for update;
  if v_a.expert_id = v_uid then
    raise exception 'You cannot % your own answer', v_verb using errcode = '42501';
  end if;
  if v_a.approved_at is not null then
    raise exception 'This answer has already been approved' using errcode = 'PT409';
  end if;
  if v_a.rejected_at is not null then
    raise exception 'This answer has already been rejected' using errcode = 'PT409';
  end if;
  if v_status <> 'awaiting_approval' then
    raise exception 'Cannot % an answer to a question that is %', v_verb, v_status using errcode = 'PT409';
  end if;

  if p_approve then
    update public.answers a set approved_by = v_uid, approved_at = now() where a.id = p_answer_id;
    update public.questions q set status = 'approved' where q.id = v_a.question_id;
    insert into public.question_events (question_id, answer_id, actor_id, event, from_status, to_status)
    values (v_a.question_id, p_answer_id, v_uid, 'approved', 'awaiting_approval', 'approved');
  else
    if v_reason is null then
      raise exception 'A reason is required to reject an answer' using errcode = '22023';
    end if;
    if char_length(v_reason) > 2000 then
      raise exception 'The reason must be at most 2000 characters' using errcode = '22023';
    end if;
    update public.answers a
    set rejected_by = v_uid, rejected_at = now(), rejection_reason = v_reason
    where a.id = p_answer_id;
    update public.questions q set status = 'pending' where q.id = v_a.question_id;
    insert into public.question_events (question_id, answer_id, actor_id, event, from_status, to_status, reason)
    values (v_a.question_id, p_answer_id, v_uid, 'rejected', 'awaiting_approval', 'pending', v_reason);
  end if;
end;
$$;

-- The answer email: queued by the approval ---------------------------------------------------------
create function public.approve_answer(answer_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_question uuid;
begin
  perform public.decide_answer(answer_id, true, null);
  select a.question_id into v_question from public.answers a where a.id = answer_id;
  perform public.outbox_enqueue('answer_email', 'answer_email:' || answer_id, v_question,
    jsonb_build_object('answerId', answer_id));
end;
$$;
comment on function public.approve_answer(uuid) is
  'An approver (not the author) approves the undecided answer; the question becomes approved and its answer email is queued (outbox answer_email) in the same transaction.';

create function public.reject_answer(answer_id uuid, reason text)
returns void
language sql
security definer
set search_path = ''
as $$
  select public.decide_answer(answer_id, false, reason)
$$;
comment on function public.reject_answer(uuid, text) is 'An approver (not the author) rejects with a reason; the question returns to pending.';

-- Expert workspace: read-only RPCs for the dashboard, the users page and the
-- metrics charts (computed here, never by pulling rows to the browser).
--
-- The expert dashboard counts the questions waiting for their submitter (needs_information) too.
create function public.expert_dashboard_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_result jsonb;
begin
  if not public.is_expert() then
    raise exception 'Only experts can view the expert dashboard' using errcode = '42501';
  end if;
  with mine as (
    select q.id, q.status,
      (q.status = 'pending' and exists (
        select 1 from public.answers a where a.question_id = q.id and a.rejected_at is not null
      )) as needs_revision
    from public.questions q
    where q.expert_id = v_uid and q.status in ('pending', 'awaiting_approval')
  )
  select jsonb_build_object(
    'assigned', (select count(*) from mine),
    'pending', (select count(*) from mine where status = 'pending' and not needs_revision),
    'needs_revision', (select count(*) from mine where needs_revision),
    'awaiting_approval', (select count(*) from mine where status = 'awaiting_approval'),
    'needs_information', (
      select count(*) from public.questions q where q.expert_id = v_uid and q.status = 'needs_information'
    ),
    'approved', (select count(*) from public.questions q where q.expert_id = v_uid and q.status = 'approved'),
    'unassigned_in_my_accounts', (
      select count(*) from public.questions q
      where q.status = 'unassigned'
        and q.corporate_account_id in (
          select a.corporate_account_id from public.expert_corporate_assignments a where a.expert_id = v_uid
        )
    ),
    'approval_queue', case when public.is_approver() then (
      select count(*) from public.answers a
      join public.questions q on q.id = a.question_id
      where a.approved_at is null and a.rejected_at is null
        and q.status = 'awaiting_approval'
        and a.expert_id is distinct from v_uid
    ) end
  ) into v_result;
  return v_result;
end;
$$;

-- The signed-in expert's open questions, oldest first, with the latest rejection when the
-- question came back for revision.
create function public.expert_queue()
returns table (
  id uuid,
  title text,
  status public.question_status,
  created_at timestamptz,
  updated_at timestamptz,
  coding_question_type text,
  corporate_account_id uuid,
  corporate_account_name text,
  phi_confirmed boolean,
  needs_revision boolean,
  rejection_reason text,
  rejected_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_expert() then
    raise exception 'Only experts can view the expert queue' using errcode = '42501';
  end if;
  return query
  select q.id, q.title, q.status, q.created_at, q.updated_at, q.coding_question_type,
    q.corporate_account_id, c.name, q.phi_confirmed,
    (q.status = 'pending' and last_a.rejected_at is not null),
    case when q.status = 'pending' then last_a.rejection_reason end,
    case when q.status = 'pending' then last_a.rejected_at end
  from public.questions q
  left join public.corporate_accounts c on c.id = q.corporate_account_id
  left join lateral (
    select a.rejected_at, a.rejection_reason from public.answers a
    where a.question_id = q.id
    order by a.created_at desc
    limit 1
  ) last_a on true
  where q.expert_id = auth.uid() and q.status in ('pending', 'awaiting_approval')
  order by q.created_at asc, q.id asc;
end;
$$;

-- The expert's Users page: closed_no_reply is not open ------------------------------------------
create function public.expert_account_submitters()
returns table (
  email text,
  name text,
  user_id uuid,
  registered boolean,
  corporate_account_id uuid,
  corporate_account_name text,
  question_count bigint,
  open_count bigint,
  approved_count bigint,
  last_question_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_admin boolean := public.is_admin();
begin
  if not public.is_staff() then
    raise exception 'Only experts can view submitters' using errcode = '42501';
  end if;
  return query
  with accounts as (
    select c.id, c.name from public.corporate_accounts c
    where v_admin or c.id in (
      select a.corporate_account_id from public.expert_corporate_assignments a where a.expert_id = v_uid
    )
  ),
  entries as (
    select lower(coalesce(p.email, q.submitter_email, q.email)) as k,
      coalesce(p.email, q.submitter_email, q.email) as e,
      coalesce(p.name, nullif(q.submitter_name, ''), q.first_name || ' ' || q.last_name) as n,
      q.user_id as u, q.corporate_account_id as acc, 1 as total,
      (q.status not in ('approved', 'closed_no_reply'))::int as open_n, (q.status = 'approved')::int as approved_n,
      q.created_at as at
    from public.questions q
    left join public.profiles p on p.id = q.user_id
    where q.corporate_account_id in (select accounts.id from accounts)
    union all
    select lower(p.email), p.email, p.name, p.id, p.corporate_account_id, 0, 0, 0, null::timestamptz
    from public.profiles p
    where p.corporate_account_id in (select accounts.id from accounts) and p.email is not null
  )
  select (array_agg(en.e order by en.at desc nulls last))[1],
    (array_agg(en.n order by en.u is null, en.at desc nulls last))[1],
    (array_agg(en.u order by en.u is null, en.at desc nulls last))[1],
    bool_or(en.u is not null),
    en.acc, ac.name,
    sum(en.total)::bigint, sum(en.open_n)::bigint, sum(en.approved_n)::bigint, max(en.at)
  from entries en
  join accounts ac on ac.id = en.acc
  group by en.k, en.acc, ac.name
  order by sum(en.total) desc, ac.name, en.k
  limit 500;
end;
$$;
comment on function public.expert_account_submitters() is
  'Staff: the submitters of the caller''s accounts (all for admins), one row per email and account, with question, open (not approved, not closed without a reply) and approved counts; at most 500.';

create function public.expert_metrics(p_weeks integer default 12)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_weeks integer := greatest(1, least(coalesce(p_weeks, 12), 104));
  v_from timestamptz := date_trunc('week', now()) - make_interval(weeks => v_weeks - 1);
  v_result jsonb;
begin
  if not public.is_staff() then
    raise exception 'Only experts can view metrics' using errcode = '42501';
  end if;

  with weeks as (
    select generate_series(v_from, date_trunc('week', now()), interval '1 week') as week
  ),
  window_questions as (
    select q.id, q.created_at, q.corporate_account_id, q.coding_question_type
    from public.questions q where q.created_at >= v_from
  ),
  first_answers as (
    select a.question_id, min(a.created_at) as first_at
    from public.answers a
    where a.created_at >= v_from
    group by a.question_id
  ),
  received as (
    select date_trunc('week', wq.created_at) as week, count(*) as n from window_questions wq group by 1
  ),
  answered as (
    select date_trunc('week', fa.first_at) as week, count(*) as n
    from first_answers fa
    -- only a question's very first answer counts (it may predate the window)
    where not exists (
      select 1 from public.answers older
      where older.question_id = fa.question_id and older.created_at < fa.first_at
    )
    group by 1
  ),
  approved as (
    select date_trunc('week', a.approved_at) as week, count(*) as n
    from public.answers a where a.approved_at >= v_from group by 1
  ),
  rejected as (
    select date_trunc('week', a.rejected_at) as week, count(*) as n
    from public.answers a where a.rejected_at >= v_from group by 1
  ),
  to_first_answer as (
    select (extract(epoch from (min(a.created_at) - wq.created_at))
      - case when wq.id in (select r.question_id from public.info_requests r)
          then public.question_paused_seconds(wq.id, min(a.created_at)) else 0 end) / 3600.0 as hours
    from window_questions wq
    join public.answers a on a.question_id = wq.id
    group by wq.id, wq.created_at
  ),
  to_approval as (
    select (extract(epoch from (a.approved_at - q.created_at))
      - case when q.id in (select r.question_id from public.info_requests r)
          then public.question_paused_seconds(q.id, a.approved_at) else 0 end) / 3600.0 as hours
    from public.answers a
    join public.questions q on q.id = a.question_id
    where a.approved_at is not null and q.created_at >= v_from
  )
  select jsonb_build_object(
    'from', v_from,
    'weeks', v_weeks,
    'weekly', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'week', to_char(w.week, 'YYYY-MM-DD'),
        'received', coalesce(r.n, 0),
        'answered', coalesce(an.n, 0),
        'approved', coalesce(ap.n, 0),
        'rejected', coalesce(rj.n, 0)
      ) order by w.week), '[]'::jsonb)
      from weeks w
      left join received r on r.week = w.week
      left join answered an on an.week = w.week
      left join approved ap on ap.week = w.week
      left join rejected rj on rj.week = w.week
    ),
    'time_to_first_answer', (
      select jsonb_build_object(
        'count', count(*),
        'median_hours', round((percentile_cont(0.5) within group (order by hours))::numeric, 2),
        'p90_hours', round((percentile_cont(0.9) within group (order by hours))::numeric, 2)
      ) from to_first_answer
    ),
    'time_to_approval', (
      select jsonb_build_object(
        'count', count(*),
        'median_hours', round((percentile_cont(0.5) within group (order by hours))::numeric, 2),
        'p90_hours', round((percentile_cont(0.9) within group (order by hours))::numeric, 2)
      ) from to_approval
    ),
    'by_account', (
      select coalesce(jsonb_agg(jsonb_build_object('label', x.label, 'count', x.n) order by x.n desc, x.label), '[]'::jsonb)
      from (
        select coalesce(c.name, 'No corporate account') as label, count(*) as n
        from window_questions wq
        left join public.corporate_accounts c on c.id = wq.corporate_account_id
        group by 1
      ) x
    ),
    'by_type', (
      select coalesce(jsonb_agg(jsonb_build_object('label', x.label, 'count', x.n) order by x.n desc, x.label), '[]'::jsonb)
      from (
        select wq.coding_question_type as label, count(*) as n from window_questions wq group by 1
      ) x
    ),
    'rejection', (
      select jsonb_build_object(
        'decided', count(*),
        'rejected', count(*) filter (where a.rejected_at is not null),
        'rate', case when count(*) = 0 then null
          else round(count(*) filter (where a.rejected_at is not null)::numeric / count(*), 4) end
      )
      from public.answers a
      where a.approved_at >= v_from or a.rejected_at >= v_from
    )
  ) into v_result;
  return v_result;
end;
$$;

create function public.question_events_fill_expert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.expert_id is null then
    select q.expert_id into new.expert_id from public.questions q where q.id = new.question_id;
  end if;
  return new;
end;
$$;

-- The admin's status override and the ask-back statuses (supabase/README.md, "Request more
-- information": admin overrides).
--
-- needs_information is set only by a request for more information (request_information) and
-- closed_no_reply only by the request's clock (info_mail_context 'close'); a reply takes the question
-- back to pending. set_question_status therefore refuses them as targets and refuses to move a
-- question out of them, each with a message that says why, before any other check on the move.
-- Reassigning (admin_reassign_questions) is unchanged and allowed in both statuses: the question
-- keeps its status, the open request stays open, and the submitter's reply returns the question to
-- pending for the new expert, who gets the "reply received" mail (info_mail_context 'reply' mails
-- the question's expert at the time of the reply). See supabase/README.md, "Request more information".
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
  if v_to in ('needs_information', 'closed_no_reply') then
    raise exception 'Needs information and Closed – no reply cannot be set by hand: they come only from a request for more information and its deadline'
      using errcode = '22023';
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
  if v_q.status = 'needs_information' then
    raise exception 'This question is waiting for the submitter''s reply: it returns to pending when they reply, or closes without a reply'
      using errcode = 'PT409';
  end if;
  if v_q.status = 'closed_no_reply' then
    raise exception 'This question was closed without a reply: only the submitter''s reply reopens it'
      using errcode = 'PT409';
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
  'Admin, with a reason: pending->unassigned (unassign), approved->unassigned or ->pending (reopen), unassigned->pending (expert already set). needs_information and closed_no_reply are never targets nor sources (ask-back only). Audited.';

create function public.similar_questions(p_question_id uuid, p_limit integer default 5)
returns table (
  id uuid,
  title text,
  content text,
  coding_question_type text,
  created_at timestamptz,
  answer_id uuid,
  answer_content text,
  answer_approved_at timestamptz,
  score real
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := greatest(1, least(coalesce(p_limit, 5), 5));
  v_title text;
  v_head text;
  v_body text;
begin
  if not public.is_staff() then
    raise exception 'Only experts and admins see similar questions' using errcode = '42501';
  end if;
  select q.title, left(q.content, 160), left(q.content, 500)
    into v_title, v_head, v_body
    from public.questions q where q.id = p_question_id;
  if not found then
    return;
  end if;

  return query
  with candidates as (
    (select c.id from public.questions c
      where c.status = 'approved' and c.id <> p_question_id
      order by c.title operator(extensions.<->) v_title
      limit 40)
    union
    (select c.id from public.questions c
      where c.status = 'approved' and c.id <> p_question_id
      order by left(c.content, 160) operator(extensions.<->) v_head
      limit 40)
  )
  select q.id, q.title, q.content, q.coding_question_type, q.created_at,
    a.id, a.content, a.approved_at,
    (0.5 * extensions.similarity(q.title, v_title)
      + 0.5 * extensions.similarity(left(q.content, 500), v_body))::real as score
  from candidates
  join public.questions q on q.id = candidates.id
  join lateral (
    select x.id, x.content, x.approved_at from public.answers x
    where x.question_id = q.id and x.approved_at is not null
    order by x.approved_at desc limit 1
  ) a on true
  order by score desc, q.created_at desc, q.id
  limit v_limit;
end;
$$;
comment on function public.similar_questions(uuid, integer) is
  'Staff: up to 5 approved questions most similar (trigrams of title and content) to the given one, with their approved answers.';

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

-- Paused time ---------------------------------------------------------------------------------------
-- Seconds of a question's life up to p_until spent waiting for the submitter.
create function public.question_paused_seconds(p_question_id uuid, p_until timestamptz)
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

-- Tokens ------------------------------------------------------------------------------------------
create function public.info_token_hash(p_token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select extensions.digest(convert_to(coalesce(p_token, ''), 'UTF8'), 'sha256')
$$;

-- A new random token for one request (64 hex characters); only its hash is stored.
create function public.info_request_issue_token(p_request_id uuid)
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

-- What a token opens: the state of the link and, when usable, its request.
--   invalid  no such token;  expired  past expires_at or the reopen window;  used  already replied
create function public.info_token_resolve(p_token text)
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

-- request_information ---------------------------------------------------------------------------
create function public.request_information(p_question_id uuid, p_message text)
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
create function public.info_reply_apply(
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

-- Anyone holding the emailed link: read its one request.
create function public.info_request_by_token(p_token text)
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
create function public.reply_info_request_by_token(p_token text, p_message text, p_phi_confirmed boolean default false)
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
create function public.reply_info_request(p_request_id uuid, p_message text, p_phi_confirmed boolean default false)
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
create function public.question_info_thread(p_question_id uuid)
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

-- One reference everywhere, and lists that say how long they are
-- (docs/decisions.md, "Question references and search").
--
-- Search (the staff lists and the header search) finds a question by what the submitter has: its
-- reference (Q- and the id's first 8 hex digits, any case, with or without Q-, or the whole id), the
-- submitter's email (exact, any case) or name (contained in first, last or submitter name), as well
-- as by title and content (full text). One builder writes the condition for every caller.
-- - A reference is a range of the primary key ('13d91a5b-0000-...' to '13d91a5b-ffff-...'), so the
--   primary key's btree finds it: no new index.
-- - Emails: btree indexes on lower(email) and lower(submitter_email).
-- - Names: a trigram GIN index on the lowered names (pg_trgm is on PostgreSQL 15, hosted Supabase and
--   the local PGlite;
--   20261127000100_types_and_common.sql loads it), which answers LIKE '%part%' for 3+ characters.
--
-- expert_list_questions has the overdue filter (the dashboard's definition: open and past the
-- answer-time target, paused ask-back time excluded); expert_count_questions counts what the list's
-- filters match; admin_export_questions is the CSV's page (the long texts, the approved answer, its
-- approver and times), kept out of the on-screen list's rows; search_questions is the header
-- search, run as its caller under RLS.
--
-- question_name_like: the name condition on `q` for a term of words, as SQL text ('false' for a
-- reference, an id or an email). LIKE's wildcards in the term are literal.
create function public.question_name_like(p_search text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_term text := nullif(btrim(coalesce(p_search, '')), '');
begin
  if v_term is null or v_term ~* '^(q-?)?[0-9a-f]{8}$' or v_term ~ '^[^@[:space:]]+@[^@[:space:]]+$'
    or v_term ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return 'false';
  end if;
  return format(
    'lower(q.first_name || '' '' || q.last_name || '' '' || coalesce(q.submitter_name, '''')) like %L',
    '%' || replace(replace(replace(lower(regexp_replace(v_term, '\s+', ' ', 'g')), '\', '\\'), '%', '\%'), '_', '\_') || '%');
end;
$$;

-- question_search_where: the search condition on `q` as SQL text ('true' without a term) -----------
-- Pure: it only quotes the term into text (%L), never runs it, so the header search, which runs as
-- its caller under RLS, may call it too. p_names false leaves the name branch out (the staff lists
-- do when no name contains the term).
create function public.question_search_where(p_search text, p_names boolean default true)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_term text := nullif(btrim(coalesce(p_search, '')), '');
  v_text text;
  v_hex text;
begin
  if v_term is null then
    return 'true';
  end if;
  if char_length(v_term) > 200 then
    raise exception 'Search must be at most 200 characters' using errcode = '22023';
  end if;
  v_text := format('q.search @@ websearch_to_tsquery(%L::regconfig, %L)', 'english', v_term);

  -- the whole id (the partner notification carried it before the reference)
  if v_term ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return format('(q.id = %L::uuid or %s)', lower(v_term), v_text);
  end if;
  -- a reference: Q-13D91A5B, q13d91a5b or 13d91a5b
  if v_term ~* '^(q-?)?[0-9a-f]{8}$' then
    v_hex := lower(right(v_term, 8));
    return format('(q.id between %L::uuid and %L::uuid or %s)',
      v_hex || '-0000-0000-0000-000000000000', v_hex || '-ffff-ffff-ffff-ffffffffffff', v_text);
  end if;
  -- an email address: exact, any case
  if v_term ~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    return format('(lower(q.email) = %1$L or lower(q.submitter_email) = %1$L or %2$s)', lower(v_term), v_text);
  end if;
  -- words: the text, or a name containing them
  if not coalesce(p_names, true) then
    return v_text;
  end if;
  return format('(%s or %s)', v_text, public.question_name_like(v_term));
end;
$$;
comment on function public.question_search_where(text, boolean) is
  'Internal text builder: the search condition on questions q for a term (reference, whole id, email, name or full text).';

-- question_list_where: every filter of the staff lists as SQL text ----------------------------------
create function public.question_list_where(
  p_status public.question_status,
  p_account_id uuid,
  p_no_account boolean,
  p_type text,
  p_from timestamptz,
  p_to timestamptz,
  p_search text,
  p_expert_id uuid,
  p_overdue boolean,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null
)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_names boolean := true;
  v_where text;
  v_cutoff timestamptz;
begin
  -- The name branch costs a LIKE on every row an ordered walk reads: leave it out when no submitter's
  -- name contains the term (the trigram index says so at once for 3 characters or more).
  if char_length(btrim(coalesce(p_search, ''))) between 3 and 200 then
    execute format('select exists (select 1 from public.questions q where %s)', public.question_name_like(p_search))
      into v_names;
  end if;
  v_where := public.question_search_where(p_search, v_names);
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
  if coalesce(p_overdue, false) then
    -- admin_overdue_questions' rule: open, past the target once paused ask-back time is taken off
    v_cutoff := now() - make_interval(hours => public.answer_time_target_hours());
    v_where := v_where || format(
      ' and q.status in (''unassigned'', ''pending'', ''awaiting_approval'') and q.created_at < %1$L::timestamptz'
      ' and (q.id not in (select r.question_id from public.info_requests r)'
      ' or q.created_at + make_interval(secs => public.question_paused_seconds(q.id, now())) < %1$L::timestamptz)',
      v_cutoff);
  end if;
  if p_after_created_at is not null and p_after_id is not null then
    -- rows after the cursor in (created_at desc, id desc) order
    v_where := v_where || format(
      ' and q.created_at <= %1$L::timestamptz and (q.created_at < %1$L::timestamptz or q.id < %2$L::uuid)',
      p_after_created_at, p_after_id);
  end if;
  return v_where;
end;
$$;
comment on function public.question_list_where(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, uuid, boolean, timestamptz, uuid) is
  'Internal: the staff lists'' filters (search, status, account, expert, type, dates, overdue, keyset cursor) as a condition on questions q.';

-- question_list_source: the rows to page through, as SQL text -------------------------------------
-- With a search term, count the matches up to a cap: fewer are taken through the indexes and sorted
-- (offset 0 keeps the planner from walking the created_at index instead); more are found quickly
-- enough by walking the (created_at, id) index in order.
create function public.question_list_source(p_where text, p_searching boolean, p_cap integer)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_matches integer;
begin
  if p_searching then
    execute format('select count(*) from (select 1 from public.questions q where %s limit %s) m', p_where, p_cap)
      into v_matches;
    if v_matches < p_cap then
      return format('(select q.* from public.questions q where %s offset 0)', p_where);
    end if;
  end if;
  return format('(select q.* from public.questions q where %s)', p_where);
end;
$$;

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
  p_expert_id uuid default null,
  p_overdue boolean default false
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
  -- experts page through 25 (+1) rows; admins in pages of up to 1000 (PostgREST's max rows)
  v_limit integer := greatest(1, least(coalesce(p_limit, 26), case when public.is_admin() then 1000 else 101 end));
  v_where text;
begin
  if not public.is_staff() then
    raise exception 'Only experts can list all questions' using errcode = '42501';
  end if;
  v_where := public.question_list_where(p_status, p_account_id, p_no_account, p_type, p_from, p_to,
    p_search, p_expert_id, p_overdue, p_after_created_at, p_after_id);

  return query execute format(
    'select q.id, q.title, q.status, q.created_at, q.updated_at, q.coding_question_type, q.phi_confirmed,
            q.expert_id, q.corporate_account_id, c.name, p.name,
            coalesce(q.submitter_name, q.first_name || '' '' || q.last_name), coalesce(q.submitter_email, q.email)
     from %s q
     left join public.corporate_accounts c on c.id = q.corporate_account_id
     left join public.profiles p on p.id = q.expert_id
     order by q.created_at desc, q.id desc
     limit %s',
    public.question_list_source(v_where, nullif(btrim(coalesce(p_search, '')), '') is not null,
      greatest(200, v_limit * 4)),
    v_limit
  );
end;
$$;
comment on function public.expert_list_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer, uuid, boolean) is
  'All Questions for staff (and Question Management for admins): filters (overdue too), search by reference, submitter email or name and full text, keyset pagination on (created_at desc, id desc); up to 101 rows a page for experts, 1000 for admins.';

-- expert_count_questions: how many questions the list's filters match ------------------------------
create function public.expert_count_questions(
  p_status public.question_status default null,
  p_account_id uuid default null,
  p_no_account boolean default false,
  p_type text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_expert_id uuid default null,
  p_overdue boolean default false
)
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_count bigint;
begin
  if not public.is_staff() then
    raise exception 'Only experts can list all questions' using errcode = '42501';
  end if;
  execute format('select count(*) from public.questions q where %s',
    public.question_list_where(p_status, p_account_id, p_no_account, p_type, p_from, p_to, p_search,
      p_expert_id, p_overdue))
    into v_count;
  return v_count;
end;
$$;
comment on function public.expert_count_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, uuid, boolean) is
  'Staff: the number of questions expert_list_questions'' filters match (the list''s total).';

-- search_questions: the header search, as its caller ----------------------------------------------
-- SECURITY INVOKER: RLS on questions decides what each caller finds, as with the table query it
-- replaces. Under RLS a condition that is not leakproof (full text, lower(), LIKE) cannot use an
-- index, so a search scans every visible row (measured: 330-480 ms at 100,000 questions). Hence
-- staff, who may read every question, get the list's indexed search (expert_list_questions checks
-- is_staff() itself), and everyone else searches the rows of their own user_id (indexed; RLS
-- still applies). Newest first, at most 50 (up to 100).
create function public.search_questions(p_search text, p_limit integer default 50)
returns table (
  id uuid,
  title text,
  status public.question_status,
  created_at timestamptz,
  coding_question_type text
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_limit integer := greatest(1, least(coalesce(p_limit, 50), 100));
  v_where text := public.question_search_where(p_search);
begin
  if v_where = 'true' then
    return;
  end if;
  if public.is_staff() then
    return query
    select l.id, l.title, l.status, l.created_at, l.coding_question_type
    from public.expert_list_questions(p_search => p_search, p_limit => v_limit) l;
    return;
  end if;
  -- the id as a constant: auth.uid() inlined is not leakproof, and would keep the index unused
  return query execute format(
    'select q.id, q.title, q.status, q.created_at, q.coding_question_type from public.questions q
     where q.user_id = %L::uuid and %s
     order by q.created_at desc, q.id desc limit %s',
    auth.uid(), v_where, v_limit);
end;
$$;
comment on function public.search_questions(text, integer) is
  'Header search as the caller (RLS applies): questions by reference, whole id, submitter email or name, or full text; newest first.';

create function public.only_approver_message(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select format('%s is the only approver: nobody could approve an answer they write. '
    'Make another expert an approver first, or choose another expert', p_name)
$$;
comment on function public.only_approver_message(text) is
  'Internal: why the only approver is not given questions, and what to do (one wording everywhere).';

-- A person set on an answer is copied with their name; a person cleared (their deletion) is kept.
create function public.answer_attribution_keep()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.answer_attribution as t (answer_id, expert_id, expert_name, approved_by,
    approved_by_name, rejected_by, rejected_by_name)
  select new.id, new.expert_id, e.name, new.approved_by, ap.name, new.rejected_by, rj.name
  from (select 1) one
  left join public.profiles e on e.id = new.expert_id
  left join public.profiles ap on ap.id = new.approved_by
  left join public.profiles rj on rj.id = new.rejected_by
  on conflict (answer_id) do update set
    expert_id = coalesce(excluded.expert_id, t.expert_id),
    expert_name = case when excluded.expert_id is null then t.expert_name else excluded.expert_name end,
    approved_by = coalesce(excluded.approved_by, t.approved_by),
    approved_by_name = case when excluded.approved_by is null then t.approved_by_name else excluded.approved_by_name end,
    rejected_by = coalesce(excluded.rejected_by, t.rejected_by),
    rejected_by_name = case when excluded.rejected_by is null then t.rejected_by_name else excluded.rejected_by_name end;
  return null;
end;
$$;

-- Runs after question_events_fill_expert (triggers fire in name order), so expert_id is set.
create function public.question_events_fill_names()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.actor_id is not null and new.actor_name is null then
    select p.name into new.actor_name from public.profiles p where p.id = new.actor_id;
  end if;
  if new.expert_id is not null and new.expert_name is null then
    select p.name into new.expert_name from public.profiles p where p.id = new.expert_id;
  end if;
  return new;
end;
$$;
