-- Users and experts in the admin console (docs/spec-notes.md, "Admin console"; docs/decisions.md,
-- "Removing an expert").
--
-- When an expert is deleted or loses the expert role, their open questions are not stranded:
-- pending ones go back to unassigned and are auto-assigned again within their accounts; ones
-- awaiting approval keep their answer and move to another expert of the account (who gets a
-- revision if the answer is rejected). Everything is recorded in question_events and admin_events.

-- Internal: moves the open questions of p_expert (whose assignments are removed first, so
-- pick_account_expert cannot pick them again). Returns the counts.
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
begin
  delete from public.expert_corporate_assignments a where a.expert_id = p_expert;
  for v_q in
    select q.id, q.status, q.corporate_account_id
    from public.questions q
    where q.expert_id = p_expert and q.status in ('pending', 'awaiting_approval')
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
    'kept_awaiting_approval', v_kept
  );
end;
$$;
comment on function public.requeue_expert_questions(uuid, uuid, text) is
  'Internal: removes an expert''s assignments and moves their open questions (see the migration header).';
revoke all on function public.requeue_expert_questions(uuid, uuid, text) from public, anon, authenticated;

-- admin_user_removal_impact: what deleting the user or removing their expert role will move, for
-- the confirmation dialog. Mirrors requeue_expert_questions.
create or replace function public.admin_user_removal_impact(p_user_id uuid)
returns table (
  user_id uuid,
  name text,
  role public.app_role,
  open_questions integer,
  questions_to_move integer,
  to_reassign integer,
  to_unassigned integer,
  stay_awaiting_approval integer,
  accounts_left_without_expert text[]
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
  with open_q as (
    select q.status,
      q.corporate_account_id is not null and exists (
        select 1 from public.expert_corporate_assignments a
        join public.profiles e on e.id = a.expert_id and e.role = 'expert'
        where a.corporate_account_id = q.corporate_account_id and a.expert_id <> p_user_id
      ) as has_other
    from public.questions q
    where v_p.role = 'expert' and q.expert_id = p_user_id
      and q.status in ('pending', 'awaiting_approval')
  )
  select v_p.id, v_p.name, v_p.role,
    (select count(*) from open_q)::integer,
    (select count(*) from open_q o where o.status = 'pending' or o.has_other)::integer,
    (select count(*) from open_q o where o.has_other)::integer,
    (select count(*) from open_q o where o.status = 'pending' and not o.has_other)::integer,
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
    ), '{}');
end;
$$;
comment on function public.admin_user_removal_impact(uuid) is
  'Admin: how many open questions deleting this user (or removing their expert role) will move, and which active accounts would be left without an expert.';

