-- Append-only history of question transitions and answer decisions.

create table public.question_events (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.questions (id) on delete cascade,
  answer_id uuid references public.answers (id) on delete set null,
  actor_id uuid references public.profiles (id) on delete set null,
  event text not null
    constraint question_events_event_valid check (event in (
      'created', 'assigned', 'answered', 'approved', 'rejected', 'status_changed'
    )),
  from_status public.question_status,
  to_status public.question_status,
  reason text,
  created_at timestamptz not null default clock_timestamp()
);
comment on table public.question_events is 'Append-only: who changed a question or decided an answer, when, from, to and why. Written by RPCs only.';

alter table public.question_events enable row level security;

create index question_events_question_id_idx on public.question_events (question_id, created_at);
create index question_events_answer_id_idx on public.question_events (answer_id);
create index question_events_actor_id_idx on public.question_events (actor_id);
create index question_events_created_at_idx on public.question_events (created_at desc);

-- Rows never change, except through foreign-key actions (a deleted question or user).
create or replace function public.question_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_trigger_depth() > 1 then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  raise exception 'question_events is append-only' using errcode = '42501';
end;
$$;
revoke all on function public.question_events_append_only() from public, anon, authenticated;

create trigger question_events_append_only
  before update or delete on public.question_events
  for each row execute function public.question_events_append_only();

revoke all on table public.question_events from anon, authenticated;
grant select on table public.question_events to authenticated;

create policy "question_events: staff read"
  on public.question_events for select to authenticated
  using ((select public.is_staff()));
