-- Types and common helpers: the extensions, the enums and composite types, and the pure helpers
-- that tables (column checks, indexes) and every later file use. Nothing here reads a table.

-- Similar questions on the question page (docs/spec-notes.md, "Similar questions"): up to 5
-- questions with approved answers, ranked by trigram similarity of title and content to the
-- question being answered.
--
-- Why trigrams and two KNN index walks: an OR full-text query of the question's words matches most
-- of the table when the words are common (every question says "modifier", "claim"), and ranking
-- all matches costs ~240 ms at 100,000 questions. A GiST trigram index answers "nearest first"
-- (`<->`) by walking the index, so the cost does not grow with the number of matches. One index
-- over title and a long piece of content degrades (long strings saturate the signatures), so
-- candidates come from two short-key indexes, the 40 nearest titles and the 40 nearest openings of
-- the content, and only those ~80 rows are ranked by the similarity of title and of the first 500
-- characters of content. Both indexes are partial (approved questions only). pg_trgm is available
-- on PostgreSQL 15 and hosted Supabase (schema extensions) and loaded by the local PGlite.
create extension if not exists pg_trgm with schema extensions;

-- Enums ----------------------------------------------------------------------------------------
create type public.app_role as enum ('user', 'expert', 'admin');
comment on type public.app_role is 'Role of a signed-in user; read from public.profiles, never from user metadata.';

-- Ask the submitter back (docs/spec-notes.md, "Request more information"):
--   needs_information  the expert (or an admin) asked the submitter a question; the answer-time
--                      clock is paused until the submitter replies
--   closed_no_reply    no reply within the close period ("closed - no reply"); a reply within the
--                      reopen window reopens it
create type public.question_status as enum (
  'unassigned',
  'pending',
  'needs_information',
  'awaiting_approval',
  'approved',
  'closed_no_reply'
);
comment on type public.question_status is
  'Question lifecycle: unassigned -> pending -> awaiting_approval -> approved (reject returns to pending); pending -> needs_information -> pending (submitter replied) or closed_no_reply (reopened by a late reply).';

-- Coding question types and POS indicators, written once (docs/spec-notes.md, "Coding question
-- types and POS indicators"; docs/decisions.md, "Coding lists live in SQL").
--
-- Two enums hold the names and their order. The generated types (src/types/database.ts, `Enums`
-- and `Constants`) give the browser the same lists, so the forms and filters keep no copy.
-- The questions columns stay text (many RPCs return them as text) and are checked against the
-- enums; validate_question_codes raises submit_question's errors from the same source.
create type public.coding_question_type as enum (
  'General Coding Question',
  'Hospital - Inpatient',
  'Hospital - Outpatient',
  'Ambulatory Surgery Center',
  'Professional - Physician Component',
  'Professional - Global'
);

comment on type public.coding_question_type is 'The coding question types, in the order the forms offer them.';

create type public.pos_indicator as enum (
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
);

comment on type public.pos_indicator is 'The place-of-service indicators, in the order the forms offer them.';

-- One submission after parsing: the payload's fields, trimmed and validated.
create type public.question_submission as (
  title text,
  content text,
  first_name text,
  last_name text,
  email text,
  phone_number text,
  user_title text,
  entity_institution text,
  zip_code text,
  location_of_service_name text,
  location_of_service_zip text,
  pos_indicator text,
  coding_question_type text,
  date_of_service date,
  submitter_name text,
  submitter_email text,
  phi_confirmed boolean,
  -- the stored submitter: the caller, when the payload names the caller
  user_id uuid,
  corporate_account_id uuid,
  -- 'unassigned' or 'pending' are decided by submission_store (with expert_id_raw)
  status_raw text,
  expert_id_raw text
);

comment on type public.question_submission is
  'Internal: one parsed submit_question payload (submission_parse -> submission_admit / submission_store / submission_queue_followups).';

create function public.set_updated_at()
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

-- Internal: is a text one of the enum's names (no cast error for an unknown name).
create function public.is_coding_question_type(p_value text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_value = any (enum_range(null::public.coding_question_type)::text[])
$$;

create function public.is_pos_indicator(p_value text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_value = any (enum_range(null::public.pos_indicator)::text[])
$$;

-- The mail paths (docs/decisions.md, "Confirmations to unverified addresses" and "One mail path").
--
--   normalize_mailbox          the mailbox an address reaches: lower case, "+tag" dropped, dots of a
--                              Gmail local part dropped; every per-recipient limit keys on it
--   submission_queue_followups a confirmation names whether it goes to the signed-in caller's own
--                              confirmed address (payload.verified); any other address gets the
--                              plain confirmation (no text the submitter typed) and at most one a day
--   outbox_claim               claims one kind (a lane) or all; process-outbox drains each kind on its
--                              own, so a slow Smartsheet never holds a mail back
--   approve_answer             queues the answer email (outbox kind answer_email) in the approval's
--                              own transaction; process-outbox sends it, like every other mail
--   answer_deliveries          frozen history: its rows are copied into the outbox (one list, one
--                              send again, one give up) and nothing writes it

-- The mailbox an address reaches -------------------------------------------------------------------
create function public.normalize_mailbox(p_address text)
returns text
language sql
immutable
set search_path = ''
as $$
  with a as (
    select split_part(lower(btrim(p_address)), '@', 1) as local_part,
      nullif(split_part(lower(btrim(p_address)), '@', 2), '') as domain
  ), n as (
    select split_part(a.local_part, '+', 1) as local_part,
      case when a.domain = 'googlemail.com' then 'gmail.com' else a.domain end as domain
    from a
  )
  select case
    when p_address is null or btrim(p_address) = '' then null
    when n.domain is null then lower(btrim(p_address))
    when n.domain = 'gmail.com' then replace(n.local_part, '.', '') || '@' || n.domain
    else n.local_part || '@' || n.domain
  end
  from n
$$;
comment on function public.normalize_mailbox(text) is
  'Internal: the mailbox an address reaches (lower case, +tag removed, Gmail dots removed); the key of per-recipient limits.';