-- admin_update_user, now audited and requeuing (same signature and checks as before) --------
create or replace function public.admin_update_user(
  p_user_id uuid,
  p_name text default null,
  p_role public.app_role default null,
  p_questions_remaining integer default null,
  p_is_approver boolean default null
)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_old public.profiles;
  v_p public.profiles;
  v_role public.app_role;
  v_name text := btrim(p_name);
  v_moves jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can update users' using errcode = '42501';
  end if;
  select * into v_old from public.profiles p where p.id = p_user_id for update;
  if not found then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  v_role := coalesce(p_role, v_old.role);

  if p_name is not null and (v_name = '' or char_length(v_name) > 100) then
    raise exception 'Name must be 1 to 100 characters' using errcode = '22023';
  end if;
  if p_questions_remaining is not null then
    if v_role <> 'user' then
      raise exception 'Question quota can only be set for users' using errcode = '22023';
    end if;
    if p_questions_remaining < -1 then
      raise exception 'Question quota must be -1 (unlimited) or more' using errcode = '22023';
    end if;
  end if;
  if p_is_approver is not null and v_role <> 'expert' then
    raise exception 'Approver flag can only be set for experts' using errcode = '22023';
  end if;
  if v_old.role = 'admin' and v_role <> 'admin' and not exists (
    select 1 from public.profiles p where p.role = 'admin' and p.id <> p_user_id
  ) then
    raise exception 'Cannot remove the last admin' using errcode = 'PT409';
  end if;

  update public.profiles p set
    name = coalesce(v_name, p.name),
    role = v_role,
    questions_remaining = coalesce(p_questions_remaining, p.questions_remaining),
    is_approver = case when v_role <> 'expert' then false else coalesce(p_is_approver, p.is_approver) end
  where p.id = p_user_id
  returning * into v_p;

  if v_old.role = 'expert' and v_role <> 'expert' then
    v_moves := public.requeue_expert_questions(p_user_id, v_uid, 'expert role removed');
  end if;
  if v_role <> 'expert' then
    delete from public.expert_corporate_assignments a where a.expert_id = p_user_id;
  end if;

  if v_old.name is distinct from v_p.name then
    perform public.admin_log(v_uid, 'user.rename', 'user', p_user_id::text, v_p.name,
      jsonb_build_object('name', v_old.name), jsonb_build_object('name', v_p.name));
  end if;
  if v_old.role is distinct from v_p.role then
    perform public.admin_log(v_uid, 'user.role_change', 'user', p_user_id::text, v_p.name,
      jsonb_build_object('role', v_old.role, 'is_approver', v_old.is_approver),
      jsonb_build_object('role', v_p.role, 'is_approver', v_p.is_approver) || coalesce(v_moves, '{}'));
  elsif v_old.is_approver is distinct from v_p.is_approver then
    perform public.admin_log(v_uid, 'user.approver_change', 'user', p_user_id::text, v_p.name,
      jsonb_build_object('is_approver', v_old.is_approver), jsonb_build_object('is_approver', v_p.is_approver));
  end if;
  if v_old.questions_remaining is distinct from v_p.questions_remaining and p_questions_remaining is not null then
    perform public.admin_log(v_uid, 'user.quota_change', 'user', p_user_id::text, v_p.name,
      jsonb_build_object('questions_remaining', v_old.questions_remaining),
      jsonb_build_object('questions_remaining', v_p.questions_remaining));
  end if;
  return v_p;
end;
$$;
comment on function public.admin_update_user(uuid, text, public.app_role, integer, boolean) is
  'Admin-only: name, role, quota (users only), approver flag (experts only). Audited; an expert who loses the role has their open questions moved.';

create or replace function public.admin_set_user_corporate_account(p_user_id uuid, p_corporate_account_id uuid)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.profiles;
  v_p public.profiles;
begin
  if not public.is_admin() then
    raise exception 'Only admins can update users' using errcode = '42501';
  end if;
  if p_corporate_account_id is not null
     and not exists (select 1 from public.corporate_accounts c where c.id = p_corporate_account_id) then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  select * into v_old from public.profiles p where p.id = p_user_id for update;
  if not found then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  update public.profiles p set
    corporate_account_id = p_corporate_account_id,
    is_corporate_user = p_corporate_account_id is not null,
    questions_remaining = case
      when p_corporate_account_id is not null then -1
      when p.is_corporate_user then 10
      else p.questions_remaining
    end
  where p.id = p_user_id
  returning * into v_p;
  if v_old.corporate_account_id is distinct from v_p.corporate_account_id then
    perform public.admin_log(auth.uid(), 'user.corporate_account_change', 'user', p_user_id::text, v_p.name,
      jsonb_build_object('corporate_account_id', v_old.corporate_account_id,
        'corporate_account_name', (select c.name from public.corporate_accounts c where c.id = v_old.corporate_account_id),
        'questions_remaining', v_old.questions_remaining),
      jsonb_build_object('corporate_account_id', v_p.corporate_account_id,
        'corporate_account_name', (select c.name from public.corporate_accounts c where c.id = v_p.corporate_account_id),
        'questions_remaining', v_p.questions_remaining));
  end if;
  return v_p;
end;
$$;
comment on function public.admin_set_user_corporate_account(uuid, uuid) is
  'Admin-only: link a user to a corporate account (unlimited questions) or unlink (null). Audited.';

-- Staff creation and deletion (the create-staff-user and delete-user functions) ---------------
-- The functions verify the admin and call these as the service role with the admin's id.
create or replace function public.record_staff_user_created(
  p_user_id uuid,
  p_name text,
  p_role public.app_role,
  p_actor_id uuid
)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_p public.profiles;
begin
  if p_role is null or p_role not in ('admin', 'expert') then
    raise exception 'Staff role must be admin or expert' using errcode = '22023';
  end if;
  update public.profiles p set name = btrim(p_name), role = p_role, questions_remaining = -1
  where p.id = p_user_id
  returning * into v_p;
  if not found then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  perform public.admin_log(p_actor_id, 'user.create_staff', 'user', p_user_id::text, v_p.name, null,
    jsonb_build_object('name', v_p.name, 'email', v_p.email, 'role', v_p.role));
  return v_p;
