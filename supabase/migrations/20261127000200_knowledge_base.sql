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
create or replace function public.phi_findings(p_text text)
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
revoke all on function public.phi_findings(text) from public, anon, authenticated;
grant execute on function public.phi_findings(text) to authenticated, service_role;

alter table public.corporate_accounts
  add column kb_public_suggestions boolean not null default false;
comment on column public.corporate_accounts.kb_public_suggestions is
  'The partner''s public forms suggest knowledge-base articles while the visitor types.';

create table public.kb_articles (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.questions (id) on delete cascade
    constraint kb_articles_question_key unique,
  answer_id uuid not null references public.answers (id) on delete cascade,
  title text not null
    constraint kb_articles_title_length check (char_length(btrim(title)) between 1 and 200),
  question text not null
    constraint kb_articles_question_length check (char_length(btrim(question)) between 1 and 20000),
  answer text not null
    constraint kb_articles_answer_length check (char_length(btrim(answer)) between 1 and 20000),
  coding_question_type text not null,
  -- null: every signed-in user; else only that partner account's users (and staff)
  corporate_account_id uuid references public.corporate_accounts (id) on delete cascade,
  published boolean not null default true,
  published_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(question, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(answer, '')), 'C')
  ) stored
);
comment on table public.kb_articles is
  'Knowledge-base articles: de-identified question and approved answer. Written only through kb_publish_article / kb_unpublish_article.';
comment on column public.kb_articles.corporate_account_id is
  'Null: visible to every signed-in user; else only to that partner account''s users and to staff.';

alter table public.kb_articles enable row level security;
create index kb_articles_search_idx on public.kb_articles using gin (search);
create index kb_articles_published_idx on public.kb_articles (published_at desc) where published;
create index kb_articles_account_idx on public.kb_articles (corporate_account_id);
create index kb_articles_answer_idx on public.kb_articles (answer_id);

create trigger kb_articles_set_updated_at
  before update on public.kb_articles
  for each row execute function public.set_updated_at();

revoke all on table public.kb_articles from anon, authenticated;

