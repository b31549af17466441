-- A managed knowledge base (docs/decisions.md, "Who reads the knowledge base and who manages it"):
-- it stays for signed-in staff and partners only (kb_can_read is unchanged), and approvers and
-- admins take an article off it and put it back, with a reason if they give one:
--
--   kb_unpublish_article(p_article_id, p_reason)  approvers and admins (was approvers only); the
--                                                  argument list grows, so it is dropped and created
--   kb_republish_article(p_article_id, p_reason)  approvers and admins: the unpublished article comes
--                                                  back as it was, after the same checks as publishing
--                                                  (the submitter's details, dates, PHI) and only while
--                                                  its answer is still the question's approved answer
--   kb_unpublished_articles()                      staff: the unpublished articles, newest first, with
--                                                  who took each off, when and why
--
-- Both actions are recorded in kb_article_events (new event 'republished', new column reason), so
-- the article's history keeps them; an admin's action is also in the admin audit
-- (article.unpublish, article.republish on target type kb_article). kb_publish_article now takes
-- its refusal from kb_article_refusal, which republishing shares; its behaviour is unchanged.

alter table public.kb_article_events
  add column reason text
    constraint kb_article_events_reason_length check (char_length(reason) <= 500);
comment on column public.kb_article_events.reason is
  'Why the article was unpublished or republished, when the approver or admin said (at most 500 characters).';
alter table public.kb_article_events drop constraint kb_article_events_event_valid;
alter table public.kb_article_events add constraint kb_article_events_event_valid
  check (event in ('published', 'updated', 'unpublished', 'republished'));
comment on table public.kb_article_events is
  'Append-only history of knowledge-base articles: who published, edited, unpublished or republished, when and why.';

-- The audit knows the two new actions and their target (every earlier name kept).
alter table public.admin_events drop constraint admin_events_action_valid;
alter table public.admin_events add constraint admin_events_action_valid check (action in (
  'account.create', 'account.update', 'account.activate', 'account.deactivate',
  'account.quota_top_up', 'account.quota_set',
  'expert.assign_account', 'expert.unassign_account',
  'user.create_staff', 'user.delete', 'user.rename', 'user.role_change', 'user.approver_change',
  'user.quota_change', 'user.corporate_account_change',
  'question.reassign', 'question.status_change', 'question.delete',
  'setting.demo_access_code', 'setting.answer_time_target', 'setting.ask_back',
  'setting.turnstile_required',
  'email.send_again', 'email.give_up',
  'article.unpublish', 'article.republish'
));
alter table public.admin_events drop constraint admin_events_target_type_valid;
alter table public.admin_events add constraint admin_events_target_type_valid check (target_type in (
  'corporate_account', 'user', 'question', 'setting', 'kb_article'
));

-- Internal: who may take an article off the knowledge base and put it back.
create or replace function public.kb_can_manage()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_approver() or public.is_admin()
$$;
comment on function public.kb_can_manage() is 'Internal: approvers and admins unpublish and republish articles.';
revoke all on function public.kb_can_manage() from public, anon, authenticated;

-- Internal: why an article's text may not be published (null: it may). The submitter's details and
-- dates first, each with where (20261202000200_kb_publish_deidentified), then the PHI screen.
create or replace function public.kb_article_refusal(
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
revoke all on function public.kb_article_refusal(uuid, text, text, text) from public, anon, authenticated;

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

-- Internal: a reason as stored (trimmed, null when empty); 22023 over 500 characters.
create or replace function public.kb_reason(p_reason text)
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
revoke all on function public.kb_reason(text) from public, anon, authenticated;

drop function public.kb_unpublish_article(uuid);
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

create or replace function public.kb_republish_article(p_article_id uuid, p_reason text default null)
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

create or replace function public.kb_unpublished_articles()
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

revoke all on function public.kb_publish_article(uuid, text, text, boolean) from public, anon, authenticated;
revoke all on function public.kb_unpublish_article(uuid, text) from public, anon, authenticated;
revoke all on function public.kb_republish_article(uuid, text) from public, anon, authenticated;
revoke all on function public.kb_unpublished_articles() from public, anon, authenticated;
grant execute on function public.kb_publish_article(uuid, text, text, boolean) to authenticated;
grant execute on function public.kb_unpublish_article(uuid, text) to authenticated;
grant execute on function public.kb_republish_article(uuid, text) to authenticated;
grant execute on function public.kb_unpublished_articles() to authenticated;
