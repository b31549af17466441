-- Submission internals (supabase/README.md, "Submission path, limits and the outbox"): the columns
-- submitters must not read move to a table of their own, limits live as app_settings rows, a
-- rate_limits table counts hits atomically, server_secrets holds the demo-token key, and a durable
-- outbox carries every follow-up of a submission. Nothing here is readable or writable by
-- anon/authenticated except where a policy says so.

-- question_internal ---------------------------------------------------------------------------
-- Bookkeeping of one question that its submitter must not see: was it counted against the corporate
-- counter, and its Smartsheet row (id, last attempt, last error, the claim that makes the sync
-- exactly-once under parallel triggers).
create table public.question_internal (
  question_id uuid primary key references public.questions (id) on delete cascade,
  corporate_counted boolean not null default false,
  smartsheet_row_id text,
  smartsheet_synced_at timestamptz,
  smartsheet_error text
    constraint question_internal_smartsheet_error_length check (char_length(smartsheet_error) <= 1000),
  smartsheet_claimed_at timestamptz
);
comment on table public.question_internal is
  'Internal per-question bookkeeping (corporate counter, Smartsheet sync). Staff read it; nobody else does; written by SECURITY DEFINER functions only.';
comment on column public.question_internal.smartsheet_claimed_at is
  'Set while one worker adds the sheet row; a claim older than 5 minutes is considered abandoned.';

alter table public.question_internal enable row level security;
revoke all on table public.question_internal from anon, authenticated;
grant select on table public.question_internal to authenticated;
create policy "question_internal: staff read"
  on public.question_internal for select to authenticated
  using ((select public.is_staff()));

insert into public.question_internal (question_id, corporate_counted, smartsheet_row_id, smartsheet_synced_at, smartsheet_error)
select q.id, q.corporate_counted, q.smartsheet_row_id, q.smartsheet_synced_at, left(q.smartsheet_error, 1000)
from public.questions q
where q.corporate_counted or q.smartsheet_row_id is not null or q.smartsheet_error is not null;

alter table public.questions
  drop column corporate_counted,
  drop column smartsheet_row_id,
  drop column smartsheet_synced_at,
  drop column smartsheet_error;

-- Gated partners -------------------------------------------------------------------------------
alter table public.corporate_accounts
  add column demo_gated boolean not null default false;
comment on column public.corporate_accounts.demo_gated is
  'Public submissions to this account need a demo-access token from verify_demo_access (its members and staff do not).';

-- Settings: the limits, one row each ----------------------------------------------------------
insert into public.app_settings (key, value) values
  ('limit.submissions_per_address', '5'),
  ('limit.submissions_window_seconds', '600'),
  ('limit.confirmations_per_recipient', '3'),
  ('limit.confirmations_window_seconds', '3600'),
  ('limit.notifications_per_account', '30'),
  ('limit.notifications_window_seconds', '3600'),
  ('limit.demo_checks_per_address', '10'),
  ('limit.demo_checks_window_seconds', '600'),
  ('limit.min_fill_seconds', '3'),
  ('demo.token_ttl_seconds', '43200')
on conflict (key) do nothing;

create or replace function public.setting_int(p_key text, p_default integer)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select case when s.value ~ '^-?[0-9]{1,9}$' then s.value::integer end
     from public.app_settings s where s.key = p_key),
    p_default)
$$;
comment on function public.setting_int(text, integer) is 'Internal: an integer app_settings row (the limits), or the default.';
revoke all on function public.setting_int(text, integer) from public, anon, authenticated;

-- The caller's address ------------------------------------------------------------------------
-- Hosted Supabase: Cloudflare's cf-connecting-ip (set by Cloudflare, not by the client). The local
-- gateway (stack/gateway.ts) sets cf-connecting-ip the same way and appends the socket address to
-- X-Forwarded-For, whose last entry is the fallback.
create or replace function public.request_client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_headers jsonb;
  v_addr text;
  v_parts text[];
begin
  begin
    v_headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    v_headers := null;
  end;
  v_addr := nullif(btrim(v_headers ->> 'cf-connecting-ip'), '');
  if v_addr is null and v_headers ? 'x-forwarded-for' then
    v_parts := string_to_array(v_headers ->> 'x-forwarded-for', ',');
    v_addr := nullif(btrim(v_parts[array_length(v_parts, 1)]), '');
  end if;
  return left(coalesce(v_addr, 'unknown'), 100);
end;
$$;
comment on function public.request_client_address() is
  'Internal: the client address of the current API request (cf-connecting-ip, else the last X-Forwarded-For entry).';
revoke all on function public.request_client_address() from public, anon, authenticated;

