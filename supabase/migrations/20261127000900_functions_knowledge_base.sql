-- Functions of the knowledge base: the PHI and identifier screens, publishing, search, reading,
-- suggestions on forms (signed-in and public) and the deflection figures.

-- The published knowledge base (docs/spec-notes.md, "Knowledge base"): an approver publishes an
-- approved answer as an article with a de-identified title and question; signed-in users search and
-- read articles; in-app forms suggest up to 3 articles while the user types; views and deflection
-- are counted.
--
-- What an article never holds: the submitter's name, email, account name or any date of the
-- question. It keeps question_id (staff only see it, through the RPCs) and, for articles limited
-- to one partner, that account's id, which decides who may read it.

-- PHI screen on the server: the rules of the client's detector
-- (src/features/claims/lib/phi-detector.ts) as POSIX regular expressions. Returns the kinds found.
create function public.phi_findings(p_text text)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_kinds text[] := '{}';
  v_date constant text := '(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4})';
  v_not_names constant text[] := string_to_array(
    'a an the this that these those who whom whose which was is has had have with without presented presents '
    'presenting came comes arrived admitted discharged underwent received receives receiving required requires '
    'requiring returned returns reports reported states stated denies denied complains complained and or but '
    'in on at of for to from by as per if when while after before during because since so then also not no '
    'age aged years year old male female man woman child infant newborn baby adult elderly pediatric '
    'encounter visit account portal population populations record records chart charts care education '
    'status history consent information identifier identifiers name names id mrn dob number', ' ');
  m text[];
begin
  if p_text is null or p_text = '' then
    return v_kinds;
  end if;
  if p_text ~* ('\m(dob|d\.o\.b\.?|date of birth|birth ?date|born( on)?)\s*[:#-]?\s*' || v_date) then
    v_kinds := v_kinds || 'dob'::text;
  end if;
  if p_text ~* '(\m\d{3}-\d{2}-\d{4}\M|\m(ssn|social security( number| no\.?)?)\s*[:#-]?\s*\d{9}\M)' then
    v_kinds := v_kinds || 'ssn'::text;
  end if;
  if p_text ~* '\m(mrn|medical record( number| no\.?| #)?|med rec( no\.?| #)?|chart (number|no\.?|#))\s*[:#-]?\s*[a-z]{0,3}\d[\d-]{3,}' then
    v_kinds := v_kinds || 'mrn'::text;
  end if;
  if p_text ~* '[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}' then
    v_kinds := v_kinds || 'email'::text;
  end if;
  if p_text ~ '(\(\d{3}\)\s?|\m\d{3}[-.[:space:]])\d{3}[-.[:space:]]\d{4}\M' then
    v_kinds := v_kinds || 'phone'::text;
  end if;
  for m in
    select regexp_matches(p_text,
      '(?:\m(?:[Pp]atient|PATIENT|[Pp]t\.?)(?:''s)?(?:\s+[Nn]ame)?\s*[:,-]?\s+|\m(?:Mr|Mrs|Ms|Miss)\.?\s+)([A-Z][a-z''’-]+)',
      'g')
  loop
    if not (lower(m[1]) = any (v_not_names)) then
      v_kinds := v_kinds || 'name'::text;
      exit;
    end if;
  end loop;
  return v_kinds;
end;
$$;
comment on function public.phi_findings(text) is
  'Kinds of likely patient identifiers (dob, ssn, mrn, email, phone, name) in a text: the claims PHI detector''s rules on the server.';

