-- Reference data production needs: the app_settings rows every function reads (the abuse limits,
-- token lifetimes, ask-back periods, retention), each with its default, and the keys the database
-- signs tokens with (random per database, never readable by a client). Seed and demo data live in
-- supabase/seed.sql. `on conflict do nothing` keeps a value an operator has changed.

insert into public.app_settings (key, value) values
  -- Abuse limits of the public submission path (docs/decisions.md), per window
  ('limit.submissions_per_address', '5'),
  ('limit.submissions_window_seconds', '600'),
  ('limit.submissions_per_address_ceiling', '50'),
  ('limit.submissions_per_user', '20'),
  ('limit.submissions_per_user_window_seconds', '600'),
  ('limit.confirmations_per_recipient', '3'),
  ('limit.confirmations_window_seconds', '3600'),
  ('limit.notifications_per_account', '30'),
  ('limit.notifications_window_seconds', '3600'),
  ('limit.demo_checks_per_address', '10'),
  ('limit.demo_checks_window_seconds', '600'),
  ('limit.min_fill_seconds', '3'),
  ('limit.held_per_address', '5'),
  ('limit.reply_link_checks_per_address', '30'),
  ('limit.reply_link_checks_window_seconds', '600'),
  ('limit.kb_public_articles_per_address', '60'),
  ('limit.kb_public_articles_window_seconds', '600'),
  ('limit.kb_suggestions_per_address', '120'),
  ('limit.kb_suggestions_window_seconds', '600'),
  ('limit.kb_form_sessions_per_address', '30'),
  ('limit.kb_form_sessions_window_seconds', '600'),
  -- Tokens: demo access, and Cloudflare Turnstile's human check (off until the deployer turns it on)
  ('demo.token_ttl_seconds', '43200'),
  ('turnstile_required', 'false'),
  ('human.token_ttl_seconds', '300'),
  -- Ask the submitter back (docs/spec-notes.md, "Request more information")
  ('ask_back.reminder_days', '3'),
  ('ask_back.close_days', '14'),
  ('ask_back.reopen_days', '30'),
  ('ask_back.token_ttl_days', '30'),
  -- Housekeeping: what maintenance_prune keeps
  ('retention.outbox_days', '30'),
  ('retention.held_days', '14')
on conflict (key) do nothing;

insert into public.server_secrets (name, value) values
  ('demo_token', extensions.gen_random_bytes(32)),
  ('human_token', extensions.gen_random_bytes(32))
on conflict (name) do nothing;