-- rate_limits ---------------------------------------------------------------------------------
create table public.rate_limits (
  bucket text not null,
  subject text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, subject, window_start)
);
comment on table public.rate_limits is 'Fixed-window hit counters of the abuse limits (rate_limit_take). No client access.';
alter table public.rate_limits enable row level security;
revoke all on table public.rate_limits from anon, authenticated;

-- Counts one hit of subject in bucket's current window (atomic upsert) and says whether it is
-- within the limit. Older windows of the same subject are deleted on the way.
create or replace function public.rate_limit_take(p_bucket text, p_subject text, p_limit integer, p_window_seconds integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_window integer := greatest(coalesce(p_window_seconds, 60), 1);
  v_start timestamptz := to_timestamp(floor(extract(epoch from clock_timestamp()) / v_window) * v_window);
  v_hits integer;
begin
  insert into public.rate_limits as r (bucket, subject, window_start, hits)
  values (p_bucket, coalesce(p_subject, 'unknown'), v_start, 1)
  on conflict (bucket, subject, window_start) do update set hits = r.hits + 1
  returning r.hits into v_hits;
  delete from public.rate_limits r
  where r.bucket = p_bucket and r.subject = coalesce(p_subject, 'unknown') and r.window_start < v_start;
  return v_hits <= p_limit;
end;
$$;
comment on function public.rate_limit_take(text, text, integer, integer) is
  'Internal: counts one hit in the current fixed window and returns true while within p_limit.';
revoke all on function public.rate_limit_take(text, text, integer, integer) from public, anon, authenticated;

-- server_secrets ------------------------------------------------------------------------------
create table public.server_secrets (
  name text primary key,
  value bytea not null,
  created_at timestamptz not null default now()
);
comment on table public.server_secrets is 'Keys the database signs with (demo-access tokens). Never readable by any client role.';
alter table public.server_secrets enable row level security;
revoke all on table public.server_secrets from anon, authenticated;
insert into public.server_secrets (name, value) values ('demo_token', extensions.gen_random_bytes(32))
on conflict (name) do nothing;

-- outbox --------------------------------------------------------------------------------------
-- Follow-ups of a submission (and, later, other mail), stored in the submitting transaction and
-- delivered by the process-outbox function: retries with exponential backoff, each row once.
create table public.outbox (
  id bigint generated always as identity primary key,
  kind text not null
    constraint outbox_kind_format check (kind ~ '^[a-z][a-z0-9_]{0,62}$'),
  dedupe_key text not null
    constraint outbox_dedupe_key_unique unique,
  question_id uuid references public.questions (id) on delete cascade,
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'pending'
    constraint outbox_status_valid check (status in ('pending', 'delivered', 'skipped', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 8,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text
    constraint outbox_last_error_length check (char_length(last_error) <= 1000),
  delivered_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.outbox is
  'Durable queue of follow-ups (confirmation_email, partner_notification, partner_digest, smartsheet_row). dedupe_key makes each exactly once. Service role only.';
alter table public.outbox enable row level security;
revoke all on table public.outbox from anon, authenticated;
create index outbox_due_idx on public.outbox (next_attempt_at) where status = 'pending';
create index outbox_question_id_idx on public.outbox (question_id);

-- Internal: queue one follow-up (nothing when the dedupe key exists). Returns the row id or null.
create or replace function public.outbox_enqueue(
  p_kind text,
  p_dedupe_key text,
  p_question_id uuid default null,
  p_payload jsonb default '{}'::jsonb,
  p_not_before timestamptz default null,
  p_status text default 'pending',
  p_note text default null
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
begin
  insert into public.outbox (kind, dedupe_key, question_id, payload, next_attempt_at, status, last_error)
  values (p_kind, p_dedupe_key, p_question_id, coalesce(p_payload, '{}'::jsonb), coalesce(p_not_before, now()),
    coalesce(p_status, 'pending'), p_note)
  on conflict (dedupe_key) do nothing
  returning id into v_id;
  return v_id;
end;
$$;
comment on function public.outbox_enqueue(text, text, uuid, jsonb, timestamptz, text, text) is
  'Internal: queue one follow-up; a dedupe_key already queued is ignored (exactly once).';
revoke all on function public.outbox_enqueue(text, text, uuid, jsonb, timestamptz, text, text) from public, anon, authenticated;

-- process-outbox: claim due rows (skip the ones another worker holds).
create or replace function public.outbox_claim(p_limit integer default 10, p_lease_seconds integer default 120)
returns setof public.outbox
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query
  update public.outbox o
  set attempts = o.attempts + 1,
      locked_until = clock_timestamp() + make_interval(secs => greatest(coalesce(p_lease_seconds, 120), 10))
  where o.id in (
    select d.id from public.outbox d
    where d.status = 'pending'
      and d.next_attempt_at <= clock_timestamp()
      and (d.locked_until is null or d.locked_until <= clock_timestamp())
    order by d.next_attempt_at, d.id
    limit least(greatest(coalesce(p_limit, 10), 1), 100)
    for update skip locked
  )
  returning o.*;
end;
$$;
comment on function public.outbox_claim(integer, integer) is
  'Service role: claims up to p_limit due rows for p_lease_seconds (attempts + 1); rows held by another worker are skipped.';

-- process-outbox: record one outcome. 'delivered' and 'skipped' are final; 'retry' backs off
-- 30 s, 60 s, 120 s, ... (at most 1 h) until max_attempts, then 'failed'.
create or replace function public.outbox_finish(p_id bigint, p_outcome text, p_error text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.outbox;
begin
  select * into v_row from public.outbox o where o.id = p_id for update;
  if not found then
    raise exception 'Outbox row not found' using errcode = 'PT404';
  end if;
  if v_row.status <> 'pending' then
    return v_row.status;
  end if;
  if p_outcome = 'delivered' then
    update public.outbox o set status = 'delivered', delivered_at = now(), locked_until = null, last_error = null
    where o.id = p_id;
    return 'delivered';
  elsif p_outcome = 'skipped' then
    update public.outbox o set status = 'skipped', locked_until = null, last_error = left(p_error, 1000)
    where o.id = p_id;
    return 'skipped';
  elsif p_outcome = 'retry' then
    if v_row.attempts >= v_row.max_attempts then
      update public.outbox o set status = 'failed', locked_until = null, last_error = left(p_error, 1000)
      where o.id = p_id;
      return 'failed';
    end if;
    update public.outbox o
    set locked_until = null,
        last_error = left(p_error, 1000),
        next_attempt_at = clock_timestamp() + make_interval(secs => least(30 * power(2, greatest(v_row.attempts - 1, 0)), 3600))
    where o.id = p_id;
    return 'pending';
  end if;
  raise exception 'Unknown outcome %', p_outcome using errcode = '22023';
end;
$$;
comment on function public.outbox_finish(bigint, text, text) is
  'Service role: delivered | skipped (final) | retry (exponential backoff from 30 s, capped at 1 h; failed after max_attempts).';

revoke all on function public.outbox_claim(integer, integer) from public, anon, authenticated;
revoke all on function public.outbox_finish(bigint, text, text) from public, anon, authenticated;
grant execute on function public.outbox_claim(integer, integer) to service_role;
grant execute on function public.outbox_finish(bigint, text, text) to service_role;

-- Smartsheet: one row per question --------------------------------------------------------------
-- Claims the sync of one question: 'claimed' (go ahead), 'synced' (row_id set), 'busy' (another
-- worker holds a fresh claim), 'missing' (no such question).
create or replace function public.smartsheet_claim(p_question_id uuid)
returns table (outcome text, row_id text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.question_internal;
begin
  if not exists (select 1 from public.questions q where q.id = p_question_id) then
    return query select 'missing'::text, null::text;
    return;
  end if;
  insert into public.question_internal (question_id) values (p_question_id) on conflict (question_id) do nothing;
  update public.question_internal i
  set smartsheet_claimed_at = clock_timestamp()
  where i.question_id = p_question_id
    and i.smartsheet_row_id is null
    and (i.smartsheet_claimed_at is null or i.smartsheet_claimed_at < clock_timestamp() - interval '5 minutes')
  returning * into v_row;
  if found then
    return query select 'claimed'::text, null::text;
    return;
  end if;
  select * into v_row from public.question_internal i where i.question_id = p_question_id;
  if v_row.smartsheet_row_id is not null then
    return query select 'synced'::text, v_row.smartsheet_row_id;
  else
    return query select 'busy'::text, null::text;
  end if;
end;
$$;

create or replace function public.smartsheet_finish(p_question_id uuid, p_row_id text, p_error text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.question_internal i
  set smartsheet_row_id = coalesce(p_row_id, i.smartsheet_row_id),
      smartsheet_error = case when p_row_id is not null then null else left(p_error, 1000) end,
      smartsheet_synced_at = now(),
      smartsheet_claimed_at = null
  where i.question_id = p_question_id
$$;
comment on function public.smartsheet_claim(uuid) is 'Service role: claims the one Smartsheet sync of a question (claimed | synced | busy | missing).';
comment on function public.smartsheet_finish(uuid, text, text) is 'Service role: records the row id, or the error of the last attempt, and releases the claim.';
revoke all on function public.smartsheet_claim(uuid) from public, anon, authenticated;
revoke all on function public.smartsheet_finish(uuid, text, text) from public, anon, authenticated;
grant execute on function public.smartsheet_claim(uuid) to service_role;
grant execute on function public.smartsheet_finish(uuid, text, text) to service_role;
