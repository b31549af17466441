-- Knowledge-base suggestions and the deflection mark, tightened (docs/decisions.md, "Knowledge-base
-- suggestions on public forms"):
--   kb_suggest_articles  anonymous calls find the partner with kb_public_account (slug compared
--                        trimmed and lower-cased, as kb_public_article does) and are rate-limited per
--                        client address (limit.kb_suggestions_per_address per
--                        limit.kb_suggestions_window_seconds; PT429), so the public endpoint cannot
--                        be used to page through the knowledge base. It becomes volatile (the
--                        limit writes). Signed-in calls are unchanged.
--   kb_mark_draft_sent   stores a form session only when the caller viewed an article under it
--                        (as kb_public_draft_sent does for public sessions), so nobody can mark
--                        another user's session, or an arbitrary id, as sent.

insert into public.app_settings (key, value) values
  ('limit.kb_suggestions_per_address', '120'),
  ('limit.kb_suggestions_window_seconds', '600')
on conflict (key) do nothing;

create or replace function public.kb_suggest_articles(p_text text, p_account_slug text default null)
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

create or replace function public.kb_mark_draft_sent(p_draft_id uuid)
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

revoke all on function public.kb_suggest_articles(text, text) from public, anon, authenticated;
revoke all on function public.kb_mark_draft_sent(uuid) from public, anon, authenticated;
grant execute on function public.kb_suggest_articles(text, text) to anon, authenticated;
grant execute on function public.kb_mark_draft_sent(uuid) to authenticated;
