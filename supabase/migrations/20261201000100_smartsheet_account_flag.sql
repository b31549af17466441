-- Whether a submission adds a Smartsheet row is the server's decision, per partner account
-- (docs/decisions.md, "Smartsheet rows by account"): the specification syncs the device-company and
-- hospital-system forms, so the flag is on for those two partners and off for every other account
-- (the demo-gated partners, the generic in-app form without an account, partners added later until
-- an admin turns it on in the account dialog). submit_question no longer reads `smartsheet` from the
-- payload (20261201000200).

alter table public.corporate_accounts
  add column smartsheet_sync boolean not null default false;
comment on column public.corporate_accounts.smartsheet_sync is
  'Each question submitted to this account is added to the Smartsheet sheet (queued in the outbox by submit_question).';

-- The spec's two syncing partners, where they exist (the local seed creates them after the migrations
-- and sets the flag itself).
update public.corporate_accounts set smartsheet_sync = true
where slug in ('summit-health', 'meridian-medical');

-- The account dialog's on/off settings gain smartsheet_sync (20261128000100 had two).
drop function public.admin_account_flags();
create function public.admin_account_flags()
returns table (id uuid, demo_gated boolean, kb_public_suggestions boolean, smartsheet_sync boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can manage corporate accounts');
  return query select c.id, c.demo_gated, c.kb_public_suggestions, c.smartsheet_sync
    from public.corporate_accounts c
    order by c.name;
end;
$$;
comment on function public.admin_account_flags() is
  'Admin: every account''s on/off settings (demo_gated, kb_public_suggestions, smartsheet_sync).';

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
  if p_flag is null or p_flag not in ('demo_gated', 'kb_public_suggestions', 'smartsheet_sync') then
    raise exception 'Unknown account setting' using errcode = '22023';
  end if;
  if p_on is null then
    raise exception 'The setting must be on or off' using errcode = '22023';
  end if;
  select case p_flag
      when 'demo_gated' then c.demo_gated
      when 'kb_public_suggestions' then c.kb_public_suggestions
      else c.smartsheet_sync
    end, c.name
    into v_old, v_name
    from public.corporate_accounts c where c.id = p_id for update;
  if not found then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  if v_old <> p_on then
    update public.corporate_accounts c
      set demo_gated = case when p_flag = 'demo_gated' then p_on else c.demo_gated end,
          kb_public_suggestions =
            case when p_flag = 'kb_public_suggestions' then p_on else c.kb_public_suggestions end,
          smartsheet_sync = case when p_flag = 'smartsheet_sync' then p_on else c.smartsheet_sync end
      where c.id = p_id;
    perform public.admin_log(v_uid, 'account.update', 'corporate_account', p_id::text, v_name,
      jsonb_build_object(p_flag, v_old), jsonb_build_object(p_flag, p_on));
  end if;
  return p_on;
end;
$$;
comment on function public.admin_set_account_flag(uuid, text, boolean) is
  'Admin: turns one on/off setting of a partner account (demo_gated, kb_public_suggestions or smartsheet_sync) on or off; audited when it changes.';

revoke all on function public.admin_account_flags() from public, anon, authenticated;
revoke all on function public.admin_set_account_flag(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.admin_account_flags() to authenticated;
grant execute on function public.admin_set_account_flag(uuid, text, boolean) to authenticated;
