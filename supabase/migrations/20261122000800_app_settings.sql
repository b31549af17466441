-- Application settings (server-side only) and the demo access gate.

create table public.app_settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.profiles (id) on delete set null
);
comment on table public.app_settings is 'Server-side settings, e.g. demo_access_code_hash. No client access; use the RPCs.';

alter table public.app_settings enable row level security;
create index app_settings_updated_by_idx on public.app_settings (updated_by);

create trigger app_settings_set_updated_at
  before update on public.app_settings
  for each row execute function public.set_updated_at();

revoke all on table public.app_settings from anon, authenticated;

create or replace function public.verify_demo_access(code text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_hash text;
begin
  if code is null or btrim(code) = '' or char_length(code) > 100 then
    return false;
  end if;
  select s.value into v_hash from public.app_settings s where s.key = 'demo_access_code_hash';
  if v_hash is null then
    return false;
  end if;
  return extensions.crypt(upper(btrim(code)), v_hash) = v_hash;
end;
$$;
comment on function public.verify_demo_access(text) is 'Demo gate: case-insensitive comparison with the stored bcrypt hash.';

create or replace function public.set_demo_access_code(code text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(coalesce(code, '')));
begin
  if not public.is_admin() then
    raise exception 'Only admins can change the demo access code' using errcode = '42501';
  end if;
  if char_length(v_code) < 6 or char_length(v_code) > 100 then
    raise exception 'The access code must be 6 to 100 characters' using errcode = '22023';
  end if;
  insert into public.app_settings (key, value, updated_by)
  values ('demo_access_code_hash', extensions.crypt(v_code, extensions.gen_salt('bf')), auth.uid())
  on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by;
end;
$$;

revoke all on function public.verify_demo_access(text) from public, anon, authenticated;
revoke all on function public.set_demo_access_code(text) from public, anon, authenticated;
grant execute on function public.verify_demo_access(text) to anon, authenticated, service_role;
grant execute on function public.set_demo_access_code(text) to authenticated, service_role;
