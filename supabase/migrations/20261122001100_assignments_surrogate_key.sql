-- PostgREST treats a table whose primary key is made of two foreign keys as a many-to-many junction,
-- which made the spec's `profiles?select=*,corporate_account:corporate_accounts(*)` ambiguous
-- (PGRST201: profiles -> corporate_accounts directly, or through the assignments). A surrogate
-- primary key keeps the pair unique without making the table a junction.

alter table public.expert_corporate_assignments drop constraint expert_corporate_assignments_pkey;
alter table public.expert_corporate_assignments add column id uuid not null default gen_random_uuid();
alter table public.expert_corporate_assignments add constraint expert_corporate_assignments_pkey primary key (id);
alter table public.expert_corporate_assignments
  add constraint expert_corporate_assignments_expert_account_key unique (expert_id, corporate_account_id);
