-- Functions: profiles kept in step with auth.users, partner email domains, expert assignments, the
-- public account lookup and the partner forms (settings and old slugs).

-- Fill email from auth.users when a profile is inserted without it (client fallback path).
create function public.profiles_fill_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is null then
    select u.email into new.email from auth.users u where u.id = new.id;
  end if;
  return new;
end;
$$;

-- Profile for every new auth user, in the same transaction ------------------------------
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := left(btrim(coalesce(new.raw_user_meta_data ->> 'name', '')), 100);
begin
  if v_name = '' then
    v_name := 'New User';
  end if;
  insert into public.profiles (id, name, email, role)
  values (new.id, v_name, new.email, 'user')
  on conflict (id) do nothing;
  return new;
end;
$$;
comment on function public.handle_new_user() is 'Trigger on auth.users insert: creates the profile (role user, name from signup metadata).';

create function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles p set email = new.email where p.id = new.id and p.email is distinct from new.email;
  return new;
end;
$$;

-- Only experts can be assigned.
create function public.expert_assignment_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.profiles p where p.id = new.expert_id and p.role = 'expert') then
    raise exception 'User is not an expert' using errcode = '22023';
  end if;
  return new;
end;
$$;

create function public.get_public_corporate_account(p_name_or_slug text)
returns table (id uuid, name text, slug text, logo_url text, questions_remaining integer)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.name, c.slug, c.logo_url, c.questions_remaining
  from public.corporate_accounts c
  where c.is_active
    and (lower(c.name) = lower(btrim(p_name_or_slug)) or c.slug = lower(btrim(p_name_or_slug)))
  limit 1
$$;
comment on function public.get_public_corporate_account(text) is
  'The public fields of one active corporate account, by exact name or slug. The only read anon has.';

-- A slug that still forwards to another partner's forms cannot be taken: its links would change
-- owner. 23P01, not 23505: the account RPCs rewrite unique violations as their own messages.
create function public.corporate_accounts_slug_free()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_other text;
begin
  select c.name into v_other
  from public.corporate_account_slug_aliases a
  join public.corporate_accounts c on c.id = a.corporate_account_id
  where a.slug = new.slug and a.corporate_account_id <> new.id;
  if found then
    raise exception 'The slug "%" still forwards to the forms of %', new.slug, v_other
      using errcode = '23P01';
  end if;
  return new;
end;
$$;

-- On a rename the old slug becomes an alias; renaming back makes the alias the slug again.
create function public.corporate_accounts_keep_old_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.slug is distinct from old.slug then
    delete from public.corporate_account_slug_aliases a
    where a.slug = new.slug and a.corporate_account_id = new.id;
    insert into public.corporate_account_slug_aliases (slug, corporate_account_id)
    values (old.slug, new.id)
    on conflict (slug) do nothing;
  end if;
  return null;
end;
$$;

create function public.get_partner_form_account(p_slug text)
returns table (
  id uuid,
  name text,
  slug text,
  display_name text,
  logo_url text,
  questions_remaining integer,
  accepting_questions boolean,
  kb_suggestions boolean,
  demo_gated boolean,
  form_variants text[],
  form_style text,
  form_test_data boolean,
  accent_color text,
  intro_text text,
  site_url text
)
language sql
stable
security definer
set search_path = ''
as $$
  with wanted as (select lower(btrim(coalesce(p_slug, ''))) as slug),
  found as (
    select c.id as account_id, 0 as rank
    from public.corporate_accounts c, wanted w where c.slug = w.slug
    union all
    select a.corporate_account_id, 1
    from public.corporate_account_slug_aliases a, wanted w where a.slug = w.slug
  )
  select
    case when c.is_active then c.id end,
    c.name,
    c.slug,
    coalesce(c.display_name, c.name),
    c.logo_url,
    case when c.is_active then c.questions_remaining end,
    c.is_active,
    c.is_active and c.kb_public_suggestions,
    c.demo_gated,
    c.form_variants,
    c.form_style,
    c.form_test_data,
    c.accent_color,
    c.intro_text,
    c.site_url
  from found f
  join public.corporate_accounts c on c.id = f.account_id
  order by f.rank
  limit 1
