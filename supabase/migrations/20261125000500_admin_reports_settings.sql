-- Reports, settings and the audit list of the admin console (docs/spec-notes.md, "Admin console").
-- Every figure is aggregated here; the browser only draws and exports what these return.

-- report_facts ----------------------------------------------------------------------------------
-- One row per thing a report counts that happens to an answer: a question's first answer, an
-- approval, a rejection, an answer email (its current state). Triggers on answers and
-- answer_deliveries keep it, whatever writes them (RPCs, functions, seed), so a report reads one
-- narrow index over its date range instead of joining answers to questions and searching each
-- question's earlier answers (at 100,000 questions that was ~300 ms; see npm run bench:lists).
-- The question's account and type, and the answer's author, are copied when it happens.
create table public.report_facts (
  id bigint generated always as identity primary key,
  kind text not null
    constraint report_facts_kind_valid check (kind in ('first_answer', 'approval', 'rejection', 'delivery')),
  at timestamptz not null,
  question_id uuid not null references public.questions (id) on delete cascade,
  answer_id uuid not null references public.answers (id) on delete cascade,
  corporate_account_id uuid references public.corporate_accounts (id) on delete set null,
  coding_question_type text not null,
  expert_id uuid references public.profiles (id) on delete set null,
  hours double precision,
  delivery_status text,
  delivery_updated_at timestamptz,
  constraint report_facts_answer_kind_key unique (answer_id, kind)
);
comment on table public.report_facts is
  'Internal, kept by triggers: first answers (hours since submission), approvals (hours since submission), rejections and answer emails, for admin_report. No client access.';

alter table public.report_facts enable row level security;
revoke all on table public.report_facts from anon, authenticated;

create index report_facts_at_idx on public.report_facts (at)
  include (kind, hours, delivery_status, delivery_updated_at, corporate_account_id, coding_question_type, expert_id);
create index report_facts_question_id_idx on public.report_facts (question_id);
create index report_facts_corporate_account_id_idx on public.report_facts (corporate_account_id);
create index report_facts_expert_id_idx on public.report_facts (expert_id);

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
      v_q.coding_question_type, new.expert_id, extract(epoch from (new.created_at - v_q.created_at)) / 3600.0);
  end if;
  if new.approved_at is not null and (tg_op = 'INSERT' or old.approved_at is null) then
    insert into public.report_facts (kind, at, question_id, answer_id, corporate_account_id,
      coding_question_type, expert_id, hours)
    values ('approval', new.approved_at, new.question_id, new.id, v_q.corporate_account_id,
      v_q.coding_question_type, new.expert_id, extract(epoch from (new.approved_at - v_q.created_at)) / 3600.0)
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
revoke all on function public.report_facts_from_answer() from public, anon, authenticated;

create trigger report_facts_from_answer
  after insert or update of approved_at, rejected_at on public.answers
  for each row execute function public.report_facts_from_answer();

create or replace function public.report_facts_from_delivery()
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
revoke all on function public.report_facts_from_delivery() from public, anon, authenticated;

create trigger report_facts_from_delivery
  after insert or update on public.answer_deliveries
  for each row execute function public.report_facts_from_delivery();

-- What was there before this migration (nothing on a fresh database; the seed comes after).
insert into public.report_facts (kind, at, question_id, answer_id, corporate_account_id,
  coding_question_type, expert_id, hours)
select distinct on (a.question_id) 'first_answer', a.created_at, a.question_id, a.id,
  q.corporate_account_id, q.coding_question_type, a.expert_id,
  extract(epoch from (a.created_at - q.created_at)) / 3600.0
from public.answers a join public.questions q on q.id = a.question_id
order by a.question_id, a.created_at, a.id;
insert into public.report_facts (kind, at, question_id, answer_id, corporate_account_id,
  coding_question_type, expert_id, hours)
select 'approval', a.approved_at, a.question_id, a.id, q.corporate_account_id, q.coding_question_type,
  a.expert_id, extract(epoch from (a.approved_at - q.created_at)) / 3600.0
from public.answers a join public.questions q on q.id = a.question_id
where a.approved_at is not null;
insert into public.report_facts (kind, at, question_id, answer_id, corporate_account_id,
  coding_question_type, expert_id)
