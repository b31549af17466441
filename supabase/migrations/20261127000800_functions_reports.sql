-- Functions: the report facts (kept by triggers on answers, deliveries and the outbox) and Reports.

-- Ask-back (docs/spec-notes.md, "Request more information"): the answer-time clock does not count
-- the time a question waited for the submitter (question_paused_seconds). The three
-- places that measure it subtract it: the report facts
-- (first answer and approval hours, admin_report and the experts list), the dashboard's overdue
-- questions and the expert metrics. needs_information and closed_no_reply are not "open" for the
-- overdue list (the clock is paused or the question is closed).
create function public.report_facts_from_answer()
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

create function public.report_facts_from_delivery()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.report_facts (kind, at, question_id, answer_id, corporate_account_id,
      coding_question_type, expert_id, delivery_status, delivery_updated_at)
    select 'delivery', new.created_at, new.question_id, new.answer_id, q.corporate_account_id,
      q.coding_question_type, a.expert_id, new.status, new.updated_at
    from public.questions q
    join public.answers a on a.id = new.answer_id
    where q.id = new.question_id
    on conflict (answer_id, kind) do update
      set delivery_status = excluded.delivery_status, delivery_updated_at = excluded.delivery_updated_at;
  else
    update public.report_facts f
    set delivery_status = new.status, delivery_updated_at = new.updated_at
    where f.answer_id = new.answer_id and f.kind = 'delivery';
  end if;
  return null;
end;
$$;

-- Reports, with a deleted expert's group (group by expert) keeping their id and
-- name, and a question whose expert was deleted received under the author of its latest answer.
create function public.admin_report(
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_group text default 'week',
  p_time_zone text default 'UTC'
)
returns table (
  group_key text,
  group_label text,
  is_total boolean,
  received bigint,
  answered bigint,
  first_answer_median_hours numeric,
  first_answer_p90_hours numeric,
  approved bigint,
  approval_median_hours numeric,
  approval_p90_hours numeric,
  rejected bigint,
  rejection_rate numeric,
  deliveries bigint,
  delivery_failures bigint
)
language plpgsql
stable
security definer
set search_path = ''
-- The plan's row estimates for the group joins are far too high, which made Postgres JIT-compile
-- it: ~2 s of compiling for a ~40 ms query. The sorts fit in memory with 32 MB.
set jit = off
set work_mem = '32MB'
as $$
declare
  v_to timestamptz := coalesce(p_to, now());
  v_from timestamptz := coalesce(p_from, coalesce(p_to, now()) - interval '90 days');
  v_group text := lower(btrim(coalesce(p_group, 'week')));
  v_tz text := coalesce(nullif(btrim(p_time_zone), ''), 'UTC');
  v_stuck timestamptz := now() - interval '2 minutes';
  v_weeks timestamptz[];
  v_fkey text;
  v_qkey text;
