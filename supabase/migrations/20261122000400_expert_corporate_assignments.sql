-- Which experts serve which corporate accounts.

-- A surrogate primary key, with the pair unique: PostgREST treats a table whose primary key is made
-- of two foreign keys as a many-to-many junction, which would make the spec's
-- `profiles?select=*,corporate_account:corporate_accounts(*)` ambiguous (PGRST201).
create table public.expert_corporate_assignments (
  id uuid primary key default gen_random_uuid(),
  expert_id uuid not null references public.profiles (id) on delete cascade,
  corporate_account_id uuid not null references public.corporate_accounts (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint expert_corporate_assignments_expert_account_key unique (expert_id, corporate_account_id)
);
comment on table public.expert_corporate_assignments is 'Expert-to-corporate-account assignments (spec: expert corporate assignments).';

alter table public.expert_corporate_assignments enable row level security;

create index expert_corporate_assignments_corporate_account_id_idx
  on public.expert_corporate_assignments (corporate_account_id);

-- Only experts can be assigned.
create or replace function public.expert_assignment_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.profiles p where p.id = new.expert_id and p.role = 'expert') then
    raise exception 'User is not an expert' using errcode = '22023';
  end if;
  return new;
end;
$$;
revoke all on function public.expert_assignment_check() from public, anon, authenticated;

create trigger expert_corporate_assignments_check
  before insert or update on public.expert_corporate_assignments
  for each row execute function public.expert_assignment_check();

revoke all on table public.expert_corporate_assignments from anon, authenticated;
grant select, insert, delete on table public.expert_corporate_assignments to authenticated;

create policy "assignments: experts read own"
  on public.expert_corporate_assignments for select to authenticated
  using (expert_id = (select auth.uid()));

create policy "assignments: admins read all"
  on public.expert_corporate_assignments for select to authenticated
  using ((select public.is_admin()));

create policy "assignments: admins insert"
  on public.expert_corporate_assignments for insert to authenticated
  with check ((select public.is_admin()));

create policy "assignments: admins delete"
  on public.expert_corporate_assignments for delete to authenticated
  using ((select public.is_admin()));