$$;
comment on function public.get_partner_form_account(text) is
  'A partner form''s account by slug or old slug (slug answers the current one): public fields, its form settings, whether it accepts questions (id and counter only when it does). No row: no such partner.';

-- Admin: read and change the form settings ----------------------------------------------------
create function public.admin_partner_forms()
returns table (
  id uuid,
  display_name text,
  form_variants text[],
  form_style text,
  form_test_data boolean,
  accent_color text,
  intro_text text,
  site_url text,
  slug_aliases text[]
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_admin('Only admins can manage corporate accounts');
  return query
  select c.id, c.display_name, c.form_variants, c.form_style, c.form_test_data, c.accent_color,
    c.intro_text, c.site_url,
    coalesce((select array_agg(a.slug order by a.created_at desc, a.slug)
      from public.corporate_account_slug_aliases a where a.corporate_account_id = c.id), '{}')
  from public.corporate_accounts c
  order by c.name;
end;
$$;
comment on function public.admin_partner_forms() is
  'Admin: every account''s form settings and the old slugs that still forward to its forms.';

-- Internal: the validated value of one form setting, or 22023 naming it.
create function public.partner_form_value(p_key text, p_value jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_text text := case when jsonb_typeof(p_value) = 'string' then nullif(btrim(p_value #>> '{}'), '') end;
  v_list text[];
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    v_text := null;
  elsif p_key not in ('variants', 'test_data') and jsonb_typeof(p_value) <> 'string' then
    raise exception 'The form setting % must be text', p_key using errcode = '22023';
  end if;
  case p_key
    when 'variants' then
      if jsonb_typeof(p_value) is distinct from 'array' then
        raise exception 'Choose at least one form' using errcode = '22023';
      end if;
      select coalesce(array_agg(distinct v order by v), '{}') into v_list
      from jsonb_array_elements_text(p_value) v;
      if cardinality(v_list) = 0 then
        raise exception 'Choose at least one form' using errcode = '22023';
      elsif not v_list <@ array['standalone', 'embed', 'in_app', 'visual_test'] then
        raise exception 'Unknown form: choose among standalone, embed, in_app and visual_test'
          using errcode = '22023';
      end if;
      return to_jsonb(v_list);
    when 'test_data' then
      if jsonb_typeof(p_value) is distinct from 'boolean' then
        raise exception 'The form setting test_data must be true or false' using errcode = '22023';
      end if;
      return p_value;
    when 'style' then
      if v_text is null or v_text not in ('date', 'year', 'counter') then
        raise exception 'Form layout must be date, year or counter' using errcode = '22023';
      end if;
    when 'display_name' then
      if char_length(v_text) > 200 then
        raise exception 'Display name must be at most 200 characters' using errcode = '22023';
      end if;
    when 'accent_color' then
      v_text := lower(v_text);
      if v_text !~ '^#[0-9a-f]{6}$' then
        raise exception 'Accent colour must be a hex colour such as #1d4ed8' using errcode = '22023';
      end if;
    when 'intro_text' then
      if char_length(v_text) > 1000 then
        raise exception 'Intro text must be at most 1000 characters' using errcode = '22023';
      end if;
    when 'site_url' then
      if char_length(v_text) > 2048 or v_text !~ '^https?://[^[:space:]/]+[^[:space:]]*$' then
        raise exception 'Partner site must be an address starting with https:// or http://'
          using errcode = '22023';
      end if;
    else
      raise exception 'Unknown form setting "%"', p_key using errcode = '22023';
  end case;
  -- JSON null, not SQL null: jsonb_set() with SQL null would empty the whole object.
  return coalesce(to_jsonb(v_text), 'null'::jsonb);
end;
$$;

-- Changes the settings named in p_form (absent keys stay as they are); audited as an account
-- update with the old and new value of each setting that changed.
create function public.admin_set_partner_form(p_id uuid, p_form jsonb)
returns table (
  id uuid,
  display_name text,
  form_variants text[],
  form_style text,
  form_test_data boolean,
  accent_color text,
  intro_text text,
  site_url text
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage corporate accounts');
  v_old jsonb;
  v_new jsonb;
  v_name text;
  v_key text;
  v_old_diff jsonb := '{}';
  v_new_diff jsonb := '{}';
begin
  if p_form is null or jsonb_typeof(p_form) <> 'object' then
    raise exception 'The form settings must be an object' using errcode = '22023';
  end if;
  select jsonb_build_object('display_name', c.display_name, 'variants', to_jsonb(c.form_variants),
      'style', c.form_style, 'test_data', c.form_test_data, 'accent_color', c.accent_color,
      'intro_text', c.intro_text, 'site_url', c.site_url), c.name
    into v_old, v_name
    from public.corporate_accounts c where c.id = p_id for update;
  if not found then
    raise exception 'Corporate account not found' using errcode = 'PT404';
  end if;
  v_new := v_old;
  for v_key in select jsonb_object_keys(p_form) loop
    v_new := jsonb_set(v_new, array[v_key], public.partner_form_value(v_key, p_form -> v_key));
  end loop;
  update public.corporate_accounts c set
    display_name = v_new ->> 'display_name',
    form_variants = array(select jsonb_array_elements_text(v_new -> 'variants')),
    form_style = v_new ->> 'style',
    form_test_data = (v_new ->> 'test_data')::boolean,
    accent_color = v_new ->> 'accent_color',
    intro_text = v_new ->> 'intro_text',
    site_url = v_new ->> 'site_url'
  where c.id = p_id;
  for v_key in select jsonb_object_keys(v_new) loop
    if v_old -> v_key is distinct from v_new -> v_key then
      v_old_diff := v_old_diff || jsonb_build_object(v_key, v_old -> v_key);
      v_new_diff := v_new_diff || jsonb_build_object(v_key, v_new -> v_key);
    end if;
  end loop;
  if v_new_diff <> '{}' then
    perform public.admin_log(v_uid, 'account.update', 'corporate_account', p_id::text, v_name,
      jsonb_build_object('form', v_old_diff), jsonb_build_object('form', v_new_diff));
  end if;
  return query select c.id, c.display_name, c.form_variants, c.form_style, c.form_test_data,
    c.accent_color, c.intro_text, c.site_url
  from public.corporate_accounts c where c.id = p_id;
end;
$$;
comment on function public.admin_set_partner_form(uuid, jsonb) is
  'Admin: changes an account''s form settings (display_name, variants, style, test_data, accent_color, intro_text, site_url; absent keys unchanged). Validated, audited.';

-- An old slug stops forwarding (e.g. to give it to another partner); audited.
create function public.admin_remove_slug_alias(p_slug text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := public.require_admin('Only admins can manage corporate accounts');
  v_account uuid;
  v_name text;
begin
  delete from public.corporate_account_slug_aliases a
  where a.slug = lower(btrim(coalesce(p_slug, '')))
  returning a.corporate_account_id into v_account;
  if v_account is null then
    return false;
  end if;
  select c.name into v_name from public.corporate_accounts c where c.id = v_account;
  perform public.admin_log(v_uid, 'account.update', 'corporate_account', v_account::text, v_name,
    jsonb_build_object('old_slug', lower(btrim(p_slug))), jsonb_build_object('old_slug', null));
  return true;
end;
$$;
comment on function public.admin_remove_slug_alias(text) is
  'Admin: an old slug stops forwarding to its account''s forms (true; false when it was not an old slug). Audited.';

-- Partner email domains (docs/decisions.md, "Partner email domains"): a user whose confirmed email
-- is at one of an active account's allowed_email_domains becomes that account's corporate user, and
-- no two accounts allow the same domain (else which one a user joins would be arbitrary).

-- One account per domain --------------------------------------------------------------------------
-- 23P01, not 23505: the account RPCs rewrite unique_violation into their slug / name messages.
create function public.corporate_accounts_check_domains()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_domain text;
  v_other text;
begin
  if tg_op = 'UPDATE' then
    if new.allowed_email_domains is not distinct from old.allowed_email_domains then
      return new;
    end if;
  end if;
  if cardinality(new.allowed_email_domains) = 0 then
    return new;
  end if;
  -- Two transactions adding one domain to two accounts would each miss the other's row: domain
  -- changes take turns (the query below then sees what the one before committed).
  perform pg_advisory_xact_lock(hashtext('public.corporate_accounts.allowed_email_domains'));
  select lower(btrim(d.domain)), c.name into v_domain, v_other
  from unnest(new.allowed_email_domains) with ordinality as d(domain, n)
  join public.corporate_accounts c on c.id <> new.id
    and exists (select 1 from unnest(c.allowed_email_domains) o
      where lower(btrim(o)) = lower(btrim(d.domain)))
  order by d.n, c.name
  limit 1;
  if found then
    raise exception 'Allowed email domain "%" is already used by %', v_domain, v_other
      using errcode = '23P01';
  end if;
  return new;
end;
$$;
comment on function public.corporate_accounts_check_domains() is
  'Trigger: refuses (23P01) an allowed email domain that another account already allows.';

-- Linking on a confirmed email --------------------------------------------------------------------
-- Fires after on_auth_user_created (same event, name order), so the profile exists on insert.
create function public.link_partner_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_domain text := lower(substring(new.email from '@([^@]+)$'));
  v_email_changed boolean := false;
  v_account public.corporate_accounts;
  v_old public.profiles;
  v_p public.profiles;
begin
  if new.email_confirmed_at is null or v_domain is null then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    if old.email_confirmed_at is not null then
      -- already confirmed: only a new email counts
      if old.email is not distinct from new.email then
        return null;
      end if;
      v_email_changed := true;
    end if;
  end if;
  -- create-staff-user makes staff as plain users (the profile trigger), then sets the role that
  -- its metadata names; staff never join a partner. Signup metadata can say so too, which only
  -- withholds a link that an admin can still make.
  if coalesce(new.raw_user_meta_data ->> 'role', 'user') in ('admin', 'expert') then
    return null;
  end if;
  select c.* into v_account from public.corporate_accounts c
  where c.is_active
    and exists (select 1 from unnest(c.allowed_email_domains) d where lower(btrim(d)) = v_domain)
  order by c.name
  limit 1;
  if not found then
    return null;
  end if;
  -- Never moves or unlinks anyone: only a plain user with no account yet.
  select p.* into v_old from public.profiles p
  where p.id = new.id and p.role = 'user' and p.corporate_account_id is null
  for update;
  if not found then
    return null;
  end if;
  update public.profiles p set
    corporate_account_id = v_account.id, is_corporate_user = true, questions_remaining = -1
  where p.id = new.id
  returning * into v_p;
  -- the shape admin_set_user_corporate_account writes, with no actor and the reason
  perform public.admin_log(null, 'user.corporate_account_change', 'user', new.id::text, v_p.name,
    jsonb_build_object('corporate_account_id', null, 'corporate_account_name', null,
      'questions_remaining', v_old.questions_remaining),
    jsonb_build_object('corporate_account_id', v_account.id, 'corporate_account_name', v_account.name,
      'questions_remaining', v_p.questions_remaining),
    case when v_email_changed then format('Changed their email to one at %s', v_domain)
      else format('Signed up with an email at %s', v_domain) end);
  return null;
end;
$$;
comment on function public.link_partner_user() is
  'Trigger on auth.users: a confirmed email at an active account''s allowed domain links a plain, unlinked user to that account (audited).';
