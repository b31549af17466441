-- Questions submitted by users, corporate staff and anonymous visitors.

create table public.questions (
  id uuid primary key default gen_random_uuid(),
  title text not null
    constraint questions_title_length check (char_length(btrim(title)) between 1 and 200),
  content text not null
    constraint questions_content_length check (char_length(btrim(content)) between 1 and 20000),
  status public.question_status not null default 'unassigned',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  user_id uuid references public.profiles (id) on delete set null,
  expert_id uuid references public.profiles (id) on delete set null,
  corporate_account_id uuid references public.corporate_accounts (id) on delete set null,
  submitter_name text
    constraint questions_submitter_name_length check (char_length(submitter_name) <= 201),
  submitter_email text
    constraint questions_submitter_email_length check (char_length(submitter_email) <= 255),
  first_name text not null
    constraint questions_first_name_length check (char_length(btrim(first_name)) between 1 and 100),
  last_name text not null
    constraint questions_last_name_length check (char_length(btrim(last_name)) between 1 and 100),
  email text not null
    constraint questions_email_length check (char_length(email) <= 255)
    constraint questions_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone_number text
    constraint questions_phone_number_length check (char_length(phone_number) <= 50),
  user_title text
    constraint questions_user_title_length check (char_length(user_title) <= 200),
  entity_institution text
    constraint questions_entity_institution_length check (char_length(entity_institution) <= 200),
  zip_code text
    constraint questions_zip_code_length check (char_length(zip_code) <= 10),
  location_of_service_name text
    constraint questions_location_of_service_name_length check (char_length(location_of_service_name) <= 200),
  location_of_service_zip text
    constraint questions_location_of_service_zip_length check (char_length(location_of_service_zip) <= 10),
  pos_indicator text
    constraint questions_pos_indicator_valid check (pos_indicator in (
      'N/A - Hospital Fee Question',
      '11 - Office',
      '15 - Mobile Unit',
      '19 - Off Campus - Outpatient Hospital',
      '21 - Inpatient Hospital',
      '22 - On Campus - Outpatient Hospital',
      '23 - Emergency Room - Hospital',
      '24 - Ambulatory Surgery Center',
      '49 - Independent Clinic',
      '50 - Federally Qualified Health Center',
      '72 - Rural Health Clinic'
    )),
  date_of_service date
    constraint questions_date_of_service_range check (date_of_service between date '2000-01-01' and date '2050-12-31'),
  coding_question_type text not null default 'General Coding Question'
    constraint questions_coding_question_type_valid check (coding_question_type in (
      'General Coding Question',
      'Hospital - Inpatient',
      'Hospital - Outpatient',
      'Ambulatory Surgery Center',
      'Professional - Physician Component',
      'Professional - Global'
    )),
  phi_confirmed boolean not null default false,
  corporate_counted boolean not null default false,
  smartsheet_row_id text,
  smartsheet_synced_at timestamptz,
  smartsheet_error text,
  search tsvector generated always as (
    to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(content, ''))
  ) stored
);
comment on table public.questions is 'Coding questions. Written only through RPCs (submit_question, assign_expert, add_answer, ...).';
comment on column public.questions.user_id is 'Submitter; null means anonymous (or a deleted user).';
comment on column public.questions.date_of_service is 'Year forms store 1 January of the year (2000..2050); the date-picker form stores the date.';
comment on column public.questions.phi_confirmed is 'The submitter confirmed sending text the PHI screen flagged.';
comment on column public.questions.corporate_counted is 'Internal: this question already decremented its corporate counter.';
comment on column public.questions.search is 'Full-text search vector (english) over title and content.';

alter table public.questions enable row level security;

create index questions_status_idx on public.questions (status);
create index questions_created_at_idx on public.questions (created_at desc);
create index questions_updated_at_idx on public.questions (updated_at desc);
create index questions_expert_id_idx on public.questions (expert_id);
create index questions_corporate_account_id_idx on public.questions (corporate_account_id, created_at desc);
create index questions_user_id_idx on public.questions (user_id);
create index questions_coding_question_type_idx on public.questions (coding_question_type);
create index questions_search_idx on public.questions using gin (search);
create index questions_uncounted_idx on public.questions (corporate_account_id, created_at)
  where not corporate_counted;

-- updated_at follows the fields a person changes, not the internal bookkeeping columns.
create trigger questions_set_updated_at
  before update of title, content, status, user_id, expert_id, corporate_account_id, submitter_name,
    submitter_email, first_name, last_name, email, phone_number, user_title, entity_institution, zip_code,
    location_of_service_name, location_of_service_zip, pos_indicator, date_of_service, coding_question_type,
    phi_confirmed
  on public.questions
  for each row execute function public.set_updated_at();

revoke all on table public.questions from anon, authenticated;
grant select, delete on table public.questions to authenticated;

create policy "questions: users read own"
  on public.questions for select to authenticated
  using (user_id = (select auth.uid()));

create policy "questions: staff read all"
  on public.questions for select to authenticated
  using ((select public.is_staff()));

create policy "questions: admins delete"
  on public.questions for delete to authenticated
  using ((select public.is_admin()));

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
