-- The Turnstile requirement becomes an admin setting (docs/decisions.md, "Turnstile: configured
-- means enforced, or a warning"): with the site key and the secret configured, the widget shows but
-- nothing was enforced until someone ran SQL. Now admins see in Settings whether the build has a
-- site key, whether verify-turnstile has a secret, and whether anonymous submissions need the human
-- check, with a warning while those disagree, and switch the requirement there (audited).

alter table public.admin_events drop constraint admin_events_action_valid;
alter table public.admin_events add constraint admin_events_action_valid check (action in (
  'account.create', 'account.update', 'account.activate', 'account.deactivate',
  'account.quota_top_up', 'account.quota_set',
  'expert.assign_account', 'expert.unassign_account',
  'user.create_staff', 'user.delete', 'user.rename', 'user.role_change', 'user.approver_change',
  'user.quota_change', 'user.corporate_account_change',
  'question.reassign', 'question.status_change', 'question.delete',
  'setting.demo_access_code', 'setting.answer_time_target', 'setting.ask_back',
  'setting.turnstile_required'
));

create or replace function public.admin_turnstile_setting()
returns table (required boolean, updated_at timestamptz, updated_by text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can view settings');
  return query
  select public.turnstile_required(), s.updated_at,
    coalesce((select e.actor_name from public.admin_events e
      where e.action = 'setting.turnstile_required' order by e.id desc limit 1), p.name)
  from (select 1) one
  left join public.app_settings s on s.key = 'turnstile_required'
  left join public.profiles p on p.id = s.updated_by;
end;
$$;
comment on function public.admin_turnstile_setting() is
  'Admin: whether anonymous submissions need a Turnstile human token (app_settings turnstile_required), and when/by whom it last changed.';

create or replace function public.admin_set_turnstile_required(p_on boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can change settings');
  v_old boolean := public.turnstile_required();
begin
  if p_on is null then
    raise exception 'The setting must be on or off' using errcode = '22023';
  end if;
  insert into public.app_settings (key, value, updated_by)
  values ('turnstile_required', case when p_on then 'true' else 'false' end, v_uid)
  on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by;
  if v_old <> p_on then
    perform public.admin_log(v_uid, 'setting.turnstile_required', 'setting', 'turnstile_required',
      'Human check on public forms', jsonb_build_object('required', v_old), jsonb_build_object('required', p_on));
  end if;
  return p_on;
end;
$$;
comment on function public.admin_set_turnstile_required(boolean) is
  'Admin: anonymous submissions need (true) or do not need (false) a Turnstile human token; audited when it changes.';

revoke all on function public.admin_turnstile_setting() from public, anon, authenticated;
revoke all on function public.admin_set_turnstile_required(boolean) from public, anon, authenticated;
grant execute on function public.admin_turnstile_setting() to authenticated;
grant execute on function public.admin_set_turnstile_required(boolean) to authenticated;
