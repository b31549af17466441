-- Ask-back (docs/spec-notes.md, "Request more information"): the answer-time clock does not count
-- the time a question waited for the submitter (question_paused_seconds, 20261129000510). The three
-- places that measure it are redefined unchanged except for that subtraction: the report facts
-- (first answer and approval hours, admin_report and the experts list), the dashboard's overdue
-- questions and the expert metrics. needs_information and closed_no_reply are not "open" for the
-- overdue list (the clock is paused or the question is closed).

create or replace function public.report_facts_from_answer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_q record;
begin
  select q.created_at, q.corporate_account_id, q.coding_question_type into v_q
  from public.questions q where q.id = new.question_id;
  if tg_op = 'INSERT' and not exists (
    select 1 from public.answers o
    where o.question_id = new.question_id and o.id <> new.id
      and (o.created_at < new.created_at or (o.created_at = new.created_at and o.id < new.id))
  ) then
    -- the question's first answer (an earlier one inserted later replaces it)
    delete from public.report_facts f where f.question_id = new.question_id and f.kind = 'first_answer';
    insert into public.report_facts (kind, at, question_id, answer_id, corporate_account_id,
      coding_question_type, expert_id, hours)
    values ('first_answer', new.created_at, new.question_id, new.id, v_q.corporate_account_id,
      v_q.coding_question_type, new.expert_id, (extract(epoch from (new.created_at - v_q.created_at))
        - public.question_paused_seconds(new.question_id, new.created_at)) / 3600.0);
  end if;
  if new.approved_at is not null and (tg_op = 'INSERT' or old.approved_at is null) then
    insert into public.report_facts (kind, at, question_id, answer_id, corporate_account_id,
      coding_question_type, expert_id, hours)
    values ('approval', new.approved_at, new.question_id, new.id, v_q.corporate_account_id,
      v_q.coding_question_type, new.expert_id, (extract(epoch from (new.approved_at - v_q.created_at))
        - public.question_paused_seconds(new.question_id, new.approved_at)) / 3600.0)
    on conflict (answer_id, kind) do nothing;
  end if;
  if new.rejected_at is not null and (tg_op = 'INSERT' or old.rejected_at is null) then
    insert into public.report_facts (kind, at, question_id, answer_id, corporate_account_id,
      coding_question_type, expert_id)
    values ('rejection', new.rejected_at, new.question_id, new.id, v_q.corporate_account_id,
      v_q.coding_question_type, new.expert_id)
    on conflict (answer_id, kind) do nothing;
  end if;
  return null;
end;
$$;

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
  where q.status in ('unassigned', 'pending', 'awaiting_approval') and q.created_at < v_cutoff
    and q.created_at + make_interval(secs => public.question_paused_seconds(q.id, now())) < v_cutoff;
  return query
  select q.id, q.title, q.status, q.created_at,
    round(((extract(epoch from (now() - q.created_at)) - public.question_paused_seconds(q.id, now())) / 3600.0)::numeric, 1),
    q.corporate_account_id, c.name, q.expert_id, p.name, v_target, v_total
  from public.questions q
  left join public.corporate_accounts c on c.id = q.corporate_account_id
  left join public.profiles p on p.id = q.expert_id
  where q.status in ('unassigned', 'pending', 'awaiting_approval') and q.created_at < v_cutoff
    and q.created_at + make_interval(secs => public.question_paused_seconds(q.id, now())) < v_cutoff
  order by q.created_at, q.id
  limit greatest(1, least(coalesce(p_limit, 20), 200));
end;
$$;

create or replace function public.expert_metrics(p_weeks integer default 12)
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
      - public.question_paused_seconds(wq.id, min(a.created_at))) / 3600.0 as hours
    from window_questions wq
    join public.answers a on a.question_id = wq.id
    group by wq.id, wq.created_at
  ),
  to_approval as (
    select (extract(epoch from (a.approved_at - q.created_at))
      - public.question_paused_seconds(q.id, a.approved_at)) / 3600.0 as hours
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

revoke all on function public.report_facts_from_answer() from public, anon, authenticated;
revoke all on function public.admin_overdue_questions(integer) from public, anon, authenticated;
grant execute on function public.admin_overdue_questions(integer) to authenticated;
revoke all on function public.expert_metrics(integer) from public, anon, authenticated;
grant execute on function public.expert_metrics(integer) to authenticated;

-- The expert dashboard counts the questions waiting for their submitter (needs_information) too;
-- unchanged otherwise.
create or replace function public.expert_dashboard_counts()
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

revoke all on function public.expert_dashboard_counts() from public, anon, authenticated;
grant execute on function public.expert_dashboard_counts() to authenticated;
