-- The ask-back statuses in the places that count or move an expert's open work
-- (docs/decisions.md, "Ask-back statuses and open work").
--
-- A question in needs_information is still its expert's open work: it returns to them when the
-- submitter replies. So it counts in the expert's open load (admin_list_experts, the auto-assignment
-- pick) and moves with the others when the expert is deleted or loses the role. closed_no_reply is
-- not open work (it counts nowhere as open), but a reply within the reopen window reopens it for its
-- expert, so it moves too: otherwise the reply would return it to pending for someone who is no
-- longer an expert (role removed) or to nobody (deleted).
--
-- Redefined here, same arguments:
--   pick_account_expert          load = pending + needs_information + awaiting_approval
--   admin_list_experts           open_questions includes needs_information; new column
--                                needs_information (the return type changes: dropped and recreated)
--   requeue_expert_questions     needs_information and closed_no_reply keep their status and their
--                                request, and get another expert of the account (event assigned,
--                                status unchanged) or none; the reply then goes to that expert, or
--                                returns the question to unassigned (info_reply_apply)
--   admin_user_removal_impact    counts them (new columns waiting_for_reply, closed_no_reply)
--   expert_account_submitters    open_count leaves out closed_no_reply
-- expert_queue is unchanged on purpose: it is the expert's work to do now; questions waiting for
-- the submitter are counted on the dashboard's own card and listed in My Questions.

-- Auto-assignment ------------------------------------------------------------------------------
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
      where q.expert_id = a.expert_id and q.status in ('pending', 'needs_information', 'awaiting_approval')),
    a.created_at,
    a.expert_id
  limit 1
$$;
comment on function public.pick_account_expert(uuid) is
  'Internal: the assigned expert of an account who gets a question: non-approvers first, then the fewest open questions (pending, needs_information, awaiting_approval), then the oldest assignment.';
revoke all on function public.pick_account_expert(uuid) from public, anon, authenticated;

-- The experts page ----------------------------------------------------------------------------
drop function public.admin_list_experts();
create function public.admin_list_experts()
returns table (
  id uuid,
  name text,
  email text,
  is_approver boolean,
  created_at timestamptz,
  account_ids uuid[],
  account_names text[],
  open_questions bigint,
  pending bigint,
  awaiting_approval bigint,
  answered_30d bigint,
  median_first_answer_hours numeric,
  needs_information bigint
)
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
declare
  v_since timestamptz := now() - interval '30 days';
begin
  perform public.require_admin('Only admins can manage experts');
  return query
  with experts as (
    select p.id, p.name, p.email, p.is_approver, p.created_at
    from public.profiles p where p.role = 'expert'
  ),
  accounts as (
    select a.expert_id, array_agg(c.id order by c.name) as ids, array_agg(c.name order by c.name) as names
    from public.expert_corporate_assignments a
    join public.corporate_accounts c on c.id = a.corporate_account_id
    group by a.expert_id
  ),
  load as (
    select q.expert_id,
      count(*) filter (where q.status = 'pending') as n_pending,
      count(*) filter (where q.status = 'awaiting_approval') as n_awaiting,
      count(*) filter (where q.status = 'needs_information') as n_waiting
    from public.questions q
    where q.expert_id in (select e.id from experts e)
      and q.status in ('pending', 'needs_information', 'awaiting_approval')
    group by q.expert_id
  ),
  recent as (
    select a.expert_id, a.question_id, a.created_at
    from public.answers a
    where a.created_at >= v_since and a.expert_id in (select e.id from experts e)
  ),
  answered as (
    select r.expert_id, count(distinct r.question_id) as n from recent r group by r.expert_id
  ),
  firsts as (
    -- report_facts (20261125000500, kept by triggers): the same figure as Reports by expert
    select f.expert_id, percentile_cont(0.5) within group (order by f.hours) as median_h
    from public.report_facts f
    where f.kind = 'first_answer' and f.at >= v_since and f.expert_id is not null
    group by f.expert_id
  )
  select e.id, e.name, e.email, e.is_approver, e.created_at,
    coalesce(ac.ids, '{}'), coalesce(ac.names, '{}'),
    coalesce(l.n_pending, 0) + coalesce(l.n_awaiting, 0) + coalesce(l.n_waiting, 0),
    coalesce(l.n_pending, 0), coalesce(l.n_awaiting, 0),
    coalesce(an.n, 0), round(f.median_h::numeric, 2),
    coalesce(l.n_waiting, 0)
  from experts e
  left join accounts ac on ac.expert_id = e.id
  left join load l on l.expert_id = e.id
  left join answered an on an.expert_id = e.id
  left join firsts f on f.expert_id = e.id
  order by e.name, e.id;
