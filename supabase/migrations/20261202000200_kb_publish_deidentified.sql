-- "Submitter name, email, account and dates are never published" (docs/spec-notes.md, "Knowledge
-- base"), enforced on the server (docs/decisions.md, "What a knowledge-base article never
-- contains"). phi_findings alone catches a date only when it is labelled as a date of birth and a
-- name only after "Patient" or "Mr."; kb_publish_article now also refuses an article whose title,
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
create or replace function public.kb_contains_phrase(p_text text, p_phrase text)
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
create or replace function public.kb_identifier_findings(p_question_id uuid, p_text text)
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
  v_found text;
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

  -- what was found, each with where: "the submitter's name (in the title and the approved answer)"
  with places (ord, place, body) as (
    values (1, 'the title', v_title), (2, 'the question', v_text), (3, 'the approved answer', v_answer.content)
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
    raise exception 'The article still contains %', v_found using errcode = '22023';
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
  'Approvers: publish (or edit) the article of an approved question. Refused (22023) while the title, question or approved answer contains the submitter''s name, email or institution, the partner account''s name or a date ("The article still contains ..."), or likely PHI. Returns the article id.';

revoke all on function public.kb_identifier_findings(uuid, text) from public, anon, authenticated;
revoke all on function public.kb_contains_phrase(text, text) from public, anon, authenticated;
revoke all on function public.kb_publish_article(uuid, text, text, boolean) from public, anon, authenticated;
grant execute on function public.kb_publish_article(uuid, text, text, boolean) to authenticated;
