-- Corporate (partner) accounts.

create table public.corporate_accounts (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint corporate_accounts_name_length check (char_length(btrim(name)) between 1 and 200),
  slug text not null
    constraint corporate_accounts_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  primary_email text
    constraint corporate_accounts_primary_email_length check (char_length(primary_email) <= 255),
  allowed_email_domains text[] not null default '{}',
  contract_start_date date,
  contract_end_date date,
  is_active boolean not null default true,
  logo_url text
    constraint corporate_accounts_logo_url_length check (char_length(logo_url) <= 2048),
  questions_remaining integer not null default 0
    constraint corporate_accounts_questions_remaining_min check (questions_remaining >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint corporate_accounts_name_key unique (name),
  constraint corporate_accounts_slug_key unique (slug),
  constraint corporate_accounts_contract_dates check (
    contract_end_date is null or contract_start_date is null or contract_end_date >= contract_start_date
  )
);
comment on table public.corporate_accounts is 'Partner organisations. Anonymous visitors read only get_public_corporate_account().';

alter table public.corporate_accounts enable row level security;

create index corporate_accounts_is_active_idx on public.corporate_accounts (is_active);

create trigger corporate_accounts_set_updated_at
  before update on public.corporate_accounts
  for each row execute function public.set_updated_at();

revoke all on table public.corporate_accounts from anon, authenticated;
grant select, insert, update, delete on table public.corporate_accounts to authenticated;
-- Policies are created with the profiles helpers (next migration).
