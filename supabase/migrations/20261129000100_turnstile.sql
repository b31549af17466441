-- Optional Cloudflare Turnstile on the public forms (docs/decisions.md, "Optional Cloudflare
-- Turnstile"). Postgres cannot call Cloudflare, so the verify-turnstile edge function checks the
-- widget's token with Cloudflare's siteverify and, on success, asks issue_human_token (service role
-- only) for a short-lived, DB-signed, single-use "human" token; submit_question refuses anonymous
-- submissions without one while the deployer's app_settings row turnstile_required is 'true'
-- (default 'false': off in the local stack and tests).

insert into public.app_settings (key, value) values
  ('turnstile_required', 'false'),
  ('human.token_ttl_seconds', '300')
on conflict (key) do nothing;

insert into public.server_secrets (name, value) values ('human_token', extensions.gen_random_bytes(32))
on conflict (name) do nothing;

-- Used human tokens (their nonces) until they expire: each token admits one submission.
create table public.human_tokens_used (
  nonce text primary key,
  expires_at timestamptz not null
);
comment on table public.human_tokens_used is
  'Nonces of human tokens already used by submit_question, kept until the token expires. No client access.';
alter table public.human_tokens_used enable row level security;
revoke all on table public.human_tokens_used from anon, authenticated;
create index human_tokens_used_expires_idx on public.human_tokens_used (expires_at);

create or replace function public.turnstile_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select lower(btrim(s.value)) in ('true', 'on', '1', 'yes')
    from public.app_settings s where s.key = 'turnstile_required'), false)
$$;
comment on function public.turnstile_required() is
  'Internal: whether anonymous submissions need a human token (app_settings turnstile_required).';
revoke all on function public.turnstile_required() from public, anon, authenticated;

-- "<expiry epoch>.<nonce hex>.<hex HMAC-SHA256>" keyed by server_secrets.human_token.
create or replace function public.human_token_sign(p_expires bigint, p_nonce text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p_expires::text || '.' || p_nonce || '.' || encode(extensions.hmac(
    convert_to('human:' || p_expires::text || ':' || p_nonce, 'UTF8'),
    (select k.value from public.server_secrets k where k.name = 'human_token'),
    'sha256'), 'hex')
$$;
comment on function public.human_token_sign(bigint, text) is 'Internal: signs a human token.';
revoke all on function public.human_token_sign(bigint, text) from public, anon, authenticated;

-- verify-turnstile, after Cloudflare said yes: a fresh token valid human.token_ttl_seconds.
create or replace function public.issue_human_token()
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select public.human_token_sign(
    floor(extract(epoch from now()))::bigint + greatest(public.setting_int('human.token_ttl_seconds', 300), 1),
    encode(extensions.gen_random_bytes(16), 'hex'))
$$;
comment on function public.issue_human_token() is
  'Service role (verify-turnstile): a signed single-use human token valid human.token_ttl_seconds.';
revoke all on function public.issue_human_token() from public, anon, authenticated;
grant execute on function public.issue_human_token() to service_role;

-- submit_question: true once per valid, unexpired token (its nonce is recorded); false otherwise.
create or replace function public.human_token_take(p_token text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token text := btrim(coalesce(p_token, ''));
  v_expires bigint;
  v_nonce text;
  v_taken text;
begin
  if v_token !~ '^[0-9]{1,12}\.[0-9a-f]{32}\.[0-9a-f]{64}$' then
    return false;
  end if;
  v_expires := split_part(v_token, '.', 1)::bigint;
  v_nonce := split_part(v_token, '.', 2);
  if v_expires < extract(epoch from now()) or public.human_token_sign(v_expires, v_nonce) <> v_token then
    return false;
  end if;
  delete from public.human_tokens_used u where u.expires_at < now();
  insert into public.human_tokens_used (nonce, expires_at)
  values (v_nonce, to_timestamp(v_expires))
  on conflict (nonce) do nothing
  returning nonce into v_taken;
  return v_taken is not null;
end;
$$;
comment on function public.human_token_take(text) is
  'Internal: uses a human token (true once per valid, unexpired token).';
revoke all on function public.human_token_take(text) from public, anon, authenticated;

-- submit_question (20261126000200) calls turnstile_required() and human_token_take() for anonymous
-- callers; they resolve when it runs, so the one definition of submit_question stays there.
