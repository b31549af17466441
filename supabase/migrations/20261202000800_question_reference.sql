-- One reference everywhere, and lists that say how long they are
-- (docs/decisions.md, "Question references and search").
--
-- Search (the staff lists and the header search) finds a question by what the submitter has: its
-- reference (Q- and the id's first 8 hex digits, any case, with or without Q-, or the whole id), the
-- submitter's email (exact, any case) or name (contained in first, last or submitter name), as well
-- as by title and content (full text) as before. One builder writes the condition for every caller.
-- - A reference is a range of the primary key ('13d91a5b-0000-...' to '13d91a5b-ffff-...'), so the
--   primary key's btree finds it: no new index.
-- - Emails: btree indexes on lower(email) and lower(submitter_email).
-- - Names: a trigram GIN index on the lowered names (pg_trgm is on PostgreSQL 15, hosted Supabase and
--   the local PGlite; 20261127000100 loads it), which answers LIKE '%part%' for 3+ characters.
--
-- expert_list_questions gains the overdue filter (the dashboard's definition: open and past the
-- answer-time target, paused ask-back time excluded); expert_count_questions counts what the list's
-- filters match; admin_export_questions is the CSV's page (the long texts, the approved answer, its
-- approver and times), kept out of the on-screen list's rows; search_questions is the header
-- search, run as its caller under RLS.

create index questions_email_lower_idx on public.questions (lower(email));
create index questions_submitter_email_lower_idx on public.questions (lower(submitter_email));
create index questions_submitter_names_trgm_idx on public.questions
  using gin ((lower(first_name || ' ' || last_name || ' ' || coalesce(submitter_name, ''))) extensions.gin_trgm_ops);

