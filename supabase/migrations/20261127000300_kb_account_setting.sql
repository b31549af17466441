-- The partner setting "suggest knowledge-base articles on our public forms" (issue 15 §3), edited
-- in the admin account dialog. Audited as an account update.

create or replace function public.admin_kb_suggestion_accounts()
returns setof uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can manage corporate accounts');
  return query select c.id from public.corporate_accounts c where c.kb_public_suggestions;
end;
$$;
comment on function public.admin_kb_suggestion_accounts() is
  'Admin: the accounts whose public forms suggest knowledge-base articles.';

create or replace function public.admin_set_account_kb_suggestions(p_id uuid, p_enabled boolean)
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
  if p_enabled is null then
    raise exception 'Suggestions must be on or off' using errcode = '22023';
  end if;
  select c.kb_public_suggestions, c.name into v_old, v_name
    from public.corporate_accounts c where c.id = p_id for update;
  if not found then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  if v_old <> p_enabled then
    update public.corporate_accounts c set kb_public_suggestions = p_enabled where c.id = p_id;
    perform public.admin_log(v_uid, 'account.update', 'corporate_account', p_id::text, v_name,
      jsonb_build_object('kb_public_suggestions', v_old),
      jsonb_build_object('kb_public_suggestions', p_enabled));
  end if;
  return p_enabled;
end;
$$;
comment on function public.admin_set_account_kb_suggestions(uuid, boolean) is
  'Admin: turns knowledge-base suggestions on the partner''s public forms on or off (audited when it changes).';

revoke all on function public.admin_kb_suggestion_accounts() from public, anon, authenticated;
revoke all on function public.admin_set_account_kb_suggestions(uuid, boolean) from public, anon, authenticated;
grant execute on function public.admin_kb_suggestion_accounts() to authenticated;
grant execute on function public.admin_set_account_kb_suggestions(uuid, boolean) to authenticated;
