-- Corporate accounts and expert assignments for the admin console (docs/spec-notes.md, "Admin
-- console").
--
-- Admins change accounts and assignments only through these RPCs, which validate with clear
-- messages and write admin_events in the same transaction; direct table writes are revoked so no
-- change can skip the audit.

revoke insert, update, delete on table public.corporate_accounts from authenticated;
drop policy "corporate_accounts: admins insert" on public.corporate_accounts;
drop policy "corporate_accounts: admins update" on public.corporate_accounts;
drop policy "corporate_accounts: admins delete" on public.corporate_accounts;

revoke insert, delete on table public.expert_corporate_assignments from authenticated;
drop policy "assignments: admins insert" on public.expert_corporate_assignments;
drop policy "assignments: admins delete" on public.expert_corporate_assignments;

-- Names are unique whatever their case (the public forms look accounts up by lower(name)).
create unique index corporate_accounts_name_lower_key on public.corporate_accounts (lower(name));

-- Internal: validated, normalised account fields, or 22023 naming the field. --------------------
create or replace function public.corporate_account_input(
  p_name text,
  p_slug text,
  p_primary_email text,
  p_allowed_email_domains text[],
  p_contract_start_date date,
  p_contract_end_date date,
  p_logo_url text
)
returns table (
  name text,
  slug text,
  primary_email text,
  allowed_email_domains text[],
  logo_url text
)
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
  v_slug text := btrim(coalesce(p_slug, ''));
  v_email text := nullif(btrim(coalesce(p_primary_email, '')), '');
  v_logo text := nullif(btrim(coalesce(p_logo_url, '')), '');
  v_domains text[] := '{}';
  v_domain text;
begin
  if v_name = '' then
    raise exception 'Name is required' using errcode = '22023';
  elsif char_length(v_name) > 200 then
    raise exception 'Name must be at most 200 characters' using errcode = '22023';
  end if;
  if v_slug = '' then
    raise exception 'Slug is required' using errcode = '22023';
  elsif char_length(v_slug) > 100 then
    raise exception 'Slug must be at most 100 characters' using errcode = '22023';
  elsif v_slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' then
    raise exception 'Slug must be lowercase letters and digits in words joined by single hyphens, e.g. summit-health'
      using errcode = '22023';
  end if;
  if v_email is not null then
    if char_length(v_email) > 255 then
      raise exception 'Primary email must be at most 255 characters' using errcode = '22023';
    elsif v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
      raise exception 'Primary email is not a valid email address' using errcode = '22023';
    end if;
  end if;
  if cardinality(coalesce(p_allowed_email_domains, '{}')) > 50 then
    raise exception 'At most 50 allowed email domains' using errcode = '22023';
  end if;
  foreach v_domain in array coalesce(p_allowed_email_domains, '{}') loop
    v_domain := lower(btrim(coalesce(v_domain, '')));
    v_domain := regexp_replace(v_domain, '^@', '');
    continue when v_domain = '';
    if char_length(v_domain) > 253
       or v_domain !~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$' then
      raise exception 'Allowed email domain "%" is not a domain name, e.g. example.org', v_domain
        using errcode = '22023';
    end if;
    if not v_domain = any(v_domains) then
      v_domains := v_domains || v_domain;
    end if;
  end loop;
  if p_contract_start_date is not null and p_contract_end_date is not null
     and p_contract_end_date < p_contract_start_date then
    raise exception 'Contract end date must be on or after the start date' using errcode = '22023';
  end if;
  if v_logo is not null then
    if char_length(v_logo) > 2048 then
      raise exception 'Logo URL must be at most 2048 characters' using errcode = '22023';
    elsif v_logo !~ '^(https?://[^[:space:]/]+[^[:space:]]*|/[^/[:space:]][^[:space:]]*)$' then
      raise exception 'Logo URL must start with https://, http:// or / (a path on this site)'
        using errcode = '22023';
    end if;
  end if;
  return query select v_name, v_slug, v_email, v_domains, v_logo;
end;
$$;
revoke all on function public.corporate_account_input(text, text, text, text[], date, date, text)
  from public, anon, authenticated;

-- Internal: 23505 with a clear message when the name or slug is taken by another account.
create or replace function public.corporate_account_check_unique(p_id uuid, p_name text, p_slug text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_other text;
begin
  select c.name into v_other from public.corporate_accounts c
  where c.slug = p_slug and c.id is distinct from p_id;
  if found then
    raise exception 'The slug "%" is already used by %', p_slug, v_other using errcode = '23505';
  end if;
  select c.name into v_other from public.corporate_accounts c
  where lower(c.name) = lower(p_name) and c.id is distinct from p_id;
  if found then
    raise exception 'An account named "%" already exists', v_other using errcode = '23505';
  end if;
end;
$$;
revoke all on function public.corporate_account_check_unique(uuid, text, text) from public, anon, authenticated;

-- Internal: the same message when a concurrent write won the race to the unique index.
create or replace function public.corporate_account_unique_message(p_constraint text, p_name text, p_slug text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_constraint = 'corporate_accounts_slug_key' then format('The slug "%s" is already used by another account', p_slug)
    else format('An account named "%s" already exists', p_name)
  end
$$;
revoke all on function public.corporate_account_unique_message(text, text, text) from public, anon, authenticated;

-- Internal: the fields of an account as the audit records them.
create or replace function public.corporate_account_audit_values(c public.corporate_accounts)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'name', c.name, 'slug', c.slug, 'primary_email', c.primary_email,
    'allowed_email_domains', to_jsonb(c.allowed_email_domains),
    'contract_start_date', c.contract_start_date, 'contract_end_date', c.contract_end_date,
    'is_active', c.is_active, 'logo_url', c.logo_url, 'questions_remaining', c.questions_remaining
  )
$$;
revoke all on function public.corporate_account_audit_values(public.corporate_accounts) from public, anon, authenticated;

-- Internal: the quota an account had right after its latest top-up, exact set or creation, from the
-- audit (null when it never had one through the admin console, e.g. seeded accounts).
create or replace function public.corporate_quota_allowance(p_account_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (e.new_values ->> 'questions_remaining')::integer
  from public.admin_events e
  where e.target_type = 'corporate_account' and e.target_id = p_account_id::text
    and e.action in ('account.create', 'account.quota_top_up', 'account.quota_set')
  order by e.id desc
  limit 1
$$;
revoke all on function public.corporate_quota_allowance(uuid) from public, anon, authenticated;

-- admin_list_corporate_accounts ----------------------------------------------------------------
-- Every account with the figures the accounts page shows. warnings (active accounts only):
--   low_quota        questions_remaining <= 5, or <= 10 % of quota_allowance
--   contract_ended   contract_end_date before today
--   contract_ending  contract_end_date today or within 30 days
--   no_expert        no expert assigned (auto-assignment cannot pick anyone)
create or replace function public.admin_list_corporate_accounts(
  p_search text default null,
  p_active boolean default null,
  p_attention boolean default false
)
returns table (
  id uuid,
  name text,
  slug text,
  is_active boolean,
  primary_email text,
  allowed_email_domains text[],
  contract_start_date date,
  contract_end_date date,
  contract_days_left integer,
  logo_url text,
  questions_remaining integer,
  quota_allowance integer,
  expert_ids uuid[],
  expert_names text[],
  questions_this_month bigint,
  warnings text[],
  created_at timestamptz,
  updated_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_term text := nullif(btrim(coalesce(p_search, '')), '');
  v_month timestamptz := date_trunc('month', now());
begin
  perform public.require_admin('Only admins can manage corporate accounts');
  return query
  with accounts as (
    select c.*, public.corporate_quota_allowance(c.id) as allowance
    from public.corporate_accounts c
    where (p_active is null or c.is_active = p_active)
      and (v_term is null
        or strpos(lower(c.name), lower(v_term)) > 0
        or strpos(c.slug, lower(v_term)) > 0)
  ),
  experts as (
    select a.corporate_account_id,
      array_agg(p.id order by p.name, p.id) as ids,
      array_agg(p.name order by p.name, p.id) as names
    from public.expert_corporate_assignments a
    join public.profiles p on p.id = a.expert_id and p.role = 'expert'
    group by a.corporate_account_id
  ),
  month_counts as (
    select q.corporate_account_id, count(*) as n
    from public.questions q
    where q.created_at >= v_month and q.corporate_account_id is not null
    group by q.corporate_account_id
  ),
  listed as (
    select ac.*, coalesce(ex.ids, '{}') as e_ids, coalesce(ex.names, '{}') as e_names,
      coalesce(mc.n, 0) as this_month,
      case when ac.contract_end_date is null then null else ac.contract_end_date - current_date end as days_left,
      case when not ac.is_active then '{}'::text[] else array_remove(array[
        case when ac.questions_remaining <= 5
               or (ac.allowance > 0 and ac.questions_remaining <= ac.allowance * 0.1)
             then 'low_quota' end,
        case when ac.contract_end_date < current_date then 'contract_ended' end,
        case when ac.contract_end_date >= current_date and ac.contract_end_date <= current_date + 30
             then 'contract_ending' end,
        case when ex.ids is null then 'no_expert' end
      ], null) end as w
    from accounts ac
    left join experts ex on ex.corporate_account_id = ac.id
    left join month_counts mc on mc.corporate_account_id = ac.id
  )
  select l.id, l.name, l.slug, l.is_active, l.primary_email, l.allowed_email_domains,
    l.contract_start_date, l.contract_end_date, l.days_left, l.logo_url, l.questions_remaining,
    l.allowance, l.e_ids, l.e_names, l.this_month, l.w, l.created_at, l.updated_at
  from listed l
  where not coalesce(p_attention, false) or cardinality(l.w) > 0
  order by l.name;
end;
$$;
comment on function public.admin_list_corporate_accounts(text, boolean, boolean) is
  'Admin: accounts with experts, questions this month, quota allowance and warnings; filters by name/slug, active, needing attention.';

-- admin_create_corporate_account / admin_update_corporate_account ----------------------------
create or replace function public.admin_create_corporate_account(
  p_name text,
  p_slug text,
  p_primary_email text default null,
  p_allowed_email_domains text[] default '{}',
  p_contract_start_date date default null,
  p_contract_end_date date default null,
  p_is_active boolean default true,
  p_logo_url text default null,
  p_questions_remaining integer default 0
)
returns public.corporate_accounts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage corporate accounts');
  v_in record;
  v_row public.corporate_accounts;
  v_constraint text;
begin
  select * into v_in from public.corporate_account_input(p_name, p_slug, p_primary_email,
    p_allowed_email_domains, p_contract_start_date, p_contract_end_date, p_logo_url);
  if p_questions_remaining is null or p_questions_remaining < 0 or p_questions_remaining > 1000000 then
    raise exception 'Questions remaining must be between 0 and 1000000' using errcode = '22023';
  end if;
  perform public.corporate_account_check_unique(null, v_in.name, v_in.slug);
  begin
    insert into public.corporate_accounts (name, slug, primary_email, allowed_email_domains,
      contract_start_date, contract_end_date, is_active, logo_url, questions_remaining)
    values (v_in.name, v_in.slug, v_in.primary_email, v_in.allowed_email_domains,
      p_contract_start_date, p_contract_end_date, coalesce(p_is_active, true), v_in.logo_url,
      p_questions_remaining)
    returning * into v_row;
  exception when unique_violation then
    get stacked diagnostics v_constraint = constraint_name;
    raise exception '%', public.corporate_account_unique_message(v_constraint, v_in.name, v_in.slug)
      using errcode = '23505';
  end;
  perform public.admin_log(v_uid, 'account.create', 'corporate_account', v_row.id::text, v_row.name,
    null, public.corporate_account_audit_values(v_row));
  return v_row;
end;
$$;
comment on function public.admin_create_corporate_account(text, text, text, text[], date, date, boolean, text, integer) is
  'Admin: creates a partner account (validated, unique name and slug, audited). Returns the row.';

-- A full replacement of the editable fields: an optional field left out is cleared.
create or replace function public.admin_update_corporate_account(
  p_id uuid,
  p_name text,
  p_slug text,
  p_is_active boolean,
  p_primary_email text default null,
  p_allowed_email_domains text[] default '{}',
  p_contract_start_date date default null,
  p_contract_end_date date default null,
  p_logo_url text default null
)
returns public.corporate_accounts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage corporate accounts');
  v_in record;
  v_old public.corporate_accounts;
  v_row public.corporate_accounts;
  v_constraint text;
  v_before jsonb;
  v_after jsonb;
  v_key text;
  v_old_diff jsonb := '{}';
  v_new_diff jsonb := '{}';
begin
  select * into v_old from public.corporate_accounts c where c.id = p_id for update;
  if not found then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  select * into v_in from public.corporate_account_input(p_name, p_slug, p_primary_email,
    p_allowed_email_domains, p_contract_start_date, p_contract_end_date, p_logo_url);
  perform public.corporate_account_check_unique(p_id, v_in.name, v_in.slug);
  begin
    update public.corporate_accounts c set
      name = v_in.name, slug = v_in.slug, primary_email = v_in.primary_email,
      allowed_email_domains = v_in.allowed_email_domains,
      contract_start_date = p_contract_start_date, contract_end_date = p_contract_end_date,
      is_active = coalesce(p_is_active, c.is_active), logo_url = v_in.logo_url
    where c.id = p_id
    returning * into v_row;
  exception when unique_violation then
    get stacked diagnostics v_constraint = constraint_name;
    raise exception '%', public.corporate_account_unique_message(v_constraint, v_in.name, v_in.slug)
      using errcode = '23505';
  end;

  v_before := public.corporate_account_audit_values(v_old) - 'questions_remaining' - 'is_active';
  v_after := public.corporate_account_audit_values(v_row) - 'questions_remaining' - 'is_active';
  for v_key in select jsonb_object_keys(v_after) loop
    if v_before -> v_key is distinct from v_after -> v_key then
      v_old_diff := v_old_diff || jsonb_build_object(v_key, v_before -> v_key);
      v_new_diff := v_new_diff || jsonb_build_object(v_key, v_after -> v_key);
    end if;
  end loop;
  if v_new_diff <> '{}' then
    perform public.admin_log(v_uid, 'account.update', 'corporate_account', p_id::text, v_row.name,
      v_old_diff, v_new_diff);
  end if;
  if v_old.is_active <> v_row.is_active then
    perform public.admin_log(v_uid,
      case when v_row.is_active then 'account.activate' else 'account.deactivate' end,
      'corporate_account', p_id::text, v_row.name,
      jsonb_build_object('is_active', v_old.is_active), jsonb_build_object('is_active', v_row.is_active));
  end if;
  return v_row;
end;
$$;
comment on function public.admin_update_corporate_account(uuid, text, text, boolean, text, text[], date, date, text) is
  'Admin: replaces the editable fields of an account (not its quota); audits the changed fields and (de)activation.';

create or replace function public.admin_set_corporate_account_active(p_id uuid, p_active boolean)
returns public.corporate_accounts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage corporate accounts');
  v_old boolean;
  v_row public.corporate_accounts;
begin
  if p_active is null then
    raise exception 'Active must be true or false' using errcode = '22023';
  end if;
  select c.is_active into v_old from public.corporate_accounts c where c.id = p_id for update;
  if not found then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  update public.corporate_accounts c set is_active = p_active where c.id = p_id returning * into v_row;
  if v_old <> p_active then
    perform public.admin_log(v_uid,
      case when p_active then 'account.activate' else 'account.deactivate' end,
      'corporate_account', p_id::text, v_row.name,
      jsonb_build_object('is_active', v_old), jsonb_build_object('is_active', p_active));
  end if;
  return v_row;
end;
$$;
comment on function public.admin_set_corporate_account_active(uuid, boolean) is
  'Admin: activates or deactivates an account (audited when it changes). Inactive accounts refuse submissions.';

-- Quota ----------------------------------------------------------------------------------------
-- Both lock the account row, so concurrent changes apply one after the other and none is lost.
create or replace function public.admin_change_corporate_quota(
  p_account_id uuid,
  p_mode text,
  p_value integer,
  p_reason text
)
returns table (corporate_account_id uuid, old_questions_remaining integer, new_questions_remaining integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can change quotas');
  v_old integer;
  v_new integer;
  v_name text;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if char_length(v_reason) > 2000 then
    raise exception 'The reason must be at most 2000 characters' using errcode = '22023';
  end if;
  if p_mode = 'top_up' and (p_value is null or p_value < 1 or p_value > 100000) then
    raise exception 'Add between 1 and 100000 questions' using errcode = '22023';
  end if;
  if p_mode = 'set' and (p_value is null or p_value < 0 or p_value > 1000000) then
    raise exception 'Questions remaining must be between 0 and 1000000' using errcode = '22023';
  end if;
  select c.questions_remaining, c.name into v_old, v_name
  from public.corporate_accounts c where c.id = p_account_id for update;
  if not found then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  v_new := case when p_mode = 'top_up' then v_old + p_value else p_value end;
  if v_new > 1000000 then
    raise exception 'Questions remaining cannot exceed 1000000' using errcode = '22023';
  end if;
  update public.corporate_accounts c set questions_remaining = v_new where c.id = p_account_id;
  perform public.admin_log(v_uid,
    case when p_mode = 'top_up' then 'account.quota_top_up' else 'account.quota_set' end,
    'corporate_account', p_account_id::text, v_name,
    jsonb_build_object('questions_remaining', v_old),
    jsonb_build_object('questions_remaining', v_new)
      || case when p_mode = 'top_up' then jsonb_build_object('added', p_value) else '{}'::jsonb end,
    v_reason);
  return query select p_account_id, v_old, v_new;
end;
$$;
revoke all on function public.admin_change_corporate_quota(uuid, text, integer, text) from public, anon, authenticated;

create or replace function public.admin_top_up_corporate_quota(p_account_id uuid, p_add integer, p_reason text default null)
returns table (corporate_account_id uuid, old_questions_remaining integer, new_questions_remaining integer)
language sql
security definer
set search_path = ''
as $$
  select * from public.admin_change_corporate_quota(p_account_id, 'top_up', p_add, p_reason)
$$;
comment on function public.admin_top_up_corporate_quota(uuid, integer, text) is
  'Admin: adds 1..100000 questions to an account''s remaining count (atomic, audited with old/new).';

create or replace function public.admin_set_corporate_quota(p_account_id uuid, p_questions_remaining integer, p_reason text default null)
returns table (corporate_account_id uuid, old_questions_remaining integer, new_questions_remaining integer)
language sql
security definer
set search_path = ''
as $$
  select * from public.admin_change_corporate_quota(p_account_id, 'set', p_questions_remaining, p_reason)
$$;
comment on function public.admin_set_corporate_quota(uuid, integer, text) is
  'Admin: sets an account''s remaining questions to an exact value 0..1000000 (atomic, audited with old/new).';

-- Expert assignments ---------------------------------------------------------------------------
create or replace function public.admin_assign_expert_account(p_expert_id uuid, p_account_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can assign experts');
  v_expert text;
  v_account text;
  v_inserted uuid;
begin
  select p.name into v_expert from public.profiles p where p.id = p_expert_id and p.role = 'expert';
  if not found then
    raise exception 'User is not an expert' using errcode = '22023';
  end if;
  select c.name into v_account from public.corporate_accounts c where c.id = p_account_id;
  if not found then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  insert into public.expert_corporate_assignments (expert_id, corporate_account_id)
  values (p_expert_id, p_account_id)
  on conflict (expert_id, corporate_account_id) do nothing
  returning id into v_inserted;
  if v_inserted is null then
    return false;
  end if;
  perform public.admin_log(v_uid, 'expert.assign_account', 'user', p_expert_id::text, v_expert,
    null, jsonb_build_object('corporate_account_id', p_account_id, 'corporate_account_name', v_account));
  return true;
end;
$$;
comment on function public.admin_assign_expert_account(uuid, uuid) is
  'Admin: assigns an expert to an account (true; false when already assigned). Audited.';

create or replace function public.admin_unassign_expert_account(p_expert_id uuid, p_account_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can assign experts');
  v_account text;
  v_deleted uuid;
begin
  delete from public.expert_corporate_assignments a
  where a.expert_id = p_expert_id and a.corporate_account_id = p_account_id
  returning a.id into v_deleted;
  if v_deleted is null then
    return false;
  end if;
  select c.name into v_account from public.corporate_accounts c where c.id = p_account_id;
  perform public.admin_log(v_uid, 'expert.unassign_account', 'user', p_expert_id::text,
    (select p.name from public.profiles p where p.id = p_expert_id),
    jsonb_build_object('corporate_account_id', p_account_id, 'corporate_account_name', v_account), null);
  return true;
end;
$$;
comment on function public.admin_unassign_expert_account(uuid, uuid) is
  'Admin: removes an expert from an account (true; false when not assigned). Their open questions stay theirs. Audited.';

revoke all on function public.admin_list_corporate_accounts(text, boolean, boolean) from public, anon, authenticated;
revoke all on function public.admin_create_corporate_account(text, text, text, text[], date, date, boolean, text, integer) from public, anon, authenticated;
revoke all on function public.admin_update_corporate_account(uuid, text, text, boolean, text, text[], date, date, text) from public, anon, authenticated;
revoke all on function public.admin_set_corporate_account_active(uuid, boolean) from public, anon, authenticated;
revoke all on function public.admin_top_up_corporate_quota(uuid, integer, text) from public, anon, authenticated;
revoke all on function public.admin_set_corporate_quota(uuid, integer, text) from public, anon, authenticated;
revoke all on function public.admin_assign_expert_account(uuid, uuid) from public, anon, authenticated;
revoke all on function public.admin_unassign_expert_account(uuid, uuid) from public, anon, authenticated;

grant execute on function public.admin_list_corporate_accounts(text, boolean, boolean) to authenticated;
grant execute on function public.admin_create_corporate_account(text, text, text, text[], date, date, boolean, text, integer) to authenticated;
grant execute on function public.admin_update_corporate_account(uuid, text, text, boolean, text, text[], date, date, text) to authenticated;
grant execute on function public.admin_set_corporate_account_active(uuid, boolean) to authenticated;
grant execute on function public.admin_top_up_corporate_quota(uuid, integer, text) to authenticated;
grant execute on function public.admin_set_corporate_quota(uuid, integer, text) to authenticated;
grant execute on function public.admin_assign_expert_account(uuid, uuid) to authenticated;
grant execute on function public.admin_unassign_expert_account(uuid, uuid) to authenticated;