-- Every change, append-only.
create table public.kb_article_events (
  id uuid primary key default gen_random_uuid(),
  article_id uuid not null references public.kb_articles (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  event text not null
    constraint kb_article_events_event_valid check (event in ('published', 'updated', 'unpublished')),
  title text,
  visibility text,
  created_at timestamptz not null default clock_timestamp()
);
comment on table public.kb_article_events is 'Append-only history of knowledge-base articles: who published, edited or unpublished, when.';
alter table public.kb_article_events enable row level security;
create index kb_article_events_article_idx on public.kb_article_events (article_id, created_at);
create index kb_article_events_created_idx on public.kb_article_events (created_at desc);
create index kb_article_events_actor_idx on public.kb_article_events (actor_id);
revoke all on table public.kb_article_events from anon, authenticated;
grant select on table public.kb_article_events to authenticated;
create policy "kb_article_events: staff read"
  on public.kb_article_events for select to authenticated
  using ((select public.is_staff()));

-- Article views, and drafts that showed a suggestion (deflection).
create table public.kb_article_views (
  id bigint generated always as identity primary key,
  article_id uuid not null references public.kb_articles (id) on delete cascade,
  viewer_id uuid references public.profiles (id) on delete set null,
  -- the form session that suggested the article (null: opened from /knowledge)
  draft_id uuid,
  created_at timestamptz not null default now()
);
comment on table public.kb_article_views is 'One row per article opened; draft_id when opened from a form''s suggestions.';
alter table public.kb_article_views enable row level security;
create index kb_article_views_created_idx on public.kb_article_views (created_at);
create index kb_article_views_article_idx on public.kb_article_views (article_id);
create index kb_article_views_viewer_idx on public.kb_article_views (viewer_id);
create index kb_article_views_draft_idx on public.kb_article_views (draft_id) where draft_id is not null;
revoke all on table public.kb_article_views from anon, authenticated;

create table public.kb_sent_drafts (
  draft_id uuid primary key,
  sent_at timestamptz not null default now()
);
comment on table public.kb_sent_drafts is 'Form sessions that were submitted: a suggested-article view whose draft is not here is a deflection.';
alter table public.kb_sent_drafts enable row level security;
revoke all on table public.kb_sent_drafts from anon, authenticated;

-- Who may read an article: staff all (published or not); others published ones for everyone or
-- for their own partner account.
create or replace function public.kb_can_read(p_published boolean, p_account uuid)
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
revoke all on function public.kb_can_read(boolean, uuid) from public, anon, authenticated;

-- Publish (or edit and re-publish) the article of an approved question. Approvers only.
create or replace function public.kb_publish_article(
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
  v_phi text[];
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
  v_phi := public.phi_findings(v_title) || public.phi_findings(v_text) || public.phi_findings(v_answer.content);
  if cardinality(v_phi) > 0 then
    raise exception 'Remove patient information before publishing (%)',
      array_to_string(array(select distinct unnest(v_phi) order by 1), ', ')
      using errcode = '22023';
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
  'Approvers: publish (or edit) the article of an approved question; PHI screening must pass. Returns the article id.';

create or replace function public.kb_unpublish_article(p_article_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_title text;
begin
  if not public.is_approver() then
    raise exception 'Only approvers can unpublish articles' using errcode = '42501';
  end if;
  update public.kb_articles k set published = false
    where k.id = p_article_id and k.published
    returning k.title into v_title;
  if not found then
    if exists (select 1 from public.kb_articles k where k.id = p_article_id) then
      raise exception 'The article is already unpublished' using errcode = 'PT409';
    end if;
    raise exception 'Article not found' using errcode = 'PT404';
  end if;
  insert into public.kb_article_events (article_id, actor_id, event, title)
  values (p_article_id, auth.uid(), 'unpublished', v_title);
end;
$$;
comment on function public.kb_unpublish_article(uuid) is 'Approvers: take an article off the knowledge base (recorded).';

-- Search: published articles the caller may read, best match first (newest first without a term).
create or replace function public.kb_search_articles(
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

-- One article; counts a view (with the suggesting form's draft id when opened from a suggestion).
create or replace function public.kb_get_article(p_article_id uuid, p_draft_id uuid default null)
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
  if v_k.published then
    insert into public.kb_article_views (article_id, viewer_id, draft_id)
    values (v_k.id, auth.uid(), p_draft_id);
  end if;
  return query select v_k.id, v_k.title, v_k.question, v_k.answer, v_k.coding_question_type,
    v_k.corporate_account_id is not null, v_k.published,
    case when public.is_staff() then v_k.question_id end;
end;
$$;
comment on function public.kb_get_article(uuid, uuid) is
  'Signed-in users: one article they may read (staff also unpublished ones, with the question id); counts a view.';

-- The article of a question, for the publish dialog on the question page (staff).
create or replace function public.kb_article_of_question(p_question_id uuid)
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

-- "These answers may help": up to 3 articles for the text being typed. Signed-in users: any
-- article they may read. Anonymous visitors: only on a partner whose setting allows it, only
-- articles for everyone or for that partner.
create or replace function public.kb_suggest_articles(p_text text, p_account_slug text default null)
returns table (id uuid, title text, excerpt text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_text text := left(btrim(coalesce(p_text, '')), 300);
  v_query tsquery;
  v_account uuid;
begin
  if char_length(v_text) < 3 then
    return;
  end if;
  if auth.uid() is null then
    select c.id into v_account from public.corporate_accounts c
      where c.slug = p_account_slug and c.is_active and c.kb_public_suggestions;
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
  'Up to 3 articles matching the typed summary: signed-in users, or anon on a partner form whose kb_public_suggestions is on.';

-- A form session was submitted: its suggested-article views are not deflections.
create or replace function public.kb_mark_draft_sent(p_draft_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.kb_sent_drafts (draft_id) values (p_draft_id) on conflict do nothing
$$;
comment on function public.kb_mark_draft_sent(uuid) is 'A form session that showed suggestions was submitted (for the deflection figure).';

-- Public forms: an anonymous visitor reads a suggested article inline through kb_public_article
-- (20261130000200_kb_public_article.sql), which records the view under the form session's id, so
-- public deflection is counted too.

-- Metrics: articles published, views and deflected drafts in a period. Staff.
create or replace function public.kb_metrics(p_from timestamptz default null, p_to timestamptz default null)
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
  'Staff: articles published, live, views, views from suggestions and deflected form sessions (suggestion viewed, form never sent) in a period (default 90 days).';

revoke all on function public.kb_publish_article(uuid, text, text, boolean) from public, anon, authenticated;
revoke all on function public.kb_unpublish_article(uuid) from public, anon, authenticated;
revoke all on function public.kb_search_articles(text, text, integer, integer) from public, anon, authenticated;
revoke all on function public.kb_get_article(uuid, uuid) from public, anon, authenticated;
revoke all on function public.kb_article_of_question(uuid) from public, anon, authenticated;
revoke all on function public.kb_suggest_articles(text, text) from public, anon, authenticated;
revoke all on function public.kb_mark_draft_sent(uuid) from public, anon, authenticated;
revoke all on function public.kb_metrics(timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function public.kb_publish_article(uuid, text, text, boolean) to authenticated;
grant execute on function public.kb_unpublish_article(uuid) to authenticated;
grant execute on function public.kb_search_articles(text, text, integer, integer) to authenticated;
grant execute on function public.kb_get_article(uuid, uuid) to authenticated;
grant execute on function public.kb_article_of_question(uuid) to authenticated;
grant execute on function public.kb_suggest_articles(text, text) to anon, authenticated;
grant execute on function public.kb_mark_draft_sent(uuid) to authenticated;
grant execute on function public.kb_metrics(timestamptz, timestamptz) to authenticated;
