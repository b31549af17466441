-- Functions of the admin console: the audit log, accounts and assignments, users and experts,
-- questions, the dashboard, settings, held submissions and housekeeping. Each checks is_admin().

-- admin_update_user: audited, and requeues a demoted expert's open questions ------------------
create function public.admin_update_user(
  p_user_id uuid,
  p_name text default null,
  p_role public.app_role default null,
  p_questions_remaining integer default null,
  p_is_approver boolean default null
)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_old public.profiles;
  v_p public.profiles;
  v_role public.app_role;
  v_name text := btrim(p_name);
  v_moves jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can update users' using errcode = '42501';
  end if;
  select * into v_old from public.profiles p where p.id = p_user_id for update;
  if not found then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  v_role := coalesce(p_role, v_old.role);

  if p_name is not null and (v_name = '' or char_length(v_name) > 100) then
    raise exception 'Name must be 1 to 100 characters' using errcode = '22023';
  end if;
  if p_questions_remaining is not null then
    if v_role <> 'user' then
      raise exception 'Question quota can only be set for users' using errcode = '22023';
    end if;
    if p_questions_remaining < -1 then
      raise exception 'Question quota must be -1 (unlimited) or more' using errcode = '22023';
    end if;
  end if;
  if p_is_approver is not null and v_role <> 'expert' then
    raise exception 'Approver flag can only be set for experts' using errcode = '22023';
  end if;
  if v_old.role = 'admin' and v_role <> 'admin' and not exists (
    select 1 from public.profiles p where p.role = 'admin' and p.id <> p_user_id
  ) then
    raise exception 'Cannot remove the last admin' using errcode = 'PT409';
  end if;

  update public.profiles p set
    name = coalesce(v_name, p.name),
    role = v_role,
    questions_remaining = coalesce(p_questions_remaining, p.questions_remaining),
    is_approver = case when v_role <> 'expert' then false else coalesce(p_is_approver, p.is_approver) end
  where p.id = p_user_id
  returning * into v_p;

  if v_old.role = 'expert' and v_role <> 'expert' then
    v_moves := public.requeue_expert_questions(p_user_id, v_uid, 'expert role removed');
  end if;
  if v_role <> 'expert' then
    delete from public.expert_corporate_assignments a where a.expert_id = p_user_id;
  end if;

  if v_old.name is distinct from v_p.name then
    perform public.admin_log(v_uid, 'user.rename', 'user', p_user_id::text, v_p.name,
      jsonb_build_object('name', v_old.name), jsonb_build_object('name', v_p.name));
  end if;
  if v_old.role is distinct from v_p.role then
    perform public.admin_log(v_uid, 'user.role_change', 'user', p_user_id::text, v_p.name,
      jsonb_build_object('role', v_old.role, 'is_approver', v_old.is_approver),
      jsonb_build_object('role', v_p.role, 'is_approver', v_p.is_approver) || coalesce(v_moves, '{}'));
  elsif v_old.is_approver is distinct from v_p.is_approver then
    perform public.admin_log(v_uid, 'user.approver_change', 'user', p_user_id::text, v_p.name,
      jsonb_build_object('is_approver', v_old.is_approver), jsonb_build_object('is_approver', v_p.is_approver));
  end if;
  if v_old.questions_remaining is distinct from v_p.questions_remaining and p_questions_remaining is not null then
    perform public.admin_log(v_uid, 'user.quota_change', 'user', p_user_id::text, v_p.name,
      jsonb_build_object('questions_remaining', v_old.questions_remaining),
      jsonb_build_object('questions_remaining', v_p.questions_remaining));
  end if;
  return v_p;
end;
$$;
comment on function public.admin_update_user(uuid, text, public.app_role, integer, boolean) is
  'Admin-only: name, role, quota (users only), approver flag (experts only). Audited; an expert who loses the role has their open questions moved.';

create function public.admin_set_user_corporate_account(p_user_id uuid, p_corporate_account_id uuid)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.profiles;
  v_p public.profiles;
begin
  if not public.is_admin() then
    raise exception 'Only admins can update users' using errcode = '42501';
  end if;
  if p_corporate_account_id is not null
     and not exists (select 1 from public.corporate_accounts c where c.id = p_corporate_account_id) then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  select * into v_old from public.profiles p where p.id = p_user_id for update;
  if not found then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  update public.profiles p set
    corporate_account_id = p_corporate_account_id,
    is_corporate_user = p_corporate_account_id is not null,
    questions_remaining = case
      when p_corporate_account_id is not null then -1
      when p.is_corporate_user then 10
      else p.questions_remaining
    end
  where p.id = p_user_id
  returning * into v_p;
  if v_old.corporate_account_id is distinct from v_p.corporate_account_id then
    perform public.admin_log(auth.uid(), 'user.corporate_account_change', 'user', p_user_id::text, v_p.name,
      jsonb_build_object('corporate_account_id', v_old.corporate_account_id,
        'corporate_account_name', (select c.name from public.corporate_accounts c where c.id = v_old.corporate_account_id),
        'questions_remaining', v_old.questions_remaining),
      jsonb_build_object('corporate_account_id', v_p.corporate_account_id,
        'corporate_account_name', (select c.name from public.corporate_accounts c where c.id = v_p.corporate_account_id),
        'questions_remaining', v_p.questions_remaining));
  end if;
  return v_p;
end;
$$;
comment on function public.admin_set_user_corporate_account(uuid, uuid) is
  'Admin-only: link a user to a corporate account (unlimited questions) or unlink (null). Audited.';

create function public.admin_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'admin_events is append-only' using errcode = '42501';
end;
$$;

