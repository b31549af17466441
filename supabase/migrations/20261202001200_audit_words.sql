-- The audit in words (docs/decisions.md, "The audit in words"): admin_list_events also returns
-- `names`, the current name of every account, user, question and knowledge-base article the row
-- names by id (its target
-- and any uuid in old_values / new_values, e.g. a status change's expert_id or a bulk reassign's
-- question ids), so the page writes "Erin Expert" where the row stores only an id. An id that no
-- longer exists (a deleted user or question) is absent, and the page says so instead of linking.
-- The return type changes, so the function is dropped and created again with the same arguments.

drop function if exists public.admin_list_events(text, uuid, text, text, text, timestamptz, timestamptz, bigint, integer);

create function public.admin_list_events(
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
  reason text,
  names jsonb
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
  with page as (
    select e.*
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
    limit greatest(1, least(coalesce(p_limit, 50), 200))
  )
  select pg.id, pg.created_at, pg.actor_id, pg.actor_name, pg.actor_email, pg.action,
    pg.target_type, pg.target_id, pg.target_label, pg.old_values, pg.new_values, pg.reason,
    coalesce((
      select jsonb_object_agg(n.id, n.name)
      from (
        select p.id::text as id, p.name from public.profiles p where p.id = any(ids.list)
        union all
        select c.id::text, c.name from public.corporate_accounts c where c.id = any(ids.list)
        union all
        select q.id::text, q.title from public.questions q where q.id = any(ids.list)
        union all
        select k.id::text, k.title from public.kb_articles k where k.id = any(ids.list)
      ) n
    ), '{}'::jsonb)
  from page pg
  cross join lateral (
    -- every string at any depth of the target id and the values that reads as a uuid
    select coalesce(array_agg(distinct (s.v #>> '{}')::uuid), '{}'::uuid[]) as list
    from jsonb_path_query(
      jsonb_build_array(to_jsonb(pg.target_id), pg.old_values, pg.new_values), 'strict $.**'
    ) s(v)
    where jsonb_typeof(s.v) = 'string'
      and (s.v #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  ) ids
  order by pg.id desc;
end;
$$;
comment on function public.admin_list_events(text, uuid, text, text, text, timestamptz, timestamptz, bigint, integer) is
  'Admin: the audit newest first with filters (action or category, actor, target, text, dates) and keyset paging on id; names maps each id the row mentions to its current name.';

revoke all on function public.admin_list_events(text, uuid, text, text, text, timestamptz, timestamptz, bigint, integer) from public, anon, authenticated;
grant execute on function public.admin_list_events(text, uuid, text, text, text, timestamptz, timestamptz, bigint, integer) to authenticated;