end;
$$;
comment on function public.admin_list_experts() is
  'Admin: every expert with approver flag, accounts, open load (open_questions = pending + awaiting_approval + needs_information), answered in 30 days, median hours to first answer.';
revoke all on function public.admin_list_experts() from public, anon, authenticated;
grant execute on function public.admin_list_experts() to authenticated;

-- Removing an expert --------------------------------------------------------------------------
-- Internal: moves the open questions of p_expert (whose assignments are removed first, so
-- pick_account_expert cannot pick them again). Returns the counts; questions_moved, reassigned and
-- unassigned count open questions (pending, needs_information, awaiting_approval), closed_no_reply
-- the closed ones that moved as well.
create or replace function public.requeue_expert_questions(p_expert uuid, p_actor uuid, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_q record;
  v_new uuid;
  v_at timestamptz;
  v_reassigned integer := 0;
  v_unassigned integer := 0;
  v_kept integer := 0;
  v_waiting integer := 0;
  v_closed integer := 0;
begin
  delete from public.expert_corporate_assignments a where a.expert_id = p_expert;
  for v_q in
    select q.id, q.status, q.corporate_account_id
    from public.questions q
    where q.expert_id = p_expert
      and q.status in ('pending', 'needs_information', 'awaiting_approval', 'closed_no_reply')
    order by q.id
    for update
  loop
    v_new := case when v_q.corporate_account_id is not null
      then public.pick_account_expert(v_q.corporate_account_id) end;
    if v_q.status = 'pending' then
      -- two events in one transaction: the second is stamped strictly later, so the history
      -- (ordered by created_at) always shows them in this order
      v_at := clock_timestamp();
      update public.questions q set status = 'unassigned', expert_id = null where q.id = v_q.id;
      insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason, created_at)
      values (v_q.id, p_actor, 'status_changed', 'pending', 'unassigned', p_reason, v_at);
      if v_new is not null then
        update public.questions q set status = 'pending', expert_id = v_new where q.id = v_q.id;
        insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason, created_at)
        values (v_q.id, p_actor, 'assigned', 'unassigned', 'pending', 'auto-assignment',
          greatest(clock_timestamp(), v_at + interval '1 microsecond'));
        v_reassigned := v_reassigned + 1;
      else
        v_unassigned := v_unassigned + 1;
      end if;
    elsif v_q.status in ('needs_information', 'closed_no_reply') then
      -- waiting for (or closed without) the submitter's reply: the status and the request stay;
      -- the question gets another expert of its account, or none, so that the reply returns it
      -- to pending for that expert, or to unassigned
      update public.questions q set expert_id = v_new where q.id = v_q.id;
      insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
      values (v_q.id, p_actor, 'assigned', v_q.status, v_q.status,
        p_reason || case
          when v_new is null then '; nobody else serves the account, the submitter''s reply returns it to unassigned'
          when v_q.status = 'needs_information' then '; waiting for the submitter, the reply goes to the new expert'
          else '; closed without a reply, a reopening reply goes to the new expert' end);
      if v_q.status = 'closed_no_reply' then
        v_closed := v_closed + 1;
      else
        v_waiting := v_waiting + 1;
        if v_new is not null then
          v_reassigned := v_reassigned + 1;
        else
          v_unassigned := v_unassigned + 1;
        end if;
      end if;
    elsif v_new is not null then
      update public.questions q set expert_id = v_new where q.id = v_q.id;
      insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
      values (v_q.id, p_actor, 'assigned', 'awaiting_approval', 'awaiting_approval',
        p_reason || '; the answer awaits approval, a revision goes to the new expert');
      v_reassigned := v_reassigned + 1;
    else
      v_kept := v_kept + 1;
    end if;
  end loop;
  return jsonb_build_object(
    'questions_moved', v_reassigned + v_unassigned,
    'reassigned', v_reassigned,
    'unassigned', v_unassigned,
    'kept_awaiting_approval', v_kept,
    'waiting_for_reply', v_waiting,
    'closed_no_reply', v_closed
  );
