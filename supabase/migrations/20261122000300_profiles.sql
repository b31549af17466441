-- Profiles: one per auth user, the only source of roles and flags.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  name text not null default 'New User'
    constraint profiles_name_length check (char_length(btrim(name)) between 1 and 100),
  email text
    constraint profiles_email_length check (char_length(email) <= 255),
  role public.app_role not null default 'user',
  questions_remaining integer not null default 10
    constraint profiles_questions_remaining_min check (questions_remaining >= -1),
  avatar_url text
    constraint profiles_avatar_url_length check (char_length(avatar_url) <= 2048),
  is_corporate_user boolean not null default false,
  is_approver boolean not null default false,
  corporate_account_id uuid references public.corporate_accounts (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_approver_is_expert check (not is_approver or role = 'expert')
);
comment on table public.profiles is 'One row per auth user. Role, quota and flags change only through admin RPCs.';
comment on column public.profiles.questions_remaining is 'Question quota; -1 means unlimited.';

alter table public.profiles enable row level security;

create index profiles_corporate_account_id_idx on public.profiles (corporate_account_id);
create index profiles_role_idx on public.profiles (role);
create index profiles_created_at_idx on public.profiles (created_at desc);

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Fill email from auth.users when a profile is inserted without it (client fallback path).
create or replace function public.profiles_fill_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is null then
    select u.email into new.email from auth.users u where u.id = new.id;
  end if;
  return new;
end;
$$;
revoke all on function public.profiles_fill_email() from public, anon, authenticated;

create trigger profiles_fill_email
  before insert on public.profiles
  for each row execute function public.profiles_fill_email();

-- Role helpers (SECURITY DEFINER so policies can use them without recursion) --------------
create or replace function public.current_user_role()
returns public.app_role
language sql
stable
security definer
set search_path = ''
as $$
  select p.role from public.profiles p where p.id = auth.uid()
$$;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.role = 'admin' from public.profiles p where p.id = auth.uid()), false)
$$;

create or replace function public.is_expert()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.role = 'expert' from public.profiles p where p.id = auth.uid()), false)
$$;

create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.role in ('expert', 'admin') from public.profiles p where p.id = auth.uid()), false)
$$;

create or replace function public.is_approver()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.role = 'expert' and p.is_approver from public.profiles p where p.id = auth.uid()), false)
$$;

comment on function public.current_user_role() is 'Role of auth.uid() from profiles (null when signed out).';
comment on function public.is_staff() is 'True for experts and admins.';

revoke all on function public.current_user_role() from public, anon, authenticated;
revoke all on function public.is_admin() from public, anon, authenticated;
revoke all on function public.is_expert() from public, anon, authenticated;
revoke all on function public.is_staff() from public, anon, authenticated;
revoke all on function public.is_approver() from public, anon, authenticated;
grant execute on function public.current_user_role() to authenticated, service_role;
grant execute on function public.is_admin() to authenticated, service_role;
grant execute on function public.is_expert() to authenticated, service_role;
grant execute on function public.is_staff() to authenticated, service_role;
grant execute on function public.is_approver() to authenticated, service_role;

-- Profile for every new auth user, in the same transaction ------------------------------
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := left(btrim(coalesce(new.raw_user_meta_data ->> 'name', '')), 100);
begin
  if v_name = '' then
    v_name := 'New User';
  end if;
  insert into public.profiles (id, name, email, role)
  values (new.id, v_name, new.email, 'user')
  on conflict (id) do nothing;
  return new;
end;
$$;
comment on function public.handle_new_user() is 'Trigger on auth.users insert: creates the profile (role user, name from signup metadata).';
revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create or replace function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles p set email = new.email where p.id = new.id and p.email is distinct from new.email;
  return new;
end;
$$;
revoke all on function public.handle_user_email_change() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row execute function public.handle_user_email_change();

-- Grants and policies ---------------------------------------------------------------------
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant insert (id, name, avatar_url, role) on table public.profiles to authenticated;
grant update (name, avatar_url) on table public.profiles to authenticated;

create policy "profiles: read own"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "profiles: admins read all"
  on public.profiles for select to authenticated
  using ((select public.is_admin()));

create policy "profiles: staff read staff"
  on public.profiles for select to authenticated
  using ((select public.is_staff()) and role in ('expert', 'admin'));

create policy "profiles: insert own as user"
  on public.profiles for insert to authenticated
  with check (
    id = (select auth.uid())
    and role = 'user'
    and questions_remaining = 10
    and not is_corporate_user
    and not is_approver
    and corporate_account_id is null
  );

create policy "profiles: update own name and avatar"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- Corporate account policies (need the helpers above) --------------------------------------
create policy "corporate_accounts: staff read all"
  on public.corporate_accounts for select to authenticated
  using ((select public.is_staff()));

create policy "corporate_accounts: members read own"
  on public.corporate_accounts for select to authenticated
  using (id = (select p.corporate_account_id from public.profiles p where p.id = (select auth.uid())));

create policy "corporate_accounts: admins insert"
  on public.corporate_accounts for insert to authenticated
  with check ((select public.is_admin()));

create policy "corporate_accounts: admins update"
  on public.corporate_accounts for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "corporate_accounts: admins delete"
  on public.corporate_accounts for delete to authenticated
  using ((select public.is_admin()));
