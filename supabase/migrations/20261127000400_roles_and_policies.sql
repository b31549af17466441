-- Who may read what: the role helpers (read from public.profiles, never from user metadata), row
-- level security on every table, and the policies. Writes go through the functions that follow.

-- Role helpers (SECURITY DEFINER so policies can use them without recursion) --------------
create function public.current_user_role()
returns public.app_role
language sql
stable
security definer
set search_path = ''
as $$
  select p.role from public.profiles p where p.id = auth.uid()
$$;
comment on function public.current_user_role() is 'Role of auth.uid() from profiles (null when signed out).';

create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.role = 'admin' from public.profiles p where p.id = auth.uid()), false)
$$;

create function public.is_expert()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.role = 'expert' from public.profiles p where p.id = auth.uid()), false)
$$;

create function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.role in ('expert', 'admin') from public.profiles p where p.id = auth.uid()), false)
$$;
comment on function public.is_staff() is 'True for experts and admins.';

create function public.is_approver()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.role = 'expert' and p.is_approver from public.profiles p where p.id = auth.uid()), false)
$$;

alter table public.corporate_accounts enable row level security;

-- Corporate account policies (need the helpers above) --------------------------------------
create policy "corporate_accounts: staff read all"
  on public.corporate_accounts for select to authenticated
  using ((select public.is_staff()));

create policy "corporate_accounts: members read own"
  on public.corporate_accounts for select to authenticated
  using (id = (select p.corporate_account_id from public.profiles p where p.id = (select auth.uid())));

-- Claim Review embeds `corporate_account:corporate_accounts(name)` in a user's own questions. A
-- signed-in individual user who submitted through a partner form is not a member of that account,
-- so submitters may read the accounts their own questions belong to (else the embed is null).
create policy "corporate_accounts: submitters read accounts of their questions"
  on public.corporate_accounts for select to authenticated
  using (
    id in (
      select q.corporate_account_id from public.questions q
      where q.user_id = (select auth.uid()) and q.corporate_account_id is not null
    )
  );

alter table public.profiles enable row level security;

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

-- Experts read the profiles of their accounts' corporate users and of their submitters.
create policy "profiles: experts read their submitters"
  on public.profiles for select to authenticated
  using (
    (select public.is_expert())
    and (
      corporate_account_id in (
        select a.corporate_account_id from public.expert_corporate_assignments a
        where a.expert_id = (select auth.uid())
      )
      or id in (
        select q.user_id from public.questions q
        where q.user_id is not null
          and (
            q.expert_id = (select auth.uid())
            or q.corporate_account_id in (
              select a.corporate_account_id from public.expert_corporate_assignments a
              where a.expert_id = (select auth.uid())
            )
          )
      )
    )
  );

alter table public.expert_corporate_assignments enable row level security;

create policy "assignments: experts read own"
  on public.expert_corporate_assignments for select to authenticated
  using (expert_id = (select auth.uid()));

create policy "assignments: admins read all"
  on public.expert_corporate_assignments for select to authenticated
  using ((select public.is_admin()));

alter table public.questions enable row level security;

create policy "questions: users read own"
  on public.questions for select to authenticated
  using (user_id = (select auth.uid()));

create policy "questions: staff read all"
  on public.questions for select to authenticated
  using ((select public.is_staff()));

create policy "questions: admins delete"
  on public.questions for delete to authenticated
  using ((select public.is_admin()));

alter table public.answers enable row level security;

create policy "answers: staff read all"
  on public.answers for select to authenticated
  using ((select public.is_staff()));

create policy "answers: submitters read approved answers to their questions"
  on public.answers for select to authenticated
  using (
    approved_at is not null
    and question_id in (select q.id from public.questions q where q.user_id = (select auth.uid()))
  );

alter table public.question_events enable row level security;

create policy "question_events: staff read"
  on public.question_events for select to authenticated
  using ((select public.is_staff()));

alter table public.answer_deliveries enable row level security;

create policy "answer_deliveries: staff read"
  on public.answer_deliveries for select to authenticated
  using ((select public.is_staff()));

alter table public.user_deletion_requests enable row level security;

alter table public.question_internal enable row level security;

create policy "question_internal: staff read"
  on public.question_internal for select to authenticated
  using ((select public.is_staff()));

alter table public.info_requests enable row level security;

create policy "info_requests: staff read"
  on public.info_requests for select to authenticated
  using ((select public.is_staff()));

create policy "info_requests: submitters read their own"
  on public.info_requests for select to authenticated
  using (exists (
    select 1 from public.questions q where q.id = question_id and q.user_id = (select auth.uid())
  ));

alter table public.info_replies enable row level security;

create policy "info_replies: staff read"
  on public.info_replies for select to authenticated
  using ((select public.is_staff()));

create policy "info_replies: submitters read their own"
  on public.info_replies for select to authenticated
  using (exists (
    select 1 from public.questions q where q.id = question_id and q.user_id = (select auth.uid())
  ));

alter table public.info_request_tokens enable row level security;

alter table public.corporate_account_slug_aliases enable row level security;

create policy "slug aliases: admins read"
  on public.corporate_account_slug_aliases for select to authenticated
  using ((select public.is_admin()));

alter table public.answer_attribution enable row level security;

create policy "answer_attribution: staff read"
  on public.answer_attribution for select to authenticated
  using ((select public.is_staff()));

alter table public.held_submissions enable row level security;

alter table public.submission_drop_counts enable row level security;

alter table public.account_submission_limits enable row level security;

alter table public.app_settings enable row level security;

alter table public.admin_events enable row level security;

create policy "admin_events: admins read"
  on public.admin_events for select to authenticated
  using ((select public.is_admin()));

alter table public.report_facts enable row level security;

alter table public.rate_limits enable row level security;

alter table public.server_secrets enable row level security;

alter table public.outbox enable row level security;

alter table public.kb_articles enable row level security;

alter table public.kb_article_events enable row level security;

create policy "kb_article_events: staff read"
  on public.kb_article_events for select to authenticated
  using ((select public.is_staff()));

alter table public.kb_article_views enable row level security;

alter table public.kb_sent_drafts enable row level security;

alter table public.human_tokens_used enable row level security;

alter table public.kb_form_sessions enable row level security;
