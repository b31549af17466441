-- Enums and the shared updated_at trigger function.

create type public.app_role as enum ('user', 'expert', 'admin');
comment on type public.app_role is 'Role of a signed-in user; read from public.profiles, never from user metadata.';

create type public.question_status as enum ('unassigned', 'pending', 'awaiting_approval', 'approved');
comment on type public.question_status is 'Question lifecycle: unassigned -> pending -> awaiting_approval -> approved (reject returns to pending).';

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.set_updated_at() is 'Trigger: keeps updated_at current.';

revoke all on function public.set_updated_at() from public, anon, authenticated;