begin
  perform public.require_admin('Only admins can view reports');
  if v_group not in ('week', 'account', 'expert', 'type') then
    raise exception 'Group by week, account, expert or type' using errcode = '22023';
  end if;
  if v_from >= v_to then
    raise exception 'The start of the range must be before its end' using errcode = '22023';
  end if;
  if v_to - v_from > interval '731 days' then
    raise exception 'The range must be at most 2 years' using errcode = '22023';
  end if;
  begin
    perform now() at time zone v_tz;
  exception when others then
    raise exception 'Unknown time zone: %', v_tz using errcode = '22023';
  end;

  -- Mondays 00:00 in the time zone, as instants: a row's week is a binary search in this array
  -- (width_bucket), not a time-zone conversion and formatting per row.
  select array_agg(w at time zone v_tz order by w) into v_weeks
  from generate_series(
    date_trunc('week', v_from at time zone v_tz),
    date_trunc('week', (v_to - interval '1 microsecond') at time zone v_tz),
    interval '1 week'
  ) w;
  v_fkey := case v_group
    when 'week' then 'width_bucket(f.at, $3)'
    when 'account' then 'f.corporate_account_id'
    when 'expert' then 'f.expert_id'
    else 'f.coding_question_type collate "C"' end;
  v_qkey := case v_group
    when 'week' then 'width_bucket(q.created_at, $3)'
    when 'account' then 'q.corporate_account_id'
    -- a question whose expert was deleted: the author of its latest answer (kept in report_facts)
    when 'expert' then 'coalesce(q.expert_id, case when q.status <> ''unassigned'' then (
      select f.expert_id from public.report_facts f where f.question_id = q.id and f.kind <> ''delivery''
      order by f.at desc, f.id desc limit 1) end)'
    else 'q.coding_question_type collate "C"' end;

  -- $1 from, $2 to, $3 week starts, $4 "stuck sending" cut-off, $5 time zone, $6 grouping
  return query execute format($sql$
  with agg as (
    -- one pass over the facts of the range (an index-only scan), one sort by group
    select case when grouping(%1$s) = 1 then null else coalesce((%1$s)::text, 'none') end as gk,
      grouping(%1$s) = 1 as total,
      count(*) filter (where f.kind = 'first_answer') as n_f,
      percentile_cont(array[0.5, 0.9]) within group (order by f.hours)
        filter (where f.kind = 'first_answer') as p_f,
      count(*) filter (where f.kind = 'approval') as n_a,
      percentile_cont(array[0.5, 0.9]) within group (order by f.hours)
        filter (where f.kind = 'approval') as p_a,
      count(*) filter (where f.kind = 'rejection') as n_x,
      count(*) filter (where f.kind = 'delivery') as n_d,
      count(*) filter (where f.kind = 'delivery' and (f.delivery_status = 'failed'
        or (f.delivery_status = 'sending' and f.delivery_updated_at < $4))) as n_bad
    from public.report_facts f
    where f.at >= $1 and f.at < $2
    group by grouping sets ((%1$s), ())
  ),
  received as (
    select case when grouping(rq.k) = 1 then null else coalesce(rq.k::text, 'none') end as gk,
      grouping(rq.k) = 1 as total, count(*) as n
    from (select %2$s as k from public.questions q where q.created_at >= $1 and q.created_at < $2) rq
    group by grouping sets ((rq.k), ())
  ),
  data_keys as (
    select a.gk from agg a where not a.total
    union
    select r.gk from received r where not r.total
  ),
  keys as (
    select i::text as gk, to_char($3[i] at time zone $5, 'YYYY-MM-DD') as label, i as ord
    from generate_subscripts($3, 1) i
    where $6 = 'week'
    union all
    select c.id::text, c.name, null from public.corporate_accounts c
    where $6 = 'account' and (c.is_active or c.id::text in (select d.gk from data_keys d))
    union all
    select p.id::text, p.name, null from public.profiles p
    where $6 = 'expert' and (p.role = 'expert' or p.id::text in (select d.gk from data_keys d))
    union all
    -- deleted experts: the name their report facts kept
    select d.gk, coalesce((select f.expert_name from public.report_facts f
      where f.expert_id = d.gk::uuid and f.expert_name is not null limit 1), 'Deleted expert'), null
    from data_keys d
    where $6 = 'expert' and d.gk <> 'none' and not exists (select 1 from public.profiles p where p.id::text = d.gk)
    union all
    select 'none', case when $6 = 'account' then 'No corporate account' else 'No expert' end, null
    where $6 in ('account', 'expert') and exists (select 1 from data_keys d where d.gk = 'none')
    union all
    select d.gk, d.gk, null from data_keys d where $6 = 'type'
  ),
  rows_out as (
    select case when $6 = 'week' then k.label else k.gk end as gk, k.label, false as total, k.ord,
      r.n as n_r, a.n_f, a.p_f, a.n_a, a.p_a, a.n_x, a.n_d, a.n_bad
    from keys k
    left join received r on r.gk = k.gk and not r.total
    left join agg a on a.gk = k.gk and not a.total
    union all
    select null, 'Total', true, null, r.n, a.n_f, a.p_f, a.n_a, a.p_a, a.n_x, a.n_d, a.n_bad
    from agg a cross join received r
    where a.total and r.total
  )
  select ro.gk, ro.label, ro.total,
    coalesce(ro.n_r, 0), coalesce(ro.n_f, 0),
    round(ro.p_f[1]::numeric, 2), round(ro.p_f[2]::numeric, 2),
    coalesce(ro.n_a, 0), round(ro.p_a[1]::numeric, 2), round(ro.p_a[2]::numeric, 2),
    coalesce(ro.n_x, 0),
    case when coalesce(ro.n_a, 0) + coalesce(ro.n_x, 0) = 0 then null
      else round(ro.n_x::numeric / (coalesce(ro.n_a, 0) + ro.n_x), 4) end,
    coalesce(ro.n_d, 0), coalesce(ro.n_bad, 0)
  from rows_out ro
  order by ro.total, ro.ord, coalesce(ro.n_r, 0) desc, ro.label, ro.gk
  $sql$, v_fkey, v_qkey)
  using v_from, v_to, v_weeks, v_stuck, v_tz, v_group;
end;
$$;
comment on function public.admin_report(timestamptz, timestamptz, text, text) is
  'Admin: volume, time to first answer and to approval (median, p90), rejections and answer-email failures per week / account / expert (a deleted expert by the name their answers kept) / type, plus a total row.';

-- A fact written after its author was deleted (an approval, an email) takes them from the answer's
-- attribution.
create function public.report_facts_fill_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.expert_id is null then
    select t.expert_id, t.expert_name into new.expert_id, new.expert_name
    from public.answer_attribution t where t.answer_id = new.answer_id;
  elsif new.expert_name is null then
    select p.name into new.expert_name from public.profiles p where p.id = new.expert_id;
  end if;
  return new;
end;
$$;

-- The reports count answer emails from report_facts ('delivery'), fed by the outbox.
create function public.report_facts_from_answer_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_answer uuid := (new.payload ->> 'answerId')::uuid;
  -- a row being retried has failed once: the reports count it failed until it goes out
  v_status text := case when new.status = 'delivered' then 'sent'
    when new.status = 'pending' and new.last_error is null then 'sending' else 'failed' end;
  v_at timestamptz := coalesce(new.delivered_at, new.last_attempt_at, new.created_at);
begin
  insert into public.report_facts (kind, at, question_id, answer_id, corporate_account_id,
    coding_question_type, expert_id, delivery_status, delivery_updated_at)
  select 'delivery', new.created_at, a.question_id, a.id, q.corporate_account_id, q.coding_question_type,
    a.expert_id, v_status, v_at
  from public.answers a join public.questions q on q.id = a.question_id
  where a.id = v_answer
  on conflict (answer_id, kind) do update
    set delivery_status = excluded.delivery_status, delivery_updated_at = excluded.delivery_updated_at;
  return null;
end;
$$;