-- question_name_like: the name condition on `q` for a term of words, as SQL text ('false' for a
-- reference, an id or an email). LIKE's wildcards in the term are literal.
create or replace function public.question_name_like(p_search text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_term text := nullif(btrim(coalesce(p_search, '')), '');
begin
  if v_term is null or v_term ~* '^(q-?)?[0-9a-f]{8}$' or v_term ~ '^[^@[:space:]]+@[^@[:space:]]+$'
    or v_term ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return 'false';
  end if;
  return format(
    'lower(q.first_name || '' '' || q.last_name || '' '' || coalesce(q.submitter_name, '''')) like %L',
    '%' || replace(replace(replace(lower(regexp_replace(v_term, '\s+', ' ', 'g')), '\', '\\'), '%', '\%'), '_', '\_') || '%');
end;
$$;
revoke all on function public.question_name_like(text) from public, anon, authenticated;
grant execute on function public.question_name_like(text) to authenticated;

-- question_search_where: the search condition on `q` as SQL text ('true' without a term) -----------
-- Pure: it only quotes the term into text (%L), never runs it, so the header search, which runs as
-- its caller under RLS, may call it too. p_names false leaves the name branch out (the staff lists
-- do when no name contains the term).
create or replace function public.question_search_where(p_search text, p_names boolean default true)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_term text := nullif(btrim(coalesce(p_search, '')), '');
  v_text text;
  v_hex text;
begin
  if v_term is null then
    return 'true';
  end if;
  if char_length(v_term) > 200 then
    raise exception 'Search must be at most 200 characters' using errcode = '22023';
  end if;
  v_text := format('q.search @@ websearch_to_tsquery(%L::regconfig, %L)', 'english', v_term);

  -- the whole id (the partner notification carried it before the reference)
  if v_term ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return format('(q.id = %L::uuid or %s)', lower(v_term), v_text);
  end if;
  -- a reference: Q-13D91A5B, q13d91a5b or 13d91a5b
  if v_term ~* '^(q-?)?[0-9a-f]{8}$' then
    v_hex := lower(right(v_term, 8));
    return format('(q.id between %L::uuid and %L::uuid or %s)',
      v_hex || '-0000-0000-0000-000000000000', v_hex || '-ffff-ffff-ffff-ffffffffffff', v_text);
  end if;
  -- an email address: exact, any case
  if v_term ~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    return format('(lower(q.email) = %1$L or lower(q.submitter_email) = %1$L or %2$s)', lower(v_term), v_text);
  end if;
  -- words: the text, or a name containing them
  if not coalesce(p_names, true) then
    return v_text;
  end if;
  return format('(%s or %s)', v_text, public.question_name_like(v_term));
end;
$$;
comment on function public.question_search_where(text, boolean) is
  'Internal text builder: the search condition on questions q for a term (reference, whole id, email, name or full text).';
revoke all on function public.question_search_where(text, boolean) from public, anon, authenticated;
grant execute on function public.question_search_where(text, boolean) to authenticated;

-- question_list_where: every filter of the staff lists as SQL text ----------------------------------
create or replace function public.question_list_where(
  p_status public.question_status,
  p_account_id uuid,
  p_no_account boolean,
  p_type text,
  p_from timestamptz,
  p_to timestamptz,
  p_search text,
  p_expert_id uuid,
  p_overdue boolean,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null
)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_names boolean := true;
  v_where text;
  v_cutoff timestamptz;
begin
  -- The name branch costs a LIKE on every row an ordered walk reads: leave it out when no submitter's
  -- name contains the term (the trigram index says so at once for 3 characters or more).
  if char_length(btrim(coalesce(p_search, ''))) between 3 and 200 then
    execute format('select exists (select 1 from public.questions q where %s)', public.question_name_like(p_search))
      into v_names;
  end if;
  v_where := public.question_search_where(p_search, v_names);
  if p_status is not null then
    v_where := v_where || format(' and q.status = %L::public.question_status', p_status);
  end if;
  if coalesce(p_no_account, false) then
    v_where := v_where || ' and q.corporate_account_id is null';
  elsif p_account_id is not null then
    v_where := v_where || format(' and q.corporate_account_id = %L::uuid', p_account_id);
  end if;
  if p_expert_id is not null then
    v_where := v_where || format(' and q.expert_id = %L::uuid', p_expert_id);
  end if;
  if p_type is not null and p_type <> '' then
    v_where := v_where || format(' and q.coding_question_type = %L', p_type);
  end if;
  if p_from is not null then
    v_where := v_where || format(' and q.created_at >= %L::timestamptz', p_from);
  end if;
  if p_to is not null then
    v_where := v_where || format(' and q.created_at < %L::timestamptz', p_to);
  end if;
  if coalesce(p_overdue, false) then
    -- admin_overdue_questions' rule: open, past the target once paused ask-back time is taken off
    v_cutoff := now() - make_interval(hours => public.answer_time_target_hours());
    v_where := v_where || format(
      ' and q.status in (''unassigned'', ''pending'', ''awaiting_approval'') and q.created_at < %1$L::timestamptz'
      ' and (q.id not in (select r.question_id from public.info_requests r)'
      ' or q.created_at + make_interval(secs => public.question_paused_seconds(q.id, now())) < %1$L::timestamptz)',
      v_cutoff);
  end if;
  if p_after_created_at is not null and p_after_id is not null then
    -- rows after the cursor in (created_at desc, id desc) order
    v_where := v_where || format(
      ' and q.created_at <= %1$L::timestamptz and (q.created_at < %1$L::timestamptz or q.id < %2$L::uuid)',
      p_after_created_at, p_after_id);
  end if;
  return v_where;
end;
$$;
comment on function public.question_list_where(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, uuid, boolean, timestamptz, uuid) is
  'Internal: the staff lists'' filters (search, status, account, expert, type, dates, overdue, keyset cursor) as a condition on questions q.';
revoke all on function public.question_list_where(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, uuid, boolean, timestamptz, uuid)
  from public, anon, authenticated;

-- question_list_source: the rows to page through, as SQL text -------------------------------------
-- With a search term, count the matches up to a cap: fewer are taken through the indexes and sorted
-- (offset 0 keeps the planner from walking the created_at index instead); more are found quickly
-- enough by walking the (created_at, id) index in order.
create or replace function public.question_list_source(p_where text, p_searching boolean, p_cap integer)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_matches integer;
begin
  if p_searching then
    execute format('select count(*) from (select 1 from public.questions q where %s limit %s) m', p_where, p_cap)
      into v_matches;
    if v_matches < p_cap then
      return format('(select q.* from public.questions q where %s offset 0)', p_where);
    end if;
  end if;
  return format('(select q.* from public.questions q where %s)', p_where);
end;
$$;
revoke all on function public.question_list_source(text, boolean, integer) from public, anon, authenticated;

-- expert_list_questions (replaces 20261125000400's: a new argument, p_overdue) ---------------------
drop function public.expert_list_questions(public.question_status, uuid, boolean, text, timestamptz,
  timestamptz, text, timestamptz, uuid, integer, uuid);

create function public.expert_list_questions(
  p_status public.question_status default null,
  p_account_id uuid default null,
  p_no_account boolean default false,
  p_type text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 26,
  p_expert_id uuid default null,
  p_overdue boolean default false
)
returns table (
  id uuid,
  title text,
  status public.question_status,
  created_at timestamptz,
  updated_at timestamptz,
  coding_question_type text,
  phi_confirmed boolean,
  expert_id uuid,
  corporate_account_id uuid,
  corporate_account_name text,
  expert_name text,
  submitter_name text,
  submitter_email text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- experts page through 25 (+1) rows; admins in pages of up to 1000 (PostgREST's max rows)
  v_limit integer := greatest(1, least(coalesce(p_limit, 26), case when public.is_admin() then 1000 else 101 end));
  v_where text;
begin
  if not public.is_staff() then
    raise exception 'Only experts can list all questions' using errcode = '42501';
  end if;
  v_where := public.question_list_where(p_status, p_account_id, p_no_account, p_type, p_from, p_to,
    p_search, p_expert_id, p_overdue, p_after_created_at, p_after_id);

  return query execute format(
    'select q.id, q.title, q.status, q.created_at, q.updated_at, q.coding_question_type, q.phi_confirmed,
            q.expert_id, q.corporate_account_id, c.name, p.name,
            coalesce(q.submitter_name, q.first_name || '' '' || q.last_name), coalesce(q.submitter_email, q.email)
     from %s q
     left join public.corporate_accounts c on c.id = q.corporate_account_id
     left join public.profiles p on p.id = q.expert_id
     order by q.created_at desc, q.id desc
     limit %s',
    public.question_list_source(v_where, nullif(btrim(coalesce(p_search, '')), '') is not null,
      greatest(200, v_limit * 4)),
    v_limit
  );
end;
$$;
comment on function public.expert_list_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer, uuid, boolean) is
  'All Questions for staff (and Question Management for admins): filters (overdue too), search by reference, submitter email or name and full text, keyset pagination on (created_at desc, id desc); up to 101 rows a page for experts, 1000 for admins.';
revoke all on function public.expert_list_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer, uuid, boolean)
  from public, anon, authenticated;
grant execute on function public.expert_list_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer, uuid, boolean)
  to authenticated;

-- expert_count_questions: how many questions the list's filters match ------------------------------
create or replace function public.expert_count_questions(
  p_status public.question_status default null,
  p_account_id uuid default null,
  p_no_account boolean default false,
  p_type text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_expert_id uuid default null,
  p_overdue boolean default false
)
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_count bigint;
begin
  if not public.is_staff() then
    raise exception 'Only experts can list all questions' using errcode = '42501';
  end if;
  execute format('select count(*) from public.questions q where %s',
    public.question_list_where(p_status, p_account_id, p_no_account, p_type, p_from, p_to, p_search,
      p_expert_id, p_overdue))
    into v_count;
  return v_count;
end;
$$;
comment on function public.expert_count_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, uuid, boolean) is
  'Staff: the number of questions expert_list_questions'' filters match (the list''s total).';
revoke all on function public.expert_count_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, uuid, boolean)
  from public, anon, authenticated;
grant execute on function public.expert_count_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, uuid, boolean)
  to authenticated;

-- search_questions: the header search, as its caller ----------------------------------------------
-- SECURITY INVOKER: RLS on questions decides what each caller finds, as with the table query it
-- replaces. Under RLS a condition that is not leakproof (full text, lower(), LIKE) cannot use an
-- index, so a search scans every visible row (measured: 330-480 ms at 100,000 questions). Hence
-- staff, who may read every question, get the list's indexed search (expert_list_questions checks
-- is_staff() itself), and everyone else searches the rows of their own user_id (indexed; RLS
-- still applies). Newest first, at most 50 (up to 100).
create or replace function public.search_questions(p_search text, p_limit integer default 50)
returns table (
  id uuid,
  title text,
  status public.question_status,
  created_at timestamptz,
  coding_question_type text
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_limit integer := greatest(1, least(coalesce(p_limit, 50), 100));
  v_where text := public.question_search_where(p_search);
begin
  if v_where = 'true' then
    return;
  end if;
  if public.is_staff() then
    return query
    select l.id, l.title, l.status, l.created_at, l.coding_question_type
    from public.expert_list_questions(p_search => p_search, p_limit => v_limit) l;
    return;
  end if;
  -- the id as a constant: auth.uid() inlined is not leakproof, and would keep the index unused
  return query execute format(
    'select q.id, q.title, q.status, q.created_at, q.coding_question_type from public.questions q
     where q.user_id = %L::uuid and %s
     order by q.created_at desc, q.id desc limit %s',
    auth.uid(), v_where, v_limit);
end;
$$;
comment on function public.search_questions(text, integer) is
  'Header search as the caller (RLS applies): questions by reference, whole id, submitter email or name, or full text; newest first.';
revoke all on function public.search_questions(text, integer) from public, anon, authenticated;
grant execute on function public.search_questions(text, integer) to authenticated;

-- admin_export_questions: one page of the partner-report CSV ---------------------------------------
-- The list's filters and keyset, with what a report needs: the question text, the approved answer
-- (the latest one approved), who wrote and who approved it, when, and the time to answer (hours from
-- submission to approval without the paused ask-back time, as Reports count it: report_facts). The
-- expert is the approved answer's author, else the assigned expert. The author's and approver's
-- names come from answer_attribution (20261202001000, which keeps them when a person is removed),
-- else from profiles; the query is dynamic, so it is resolved when run, after every migration.
create or replace function public.admin_export_questions(
  p_status public.question_status default null,
  p_account_id uuid default null,
  p_no_account boolean default false,
  p_type text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 1000,
  p_expert_id uuid default null,
  p_overdue boolean default false
)
returns table (
  id uuid,
  created_at timestamptz,
  corporate_account_name text,
  submitter_name text,
  submitter_email text,
  coding_question_type text,
  title text,
  content text,
  status public.question_status,
  expert_name text,
  answer text,
  answered_at timestamptz,
  approver_name text,
  approved_at timestamptz,
  answer_hours numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := greatest(1, least(coalesce(p_limit, 1000), 1000));
  v_where text;
begin
  perform public.require_admin('Only admins can export questions');
  v_where := public.question_list_where(p_status, p_account_id, p_no_account, p_type, p_from, p_to,
    p_search, p_expert_id, p_overdue, p_after_created_at, p_after_id);

  return query execute format(
    'select q.id, q.created_at, c.name,
            coalesce(q.submitter_name, q.first_name || '' '' || q.last_name), coalesce(q.submitter_email, q.email),
            q.coding_question_type, q.title, q.content, q.status, coalesce(t.expert_name, ae.name, pe.name),
            a.content, a.created_at, coalesce(t.approved_by_name, ap.name), a.approved_at,
            case when a.approved_at is not null then
              round(coalesce(f.hours, (extract(epoch from (a.approved_at - q.created_at))
                - public.question_paused_seconds(q.id, a.approved_at)) / 3600.0)::numeric, 1) end
     from %s q
     left join public.corporate_accounts c on c.id = q.corporate_account_id
     left join public.profiles pe on pe.id = q.expert_id
     left join lateral (
       select a.id, a.content, a.created_at, a.approved_at, a.approved_by, a.expert_id
       from public.answers a
       where a.question_id = q.id and a.approved_at is not null
       order by a.approved_at desc, a.id desc
       limit 1
     ) a on true
     left join public.answer_attribution t on t.answer_id = a.id
     left join public.profiles ae on ae.id = a.expert_id
     left join public.profiles ap on ap.id = a.approved_by
     left join public.report_facts f on f.answer_id = a.id and f.kind = ''approval''
     order by q.created_at desc, q.id desc
     limit %s',
    public.question_list_source(v_where, nullif(btrim(coalesce(p_search, '')), '') is not null,
      greatest(200, v_limit * 4)),
    v_limit
  );
end;
$$;
comment on function public.admin_export_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer, uuid, boolean) is
  'Admin: a page (up to 1000 rows) of the question CSV for expert_list_questions'' filters and keyset, with the text, the approved answer, its expert, approver, times and hours to answer.';
revoke all on function public.admin_export_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer, uuid, boolean)
  from public, anon, authenticated;
grant execute on function public.admin_export_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer, uuid, boolean)
  to authenticated;
