-- Coding question types and POS indicators, written once (docs/spec-notes.md, "Coding question
-- types and POS indicators"; docs/decisions.md, "Coding lists live in SQL").
--
-- Two enums hold the names and their order. The generated types (src/types/database.ts, `Enums`
-- and `Constants`) give the browser the same lists, so the forms and filters no longer keep a copy.
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

-- Internal: is a text one of the enum's names (no cast error for an unknown name).
create or replace function public.is_coding_question_type(p_value text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_value = any (enum_range(null::public.coding_question_type)::text[])
$$;
revoke all on function public.is_coding_question_type(text) from public, anon, authenticated;

create or replace function public.is_pos_indicator(p_value text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_value = any (enum_range(null::public.pos_indicator)::text[])
$$;
revoke all on function public.is_pos_indicator(text) from public, anon, authenticated;

-- The table checks read the enums instead of their own copies of the lists.
alter table public.questions drop constraint questions_coding_question_type_valid;
alter table public.questions add constraint questions_coding_question_type_valid
  check (public.is_coding_question_type(coding_question_type));
alter table public.questions drop constraint questions_pos_indicator_valid;
alter table public.questions add constraint questions_pos_indicator_valid
  check (pos_indicator is null or public.is_pos_indicator(pos_indicator));

-- Internal: submit_question's check of the (already normalised) type and the optional POS
-- indicator, with today's errors (22023 + the message the form shows).
create or replace function public.validate_question_codes(p_type text, p_pos text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_type is null or not public.is_coding_question_type(p_type) then
    raise exception 'Invalid coding question type' using errcode = '22023';
  end if;
  if p_pos is not null and not public.is_pos_indicator(p_pos) then
    raise exception 'Invalid POS indicator' using errcode = '22023';
  end if;
end;
$$;
comment on function public.validate_question_codes(text, text) is
  'Internal: 22023 "Invalid coding question type" / "Invalid POS indicator" unless the names are in the coding_question_type / pos_indicator enums.';
revoke all on function public.validate_question_codes(text, text) from public, anon, authenticated;
