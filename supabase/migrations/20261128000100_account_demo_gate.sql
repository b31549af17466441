-- The partner setting "require the demo access code on this partner's forms"
-- (`corporate_accounts.demo_gated`, read by submit_question since 20261126000200), edited in the
-- admin account dialog instead of SQL (issue 14). Audited as an account update, like the
-- knowledge-base suggestions setting (20261127000300).

create or replace function public.admin_demo_gated_accounts()
returns setof uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can manage corporate accounts');
  return query select c.id from public.corporate_accounts c where c.demo_gated;
end;
$$;
comment on function public.admin_demo_gated_accounts() is
  'Admin: the accounts whose public forms require the demo access code.';

create or replace function public.admin_set_account_demo_gated(p_id uuid, p_gated boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage corporate accounts');
  v_old boolean;
  v_name text;
begin
  if p_gated is null then
    raise exception 'The demo access requirement must be on or off' using errcode = '22023';
  end if;
  select c.demo_gated, c.name into v_old, v_name
    from public.corporate_accounts c where c.id = p_id for update;
  if not found then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  if v_old <> p_gated then
    update public.corporate_accounts c set demo_gated = p_gated where c.id = p_id;
    perform public.admin_log(v_uid, 'account.update', 'corporate_account', p_id::text, v_name,
      jsonb_build_object('demo_gated', v_old),
      jsonb_build_object('demo_gated', p_gated));
  end if;
  return p_gated;
end;
$$;
comment on function public.admin_set_account_demo_gated(uuid, boolean) is
  'Admin: turns the demo access code requirement of the partner''s public forms on or off (audited when it changes).';

revoke all on function public.admin_demo_gated_accounts() from public, anon, authenticated;
revoke all on function public.admin_set_account_demo_gated(uuid, boolean) from public, anon, authenticated;
grant execute on function public.admin_demo_gated_accounts() to authenticated;
grant execute on function public.admin_set_account_demo_gated(uuid, boolean) to authenticated;
