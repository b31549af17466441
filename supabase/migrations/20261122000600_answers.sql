-- Answers written by experts, approved or rejected by approvers.

create table public.answers (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.questions (id) on delete cascade,
  expert_id uuid references public.profiles (id) on delete set null,
  content text not null
    constraint answers_content_length check (char_length(btrim(content)) between 1 and 20000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  approved_by uuid references public.profiles (id) on delete set null,
  approved_at timestamptz,
  rejected_by uuid references public.profiles (id) on delete set null,
  rejected_at timestamptz,
  rejection_reason text
    constraint answers_rejection_reason_length check (char_length(rejection_reason) <= 2000),
  constraint answers_single_decision check (approved_at is null or rejected_at is null),
  constraint answers_rejection_has_reason check (
    rejected_at is null or char_length(btrim(coalesce(rejection_reason, ''))) > 0
  )
);
comment on table public.answers is 'Expert answers. Undecided until approved_at or rejected_at is set; written only through RPCs.';

alter table public.answers enable row level security;

create index answers_question_id_idx on public.answers (question_id, created_at desc);
create index answers_expert_id_idx on public.answers (expert_id);
create index answers_approved_by_idx on public.answers (approved_by);
create index answers_rejected_by_idx on public.answers (rejected_by);
create index answers_created_at_idx on public.answers (created_at desc);
-- At most one undecided answer per question.
create unique index answers_one_undecided_per_question
  on public.answers (question_id) where approved_at is null and rejected_at is null;

create trigger answers_set_updated_at
  before update on public.answers
  for each row execute function public.set_updated_at();

revoke all on table public.answers from anon, authenticated;
grant select on table public.answers to authenticated;

create policy "answers: staff read all"
  on public.answers for select to authenticated
  using ((select public.is_staff()));

create policy "answers: submitters read approved answers to their questions"
  on public.answers for select to authenticated
  using (
    approved_at is not null
    and question_id in (select q.id from public.questions q where q.user_id = (select auth.uid()))
  );