end;
$$;
comment on function public.record_staff_user_created(uuid, text, public.app_role, uuid) is
  'Service role (create-staff-user): makes the new auth user''s profile staff and audits it for the admin.';

-- Who asked for a deletion: read by the profiles delete trigger when GoTrue deletes the user.
create table public.user_deletion_requests (
  user_id uuid primary key,
  actor_id uuid,
  requested_at timestamptz not null default now()
);
comment on table public.user_deletion_requests is
  'Internal: the admin who asked delete-user to delete a user, until the deletion happens (no client access).';
alter table public.user_deletion_requests enable row level security;
revoke all on table public.user_deletion_requests from anon, authenticated;

create or replace function public.record_user_deletion_request(p_user_id uuid, p_actor_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.user_deletion_requests (user_id, actor_id)
  values (p_user_id, p_actor_id)
  on conflict (user_id) do update set actor_id = excluded.actor_id, requested_at = now()
$$;
comment on function public.record_user_deletion_request(uuid, uuid) is
  'Service role (delete-user): notes which admin is deleting the user, for the audit and history.';

-- Whatever deletes a profile (delete-user, the Supabase dashboard, SQL), the expert's open
-- questions move first and the deletion is audited (actor unknown when no request was noted).
create or replace function public.profiles_before_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid;
  v_moves jsonb;
begin
  delete from public.user_deletion_requests r where r.user_id = old.id
  returning case when r.requested_at > now() - interval '15 minutes' then r.actor_id end into v_actor;
  if v_actor is not null and not exists (select 1 from public.profiles p where p.id = v_actor and p.id <> old.id) then
    v_actor := null;
  end if;
  if old.role = 'expert' then
    v_moves := public.requeue_expert_questions(old.id, v_actor, 'expert deleted');
  end if;
  perform public.admin_log(v_actor, 'user.delete', 'user', old.id::text, old.name,
    jsonb_build_object('name', old.name, 'email', old.email, 'role', old.role,
      'is_approver', old.is_approver, 'corporate_account_id', old.corporate_account_id),
    v_moves,
    case when v_actor is null then 'deleted without an admin request (e.g. the Supabase dashboard)' end);
  return old;
end;
$$;
revoke all on function public.profiles_before_delete() from public, anon, authenticated;

create trigger profiles_before_delete
  before delete on public.profiles
  for each row execute function public.profiles_before_delete();

-- admin_list_experts ----------------------------------------------------------------------------
-- Every expert with their accounts, open load, questions answered in the last 30 days and the
-- median hours from submission to first answer over the first answers they wrote in those days.
create or replace function public.admin_list_experts()
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
  median_first_answer_hours numeric
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
      count(*) filter (where q.status = 'awaiting_approval') as n_awaiting
    from public.questions q
    where q.expert_id in (select e.id from experts e) and q.status in ('pending', 'awaiting_approval')
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
    coalesce(l.n_pending, 0) + coalesce(l.n_awaiting, 0), coalesce(l.n_pending, 0), coalesce(l.n_awaiting, 0),
    coalesce(an.n, 0), round(f.median_h::numeric, 2)
  from experts e
  left join accounts ac on ac.expert_id = e.id
  left join load l on l.expert_id = e.id
  left join answered an on an.expert_id = e.id
  left join firsts f on f.expert_id = e.id
  order by e.name, e.id;
end;
$$;
comment on function public.admin_list_experts() is
  'Admin: every expert with approver flag, accounts, open load, answered in 30 days, median hours to first answer.';

revoke all on function public.admin_user_removal_impact(uuid) from public, anon, authenticated;
revoke all on function public.record_staff_user_created(uuid, text, public.app_role, uuid) from public, anon, authenticated;
revoke all on function public.record_user_deletion_request(uuid, uuid) from public, anon, authenticated;
revoke all on function public.admin_list_experts() from public, anon, authenticated;

grant execute on function public.admin_user_removal_impact(uuid) to authenticated;
grant execute on function public.admin_list_experts() to authenticated;
grant execute on function public.record_staff_user_created(uuid, text, public.app_role, uuid) to service_role;
grant execute on function public.record_user_deletion_request(uuid, uuid) to service_role;