select 'rejection', a.rejected_at, a.question_id, a.id, q.corporate_account_id, q.coding_question_type, a.expert_id
from public.answers a join public.questions q on q.id = a.question_id
where a.rejected_at is not null;
insert into public.report_facts (kind, at, question_id, answer_id, corporate_account_id,
  coding_question_type, expert_id, delivery_status, delivery_updated_at)
select 'delivery', d.created_at, d.question_id, d.answer_id, q.corporate_account_id, q.coding_question_type,
  a.expert_id, d.status, d.updated_at
from public.answer_deliveries d
join public.answers a on a.id = d.answer_id
join public.questions q on q.id = d.question_id;

-- admin_report ----------------------------------------------------------------------------------
-- One row per group (p_group: week, account, expert or type) plus a total row (is_total), over
-- [p_from, p_to) (default: the last 90 days). Each figure counts the events that happened in the
-- range, grouped by the week they happened in (weeks start on Monday in p_time_zone), or by the
-- question's account / coding question type, or by the expert:
--   received                        questions submitted (expert: the question's current expert)
--   answered, first_answer_*_hours  questions whose first answer was written (expert: its author);
--                                   hours from submission to that answer, median and 90th percentile
--   approved, approval_*_hours      answers approved; hours from submission to approval
--   rejected, rejection_rate        answers rejected; rejected / (approved + rejected)
--   deliveries, delivery_failures   answer emails first attempted; of them, failed or stuck now
--                                   (sending for over 2 minutes)
-- Weeks in the range, active accounts and current experts appear even with no figures.
create or replace function public.admin_report(
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
    when 'expert' then 'q.expert_id'
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
    select case when grouping(%2$s) = 1 then null else coalesce((%2$s)::text, 'none') end as gk,
      grouping(%2$s) = 1 as total, count(*) as n
    from public.questions q
    where q.created_at >= $1 and q.created_at < $2
    group by grouping sets ((%2$s), ())
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
  'Admin: volume, time to first answer and to approval (median, p90), rejections and answer-email failures per week / account / expert / type, plus a total row.';

-- Settings --------------------------------------------------------------------------------------
create or replace function public.admin_get_settings()
returns table (
  answer_time_target_hours integer,
  answer_time_target_updated_at timestamptz,
  answer_time_target_updated_by text,
  demo_access_code_set boolean,
  demo_access_code_updated_at timestamptz,
  demo_access_code_updated_by text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can view settings');
  return query
  select
    public.answer_time_target_hours(),
    t.updated_at,
    coalesce((select e.actor_name from public.admin_events e
      where e.action = 'setting.answer_time_target' order by e.id desc limit 1), tp.name),
    d.key is not null,
    d.updated_at,
    coalesce((select e.actor_name from public.admin_events e
      where e.action = 'setting.demo_access_code' order by e.id desc limit 1), dp.name)
  from (select 1) one
  left join public.app_settings t on t.key = 'answer_time_target_hours'
  left join public.profiles tp on tp.id = t.updated_by
  left join public.app_settings d on d.key = 'demo_access_code_hash'
  left join public.profiles dp on dp.id = d.updated_by;
end;
$$;
comment on function public.admin_get_settings() is
  'Admin: the answer-time target and when/by whom it and the demo access code were last changed (never the code or its hash).';

create or replace function public.admin_set_answer_time_target(p_hours integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can change settings');
  v_old integer := public.answer_time_target_hours();
begin
  if p_hours is null or p_hours < 1 or p_hours > 720 then
    raise exception 'The answer-time target must be between 1 and 720 hours' using errcode = '22023';
  end if;
  insert into public.app_settings (key, value, updated_by)
  values ('answer_time_target_hours', p_hours::text, v_uid)
  on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by;
  if v_old <> p_hours then
    perform public.admin_log(v_uid, 'setting.answer_time_target', 'setting', 'answer_time_target_hours',
      'Answer-time target', jsonb_build_object('hours', v_old), jsonb_build_object('hours', p_hours));
  end if;
  return p_hours;
end;
$$;
comment on function public.admin_set_answer_time_target(integer) is
  'Admin: the answer-time target in hours (1..720, default 72) the dashboard measures open questions against. Audited.';

-- set_demo_access_code: at least 8 characters now, and audited (the code itself never is).
create or replace function public.set_demo_access_code(code text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(coalesce(code, '')));
  v_uid uuid := auth.uid();
begin
  if not public.is_admin() then
    raise exception 'Only admins can change the demo access code' using errcode = '42501';
  end if;
  if char_length(v_code) < 8 or char_length(v_code) > 100 then
    raise exception 'The access code must be 8 to 100 characters' using errcode = '22023';
  end if;
  insert into public.app_settings (key, value, updated_by)
  values ('demo_access_code_hash', extensions.crypt(v_code, extensions.gen_salt('bf')), v_uid)
  on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by;
  perform public.admin_log(v_uid, 'setting.demo_access_code', 'setting', 'demo_access_code',
    'Demo access code', null, jsonb_build_object('changed', true));
end;
$$;
comment on function public.set_demo_access_code(text) is
  'Admin: sets the demo access code (8..100 characters, stored as a bcrypt hash of its upper-case form). Audited without the code.';

-- admin_list_events -----------------------------------------------------------------------------
-- The audit, newest first, in pages: pass the last row's id as p_before_id for the next page.
-- p_action is an action ('account.quota_top_up') or a category ('account').
create or replace function public.admin_list_events(
  p_action text default null,
  p_actor_id uuid default null,
  p_target_type text default null,
  p_target_id text default null,
  p_search text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_before_id bigint default null,
  p_limit integer default 50
)
returns table (
  id bigint,
  created_at timestamptz,
  actor_id uuid,
  actor_name text,
  actor_email text,
  action text,
  target_type text,
  target_id text,
  target_label text,
  old_values jsonb,
  new_values jsonb,
  reason text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_action text := nullif(btrim(coalesce(p_action, '')), '');
  v_term text := lower(nullif(btrim(coalesce(p_search, '')), ''));
begin
  perform public.require_admin('Only admins can view the audit');
  if char_length(v_term) > 200 then
    raise exception 'Search must be at most 200 characters' using errcode = '22023';
  end if;
  return query
  select e.id, e.created_at, e.actor_id, e.actor_name, e.actor_email, e.action, e.target_type,
    e.target_id, e.target_label, e.old_values, e.new_values, e.reason
  from public.admin_events e
  where (v_action is null or e.action = v_action or split_part(e.action, '.', 1) = v_action)
    and (p_actor_id is null or e.actor_id = p_actor_id)
    and (p_target_type is null or e.target_type = p_target_type)
    and (p_target_id is null or e.target_id = p_target_id)
    and (p_from is null or e.created_at >= p_from)
    and (p_to is null or e.created_at < p_to)
    and (p_before_id is null or e.id < p_before_id)
    and (v_term is null
      or strpos(lower(coalesce(e.target_label, '')), v_term) > 0
      or strpos(lower(coalesce(e.actor_name, '')), v_term) > 0
      or strpos(lower(coalesce(e.actor_email, '')), v_term) > 0)
  order by e.id desc
  limit greatest(1, least(coalesce(p_limit, 50), 200));
end;
$$;
comment on function public.admin_list_events(text, uuid, text, text, text, timestamptz, timestamptz, bigint, integer) is
  'Admin: the audit newest first with filters (action or category, actor, target, text, dates) and keyset paging on id.';

revoke all on function public.admin_report(timestamptz, timestamptz, text, text) from public, anon, authenticated;
revoke all on function public.admin_get_settings() from public, anon, authenticated;
revoke all on function public.admin_set_answer_time_target(integer) from public, anon, authenticated;
revoke all on function public.set_demo_access_code(text) from public, anon, authenticated;
revoke all on function public.admin_list_events(text, uuid, text, text, text, timestamptz, timestamptz, bigint, integer) from public, anon, authenticated;
grant execute on function public.admin_report(timestamptz, timestamptz, text, text) to authenticated;
grant execute on function public.admin_get_settings() to authenticated;
grant execute on function public.admin_set_answer_time_target(integer) to authenticated;
grant execute on function public.set_demo_access_code(text) to authenticated, service_role;
grant execute on function public.admin_list_events(text, uuid, text, text, text, timestamptz, timestamptz, bigint, integer) to authenticated;
