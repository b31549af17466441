-- Knowledge-base suggestions on the public partner forms (docs/spec-notes.md, "Knowledge base"):
-- the public forms offer them only for a partner whose account setting allows it. Anonymous
-- visitors cannot open /knowledge, so a suggestion expands inline on the form: kb_public_article
-- gives the article's de-identified question and approved answer, and records the view under the
-- form session's id, so kb_metrics counts public deflection too. kb_public_draft_sent marks a
-- public form session as submitted (not a deflection). Both are rate-limited per client address
-- like the other public RPCs; get_partner_form_account tells the form whether the partner's setting
-- is on.

insert into public.app_settings (key, value) values
  ('limit.kb_public_articles_per_address', '60'),
  ('limit.kb_public_articles_window_seconds', '600')
on conflict (key) do nothing;

-- The return type gains a column, so the function is dropped and created again.
drop function public.get_partner_form_account(text);
create function public.get_partner_form_account(p_slug text)
returns table (
  id uuid,
  name text,
  slug text,
  logo_url text,
  questions_remaining integer,
  accepting_questions boolean,
  kb_suggestions boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    case when c.is_active then c.id end,
    c.name,
    c.slug,
    c.logo_url,
    case when c.is_active then c.questions_remaining end,
    c.is_active,
    c.is_active and c.kb_public_suggestions
  from public.corporate_accounts c
  where c.slug = lower(btrim(p_slug))
  limit 1
$$;
comment on function public.get_partner_form_account(text) is
  'A partner form''s account by slug: public fields, whether it accepts questions (id and counter only when it does) and whether its public forms suggest knowledge-base articles. No row: no such partner.';
revoke all on function public.get_partner_form_account(text) from public, anon, authenticated;
grant execute on function public.get_partner_form_account(text) to anon, authenticated, service_role;

-- The active partner whose public forms may suggest articles, by slug; null otherwise.
create or replace function public.kb_public_account(p_account_slug text)
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
revoke all on function public.kb_public_account(text) from public, anon, authenticated;

-- One suggested article, expanded on a public form: only a published article for everyone or for
-- that partner, only while the partner's setting is on. Counts a view under the form session.
create or replace function public.kb_public_article(
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
  insert into public.kb_article_views (article_id, viewer_id, draft_id)
  values (v_k.id, auth.uid(), p_draft_id);
  return query select v_k.id, v_k.title, v_k.question, v_k.answer;
end;
$$;
comment on function public.kb_public_article(uuid, text, uuid) is
  'Public partner forms whose kb_public_suggestions is on: one published article (for everyone or that partner) with its question and answer; counts a view under the form session (deflection). Rate-limited per address.';

-- A public form session that viewed a suggestion was submitted: its views are not deflections.
-- Only a session that has a recorded view is stored (nothing else can be written through it).
create or replace function public.kb_public_draft_sent(p_draft_id uuid)
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

comment on function public.kb_metrics(timestamptz, timestamptz) is
  'Staff: articles published, live, views, views from suggestions and deflected form sessions (suggestion viewed, form never sent) in a period (default 90 days); public forms'' views count too (kb_public_article).';

revoke all on function public.kb_public_article(uuid, text, uuid) from public, anon, authenticated;
revoke all on function public.kb_public_draft_sent(uuid) from public, anon, authenticated;
grant execute on function public.kb_public_article(uuid, text, uuid) to anon, authenticated;
grant execute on function public.kb_public_draft_sent(uuid) to anon, authenticated;