-- Who may read an article: staff all (published or not); others published ones for everyone or
-- for their own partner account.
create function public.kb_can_read(p_published boolean, p_account uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  -- coalesce: a user without an account compares null, which must read as "no"
  select coalesce(case
    when auth.uid() is null then false
    when public.is_staff() then true
    else p_published and (
      p_account is null
      or p_account = (select p.corporate_account_id from public.profiles p where p.id = auth.uid())
    )
  end, false)
$$;

create function public.kb_publish_article(
  p_question_id uuid,
  p_title text,
  p_question text,
  p_partner_only boolean default false
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_q public.questions;
  v_answer public.answers;
  v_title text := btrim(coalesce(p_title, ''));
  v_text text := btrim(coalesce(p_question, ''));
  v_account uuid;
  v_id uuid;
  v_existed boolean;
  v_refusal text;
begin
  if not public.is_approver() then
    raise exception 'Only approvers can publish articles' using errcode = '42501';
  end if;
  select * into v_q from public.questions q where q.id = p_question_id for update;
  if not found then
    raise exception 'Question not found' using errcode = 'PT404';
  end if;
  if v_q.status <> 'approved' then
    raise exception 'Only questions with an approved answer can be published' using errcode = 'PT409';
  end if;
  select * into v_answer from public.answers a
    where a.question_id = p_question_id and a.approved_at is not null
    order by a.approved_at desc limit 1;
  if not found then
    raise exception 'Only questions with an approved answer can be published' using errcode = 'PT409';
  end if;
  if char_length(v_title) not between 1 and 200 then
    raise exception 'Title must be 1 to 200 characters' using errcode = '22023';
  end if;
  if char_length(v_text) not between 1 and 20000 then
    raise exception 'Question must be 1 to 20000 characters' using errcode = '22023';
  end if;
  v_refusal := public.kb_article_refusal(p_question_id, v_title, v_text, v_answer.content);
  if v_refusal is not null then
    raise exception '%', v_refusal using errcode = '22023';
  end if;
  if coalesce(p_partner_only, false) then
    if v_q.corporate_account_id is null then
      raise exception 'This question came from no partner account' using errcode = '22023';
    end if;
    v_account := v_q.corporate_account_id;
  end if;

  select true into v_existed from public.kb_articles k where k.question_id = p_question_id;
  insert into public.kb_articles as k (question_id, answer_id, title, question, answer,
    coding_question_type, corporate_account_id)
  values (p_question_id, v_answer.id, v_title, v_text, v_answer.content, v_q.coding_question_type, v_account)
  on conflict (question_id) do update set
    answer_id = excluded.answer_id, title = excluded.title, question = excluded.question,
    answer = excluded.answer, coding_question_type = excluded.coding_question_type,
    corporate_account_id = excluded.corporate_account_id, published = true,
    published_at = case when k.published then k.published_at else now() end
  returning k.id into v_id;

  insert into public.kb_article_events (article_id, actor_id, event, title, visibility)
  values (v_id, auth.uid(), case when coalesce(v_existed, false) then 'updated' else 'published' end,
    v_title, case when v_account is null then 'all' else 'partner' end);
  return v_id;
end;
$$;
comment on function public.kb_publish_article(uuid, text, text, boolean) is
  'Approvers: publish (or edit) the article of an approved question. Refused (22023) while the title, question or approved answer contains the submitter''s name, email or institution, the partner account''s name or a date ("The article still contains ..."), or likely PHI (kb_article_refusal). Returns the article id.';

-- Search: published articles the caller may read, best match first (newest first without a term).
create function public.kb_search_articles(
  p_search text default null,
  p_type text default null,
  p_limit integer default 20,
  p_offset integer default 0
)
returns table (
  id uuid,
  title text,
  excerpt text,
  coding_question_type text,
  partner_only boolean,
  published boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_term text := nullif(btrim(coalesce(p_search, '')), '');
  v_query tsquery;
begin
  if auth.uid() is null then
    raise exception 'Sign in to read the knowledge base' using errcode = '42501';
  end if;
  if char_length(v_term) > 200 then
    raise exception 'Search must be at most 200 characters' using errcode = '22023';
  end if;
  if v_term is not null then
    v_query := websearch_to_tsquery('english'::regconfig, v_term);
  end if;
  return query
  select k.id, k.title, left(k.question, 240), k.coding_question_type,
    k.corporate_account_id is not null, k.published
  from public.kb_articles k
  where k.published
    and public.kb_can_read(k.published, k.corporate_account_id)
    and (p_type is null or k.coding_question_type = p_type)
    and (v_query is null or k.search @@ v_query)
  order by case when v_query is null then 0 else ts_rank(k.search, v_query) end desc,
    k.published_at desc, k.id
  limit greatest(1, least(coalesce(p_limit, 20), 50))
  offset greatest(0, coalesce(p_offset, 0));
end;
$$;
comment on function public.kb_search_articles(text, text, integer, integer) is
  'Signed-in users: published articles they may read, by full-text search and coding question type.';

create function public.kb_get_article(p_article_id uuid, p_draft_id uuid default null)
returns table (
  id uuid,
  title text,
  question text,
  answer text,
  coding_question_type text,
  partner_only boolean,
  published boolean,
  question_id uuid
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_k public.kb_articles;
begin
  if auth.uid() is null then
    raise exception 'Sign in to read the knowledge base' using errcode = '42501';
  end if;
  select * into v_k from public.kb_articles k where k.id = p_article_id;
  if not found or not public.kb_can_read(v_k.published, v_k.corporate_account_id) then
    return;
  end if;
  -- Under one of the caller's issued sessions: once per session; otherwise a plain view.
  if v_k.published and (p_draft_id is null
      or not public.kb_count_session_view(p_draft_id, v_k.id, null)) then
    insert into public.kb_article_views (article_id, viewer_id, draft_id)
    values (v_k.id, auth.uid(), null);
  end if;
  return query select v_k.id, v_k.title, v_k.question, v_k.answer, v_k.coding_question_type,
    v_k.corporate_account_id is not null, v_k.published,
    case when public.is_staff() then v_k.question_id end;
end;
$$;
comment on function public.kb_get_article(uuid, uuid) is
  'Signed-in users: one article they may read (staff also unpublished ones, with the question id); counts a view, once per form session when opened from a session the caller was issued.';

-- The article of a question, for the publish dialog on the question page (staff).
create function public.kb_article_of_question(p_question_id uuid)
returns table (id uuid, title text, question text, partner_only boolean, published boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only experts and admins see articles of questions' using errcode = '42501';
  end if;
  return query select k.id, k.title, k.question, k.corporate_account_id is not null, k.published
    from public.kb_articles k where k.question_id = p_question_id;
end;
$$;

-- Knowledge-base suggestions and the deflection mark (docs/decisions.md, "Knowledge-base
-- suggestions on public forms"):
--   kb_suggest_articles  anonymous calls find the partner with kb_public_account (slug compared
--                        trimmed and lower-cased, as kb_public_article does) and are rate-limited per
--                        client address (limit.kb_suggestions_per_address per
--                        limit.kb_suggestions_window_seconds; PT429), so the public endpoint cannot
--                        be used to page through the knowledge base. It is volatile (the
--                        limit writes).
--   kb_mark_draft_sent   stores a form session only when the caller viewed an article under it
--                        (as kb_public_draft_sent does for public sessions), so nobody can mark
--                        another user's session, or an arbitrary id, as sent.
create function public.kb_suggest_articles(p_text text, p_account_slug text default null)
returns table (id uuid, title text, excerpt text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_text text := left(btrim(coalesce(p_text, '')), 300);
  v_query tsquery;
  v_account uuid;
begin
  if auth.uid() is null then
    if not public.rate_limit_take('kb_suggest', public.request_client_address(),
        public.setting_int('limit.kb_suggestions_per_address', 120),
        public.setting_int('limit.kb_suggestions_window_seconds', 600)) then
      raise exception 'Too many requests from your network. Please try again later.' using errcode = 'PT429';
    end if;
  end if;
  if char_length(v_text) < 3 then
    return;
  end if;
  if auth.uid() is null then
    v_account := public.kb_public_account(p_account_slug);
    if v_account is null then
      return;
    end if;
  end if;
  -- any of the words (OR), so a half-typed summary still matches
  select string_agg(quote_literal(w.lexeme) || ':*', ' | ')::tsquery into v_query
    from (select t.lexeme from unnest(to_tsvector('english'::regconfig, v_text)) t limit 16) w;
  if v_query is null then
    return;
  end if;
  return query
  select k.id, k.title, left(k.question, 160)
  from public.kb_articles k
  where k.published and k.search @@ v_query
    and (
      (auth.uid() is not null and public.kb_can_read(k.published, k.corporate_account_id))
      or (auth.uid() is null and (k.corporate_account_id is null or k.corporate_account_id = v_account))
    )
  order by ts_rank(k.search, v_query) desc, k.published_at desc
  limit 3;
end;
$$;
comment on function public.kb_suggest_articles(text, text) is
  'Up to 3 articles matching the typed summary: signed-in users, or anon on a partner form (slug in any case) whose kb_public_suggestions is on; anon calls are rate-limited per address (PT429).';

create function public.kb_mark_draft_sent(p_draft_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.kb_sent_drafts (draft_id)
  select p_draft_id
  where auth.uid() is not null
    and exists (
      select 1 from public.kb_article_views v where v.draft_id = p_draft_id and v.viewer_id = auth.uid()
    )
  on conflict do nothing
$$;
comment on function public.kb_mark_draft_sent(uuid) is
  'A signed-in form session that showed suggestions was submitted (for the deflection figure); stored only when the caller viewed an article under that session.';

-- Public forms: an anonymous visitor reads a suggested article inline through kb_public_article,
-- which records the view under the form session's id, so
-- public deflection is counted too.

-- Metrics: articles published, views and deflected drafts in a period. Staff.
create function public.kb_metrics(p_from timestamptz default null, p_to timestamptz default null)
returns table (articles_published bigint, articles_live bigint, article_views bigint,
  suggested_views bigint, deflected_drafts bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_from timestamptz := coalesce(p_from, now() - interval '90 days');
  v_to timestamptz := coalesce(p_to, now());
begin
  if not public.is_staff() then
    raise exception 'Only experts and admins see knowledge-base metrics' using errcode = '42501';
  end if;
  return query select
    (select count(*) from public.kb_article_events e
      where e.event = 'published' and e.created_at >= v_from and e.created_at < v_to),
    (select count(*) from public.kb_articles k where k.published),
    (select count(*) from public.kb_article_views v where v.created_at >= v_from and v.created_at < v_to),
    (select count(*) from public.kb_article_views v
      where v.draft_id is not null and v.created_at >= v_from and v.created_at < v_to),
    (select count(distinct v.draft_id) from public.kb_article_views v
      where v.draft_id is not null and v.created_at >= v_from and v.created_at < v_to
        and not exists (select 1 from public.kb_sent_drafts s where s.draft_id = v.draft_id));
end;
$$;
comment on function public.kb_metrics(timestamptz, timestamptz) is
  'Staff: articles published, live, views, views from suggestions and deflected form sessions (suggestion viewed, form never sent) in a period (default 90 days); public forms'' views count too (kb_public_article).';

-- Knowledge-base suggestions on the public partner forms (docs/spec-notes.md, "Knowledge base"):
-- the public forms offer them only for a partner whose account setting allows it. Anonymous
-- visitors cannot open /knowledge, so a suggestion expands inline on the form: kb_public_article
-- gives the article's de-identified question and approved answer, and records the view under the
-- form session's id, so kb_metrics counts public deflection too. kb_public_draft_sent marks a
-- public form session as submitted (not a deflection). Both are rate-limited per client address
-- like the other public RPCs; get_partner_form_account tells the form whether the partner's setting
-- is on.
--
-- The active partner whose public forms may suggest articles, by slug; null otherwise.
create function public.kb_public_account(p_account_slug text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id from public.corporate_accounts c
  where c.slug = lower(btrim(p_account_slug)) and c.is_active and c.kb_public_suggestions
$$;
comment on function public.kb_public_account(text) is
  'Internal: the id of the active account with that slug whose kb_public_suggestions is on, else null.';

create function public.kb_public_article(
  p_id uuid,
  p_account_slug text,
  p_draft_id uuid default null
)
returns table (id uuid, title text, question text, answer text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_account uuid;
  v_k public.kb_articles;
begin
  if not public.rate_limit_take('kb_public_article', public.request_client_address(),
      public.setting_int('limit.kb_public_articles_per_address', 60),
      public.setting_int('limit.kb_public_articles_window_seconds', 600)) then
    raise exception 'Too many requests from your network. Please try again later.' using errcode = 'PT429';
  end if;
  v_account := public.kb_public_account(p_account_slug);
  if v_account is null then
    return;
  end if;
  select * into v_k from public.kb_articles k
    where k.id = p_id and k.published
      and (k.corporate_account_id is null or k.corporate_account_id = v_account);
  if not found then
    return;
  end if;
  -- Counted only under a session the server issued for this partner, once per article.
  if p_draft_id is not null then
    perform public.kb_count_session_view(p_draft_id, v_k.id, v_account);
  end if;
  return query select v_k.id, v_k.title, v_k.question, v_k.answer;
end;
$$;
comment on function public.kb_public_article(uuid, text, uuid) is
  'Public partner forms whose kb_public_suggestions is on: one published article (for everyone or that partner) with its question and answer; counts a view once per issued form session (kb_open_form_session) and article. Rate-limited per address.';

-- A public form session that viewed a suggestion was submitted: its views are not deflections.
-- Only a session that has a recorded view is stored (nothing else can be written through it).
create function public.kb_public_draft_sent(p_draft_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.rate_limit_take('kb_public_article', public.request_client_address(),
      public.setting_int('limit.kb_public_articles_per_address', 60),
      public.setting_int('limit.kb_public_articles_window_seconds', 600)) then
    raise exception 'Too many requests from your network. Please try again later.' using errcode = 'PT429';
  end if;
  insert into public.kb_sent_drafts (draft_id)
  select p_draft_id
  where exists (select 1 from public.kb_article_views v where v.draft_id = p_draft_id)
  on conflict do nothing;
end;
$$;
comment on function public.kb_public_draft_sent(uuid) is
  'Public forms: a form session that viewed a suggested article was submitted (for the deflection figure). Only sessions with a recorded view are stored. Rate-limited per address.';

-- "Submitter name, email, account and dates are never published" (docs/spec-notes.md, "Knowledge
-- base"), enforced on the server (docs/decisions.md, "What a knowledge-base article never
-- contains"). phi_findings alone catches a date only when it is labelled as a date of birth and a
-- name only after "Patient" or "Mr."; kb_publish_article also refuses an article whose title,
-- question or approved answer contains, from the question it is made of:
--   name         any word of 3 or more letters of the submitter's name (submitter_name, first_name,
--                last_name, and the signed-in submitter's profile name), as a whole word, any case
--   email        the submitter's email (submitter_email, email, the profile's email), any case
--   institution  the submitter's entity / institution, as a whole phrase, any case
--   account      the name of the question's corporate account, as a whole phrase, any case
--   date         any date: ISO (2026-01-05), US (1/5/2026, 01-05-26, 1.5.2026) or written out
--                (January 5, 2026; Jan. 5th 2026; 5 January 2026)
-- The answer is published as approved (the dialog cannot edit it), so the same refusal on it says
-- so; the approver then has the answer revised (reopen, revise, approve) before publishing.
-- The refusal (22023) names what was found and where, e.g.
--   The article still contains the submitter's name (in the title)
-- and comes before the PHI screen's own refusal.

-- Internal: whether a text contains a phrase (3+ characters) as a whole phrase, any case, any
-- run of spaces between its words.
create function public.kb_contains_phrase(p_text text, p_phrase text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(char_length(btrim(p_phrase)) >= 3 and p_text ~* (
    '(^|[^[:alnum:]])'
    || regexp_replace(regexp_replace(btrim(p_phrase), '([^[:alnum:][:space:]])', '\\\1', 'g'), '\s+', '\\s+', 'g')
    || '($|[^[:alnum:]])'), false)
$$;
comment on function public.kb_contains_phrase(text, text) is
  'Internal: p_text contains p_phrase (3+ characters) as a whole phrase, case-insensitive.';

-- Internal: what of the question's submitter (and any date) a text contains, in a fixed order.
create function public.kb_identifier_findings(p_question_id uuid, p_text text)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_text text := coalesce(p_text, '');
  v_lower text := lower(coalesce(p_text, ''));
  v_q record;
  v_kinds text[] := '{}';
  v_month constant text := '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?';
begin
  if v_text = '' then
    return v_kinds;
  end if;
  select q.submitter_name, q.first_name, q.last_name, q.submitter_email, q.email, q.entity_institution,
    p.name as profile_name, p.email as profile_email, c.name as account_name
  into v_q
  from public.questions q
  left join public.profiles p on p.id = q.user_id
  left join public.corporate_accounts c on c.id = q.corporate_account_id
  where q.id = p_question_id;
  if not found then
    return v_kinds;
  end if;

  -- the words are letters only, so they need no escaping in the pattern
  if exists (
    select 1
    from unnest(regexp_split_to_array(
      concat_ws(' ', v_q.submitter_name, v_q.first_name, v_q.last_name, v_q.profile_name),
      '[^[:alpha:]]+')) w
    where char_length(w) >= 3 and v_text ~* ('\m' || w || '\M')
  ) then
    v_kinds := v_kinds || 'name'::text;
  end if;

  if exists (
    select 1 from unnest(array[v_q.submitter_email, v_q.email, v_q.profile_email]) e
    where char_length(btrim(e)) >= 3 and strpos(v_lower, lower(btrim(e))) > 0
  ) then
    v_kinds := v_kinds || 'email'::text;
  end if;

  if public.kb_contains_phrase(v_text, v_q.entity_institution) then
    v_kinds := v_kinds || 'institution'::text;
  end if;
  if public.kb_contains_phrase(v_text, v_q.account_name) then
    v_kinds := v_kinds || 'account'::text;
  end if;

  if v_text ~ '\m\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\M'
     or v_text ~ '\m\d{1,2}([/-]\d{1,2}[/-](\d{4}|\d{2})|\.\d{1,2}\.\d{4})\M'
     or v_text ~* ('\m' || v_month || '\s+\d{1,2}(st|nd|rd|th)?,?\s+\d{4}\M')
     or v_text ~* ('\m\d{1,2}(st|nd|rd|th)?\s+(of\s+)?' || v_month || ',?\s+\d{4}\M') then
    v_kinds := v_kinds || 'date'::text;
  end if;
  return v_kinds;
end;
$$;
comment on function public.kb_identifier_findings(uuid, text) is
  'Internal: which of name, email, institution, account (the question''s submitter and corporate account) and date a text contains; see 20261202000200.';

-- Internal: who may take an article off the knowledge base and put it back.
create function public.kb_can_manage()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_approver() or public.is_admin()
$$;
comment on function public.kb_can_manage() is 'Internal: approvers and admins unpublish and republish articles.';

-- Internal: why an article's text may not be published (null: it may). The submitter's details and
-- dates first, each with where (kb_identifier_findings), then the PHI screen.
create function public.kb_article_refusal(
  p_question_id uuid,
  p_title text,
  p_question text,
  p_answer text
)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_found text;
  v_phi text[];
begin
  with places (ord, place, body) as (
    values (1, 'the title', p_title), (2, 'the question', p_question), (3, 'the approved answer', p_answer)
  ),
  hits as (
    select k.kind, p.ord, p.place
    from places p
    cross join lateral unnest(public.kb_identifier_findings(p_question_id, p.body)) k(kind)
  ),
  kinds as (
    select h.kind, min(array_position(array['name', 'email', 'institution', 'account', 'date'], h.kind)) as pos,
      string_agg(h.place, ' and ' order by h.ord) as places
    from hits h group by h.kind
  )
  select string_agg(
      case k.kind
        when 'name' then 'the submitter''s name'
        when 'email' then 'the submitter''s email'
        when 'institution' then 'the submitter''s institution'
        when 'account' then 'the partner account''s name'
        else 'a date'
      end || ' (in ' || k.places || ')', ', ' order by k.pos)
    into v_found
  from kinds k;
  if v_found is not null then
    return 'The article still contains ' || v_found;
  end if;
  v_phi := public.phi_findings(p_title) || public.phi_findings(p_question) || public.phi_findings(p_answer);
  if cardinality(v_phi) > 0 then
    return 'Remove patient information before publishing ('
      || array_to_string(array(select distinct unnest(v_phi) order by 1), ', ') || ')';
  end if;
  return null;
end;
$$;
comment on function public.kb_article_refusal(uuid, text, text, text) is
  'Internal: the refusal of an article''s title, question and answer (the submitter''s details, a date, likely PHI), or null.';

-- Internal: a reason as stored (trimmed, null when empty); 22023 over 500 characters.
create function public.kb_reason(p_reason text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if char_length(v_reason) > 500 then
    raise exception 'Reason must be at most 500 characters' using errcode = '22023';
  end if;
  return v_reason;
end;
$$;
comment on function public.kb_reason(text) is 'Internal: an unpublish or republish reason, trimmed (null when empty); at most 500 characters.';

create function public.kb_unpublish_article(p_article_id uuid, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text;
  v_title text;
begin
  if not public.kb_can_manage() then
    raise exception 'Only approvers and admins can unpublish articles' using errcode = '42501';
  end if;
  v_reason := public.kb_reason(p_reason);
  -- the update is the check: of two people unpublishing at once, the second finds it done (PT409)
  update public.kb_articles k set published = false
    where k.id = p_article_id and k.published
    returning k.title into v_title;
  if not found then
    if exists (select 1 from public.kb_articles k where k.id = p_article_id) then
      raise exception 'The article is already unpublished' using errcode = 'PT409';
    end if;
    raise exception 'Article not found' using errcode = 'PT404';
  end if;
  insert into public.kb_article_events (article_id, actor_id, event, title, reason)
  values (p_article_id, auth.uid(), 'unpublished', v_title, v_reason);
  if public.is_admin() then
    perform public.admin_log(auth.uid(), 'article.unpublish', 'kb_article', p_article_id::text, v_title,
      jsonb_build_object('published', true), jsonb_build_object('published', false), v_reason);
  end if;
end;
$$;
comment on function public.kb_unpublish_article(uuid, text) is
  'Approvers and admins: take an article off the knowledge base, with an optional reason (at most 500 characters); recorded in its history, an admin''s also audited. PT409 already unpublished, PT404 unknown.';

create function public.kb_republish_article(p_article_id uuid, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text;
  v_k public.kb_articles;
  v_status text;
  v_answer uuid;
  v_refusal text;
begin
  if not public.kb_can_manage() then
    raise exception 'Only approvers and admins can republish articles' using errcode = '42501';
  end if;
  v_reason := public.kb_reason(p_reason);
  select * into v_k from public.kb_articles k where k.id = p_article_id for update;
  if not found then
    raise exception 'Article not found' using errcode = 'PT404';
  end if;
  if v_k.published then
    raise exception 'The article is already published' using errcode = 'PT409';
  end if;
  select q.status into v_status from public.questions q where q.id = v_k.question_id;
  select a.id into v_answer from public.answers a
    where a.question_id = v_k.question_id and a.approved_at is not null
    order by a.approved_at desc limit 1;
  -- the article repeats an approved answer: one that was reopened or replaced is not put back as is
  if v_status is distinct from 'approved' or v_answer is distinct from v_k.answer_id then
    raise exception 'The question''s approved answer has changed: an approver publishes the article again from the question page'
      using errcode = 'PT409';
  end if;
  v_refusal := public.kb_article_refusal(v_k.question_id, v_k.title, v_k.question, v_k.answer);
  if v_refusal is not null then
    raise exception '%', v_refusal using errcode = '22023';
  end if;
  update public.kb_articles k set published = true, published_at = now() where k.id = p_article_id;
  insert into public.kb_article_events (article_id, actor_id, event, title, visibility, reason)
  values (p_article_id, auth.uid(), 'republished', v_k.title,
    case when v_k.corporate_account_id is null then 'all' else 'partner' end, v_reason);
  if public.is_admin() then
    perform public.admin_log(auth.uid(), 'article.republish', 'kb_article', p_article_id::text, v_k.title,
      jsonb_build_object('published', false), jsonb_build_object('published', true), v_reason);
  end if;
end;
$$;
comment on function public.kb_republish_article(uuid, text) is
  'Approvers and admins: put an unpublished article back as it was, with an optional reason; recorded in its history, an admin''s also audited. PT409 already published or its approved answer changed, 22023 its text fails the publishing checks, PT404 unknown.';

create function public.kb_unpublished_articles()
returns table (
  id uuid,
  title text,
  coding_question_type text,
  partner_only boolean,
  unpublished_at timestamptz,
  unpublished_by text,
  reason text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only experts and admins see unpublished articles' using errcode = '42501';
  end if;
  return query
  select k.id, k.title, k.coding_question_type, k.corporate_account_id is not null,
    e.created_at, p.name, e.reason
  from public.kb_articles k
  left join lateral (
    select ev.created_at, ev.actor_id, ev.reason from public.kb_article_events ev
    where ev.article_id = k.id and ev.event = 'unpublished'
    order by ev.created_at desc, ev.id desc limit 1
  ) e on true
  left join public.profiles p on p.id = e.actor_id
  where not k.published
  order by e.created_at desc nulls last, k.id
  limit 200;
end;
$$;
comment on function public.kb_unpublished_articles() is
  'Staff: unpublished articles (at most 200), last unpublished first, with who took each off (null: a former staff member), when and why.';

-- A new form session: anonymous callers only on a partner form whose suggestions are on, limited
-- per address; signed-in callers get one of their own (limited per user).
create function public.kb_open_form_session(p_account_slug text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_account uuid := public.kb_public_account(p_account_slug);
  v_id uuid;
begin
  if v_uid is null and v_account is null then
    return null;
  end if;
  if not public.rate_limit_take('kb_form_session',
      coalesce(v_uid::text, public.request_client_address()),
      public.setting_int('limit.kb_form_sessions_per_address', 30),
      public.setting_int('limit.kb_form_sessions_window_seconds', 600)) then
    raise exception 'Too many requests from your network. Please try again later.' using errcode = 'PT429';
  end if;
  insert into public.kb_form_sessions (corporate_account_id, owner_id)
  values (v_account, v_uid)
  returning id into v_id;
  return v_id;
end;
$$;
comment on function public.kb_open_form_session(text) is
  'A form session id for counting suggested-article views: anon only for a partner whose kb_public_suggestions is on (null otherwise), signed-in users their own; rate-limited per address or user (PT429).';

-- Counts a suggested-article view under a session once: true when the session is one the server
-- issued to this caller (and partner), false when it is unknown. The session row is locked, so two
-- concurrent views of one article under one session count once.
create function public.kb_count_session_view(p_session uuid, p_article uuid, p_account uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.kb_form_sessions s
    where s.id = p_session
      and s.owner_id is not distinct from auth.uid()
      and (p_account is null or s.corporate_account_id = p_account)
      and s.created_at > now() - interval '1 day'
    for update;
  if not found then
    return false;
  end if;
  insert into public.kb_article_views (article_id, viewer_id, draft_id)
  select p_article, auth.uid(), p_session
  where not exists (
    select 1 from public.kb_article_views v where v.draft_id = p_session and v.article_id = p_article
  );
  return true;
end;
$$;
comment on function public.kb_count_session_view(uuid, uuid, uuid) is
  'Internal: records a suggested-article view under an issued, live (1 day) session of the caller once per session and article; false for an unknown session.';
