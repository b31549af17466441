-- Demo-access tokens scoped to one partner, and knowledge-base deflection counted once per real
-- form session (docs/decisions.md, "Demo access tokens name their partner", "Deflection counts
-- need a real form session").
--
--   verify_demo_access(code, account)  the partner's slug is part of the request and of the token:
--                                      "<slug>.<expiry>.<HMAC>", the HMAC over the slug, the expiry
--                                      and the current code hash (changing the code still revokes
--                                      every token). The one-argument form is gone: no token is
--                                      good for every gated partner.
--   demo_token_valid(token, account)   true only for an unexpired token signed for that account's
--                                      slug; submission_admit passes the account of the form.
--   kb_open_form_session(slug)         a form session id the server issues (a public form: only for
--                                      a partner whose suggestions are on; rate-limited per address;
--                                      signed in: owned by the caller). kb_public_article and
--                                      kb_get_article count a view under a session only when the
--                                      session exists (and belongs to that partner, or that user)
--                                      and only once per session and article; an unknown id counts
--                                      nothing (public) or a plain view (signed in).

-- Demo-access tokens ------------------------------------------------------------------------------
drop function public.verify_demo_access(text);
drop function public.demo_token_valid(text);
drop function public.demo_token_sign(bigint);

create function public.demo_token_sign(p_slug text, p_expires bigint)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p_slug || '.' || p_expires::text || '.' || encode(extensions.hmac(
    convert_to('demo-access:' || p_slug || ':' || p_expires::text || ':' ||
      coalesce((select s.value from public.app_settings s where s.key = 'demo_access_code_hash'), ''), 'UTF8'),
    (select k.value from public.server_secrets k where k.name = 'demo_token'),
    'sha256'), 'hex')
$$;
comment on function public.demo_token_sign(text, bigint) is
  'Internal: the demo-access token "<slug>.<expiry>.<HMAC>" for one partner (key server_secrets.demo_token).';
revoke all on function public.demo_token_sign(text, bigint) from public, anon, authenticated;

-- The partner's slug a well-formed, unexpired, correctly signed token names; null otherwise.
create function public.demo_token_partner(p_token text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_token text := btrim(coalesce(p_token, ''));
  v_parts text[];
begin
  if v_token !~ '^[a-z0-9]+(-[a-z0-9]+)*\.[0-9]{1,12}\.[0-9a-f]{64}$' then
    return null;
  end if;
  v_parts := string_to_array(v_token, '.');
  if v_parts[2]::bigint < extract(epoch from now()) then
    return null;
  end if;
  if public.demo_token_sign(v_parts[1], v_parts[2]::bigint) <> v_token then
    return null;
  end if;
  return v_parts[1];
end;
$$;
comment on function public.demo_token_partner(text) is
  'Internal: the slug of the partner a valid, unexpired demo-access token was issued for; null otherwise.';
revoke all on function public.demo_token_partner(text) from public, anon, authenticated;

create function public.demo_token_valid(p_token text, p_account uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select c.slug = public.demo_token_partner(p_token)
    from public.corporate_accounts c where c.id = p_account
  ), false)
$$;
comment on function public.demo_token_valid(text, uuid) is
  'Internal: true for an unexpired demo-access token issued for this account (its slug), else false.';
revoke all on function public.demo_token_valid(text, uuid) from public, anon, authenticated;

-- A token for the gated partner with that slug for the right code; null for a wrong code, an
-- unknown or ungated partner, and over limit.demo_checks_per_address alike.
create function public.verify_demo_access(code text, account text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_allowed boolean;
  v_code text := upper(btrim(coalesce(code, '')));
  v_slug text;
  v_hash text;
  v_ok boolean := false;
begin
  v_allowed := public.rate_limit_take('demo_check', public.request_client_address(),
    public.setting_int('limit.demo_checks_per_address', 10),
    public.setting_int('limit.demo_checks_window_seconds', 600));
  select c.slug into v_slug from public.corporate_accounts c
    where c.slug = lower(btrim(coalesce(account, ''))) and c.demo_gated;
  if char_length(v_code) between 8 and 100 then
    select s.value into v_hash from public.app_settings s where s.key = 'demo_access_code_hash';
    -- Compared even when limited, so a limited answer takes as long as a wrong one.
    v_ok := v_hash is not null and extensions.crypt(v_code, v_hash) = v_hash;
  end if;
  if not (v_allowed and v_ok) or v_slug is null then
    return null;
  end if;
  return public.demo_token_sign(v_slug,
    floor(extract(epoch from now()))::bigint + public.setting_int('demo.token_ttl_seconds', 43200));
end;
$$;
comment on function public.verify_demo_access(text, text) is
  'Demo gate: for the right code (case-insensitive, >= 8 characters) a token for that gated partner (slug), valid demo.token_ttl_seconds; null for a wrong code, another partner and over limit.demo_checks_per_address alike.';
revoke all on function public.verify_demo_access(text, text) from public, anon, authenticated;
grant execute on function public.verify_demo_access(text, text) to anon, authenticated, service_role;

-- Knowledge-base form sessions ----------------------------------------------------------------------
insert into public.app_settings (key, value) values
  ('limit.kb_form_sessions_per_address', '30'),
  ('limit.kb_form_sessions_window_seconds', '600')
on conflict (key) do nothing;

create table public.kb_form_sessions (
  id uuid primary key default gen_random_uuid(),
  -- the partner of a public form's session (null: an in-app form)
  corporate_account_id uuid references public.corporate_accounts (id) on delete cascade,
  -- the signed-in user the session was issued to (null: an anonymous visitor)
  owner_id uuid references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.kb_form_sessions is
  'Form sessions the server issued (kb_open_form_session): the only ids a suggested-article view, and so a deflection, is counted under.';
alter table public.kb_form_sessions enable row level security;
revoke all on table public.kb_form_sessions from anon, authenticated;
create index kb_form_sessions_account_idx on public.kb_form_sessions (corporate_account_id);
create index kb_form_sessions_owner_idx on public.kb_form_sessions (owner_id);
create index kb_form_sessions_created_idx on public.kb_form_sessions (created_at);

-- A new form session: anonymous callers only on a partner form whose suggestions are on, limited
-- per address; signed-in callers get one of their own (limited per user).
create or replace function public.kb_open_form_session(p_account_slug text default null)
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
create or replace function public.kb_count_session_view(p_session uuid, p_article uuid, p_account uuid)
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
revoke all on function public.kb_count_session_view(uuid, uuid, uuid) from public, anon, authenticated;

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
  -- Counted only under a session the server issued for this partner, once per article.
  if p_draft_id is not null then
    perform public.kb_count_session_view(p_draft_id, v_k.id, v_account);
  end if;
  return query select v_k.id, v_k.title, v_k.question, v_k.answer;
end;
$$;
comment on function public.kb_public_article(uuid, text, uuid) is
  'Public partner forms whose kb_public_suggestions is on: one published article (for everyone or that partner) with its question and answer; counts a view once per issued form session (kb_open_form_session) and article. Rate-limited per address.';

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

revoke all on function public.kb_open_form_session(text) from public, anon, authenticated;
grant execute on function public.kb_open_form_session(text) to anon, authenticated;
