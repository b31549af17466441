-- The admin console's audit trail (docs/spec-notes.md, "Admin console") and the expert each
-- question event left the question with.
--
-- admin_events is append-only for every role, the service role and the table owner included:
-- no client grant beyond an admin's select, and triggers refuse update, delete and truncate. It has
-- no foreign keys on purpose: a row names its actor and target by id and by a copy of their name
-- taken when it was written, so it outlives the users and accounts it is about.

create table public.admin_events (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default clock_timestamp(),
  actor_id uuid,
  actor_name text,
  actor_email text,
  action text not null
    constraint admin_events_action_valid check (action in (
      'account.create', 'account.update', 'account.activate', 'account.deactivate',
      'account.quota_top_up', 'account.quota_set',
      'expert.assign_account', 'expert.unassign_account',
      'user.create_staff', 'user.delete', 'user.rename', 'user.role_change', 'user.approver_change',
      'user.quota_change', 'user.corporate_account_change',
      'question.reassign', 'question.status_change', 'question.delete',
      'setting.demo_access_code', 'setting.answer_time_target'
    )),
  target_type text not null
    constraint admin_events_target_type_valid check (target_type in (
      'corporate_account', 'user', 'question', 'setting'
    )),
  target_id text,
  target_label text,
  old_values jsonb,
  new_values jsonb,
  reason text
    constraint admin_events_reason_length check (char_length(reason) <= 2000)
);
comment on table public.admin_events is
  'Append-only audit of admin actions: who (id, name and email when it happened), what, target, old/new values, when. Admins read it; nobody changes it.';
comment on column public.admin_events.actor_id is 'The admin (null: the service or a change made outside ClaimDesk). No foreign key: the row outlives the user.';
comment on column public.admin_events.target_id is 'uuid of the account, user or question, the setting key, or null for a bulk action (ids in new_values).';

alter table public.admin_events enable row level security;

create index admin_events_action_idx on public.admin_events (action, id desc);
create index admin_events_actor_idx on public.admin_events (actor_id, id desc);
create index admin_events_target_idx on public.admin_events (target_type, target_id, id desc);
create index admin_events_created_at_idx on public.admin_events (created_at desc);

create or replace function public.admin_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'admin_events is append-only' using errcode = '42501';
end;
$$;
revoke all on function public.admin_events_append_only() from public, anon, authenticated;

create trigger admin_events_no_update_or_delete
  before update or delete on public.admin_events
  for each row execute function public.admin_events_append_only();
create trigger admin_events_no_truncate
  before truncate on public.admin_events
  for each statement execute function public.admin_events_append_only();

revoke all on table public.admin_events from anon, authenticated, service_role;
grant select on table public.admin_events to authenticated, service_role;

create policy "admin_events: admins read"
  on public.admin_events for select to authenticated
  using ((select public.is_admin()));

-- Internal: appends one audit row for p_actor (null allowed), copying their name and email.
create or replace function public.admin_log(
  p_actor uuid,
  p_action text,
  p_target_type text,
  p_target_id text,
  p_target_label text,
  p_old jsonb default null,
  p_new jsonb default null,
  p_reason text default null
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
begin
  insert into public.admin_events (actor_id, actor_name, actor_email, action, target_type, target_id,
    target_label, old_values, new_values, reason)
  select p_actor, p.name, p.email, p_action, p_target_type, p_target_id, p_target_label, p_old, p_new,
    nullif(btrim(p_reason), '')
  from (select 1) one
  left join public.profiles p on p.id = p_actor
  returning id into v_id;
  return v_id;
end;
$$;
comment on function public.admin_log(uuid, text, text, text, text, jsonb, jsonb, text) is
  'Internal: appends an admin_events row (actor name and email copied from profiles).';
revoke all on function public.admin_log(uuid, text, text, text, text, jsonb, jsonb, text) from public, anon, authenticated;

-- Internal: the one place the admin RPCs check the caller.
create or replace function public.require_admin(p_message text default 'Only admins can do this')
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception '%', p_message using errcode = '42501';
  end if;
  return auth.uid();
end;
$$;
revoke all on function public.require_admin(text) from public, anon, authenticated;

-- The expert a question had right after each event --------------------------------------------
-- Every RPC updates the question before it writes the event, so a trigger can copy the question's
-- expert into the event: the history then shows to whom a question was (re)assigned without each
-- RPC having to say so.
alter table public.question_events
  add column expert_id uuid references public.profiles (id) on delete set null;
comment on column public.question_events.expert_id is
  'The question''s expert right after this event (filled from questions.expert_id when not given).';
create index question_events_expert_id_idx on public.question_events (expert_id);

create or replace function public.question_events_fill_expert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.expert_id is null then
    select q.expert_id into new.expert_id from public.questions q where q.id = new.question_id;
  end if;
  return new;
end;
$$;
revoke all on function public.question_events_fill_expert() from public, anon, authenticated;

create trigger question_events_fill_expert
  before insert on public.question_events
  for each row execute function public.question_events_fill_expert();
