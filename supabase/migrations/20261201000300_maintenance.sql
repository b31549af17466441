-- Housekeeping (docs/decisions.md, "Housekeeping"): maintenance_prune (service role only) deletes
-- what nothing reads any more: rate-limit windows that have closed, used human tokens past their
-- expiry, and outbox rows delivered or skipped more than retention.outbox_days ago. Failed and
-- pending outbox rows stay (staff look at failures; pending ones are still to be delivered).
-- Called hourly by the local stack's drainer (stack/outbox-drainer.ts) and by pg_cron on hosted
-- Supabase (supabase/hosted/outbox-schedule.sql).

insert into public.app_settings (key, value) values ('retention.outbox_days', '30')
on conflict (key) do nothing;

-- A window's end, so the prune knows when it has closed (rate_limit_take knows the window's length;
-- the table did not). Rows from before this column: a day after their start.
alter table public.rate_limits add column expires_at timestamptz;
comment on column public.rate_limits.expires_at is 'The end of the window (window_start + the window''s length).';
create index rate_limits_expires_idx on public.rate_limits (expires_at);

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
  insert into public.rate_limits as r (bucket, subject, window_start, hits, expires_at)
  values (p_bucket, coalesce(p_subject, 'unknown'), v_start, 1, v_start + make_interval(secs => v_window))
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

create or replace function public.maintenance_prune(p_outbox_days integer default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_days integer := greatest(coalesce(p_outbox_days, public.setting_int('retention.outbox_days', 30)), 1);
  v_windows bigint;
  v_tokens bigint;
  v_outbox bigint;
begin
  delete from public.rate_limits r
  where coalesce(r.expires_at, r.window_start + interval '1 day') < clock_timestamp();
  get diagnostics v_windows = row_count;

  delete from public.human_tokens_used u where u.expires_at < clock_timestamp();
  get diagnostics v_tokens = row_count;

  -- A pruned row's dedupe key is gone too; every key is queued once, when its question or request is
  -- created, so nothing queues it again.
  delete from public.outbox o
  where o.status in ('delivered', 'skipped')
    and coalesce(o.delivered_at, o.created_at) < clock_timestamp() - make_interval(days => v_days);
  get diagnostics v_outbox = row_count;

  return jsonb_build_object('rateLimitWindows', v_windows, 'humanTokens', v_tokens, 'outboxRows', v_outbox);
end;
$$;
comment on function public.maintenance_prune(integer) is
  'Service role: deletes closed rate-limit windows, expired used human tokens and outbox rows delivered/skipped more than p_outbox_days (default retention.outbox_days) ago; keeps failed and pending rows. Returns the counts.';
revoke all on function public.maintenance_prune(integer) from public, anon, authenticated;
grant execute on function public.maintenance_prune(integer) to service_role;