end;
$$;
comment on function public.requeue_expert_questions(uuid, uuid, text) is
  'Internal: removes an expert''s assignments and moves their open questions, and those closed without a reply (see 20261125000300 and 20261202000100).';
revoke all on function public.requeue_expert_questions(uuid, uuid, text) from public, anon, authenticated;

-- What deleting the user or removing their expert role will move, for the confirmation dialog.
-- Mirrors requeue_expert_questions: open_questions = pending + needs_information +
-- awaiting_approval, split into to_reassign, to_unassigned (for needs_information: the expert is
-- cleared and the reply returns it to unassigned) and stay_awaiting_approval; waiting_for_reply is
-- how many of them wait for the submitter; closed_no_reply the closed questions that move too.
drop function public.admin_user_removal_impact(uuid);
create function public.admin_user_removal_impact(p_user_id uuid)
returns table (
  user_id uuid,
  name text,
  role public.app_role,
  open_questions integer,
  questions_to_move integer,
  to_reassign integer,
  to_unassigned integer,
  stay_awaiting_approval integer,
  accounts_left_without_expert text[],
  waiting_for_reply integer,
  closed_no_reply integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_p record;
begin
  perform public.require_admin('Only admins can manage users');
  select p.id, p.name, p.role into v_p from public.profiles p where p.id = p_user_id;
  if not found then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  return query
  with mine as (
    select q.status,
      q.corporate_account_id is not null and exists (
        select 1 from public.expert_corporate_assignments a
        join public.profiles e on e.id = a.expert_id and e.role = 'expert'
        where a.corporate_account_id = q.corporate_account_id and a.expert_id <> p_user_id
      ) as has_other
    from public.questions q
    where v_p.role = 'expert' and q.expert_id = p_user_id
      and q.status in ('pending', 'needs_information', 'awaiting_approval', 'closed_no_reply')
  ),
  open_q as (
    select * from mine m where m.status <> 'closed_no_reply'
  )
  select v_p.id, v_p.name, v_p.role,
    (select count(*) from open_q)::integer,
    (select count(*) from open_q o where o.status <> 'awaiting_approval' or o.has_other)::integer,
    (select count(*) from open_q o where o.has_other)::integer,
    (select count(*) from open_q o where o.status <> 'awaiting_approval' and not o.has_other)::integer,
    (select count(*) from open_q o where o.status = 'awaiting_approval' and not o.has_other)::integer,
    coalesce((
      select array_agg(c.name order by c.name)
      from public.corporate_accounts c
      where v_p.role = 'expert' and c.is_active
        and exists (select 1 from public.expert_corporate_assignments a
          where a.corporate_account_id = c.id and a.expert_id = p_user_id)
        and not exists (select 1 from public.expert_corporate_assignments a
          join public.profiles e on e.id = a.expert_id and e.role = 'expert'
          where a.corporate_account_id = c.id and a.expert_id <> p_user_id)
    ), '{}'),
    (select count(*) from open_q o where o.status = 'needs_information')::integer,
    (select count(*) from mine m where m.status = 'closed_no_reply')::integer;
end;
$$;
comment on function public.admin_user_removal_impact(uuid) is
  'Admin: how many open questions (pending, needs_information, awaiting_approval) deleting this user or removing their expert role will move and where, how many of them wait for the submitter, how many closed-without-reply questions move too, and which active accounts would be left without an expert.';
revoke all on function public.admin_user_removal_impact(uuid) from public, anon, authenticated;
grant execute on function public.admin_user_removal_impact(uuid) to authenticated;

-- The expert's Users page: closed_no_reply is not open ------------------------------------------
create or replace function public.expert_account_submitters()
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
revoke all on function public.expert_account_submitters() from public, anon, authenticated;
grant execute on function public.expert_account_submitters() to authenticated;