-- Internal: appends one audit row for p_actor (null allowed), copying their name and email.
create function public.admin_log(
  p_actor uuid,
  p_action text,
  p_target_type text,
  p_target_id text,
  p_target_label text,
  p_old jsonb default null,
  p_new jsonb default null,
  p_reason text default null
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
begin
  insert into public.admin_events (actor_id, actor_name, actor_email, action, target_type, target_id,
    target_label, old_values, new_values, reason)
  select p_actor, p.name, p.email, p_action, p_target_type, p_target_id, p_target_label, p_old, p_new,
    nullif(btrim(p_reason), '')
  from (select 1) one
  left join public.profiles p on p.id = p_actor
  returning id into v_id;
  return v_id;
end;
$$;
comment on function public.admin_log(uuid, text, text, text, text, jsonb, jsonb, text) is
  'Internal: appends an admin_events row (actor name and email copied from profiles).';

-- Internal: the one place the admin RPCs check the caller.
create function public.require_admin(p_message text default 'Only admins can do this')
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception '%', p_message using errcode = '42501';
  end if;
  return auth.uid();
end;
$$;

-- Internal: validated, normalised account fields, or 22023 naming the field. --------------------
create function public.corporate_account_input(
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

-- Internal: 23505 with a clear message when the name or slug is taken by another account.
create function public.corporate_account_check_unique(p_id uuid, p_name text, p_slug text)
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

-- Internal: the same message when a concurrent write won the race to the unique index.
create function public.corporate_account_unique_message(p_constraint text, p_name text, p_slug text)
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

-- Internal: the fields of an account as the audit records them.
create function public.corporate_account_audit_values(c public.corporate_accounts)
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

-- Internal: the quota an account had right after its latest top-up, exact set or creation, from the
-- audit (null when it never had one through the admin console, e.g. seeded accounts).
create function public.corporate_quota_allowance(p_account_id uuid)
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

-- admin_list_corporate_accounts ----------------------------------------------------------------
-- Every account with the figures the accounts page shows. warnings (active accounts only):
--   low_quota        questions_remaining <= 5, or <= 10 % of quota_allowance
--   contract_ended   contract_end_date before today
--   contract_ending  contract_end_date today or within 30 days
--   no_expert        no expert assigned (auto-assignment cannot pick anyone)
create function public.admin_list_corporate_accounts(
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
create function public.admin_create_corporate_account(
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
create function public.admin_update_corporate_account(
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

create function public.admin_set_corporate_account_active(p_id uuid, p_active boolean)
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
create function public.admin_change_corporate_quota(
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

create function public.admin_top_up_corporate_quota(p_account_id uuid, p_add integer, p_reason text default null)
returns table (corporate_account_id uuid, old_questions_remaining integer, new_questions_remaining integer)
language sql
security definer
set search_path = ''
as $$
  select * from public.admin_change_corporate_quota(p_account_id, 'top_up', p_add, p_reason)
$$;
comment on function public.admin_top_up_corporate_quota(uuid, integer, text) is
  'Admin: adds 1..100000 questions to an account''s remaining count (atomic, audited with old/new).';

create function public.admin_set_corporate_quota(p_account_id uuid, p_questions_remaining integer, p_reason text default null)
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
create function public.admin_assign_expert_account(p_expert_id uuid, p_account_id uuid)
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

create function public.admin_unassign_expert_account(p_expert_id uuid, p_account_id uuid)
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

-- Removing an expert ----------------------------------------------------------------------------
-- The departing expert's open questions go back to the account's queue. The new expert is picked
-- with the departing one counted as gone, so an
-- approver's deletion never hands questions to the approver who is then the only one.
create function public.requeue_expert_questions(p_expert uuid, p_actor uuid, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_q record;
  v_new uuid;
  v_at timestamptz;
  v_reassigned integer := 0;
  v_unassigned integer := 0;
  v_kept integer := 0;
  v_waiting integer := 0;
  v_closed integer := 0;
begin
  delete from public.expert_corporate_assignments a where a.expert_id = p_expert;
  for v_q in
    select q.id, q.status, q.corporate_account_id
    from public.questions q
    where q.expert_id = p_expert
      and q.status in ('pending', 'needs_information', 'awaiting_approval', 'closed_no_reply')
    order by q.id
    for update
  loop
    v_new := case when v_q.corporate_account_id is not null
      then public.pick_account_expert_excluding(v_q.corporate_account_id, p_expert) end;
    if v_q.status = 'pending' then
      -- two events in one transaction: the second is stamped strictly later, so the history
      -- (ordered by created_at) always shows them in this order
      v_at := clock_timestamp();
      update public.questions q set status = 'unassigned', expert_id = null where q.id = v_q.id;
      insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason, created_at)
      values (v_q.id, p_actor, 'status_changed', 'pending', 'unassigned', p_reason, v_at);
      if v_new is not null then
        update public.questions q set status = 'pending', expert_id = v_new where q.id = v_q.id;
        insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason, created_at)
        values (v_q.id, p_actor, 'assigned', 'unassigned', 'pending', 'auto-assignment',
          greatest(clock_timestamp(), v_at + interval '1 microsecond'));
        v_reassigned := v_reassigned + 1;
      else
        v_unassigned := v_unassigned + 1;
      end if;
    elsif v_q.status in ('needs_information', 'closed_no_reply') then
      update public.questions q set expert_id = v_new where q.id = v_q.id;
      insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
      values (v_q.id, p_actor, 'assigned', v_q.status, v_q.status,
        p_reason || case
          when v_new is null then '; nobody else serves the account, the submitter''s reply returns it to unassigned'
          when v_q.status = 'needs_information' then '; waiting for the submitter, the reply goes to the new expert'
          else '; closed without a reply, a reopening reply goes to the new expert' end);
      if v_q.status = 'closed_no_reply' then
        v_closed := v_closed + 1;
      else
        v_waiting := v_waiting + 1;
        if v_new is not null then
          v_reassigned := v_reassigned + 1;
        else
          v_unassigned := v_unassigned + 1;
        end if;
      end if;
    elsif v_new is not null then
      update public.questions q set expert_id = v_new where q.id = v_q.id;
      insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
      values (v_q.id, p_actor, 'assigned', 'awaiting_approval', 'awaiting_approval',
        p_reason || '; the answer awaits approval, a revision goes to the new expert');
      v_reassigned := v_reassigned + 1;
    else
      v_kept := v_kept + 1;
    end if;
  end loop;
  return jsonb_build_object(
    'questions_moved', v_reassigned + v_unassigned,
    'reassigned', v_reassigned,
    'unassigned', v_unassigned,
    'kept_awaiting_approval', v_kept,
    'waiting_for_reply', v_waiting,
    'closed_no_reply', v_closed
  );
end;
$$;
comment on function public.requeue_expert_questions(uuid, uuid, text) is
  'Internal: removes an expert''s assignments and moves their open questions, and those closed without a reply, to other experts of the account (never the approver left as the only one).';

-- Staff creation and deletion (the create-staff-user and delete-user functions) ---------------
-- The functions verify the admin and call these as the service role with the admin's id.
create function public.record_staff_user_created(
  p_user_id uuid,
  p_name text,
  p_role public.app_role,
  p_actor_id uuid
)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_p public.profiles;
begin
  if p_role is null or p_role not in ('admin', 'expert') then
    raise exception 'Staff role must be admin or expert' using errcode = '22023';
  end if;
  update public.profiles p set name = btrim(p_name), role = p_role, questions_remaining = -1
  where p.id = p_user_id
  returning * into v_p;
  if not found then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  perform public.admin_log(p_actor_id, 'user.create_staff', 'user', p_user_id::text, v_p.name, null,
    jsonb_build_object('name', v_p.name, 'email', v_p.email, 'role', v_p.role));
  return v_p;
end;
$$;
comment on function public.record_staff_user_created(uuid, text, public.app_role, uuid) is
  'Service role (create-staff-user): makes the new auth user''s profile staff and audits it for the admin.';

create function public.record_user_deletion_request(p_user_id uuid, p_actor_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.user_deletion_requests (user_id, actor_id)
  values (p_user_id, p_actor_id)
  on conflict (user_id) do update set actor_id = excluded.actor_id, requested_at = now()
$$;
comment on function public.record_user_deletion_request(uuid, uuid) is
  'Service role (delete-user): notes which admin is deleting the user, for the audit and history.';

-- Deleting a profile: audited; the audit row of an approver's deletion also counts
-- the waiting answers nobody is left to approve (the dashboard lists them).
create function public.profiles_before_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid;
  v_moves jsonb;
begin
  delete from public.user_deletion_requests r where r.user_id = old.id
  returning case when r.requested_at > now() - interval '15 minutes' then r.actor_id end into v_actor;
  if v_actor is not null and not exists (select 1 from public.profiles p where p.id = v_actor and p.id <> old.id) then
    v_actor := null;
  end if;
  if old.role = 'expert' then
    v_moves := public.requeue_expert_questions(old.id, v_actor, 'expert deleted');
  end if;
  if old.role = 'expert' and old.is_approver then
    v_moves := v_moves || jsonb_build_object('answers_left_without_approver',
      public.answers_stranded_by_leaving(old.id));
  end if;
  perform public.admin_log(v_actor, 'user.delete', 'user', old.id::text, old.name,
    jsonb_build_object('name', old.name, 'email', old.email, 'role', old.role,
      'is_approver', old.is_approver, 'corporate_account_id', old.corporate_account_id),
    v_moves,
    case when v_actor is null then 'deleted without an admin request (e.g. the Supabase dashboard)' end);
  return old;
end;
$$;

-- Reassigning -----------------------------------------------------------------------------------
-- The only approver is refused as the new expert: whatever they would
-- answer (now, after a rejection or after the submitter's reply) nobody could approve.
create function public.admin_reassign_questions(
  p_question_ids uuid[],
  p_expert_id uuid,
  p_reason text default null
)
returns table (question_id uuid, outcome text, message text, status public.question_status)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := public.require_admin('Only admins can reassign questions');
  v_ids uuid[];
  v_expert_name text;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_q record;
  v_moved jsonb := '[]';
  v_results jsonb := '[]';
  v_single_title text;
begin
  select array_agg(distinct x) into v_ids from unnest(p_question_ids) x where x is not null;
  if v_ids is null or cardinality(v_ids) > 1000 then
    raise exception 'Select between 1 and 1000 questions' using errcode = '22023';
  end if;
  if char_length(v_reason) > 2000 then
    raise exception 'The reason must be at most 2000 characters' using errcode = '22023';
  end if;
  select p.name into v_expert_name from public.profiles p where p.id = p_expert_id and p.role = 'expert';
  if not found then
    raise exception 'User is not an expert' using errcode = '22023';
  end if;
  if p_expert_id = public.sole_approver() then
    raise exception '%', public.only_approver_message(v_expert_name) using errcode = 'PT409';
  end if;

  for v_q in
    select q.id, q.title, q.status, q.expert_id from public.questions q
    where q.id = any(v_ids) order by q.id for update
  loop
    if v_q.status = 'approved' then
      v_results := v_results || jsonb_build_array(jsonb_build_object('question_id', v_q.id,
        'outcome', 'refused', 'message', 'Cannot reassign a question that is approved', 'status', v_q.status));
    elsif v_q.expert_id = p_expert_id and v_q.status <> 'unassigned' then
      v_results := v_results || jsonb_build_array(jsonb_build_object('question_id', v_q.id,
        'outcome', 'unchanged', 'message', 'Already assigned to this expert', 'status', v_q.status));
    else
      update public.questions q
      set expert_id = p_expert_id,
          status = case when q.status = 'unassigned' then 'pending'::public.question_status else q.status end
      where q.id = v_q.id;
      insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
      values (v_q.id, v_uid, 'assigned', v_q.status,
        case when v_q.status = 'unassigned' then 'pending'::public.question_status else v_q.status end,
        coalesce(v_reason, case when v_q.expert_id is null then 'assigned by an admin' else 'reassigned by an admin' end));
      v_results := v_results || jsonb_build_array(jsonb_build_object('question_id', v_q.id,
        'outcome', case when v_q.expert_id is null then 'assigned' else 'reassigned' end,
        'status', case when v_q.status = 'unassigned' then 'pending'::public.question_status else v_q.status end));
      v_moved := v_moved || jsonb_build_array(jsonb_build_object(
        'id', v_q.id, 'from_expert_id', v_q.expert_id, 'from_status', v_q.status));
      v_single_title := v_q.title;
    end if;
  end loop;

  if jsonb_array_length(v_moved) > 0 then
    perform public.admin_log(v_uid, 'question.reassign', 'question',
      case when jsonb_array_length(v_moved) = 1 then v_moved -> 0 ->> 'id' end,
      case when jsonb_array_length(v_moved) = 1 then v_single_title
        else format('%s questions', jsonb_array_length(v_moved)) end,
      jsonb_build_object('questions', v_moved),
      jsonb_build_object('expert_id', p_expert_id, 'expert_name', v_expert_name, 'count', jsonb_array_length(v_moved)),
      v_reason);
  end if;

  return query
  select i.id, coalesce(r.outcome, 'not_found'), case when r.outcome is null then 'Question not found' else r.message end, r.status
  from unnest(v_ids) i(id)
  left join jsonb_to_recordset(v_results)
    as r(question_id uuid, outcome text, message text, status public.question_status) on r.question_id = i.id
  order by i.id;
end;
$$;
comment on function public.admin_reassign_questions(uuid[], uuid, text) is
  'Admin: assigns 1..1000 questions (any but approved) to any expert but the only approver (PT409, saying what to do); one result row per id; audited once.';

-- Question management for admins (docs/spec-notes.md, "Admin console"; docs/decisions.md, "Every
-- question opens where its reader works").
--
-- Admins list questions with the expert list's own RPC (expert_list_questions, with
-- an expert filter, the submitter's name and email for the CSV export, and pages of up to 1000 rows
-- for admins), reassign one or many questions to any expert, and override a status with a required
-- reason. The dashboard's status counts, overdue questions and failed answer emails are here too.
--
-- Questions deleted by an admin through the API are audited (their history goes with them).
create function public.questions_audit_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.is_admin() then
    perform public.admin_log(auth.uid(), 'question.delete', 'question', old.id::text, old.title,
      jsonb_build_object('status', old.status, 'corporate_account_id', old.corporate_account_id,
        'expert_id', old.expert_id, 'created_at', old.created_at, 'submitter_email', old.submitter_email),
      null);
  end if;
  return old;
end;
$$;

-- Dashboard -------------------------------------------------------------------------------------
-- Internal: the answer-time target (hours) the dashboard measures open questions against.
create function public.answer_time_target_hours()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.value::integer from public.app_settings s where s.key = 'answer_time_target_hours'), 72)
$$;

-- Every status of the enum, in its order, with its count (a status added later shows up by itself).
create function public.admin_status_counts()
returns table (status public.question_status, count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can view the admin dashboard');
  return query
  select s.st, coalesce(n.cnt, 0)
  from unnest(enum_range(null::public.question_status)) with ordinality s(st, ord)
  left join (
    select q.status as st, count(*) as cnt from public.questions q group by q.status
  ) n on n.st = s.st
  order by s.ord;
end;
$$;
comment on function public.admin_status_counts() is 'Admin: the number of questions in each status of the enum, in enum order.';

-- The answer-time clock at scale.
-- The overdue measure subtracts question_paused_seconds (a SECURITY DEFINER SQL function, never
-- inlined) for every row it looks at: the dashboard's overdue count called it for every open
-- question older than the target, and expert_metrics for every answered question of the window.
-- Measured by npm run bench:lists at 100,000 questions (about 50,000 of them open and overdue):
-- admin_overdue_questions 532 / 973 ms p50 / p95, expert_metrics(12) about 1 s.
-- Most questions were never asked back, so both call it only for a question that has a
-- request (a hashed lookup of info_requests' question ids); the results are the same. On that
-- database: admin_overdue_questions(20) 15 ms, expert_metrics(12) about 0.6 s.
create function public.admin_overdue_questions(p_limit integer default 20)
returns table (
  id uuid,
  title text,
  status public.question_status,
  created_at timestamptz,
  age_hours numeric,
  corporate_account_id uuid,
  corporate_account_name text,
  expert_id uuid,
  expert_name text,
  target_hours integer,
  overdue_total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_target integer := public.answer_time_target_hours();
  v_cutoff timestamptz := now() - make_interval(hours => public.answer_time_target_hours());
  v_total bigint;
begin
  perform public.require_admin('Only admins can view the admin dashboard');
  select count(*) into v_total from public.questions q
  where q.status in ('unassigned', 'pending', 'awaiting_approval') and q.created_at < v_cutoff
    and (q.id not in (select r.question_id from public.info_requests r)
      or q.created_at + make_interval(secs => public.question_paused_seconds(q.id, now())) < v_cutoff);
  return query
  select q.id, q.title, q.status, q.created_at,
    round(((extract(epoch from (now() - q.created_at)) - public.question_paused_seconds(q.id, now())) / 3600.0)::numeric, 1),
    q.corporate_account_id, c.name, q.expert_id, p.name, v_target, v_total
  from public.questions q
  left join public.corporate_accounts c on c.id = q.corporate_account_id
  left join public.profiles p on p.id = q.expert_id
  where q.status in ('unassigned', 'pending', 'awaiting_approval') and q.created_at < v_cutoff
    and (q.id not in (select r.question_id from public.info_requests r)
      or q.created_at + make_interval(secs => public.question_paused_seconds(q.id, now())) < v_cutoff)
  order by q.created_at, q.id
  limit greatest(1, least(coalesce(p_limit, 20), 200));
end;
$$;
comment on function public.admin_overdue_questions(integer) is
  'Admin: open questions past the answer-time target, oldest first (1..200 rows), with the total.';

-- Settings --------------------------------------------------------------------------------------
create function public.admin_get_settings()
returns table (
  answer_time_target_hours integer,
  answer_time_target_updated_at timestamptz,
  answer_time_target_updated_by text,
  demo_access_code_set boolean,
  demo_access_code_updated_at timestamptz,
  demo_access_code_updated_by text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can view settings');
  return query
  select
    public.answer_time_target_hours(),
    t.updated_at,
    coalesce((select e.actor_name from public.admin_events e
      where e.action = 'setting.answer_time_target' order by e.id desc limit 1), tp.name),
    d.key is not null,
    d.updated_at,
    coalesce((select e.actor_name from public.admin_events e
      where e.action = 'setting.demo_access_code' order by e.id desc limit 1), dp.name)
  from (select 1) one
  left join public.app_settings t on t.key = 'answer_time_target_hours'
  left join public.profiles tp on tp.id = t.updated_by
  left join public.app_settings d on d.key = 'demo_access_code_hash'
  left join public.profiles dp on dp.id = d.updated_by;
end;
$$;
comment on function public.admin_get_settings() is
  'Admin: the answer-time target and when/by whom it and the demo access code were last changed (never the code or its hash).';

create function public.admin_set_answer_time_target(p_hours integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can change settings');
  v_old integer := public.answer_time_target_hours();
begin
  if p_hours is null or p_hours < 1 or p_hours > 720 then
    raise exception 'The answer-time target must be between 1 and 720 hours' using errcode = '22023';
  end if;
  insert into public.app_settings (key, value, updated_by)
  values ('answer_time_target_hours', p_hours::text, v_uid)
  on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by;
  if v_old <> p_hours then
    perform public.admin_log(v_uid, 'setting.answer_time_target', 'setting', 'answer_time_target_hours',
      'Answer-time target', jsonb_build_object('hours', v_old), jsonb_build_object('hours', p_hours));
  end if;
  return p_hours;
end;
$$;
comment on function public.admin_set_answer_time_target(integer) is
  'Admin: the answer-time target in hours (1..720, default 72) the dashboard measures open questions against. Audited.';

create function public.admin_set_account_flag(p_id uuid, p_flag text, p_on boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage corporate accounts');
  v_old boolean;
  v_name text;
begin
  if p_flag is null or p_flag not in ('demo_gated', 'kb_public_suggestions', 'smartsheet_sync') then
    raise exception 'Unknown account setting' using errcode = '22023';
  end if;
  if p_on is null then
    raise exception 'The setting must be on or off' using errcode = '22023';
  end if;
  select case p_flag
      when 'demo_gated' then c.demo_gated
      when 'kb_public_suggestions' then c.kb_public_suggestions
      else c.smartsheet_sync
    end, c.name
    into v_old, v_name
    from public.corporate_accounts c where c.id = p_id for update;
  if not found then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  if v_old <> p_on then
    update public.corporate_accounts c
      set demo_gated = case when p_flag = 'demo_gated' then p_on else c.demo_gated end,
          kb_public_suggestions =
            case when p_flag = 'kb_public_suggestions' then p_on else c.kb_public_suggestions end,
          smartsheet_sync = case when p_flag = 'smartsheet_sync' then p_on else c.smartsheet_sync end
      where c.id = p_id;
    perform public.admin_log(v_uid, 'account.update', 'corporate_account', p_id::text, v_name,
      jsonb_build_object(p_flag, v_old), jsonb_build_object(p_flag, p_on));
  end if;
  return p_on;
end;
$$;
comment on function public.admin_set_account_flag(uuid, text, boolean) is
  'Admin: turns one on/off setting of a partner account (demo_gated, kb_public_suggestions or smartsheet_sync) on or off; audited when it changes.';

-- Settings (admins) --------------------------------------------------------------------------------
create function public.admin_ask_back_settings()
returns table (reminder_days integer, close_days integer, reopen_days integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can view settings');
  return query select public.setting_int('ask_back.reminder_days', 3), public.setting_int('ask_back.close_days', 14),
    public.setting_int('ask_back.reopen_days', 30);
end;
$$;

create function public.admin_set_ask_back_settings(p_reminder_days integer, p_close_days integer, p_reopen_days integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_old jsonb;
begin
  perform public.require_admin('Only admins can change settings');
  if p_reminder_days is null or p_reminder_days < 1 or p_reminder_days > 60 then
    raise exception 'The reminder must be sent after 1 to 60 days' using errcode = '22023';
  end if;
  if p_close_days is null or p_close_days <= p_reminder_days or p_close_days > 180 then
    raise exception 'Questions must close after the reminder and within 180 days' using errcode = '22023';
  end if;
  if p_reopen_days is null or p_reopen_days < 1 or p_reopen_days > 365 then
    raise exception 'The reopen window must be 1 to 365 days' using errcode = '22023';
  end if;
  select to_jsonb(s) into v_old from public.admin_ask_back_settings() s;
  insert into public.app_settings (key, value, updated_by) values
    ('ask_back.reminder_days', p_reminder_days::text, v_uid),
    ('ask_back.close_days', p_close_days::text, v_uid),
    ('ask_back.reopen_days', p_reopen_days::text, v_uid)
  on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by;
  perform public.admin_log(v_uid, 'setting.ask_back', 'setting', 'ask_back', 'Request more information', v_old,
    jsonb_build_object('reminder_days', p_reminder_days, 'close_days', p_close_days, 'reopen_days', p_reopen_days));
end;
$$;
comment on function public.admin_set_ask_back_settings(integer, integer, integer) is
  'Admin: days until the ask-back reminder (1..60) and the close (after the reminder, <= 180), and the reopen window (1..365). Audited; applies to requests made afterwards.';

create function public.admin_account_flags()
returns table (id uuid, demo_gated boolean, kb_public_suggestions boolean, smartsheet_sync boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can manage corporate accounts');
  return query select c.id, c.demo_gated, c.kb_public_suggestions, c.smartsheet_sync
    from public.corporate_accounts c
    order by c.name;
end;
$$;
comment on function public.admin_account_flags() is
  'Admin: every account''s on/off settings (demo_gated, kb_public_suggestions, smartsheet_sync).';

-- Housekeeping (docs/decisions.md, "Housekeeping"): maintenance_prune (service role only) deletes
-- what nothing reads any more: rate-limit windows that have closed, used human tokens past their
-- expiry, knowledge-base form sessions past the day in which a view counts under them, and outbox
-- rows delivered or skipped more than retention.outbox_days ago. Failed and pending outbox rows stay (staff look at failures; pending ones are still to be delivered).
-- Called hourly by the local stack's drainer (stack/outbox-drainer.ts) and by pg_cron on hosted
-- Supabase (supabase/hosted/outbox-schedule.sql).
--
-- Housekeeping: held submissions past retention.held_days are discarded (audited, no actor) -------
create function public.maintenance_prune(p_outbox_days integer default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_days integer := greatest(coalesce(p_outbox_days, public.setting_int('retention.outbox_days', 30)), 1);
  v_held_days integer := greatest(public.setting_int('retention.held_days', 14), 1);
  v_windows bigint;
  v_tokens bigint;
  v_sessions bigint;
  v_outbox bigint;
  v_held bigint := 0;
  v_row public.held_submissions;
begin
  delete from public.rate_limits r
  where coalesce(r.expires_at, r.window_start + interval '1 day') < clock_timestamp();
  get diagnostics v_windows = row_count;

  delete from public.human_tokens_used u where u.expires_at < clock_timestamp();
  get diagnostics v_tokens = row_count;

  -- kb_count_session_view counts a view only under a session less than a day old; a day of grace.
  -- The views keep their session id (draft_id has no foreign key), so no figure changes.
  delete from public.kb_form_sessions s where s.created_at < clock_timestamp() - interval '2 days';
  get diagnostics v_sessions = row_count;

  delete from public.outbox o
  where o.status in ('delivered', 'skipped')
    and coalesce(o.delivered_at, o.created_at) < clock_timestamp() - make_interval(days => v_days);
  get diagnostics v_outbox = row_count;

  for v_row in
    delete from public.held_submissions h
    where h.created_at < clock_timestamp() - make_interval(days => v_held_days)
    returning h.*
  loop
    v_held := v_held + 1;
    perform public.admin_log(null, 'question.discard_held', 'question', v_row.id::text,
      v_row.submission ->> 'title',
      jsonb_build_object('held_at', v_row.created_at, 'reason', v_row.reason,
        'email', v_row.submission ->> 'email'), null,
      format('held longer than %s days', v_held_days));
  end loop;

  delete from public.submission_drop_counts d where d.day < current_date - 90;

  return jsonb_build_object('rateLimitWindows', v_windows, 'humanTokens', v_tokens,
    'formSessions', v_sessions, 'outboxRows', v_outbox,
    'heldSubmissions', v_held);
end;
$$;
comment on function public.maintenance_prune(integer) is
  'Service role: deletes closed rate-limit windows, expired used human tokens, knowledge-base form sessions older than 2 days, outbox rows delivered/skipped more than p_outbox_days (default retention.outbox_days) ago, held submissions older than retention.held_days (audited) and drop counts older than 90 days. Returns the counts.';

-- The Turnstile requirement is an admin setting (docs/decisions.md, "Turnstile: configured means
-- enforced, or a warning"): admins see in Settings whether the build has a site key, whether
-- verify-turnstile has a secret, and whether anonymous submissions need the human check, with a
-- warning while those disagree, and switch the requirement there (audited).
create function public.admin_turnstile_setting()
returns table (required boolean, updated_at timestamptz, updated_by text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can view settings');
  return query
  select public.turnstile_required(), s.updated_at,
    coalesce((select e.actor_name from public.admin_events e
      where e.action = 'setting.turnstile_required' order by e.id desc limit 1), p.name)
  from (select 1) one
  left join public.app_settings s on s.key = 'turnstile_required'
  left join public.profiles p on p.id = s.updated_by;
end;
$$;
comment on function public.admin_turnstile_setting() is
  'Admin: whether anonymous submissions need a Turnstile human token (app_settings turnstile_required), and when/by whom it last changed.';

create function public.admin_set_turnstile_required(p_on boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can change settings');
  v_old boolean := public.turnstile_required();
begin
  if p_on is null then
    raise exception 'The setting must be on or off' using errcode = '22023';
  end if;
  insert into public.app_settings (key, value, updated_by)
  values ('turnstile_required', case when p_on then 'true' else 'false' end, v_uid)
  on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by;
  if v_old <> p_on then
    perform public.admin_log(v_uid, 'setting.turnstile_required', 'setting', 'turnstile_required',
      'Human check on public forms', jsonb_build_object('required', v_old), jsonb_build_object('required', p_on));
  end if;
  return p_on;
end;
$$;
comment on function public.admin_set_turnstile_required(boolean) is
  'Admin: anonymous submissions need (true) or do not need (false) a Turnstile human token; audited when it changes.';

create function public.admin_list_experts()
returns table (
  id uuid,
  name text,
  email text,
  is_approver boolean,
  created_at timestamptz,
  account_ids uuid[],
  account_names text[],
  open_questions bigint,
  pending bigint,
  awaiting_approval bigint,
  answered_30d bigint,
  median_first_answer_hours numeric,
  needs_information bigint
)
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
declare
  v_since timestamptz := now() - interval '30 days';
begin
  perform public.require_admin('Only admins can manage experts');
  return query
  with experts as (
    select p.id, p.name, p.email, p.is_approver, p.created_at
    from public.profiles p where p.role = 'expert'
  ),
  accounts as (
    select a.expert_id, array_agg(c.id order by c.name) as ids, array_agg(c.name order by c.name) as names
    from public.expert_corporate_assignments a
    join public.corporate_accounts c on c.id = a.corporate_account_id
    group by a.expert_id
  ),
  load as (
    select q.expert_id,
      count(*) filter (where q.status = 'pending') as n_pending,
      count(*) filter (where q.status = 'awaiting_approval') as n_awaiting,
      count(*) filter (where q.status = 'needs_information') as n_waiting
    from public.questions q
    where q.expert_id in (select e.id from experts e)
      and q.status in ('pending', 'needs_information', 'awaiting_approval')
    group by q.expert_id
  ),
  recent as (
    select a.expert_id, a.question_id, a.created_at
    from public.answers a
    where a.created_at >= v_since and a.expert_id in (select e.id from experts e)
  ),
  answered as (
    select r.expert_id, count(distinct r.question_id) as n from recent r group by r.expert_id
  ),
  firsts as (
    -- report_facts (20261125000500, kept by triggers): the same figure as Reports by expert
    select f.expert_id, percentile_cont(0.5) within group (order by f.hours) as median_h
    from public.report_facts f
    where f.kind = 'first_answer' and f.at >= v_since and f.expert_id is not null
    group by f.expert_id
  )
  select e.id, e.name, e.email, e.is_approver, e.created_at,
    coalesce(ac.ids, '{}'), coalesce(ac.names, '{}'),
    coalesce(l.n_pending, 0) + coalesce(l.n_awaiting, 0) + coalesce(l.n_waiting, 0),
    coalesce(l.n_pending, 0), coalesce(l.n_awaiting, 0),
    coalesce(an.n, 0), round(f.median_h::numeric, 2),
    coalesce(l.n_waiting, 0)
  from experts e
  left join accounts ac on ac.expert_id = e.id
  left join load l on l.expert_id = e.id
  left join answered an on an.expert_id = e.id
  left join firsts f on f.expert_id = e.id
  order by e.name, e.id;
end;
$$;
comment on function public.admin_list_experts() is
  'Admin: every expert with approver flag, accounts, open load (open_questions = pending + awaiting_approval + needs_information), answered in 30 days, median hours to first answer.';

-- admin_export_questions: one page of the partner-report CSV ---------------------------------------
-- The list's filters and keyset, with what a report needs: the question text, the approved answer
-- (the latest one approved), who wrote and who approved it, when, and the time to answer (hours from
-- submission to approval without the paused ask-back time, as Reports count it: report_facts). The
-- expert is the approved answer's author, else the assigned expert. The author's and approver's
-- names come from answer_attribution (which keeps them when a person is removed),
-- else from profiles; the query is dynamic, so it is resolved when run, after every migration.
create function public.admin_export_questions(
  p_status public.question_status default null,
  p_account_id uuid default null,
  p_no_account boolean default false,
  p_type text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 1000,
  p_expert_id uuid default null,
  p_overdue boolean default false
)
returns table (
  id uuid,
  created_at timestamptz,
  corporate_account_name text,
  submitter_name text,
  submitter_email text,
  coding_question_type text,
  title text,
  content text,
  status public.question_status,
  expert_name text,
  answer text,
  answered_at timestamptz,
  approver_name text,
  approved_at timestamptz,
  answer_hours numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := greatest(1, least(coalesce(p_limit, 1000), 1000));
  v_where text;
begin
  perform public.require_admin('Only admins can export questions');
  v_where := public.question_list_where(p_status, p_account_id, p_no_account, p_type, p_from, p_to,
    p_search, p_expert_id, p_overdue, p_after_created_at, p_after_id);

  return query execute format(
    'select q.id, q.created_at, c.name,
            coalesce(q.submitter_name, q.first_name || '' '' || q.last_name), coalesce(q.submitter_email, q.email),
            q.coding_question_type, q.title, q.content, q.status, coalesce(t.expert_name, ae.name, pe.name),
            a.content, a.created_at, coalesce(t.approved_by_name, ap.name), a.approved_at,
            case when a.approved_at is not null then
              round(coalesce(f.hours, (extract(epoch from (a.approved_at - q.created_at))
                - public.question_paused_seconds(q.id, a.approved_at)) / 3600.0)::numeric, 1) end
     from %s q
     left join public.corporate_accounts c on c.id = q.corporate_account_id
     left join public.profiles pe on pe.id = q.expert_id
     left join lateral (
       select a.id, a.content, a.created_at, a.approved_at, a.approved_by, a.expert_id
       from public.answers a
       where a.question_id = q.id and a.approved_at is not null
       order by a.approved_at desc, a.id desc
       limit 1
     ) a on true
     left join public.answer_attribution t on t.answer_id = a.id
     left join public.profiles ae on ae.id = a.expert_id
     left join public.profiles ap on ap.id = a.approved_by
     left join public.report_facts f on f.answer_id = a.id and f.kind = ''approval''
     order by q.created_at desc, q.id desc
     limit %s',
    public.question_list_source(v_where, nullif(btrim(coalesce(p_search, '')), '') is not null,
      greatest(200, v_limit * 4)),
    v_limit
  );
end;
$$;
comment on function public.admin_export_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer, uuid, boolean) is
  'Admin: a page (up to 1000 rows) of the question CSV for expert_list_questions'' filters and keyset, with the text, the approved answer, its expert, approver, times and hours to answer.';

-- Internal: waiting answers that have an eligible approver now and none once p_leaving is gone.
create function public.answers_stranded_by_leaving(p_leaving uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
  from public.answers a
  join public.questions q on q.id = a.question_id and q.status = 'awaiting_approval'
  where a.approved_at is null and a.rejected_at is null
    and a.expert_id is distinct from p_leaving
    and exists (select 1 from public.profiles p where p.id = p_leaving and p.role = 'expert' and p.is_approver)
    and not exists (select 1 from public.profiles p
      where p.role = 'expert' and p.is_approver and p.id is distinct from a.expert_id and p.id <> p_leaving)
$$;

create function public.admin_user_removal_impact(p_user_id uuid)
returns table (
  user_id uuid,
  name text,
  role public.app_role,
  open_questions integer,
  questions_to_move integer,
  to_reassign integer,
  to_unassigned integer,
  stay_awaiting_approval integer,
  accounts_left_without_expert text[],
  waiting_for_reply integer,
  closed_no_reply integer,
  answers_left_without_approver integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_p record;
  v_only uuid;
begin
  perform public.require_admin('Only admins can manage users');
  select p.id, p.name, p.role into v_p from public.profiles p where p.id = p_user_id;
  if not found then
    raise exception 'User not found' using errcode = 'PT404';
  end if;
  v_only := public.sole_approver(p_user_id);
  return query
  with mine as (
    select q.status,
      q.corporate_account_id is not null and exists (
        select 1 from public.expert_corporate_assignments a
        join public.profiles e on e.id = a.expert_id and e.role = 'expert'
        where a.corporate_account_id = q.corporate_account_id and a.expert_id <> p_user_id
          and a.expert_id is distinct from v_only
      ) as has_other
    from public.questions q
    where v_p.role = 'expert' and q.expert_id = p_user_id
      and q.status in ('pending', 'needs_information', 'awaiting_approval', 'closed_no_reply')
  ),
  open_q as (
    select * from mine m where m.status <> 'closed_no_reply'
  )
  select v_p.id, v_p.name, v_p.role,
    (select count(*) from open_q)::integer,
    (select count(*) from open_q o where o.status <> 'awaiting_approval' or o.has_other)::integer,
    (select count(*) from open_q o where o.has_other)::integer,
    (select count(*) from open_q o where o.status <> 'awaiting_approval' and not o.has_other)::integer,
    (select count(*) from open_q o where o.status = 'awaiting_approval' and not o.has_other)::integer,
    coalesce((
      select array_agg(c.name order by c.name)
      from public.corporate_accounts c
      where v_p.role = 'expert' and c.is_active
        and exists (select 1 from public.expert_corporate_assignments a
          where a.corporate_account_id = c.id and a.expert_id = p_user_id)
        and not exists (select 1 from public.expert_corporate_assignments a
          join public.profiles e on e.id = a.expert_id and e.role = 'expert'
          where a.corporate_account_id = c.id and a.expert_id <> p_user_id)
    ), '{}'),
    (select count(*) from open_q o where o.status = 'needs_information')::integer,
    (select count(*) from mine m where m.status = 'closed_no_reply')::integer,
    public.answers_stranded_by_leaving(p_user_id);
end;
$$;
comment on function public.admin_user_removal_impact(uuid) is
  'Admin: how many open questions deleting this user or removing their expert role will move and where (never to the approver left as the only one), how many wait for the submitter, how many closed-without-reply questions move too, which active accounts would be left without an expert, and how many waiting answers would have nobody left to approve them.';

-- The reassign dialog's choices: every expert, those who can take questions first, least loaded
-- first; refusal says why one cannot (the only approver), in admin_reassign_questions' words.
create function public.admin_reassign_candidates()
returns table (
  id uuid,
  name text,
  is_approver boolean,
  open_questions bigint,
  refusal text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_only uuid;
begin
  perform public.require_admin('Only admins can reassign questions');
  v_only := public.sole_approver();
  return query
  select p.id, p.name, p.is_approver,
    (select count(*) from public.questions q
      where q.expert_id = p.id and q.status in ('pending', 'needs_information', 'awaiting_approval')),
    case when p.id = v_only then public.only_approver_message(p.name) end
  from public.profiles p
  where p.role = 'expert'
  order by p.id is not distinct from v_only, 4, p.name, p.id;
end;
$$;
comment on function public.admin_reassign_candidates() is
  'Admin: the experts a question may be reassigned to, least open load first (pending, needs_information, awaiting_approval); refusal is why one may not (the only approver) or null.';

-- A rename reaches the kept names (history rows keep the name they were written with).
create function public.profiles_rename_records()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.answer_attribution t set expert_name = new.name where t.expert_id = new.id;
  update public.answer_attribution t set approved_by_name = new.name where t.approved_by = new.id;
  update public.answer_attribution t set rejected_by_name = new.name where t.rejected_by = new.id;
  update public.report_facts f set expert_name = new.name where f.expert_id = new.id;
  return null;
end;
$$;

-- The dashboard: answers waiting with nobody who may decide them, oldest first -------------------
-- reason: author_only_approver (its author is the only approver) or no_approver (there is none).
create function public.admin_unapprovable_answers(p_limit integer default 20)
returns table (
  answer_id uuid,
  question_id uuid,
  question_title text,
  answered_at timestamptz,
  author_name text,
  reason text,
  total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_approvers integer;
  v_only uuid;
begin
  perform public.require_admin('Only admins can view the admin dashboard');
  select count(*), (array_agg(p.id))[1] into v_approvers, v_only
  from public.profiles p where p.role = 'expert' and p.is_approver;
  if v_approvers > 1 then
    return; -- every answer has an approver who did not write it
  end if;
  return query
  with waiting as (
    select a.id, a.question_id, q.title, a.created_at, a.expert_id
    from public.answers a
    join public.questions q on q.id = a.question_id and q.status = 'awaiting_approval'
    where a.approved_at is null and a.rejected_at is null
      and (v_approvers = 0 or a.expert_id = v_only)
  )
  select w.id, w.question_id, w.title, w.created_at,
    coalesce(p.name, t.expert_name),
    case when v_approvers = 0 then 'no_approver' else 'author_only_approver' end,
    count(*) over ()
  from waiting w
  left join public.profiles p on p.id = w.expert_id
  left join public.answer_attribution t on t.answer_id = w.id
  order by w.created_at, w.id
  limit greatest(1, least(coalesce(p_limit, 20), 200));
end;
$$;
comment on function public.admin_unapprovable_answers(integer) is
  'Admin: answers awaiting approval that no approver may decide (their author is the only approver, or there is none), oldest first, with the total.';

create function public.admin_list_events(
  p_action text default null,
  p_actor_id uuid default null,
  p_target_type text default null,
  p_target_id text default null,
  p_search text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_before_id bigint default null,
  p_limit integer default 50
)
returns table (
  id bigint,
  created_at timestamptz,
  actor_id uuid,
  actor_name text,
  actor_email text,
  action text,
  target_type text,
  target_id text,
  target_label text,
  old_values jsonb,
  new_values jsonb,
  reason text,
  names jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_action text := nullif(btrim(coalesce(p_action, '')), '');
  v_term text := lower(nullif(btrim(coalesce(p_search, '')), ''));
begin
  perform public.require_admin('Only admins can view the audit');
  if char_length(v_term) > 200 then
    raise exception 'Search must be at most 200 characters' using errcode = '22023';
  end if;
  return query
  with page as (
    select e.*
    from public.admin_events e
    where (v_action is null or e.action = v_action or split_part(e.action, '.', 1) = v_action)
      and (p_actor_id is null or e.actor_id = p_actor_id)
      and (p_target_type is null or e.target_type = p_target_type)
      and (p_target_id is null or e.target_id = p_target_id)
      and (p_from is null or e.created_at >= p_from)
      and (p_to is null or e.created_at < p_to)
      and (p_before_id is null or e.id < p_before_id)
      and (v_term is null
        or strpos(lower(coalesce(e.target_label, '')), v_term) > 0
        or strpos(lower(coalesce(e.actor_name, '')), v_term) > 0
        or strpos(lower(coalesce(e.actor_email, '')), v_term) > 0)
    order by e.id desc
    limit greatest(1, least(coalesce(p_limit, 50), 200))
  )
  select pg.id, pg.created_at, pg.actor_id, pg.actor_name, pg.actor_email, pg.action,
    pg.target_type, pg.target_id, pg.target_label, pg.old_values, pg.new_values, pg.reason,
    coalesce((
      select jsonb_object_agg(n.id, n.name)
      from (
        select p.id::text as id, p.name from public.profiles p where p.id = any(ids.list)
        union all
        select c.id::text, c.name from public.corporate_accounts c where c.id = any(ids.list)
        union all
        select q.id::text, q.title from public.questions q where q.id = any(ids.list)
        union all
        select k.id::text, k.title from public.kb_articles k where k.id = any(ids.list)
      ) n
    ), '{}'::jsonb)
  from page pg
  cross join lateral (
    -- every string at any depth of the target id and the values that reads as a uuid
    select coalesce(array_agg(distinct (s.v #>> '{}')::uuid), '{}'::uuid[]) as list
    from jsonb_path_query(
      jsonb_build_array(to_jsonb(pg.target_id), pg.old_values, pg.new_values), 'strict $.**'
    ) s(v)
    where jsonb_typeof(s.v) = 'string'
      and (s.v #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  ) ids
  order by pg.id desc;
end;
$$;
comment on function public.admin_list_events(text, uuid, text, text, text, timestamptz, timestamptz, bigint, integer) is
  'Admin: the audit newest first with filters (action or category, actor, target, text, dates) and keyset paging on id; names maps each id the row mentions to its current name.';

-- Admin: the held submissions ---------------------------------------------------------------------
create function public.admin_held_submissions(
  p_before timestamptz default null,
  p_before_id uuid default null,
  p_limit integer default 50
)
returns table (
  id uuid,
  created_at timestamptz,
  reason text,
  form_elapsed_ms numeric,
  corporate_account_id uuid,
  account_name text,
  submitter_name text,
  email text,
  signed_in boolean,
  client_address text,
  title text,
  content text,
  coding_question_type text,
  discard_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 200);
  v_days integer := greatest(public.setting_int('retention.held_days', 14), 1);
begin
  perform public.require_admin('Only admins can manage held submissions');
  return query
  select h.id, h.created_at, h.reason, h.form_elapsed_ms, h.corporate_account_id, c.name,
    coalesce(h.submission ->> 'submitter_name',
      concat_ws(' ', h.submission ->> 'first_name', h.submission ->> 'last_name')),
    h.submission ->> 'email', h.submitted_by is not null, h.client_address,
    h.submission ->> 'title', h.submission ->> 'content', h.submission ->> 'coding_question_type',
    h.created_at + make_interval(days => v_days)
  from public.held_submissions h
  left join public.corporate_accounts c on c.id = h.corporate_account_id
  where p_before is null or (h.created_at, h.id) < (p_before, coalesce(p_before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid))
  order by h.created_at desc, h.id desc
  limit v_limit;
end;
$$;
comment on function public.admin_held_submissions(timestamptz, uuid, integer) is
  'Admin: held submissions, newest first (keyset on created_at, id; up to 200 a page): who, what, when, why and when it is discarded.';

create function public.admin_held_counts()
returns table (held bigint, honeypot_30d bigint, held_dropped_30d bigint, retention_days integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can manage held submissions');
  return query select
    (select count(*) from public.held_submissions),
    (select coalesce(sum(d.hits), 0)::bigint from public.submission_drop_counts d
      where d.reason = 'honeypot' and d.day > current_date - 30),
    (select coalesce(sum(d.hits), 0)::bigint from public.submission_drop_counts d
      where d.reason = 'held_limit' and d.day > current_date - 30),
    greatest(public.setting_int('retention.held_days', 14), 1);
end;
$$;
comment on function public.admin_held_counts() is
  'Admin: how many submissions are held, honeypot hits and held submissions dropped over the limit in the last 30 days, and the days a held one is kept.';

create function public.admin_release_held(p_ids uuid[])
returns table (held_id uuid, outcome text, question_id uuid, message text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage held submissions');
  v_ids uuid[];
  v_id uuid;
  v_row public.held_submissions;
  v_qid uuid;
begin
  select array_agg(distinct x order by x) into v_ids from unnest(p_ids) x where x is not null;
  if coalesce(cardinality(v_ids), 0) not between 1 and 200 then
    raise exception 'Select between 1 and 200 held submissions' using errcode = '22023';
  end if;
  foreach v_id in array v_ids loop
    select * into v_row from public.held_submissions h where h.id = v_id for update;
    if not found then
      return query select v_id, 'not_found'::text, null::uuid, 'Held submission not found'::text;
      continue;
    end if;
    begin
      v_qid := public.held_release_one(v_row);
      delete from public.held_submissions h where h.id = v_id;
      perform public.admin_log(v_uid, 'question.release_held', 'question', v_qid::text,
        v_row.submission ->> 'title',
        jsonb_build_object('held_id', v_id, 'held_at', v_row.created_at, 'reason', v_row.reason),
        jsonb_build_object('question_id', v_qid));
      return query select v_id, 'released'::text, v_qid, null::text;
    exception when others then
      return query select v_id, 'refused'::text, null::uuid, sqlerrm;
    end;
  end loop;
end;
$$;
comment on function public.admin_release_held(uuid[]) is
  'Admin: releases 1..200 held submissions: each is stored, counted, auto-assigned and its follow-ups queued as a normal submission (outcome released with the question id, refused with the reason, or not_found); audited question.release_held.';

create function public.admin_discard_held(p_ids uuid[])
returns table (held_id uuid, outcome text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage held submissions');
  v_ids uuid[];
  v_done uuid[] := '{}';
  v_row public.held_submissions;
begin
  select array_agg(distinct x order by x) into v_ids from unnest(p_ids) x where x is not null;
  if coalesce(cardinality(v_ids), 0) not between 1 and 200 then
    raise exception 'Select between 1 and 200 held submissions' using errcode = '22023';
  end if;
  for v_row in
    delete from public.held_submissions h where h.id = any(v_ids) returning h.*
  loop
    v_done := v_done || v_row.id;
    perform public.admin_log(v_uid, 'question.discard_held', 'question', v_row.id::text,
      v_row.submission ->> 'title',
      jsonb_build_object('held_at', v_row.created_at, 'reason', v_row.reason,
        'email', v_row.submission ->> 'email'), null);
  end loop;
  return query select x, case when x = any(v_done) then 'discarded' else 'not_found' end
  from unnest(v_ids) x;
end;
$$;
comment on function public.admin_discard_held(uuid[]) is
  'Admin: discards 1..200 held submissions (outcome discarded or not_found); audited question.discard_held.';

-- Admin: an account's per-address limit ------------------------------------------------------------
create function public.admin_account_address_limits()
returns table (id uuid, per_address integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can manage corporate accounts');
  return query select l.corporate_account_id, l.per_address from public.account_submission_limits l;
end;
$$;
comment on function public.admin_account_address_limits() is
  'Admin: the accounts with their own per-address limit (the others use limit.submissions_per_address).';

create function public.admin_set_account_address_limit(p_id uuid, p_per_address integer default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage corporate accounts');
  v_name text;
  v_old integer;
  v_ceiling integer := greatest(public.setting_int('limit.submissions_per_address_ceiling', 50), 1);
begin
  if p_per_address is not null and (p_per_address < 1 or p_per_address > v_ceiling) then
    raise exception 'Questions per address must be a whole number from 1 to %', v_ceiling using errcode = '22023';
  end if;
  select c.name into v_name from public.corporate_accounts c where c.id = p_id for update;
  if not found then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  select l.per_address into v_old from public.account_submission_limits l where l.corporate_account_id = p_id;
  if v_old is not distinct from p_per_address then
    return p_per_address;
  end if;
  if p_per_address is null then
    delete from public.account_submission_limits l where l.corporate_account_id = p_id;
  else
    insert into public.account_submission_limits as l (corporate_account_id, per_address)
    values (p_id, p_per_address)
    on conflict (corporate_account_id) do update set per_address = excluded.per_address, updated_at = now();
  end if;
  perform public.admin_log(v_uid, 'account.update', 'corporate_account', p_id::text, v_name,
    jsonb_build_object('submissions_per_address', v_old), jsonb_build_object('submissions_per_address', p_per_address));
  return p_per_address;
end;
$$;
comment on function public.admin_set_account_address_limit(uuid, integer) is
  'Admin: an account''s anonymous questions per client address and window (null: the default limit.submissions_per_address), 1..limit.submissions_per_address_ceiling; audited as account.update.';
