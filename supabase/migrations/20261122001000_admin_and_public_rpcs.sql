-- Admin user management and the public corporate-account lookup.

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
  v_p public.profiles;
  v_role public.app_role;
  v_name text := btrim(p_name);
begin
  if not public.is_admin() then
    raise exception 'Only admins can update users' using errcode = '42501';
  end if;
  select * into v_p from public.profiles p where p.id = p_user_id for update;
  if not found then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  v_role := coalesce(p_role, v_p.role);

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
  if v_p.role = 'admin' and v_role <> 'admin' and not exists (
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

  if v_role <> 'expert' then
    delete from public.expert_corporate_assignments a where a.expert_id = p_user_id;
  end if;
  return v_p;
end;
$$;
comment on function public.admin_update_user(uuid, text, public.app_role, integer, boolean) is
  'Admin-only: name, role, quota (users only), approver flag (experts only).';

create or replace function public.admin_set_user_corporate_account(p_user_id uuid, p_corporate_account_id uuid)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_p public.profiles;
begin
  if not public.is_admin() then
    raise exception 'Only admins can update users' using errcode = '42501';
  end if;
  if p_corporate_account_id is not null
     and not exists (select 1 from public.corporate_accounts c where c.id = p_corporate_account_id) then
    raise exception 'Corporate account not found' using errcode = 'PT404';
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
  if not found then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  return v_p;
end;
$$;
comment on function public.admin_set_user_corporate_account(uuid, uuid) is
  'Admin-only: link a user to a corporate account (unlimited questions) or unlink (null).';

create or replace function public.get_public_corporate_account(p_name_or_slug text)
returns table (id uuid, name text, slug text, logo_url text, questions_remaining integer)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.name, c.slug, c.logo_url, c.questions_remaining
  from public.corporate_accounts c
  where c.is_active
    and (lower(c.name) = lower(btrim(p_name_or_slug)) or c.slug = lower(btrim(p_name_or_slug)))
  limit 1
$$;
comment on function public.get_public_corporate_account(text) is
  'The public fields of one active corporate account, by exact name or slug. The only read anon has.';

revoke all on function public.admin_update_user(uuid, text, public.app_role, integer, boolean) from public, anon, authenticated;
revoke all on function public.admin_set_user_corporate_account(uuid, uuid) from public, anon, authenticated;
revoke all on function public.get_public_corporate_account(text) from public, anon, authenticated;
grant execute on function public.admin_update_user(uuid, text, public.app_role, integer, boolean) to authenticated, service_role;
grant execute on function public.admin_set_user_corporate_account(uuid, uuid) to authenticated, service_role;
grant execute on function public.get_public_corporate_account(text) to anon, authenticated, service_role;
