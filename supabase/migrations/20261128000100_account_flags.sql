-- A partner account's on/off settings, edited in the admin account dialog instead of SQL
-- (docs/spec-notes.md, "Admin console"), through one pair of RPCs:
--   demo_gated            : the partner's public forms require the demo access code (read by
--                           submit_question since 20261126000200);
--   kb_public_suggestions : the partner's public forms suggest knowledge-base articles while the
--                           visitor types (column from 20261127000200).
-- A change is audited as an account update with the old and new value of that setting.

create or replace function public.admin_account_flags()
returns table (id uuid, demo_gated boolean, kb_public_suggestions boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can manage corporate accounts');
  return query select c.id, c.demo_gated, c.kb_public_suggestions from public.corporate_accounts c
    order by c.name;
end;
$$;
comment on function public.admin_account_flags() is
  'Admin: every account''s on/off settings (demo_gated, kb_public_suggestions).';

create or replace function public.admin_set_account_flag(p_id uuid, p_flag text, p_on boolean)
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
  if p_flag is null or p_flag not in ('demo_gated', 'kb_public_suggestions') then
    raise exception 'Unknown account setting' using errcode = '22023';
  end if;
  if p_on is null then
    raise exception 'The setting must be on or off' using errcode = '22023';
  end if;
  select case p_flag when 'demo_gated' then c.demo_gated else c.kb_public_suggestions end, c.name
    into v_old, v_name
    from public.corporate_accounts c where c.id = p_id for update;
  if not found then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  if v_old <> p_on then
    update public.corporate_accounts c
      set demo_gated = case when p_flag = 'demo_gated' then p_on else c.demo_gated end,
          kb_public_suggestions =
            case when p_flag = 'kb_public_suggestions' then p_on else c.kb_public_suggestions end
      where c.id = p_id;
    perform public.admin_log(v_uid, 'account.update', 'corporate_account', p_id::text, v_name,
      jsonb_build_object(p_flag, v_old), jsonb_build_object(p_flag, p_on));
  end if;
  return p_on;
end;
$$;
comment on function public.admin_set_account_flag(uuid, text, boolean) is
  'Admin: turns one on/off setting of a partner account (demo_gated or kb_public_suggestions) on or off; audited when it changes.';

revoke all on function public.admin_account_flags() from public, anon, authenticated;
revoke all on function public.admin_set_account_flag(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.admin_account_flags() to authenticated;
grant execute on function public.admin_set_account_flag(uuid, text, boolean) to authenticated;
