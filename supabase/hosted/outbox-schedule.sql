-- Hosted Supabase only, and a REQUIRED deployment step: without it no confirmation, partner
-- notification or Smartsheet row is ever delivered, and nothing is pruned. Not a migration (the
-- local stack has no pg_cron/pg_net; it runs stack/outbox-drainer.ts instead). Run once per project
-- in the SQL editor after `supabase db push` and `supabase functions deploy process-outbox`, after
-- storing two secrets:
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- It calls process-outbox every 10 seconds (pg_cron >= 1.5 sub-minute schedules) and right after
-- each submission's follow-ups are queued (a trigger on outbox inserts, through pg_net), so mail
-- goes out within a second or two and retries never wait on a browser. Each call drains every kind
-- on a lane of its own and calls never wait on each other (pg_net), so a slow Smartsheet never holds
-- a mail back; the approved answer is one of these mails (kind answer_email). Once an hour it runs
-- public.maintenance_prune() (closed rate-limit windows, expired used human tokens, outbox rows
-- delivered more than retention.outbox_days ago; failed rows are kept for staff).

create extension if not exists pg_cron;
create extension if not exists pg_net;

create or replace function public.outbox_kick()
returns void
language sql
security definer
set search_path = ''
as $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
      || '/functions/v1/process-outbox',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
$$;
revoke all on function public.outbox_kick() from public, anon, authenticated;

create or replace function public.outbox_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.outbox_kick();
  return null;
end;
$$;
revoke all on function public.outbox_after_insert() from public, anon, authenticated;

drop trigger if exists outbox_kick_after_insert on public.outbox;
create trigger outbox_kick_after_insert
  after insert on public.outbox
  for each statement execute function public.outbox_after_insert();

select cron.unschedule('process-outbox') where exists (select 1 from cron.job where jobname = 'process-outbox');
select cron.schedule('process-outbox', '10 seconds', 'select public.outbox_kick()');

select cron.unschedule('maintenance-prune') where exists (select 1 from cron.job where jobname = 'maintenance-prune');
select cron.schedule('maintenance-prune', '17 * * * *', 'select public.maintenance_prune()');
