-- Reports, settings and the audit list of the admin console (issue 14 §4, §5, §7).
-- Every figure is aggregated here; the browser only draws and exports what these return.

create index answers_approved_at_idx on public.answers (approved_at) where approved_at is not null;
create index answers_rejected_at_idx on public.answers (rejected_at) where rejected_at is not null;
create index answer_deliveries_created_at_idx on public.answer_deliveries (created_at);

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
as $$
declare
  v_to timestamptz := coalesce(p_to, now());
  v_from timestamptz := coalesce(p_from, coalesce(p_to, now()) - interval '90 days');
  v_group text := lower(btrim(coalesce(p_group, 'week')));
  v_tz text := coalesce(nullif(btrim(p_time_zone), ''), 'UTC');
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

  return query
  with facts as (
    select 'r'::text as k, q.created_at as ts, q.corporate_account_id as acc,
      q.coding_question_type as typ, q.expert_id as ex, null::float8 as h, false as bad
    from public.questions q
    where q.created_at >= v_from and q.created_at < v_to
    union all
    select 'f', a.created_at, q.corporate_account_id, q.coding_question_type, a.expert_id,
      extract(epoch from (a.created_at - q.created_at))::float8 / 3600.0, false
    from public.answers a
    join public.questions q on q.id = a.question_id
    where a.created_at >= v_from and a.created_at < v_to
      and not exists (
        select 1 from public.answers o where o.question_id = a.question_id and o.created_at < a.created_at
      )
    union all
    select 'a', a.approved_at, q.corporate_account_id, q.coding_question_type, a.expert_id,
      extract(epoch from (a.approved_at - q.created_at))::float8 / 3600.0, false
    from public.answers a
    join public.questions q on q.id = a.question_id
    where a.approved_at >= v_from and a.approved_at < v_to
    union all
    select 'x', a.rejected_at, q.corporate_account_id, q.coding_question_type, a.expert_id, null, false
    from public.answers a
    join public.questions q on q.id = a.question_id
    where a.rejected_at >= v_from and a.rejected_at < v_to
    union all
    select 'd', d.created_at, q.corporate_account_id, q.coding_question_type, a.expert_id, null,
      d.status = 'failed' or (d.status = 'sending' and d.updated_at < now() - interval '2 minutes')
    from public.answer_deliveries d
    join public.answers a on a.id = d.answer_id
    join public.questions q on q.id = d.question_id
    where d.created_at >= v_from and d.created_at < v_to
  ),
  keyed as (
    select
      case v_group
        when 'week' then to_char(date_trunc('week', f.ts at time zone v_tz), 'YYYY-MM-DD')
        when 'account' then coalesce(f.acc::text, 'none')
        when 'expert' then coalesce(f.ex::text, 'none')
        else f.typ
      end as gk,
      f.k, f.h, f.bad
    from facts f
  ),
  agg as (
    select kd.gk, grouping(kd.gk) = 1 as total,
      count(*) filter (where kd.k = 'r') as n_r,
      count(*) filter (where kd.k = 'f') as n_f,
      percentile_cont(0.5) within group (order by kd.h) filter (where kd.k = 'f') as f50,
      percentile_cont(0.9) within group (order by kd.h) filter (where kd.k = 'f') as f90,
      count(*) filter (where kd.k = 'a') as n_a,
      percentile_cont(0.5) within group (order by kd.h) filter (where kd.k = 'a') as a50,
      percentile_cont(0.9) within group (order by kd.h) filter (where kd.k = 'a') as a90,
      count(*) filter (where kd.k = 'x') as n_x,
      count(*) filter (where kd.k = 'd') as n_d,
      count(*) filter (where kd.k = 'd' and kd.bad) as n_bad
    from keyed kd
    group by grouping sets ((kd.gk), ())
  ),
  groups as (
    select to_char(w, 'YYYY-MM-DD') as gk, to_char(w, 'YYYY-MM-DD') as label
    from generate_series(
      date_trunc('week', v_from at time zone v_tz),
      date_trunc('week', (v_to - interval '1 microsecond') at time zone v_tz),
      interval '1 week'
    ) w
    where v_group = 'week'
    union all
    select c.id::text, c.name from public.corporate_accounts c
    where v_group = 'account'
      and (c.is_active or c.id::text in (select ag.gk from agg ag where not ag.total))
    union all
    select p.id::text, p.name from public.profiles p
    where v_group = 'expert'
      and (p.role = 'expert' or p.id::text in (select ag.gk from agg ag where not ag.total))
    union all
    select 'none', case when v_group = 'account' then 'No corporate account' else 'No expert' end
    where v_group in ('account', 'expert')
      and exists (select 1 from agg ag where ag.gk = 'none' and not ag.total)
    union all
    select ag.gk, ag.gk from agg ag where v_group = 'type' and not ag.total
  ),
  rows_out as (
    select g.gk, g.label, false as total, ag.n_r, ag.n_f, ag.f50, ag.f90, ag.n_a, ag.a50, ag.a90, ag.n_x, ag.n_d, ag.n_bad
    from groups g
    left join agg ag on ag.gk = g.gk and not ag.total
    union all
    select null, 'Total', true, ag.n_r, ag.n_f, ag.f50, ag.f90, ag.n_a, ag.a50, ag.a90, ag.n_x, ag.n_d, ag.n_bad
    from agg ag where ag.total
  )
  select ro.gk, ro.label, ro.total,
    coalesce(ro.n_r, 0), coalesce(ro.n_f, 0),
    round(ro.f50::numeric, 2), round(ro.f90::numeric, 2),
    coalesce(ro.n_a, 0), round(ro.a50::numeric, 2), round(ro.a90::numeric, 2),
    coalesce(ro.n_x, 0),
    case when coalesce(ro.n_a, 0) + coalesce(ro.n_x, 0) = 0 then null
      else round(ro.n_x::numeric / (coalesce(ro.n_a, 0) + ro.n_x), 4) end,
    coalesce(ro.n_d, 0), coalesce(ro.n_bad, 0)
  from rows_out ro
  order by ro.total,
    case when v_group = 'week' then ro.gk end,
    coalesce(ro.n_r, 0) desc, ro.label, ro.gk;
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
