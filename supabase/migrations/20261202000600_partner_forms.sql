-- Every partner form is data (docs/spec-notes.md, "Partner forms"): a corporate account carries the
-- settings of its forms, so a partner added in the admin console works like the four the product
-- was specified with, and adding one never needs a deploy.
--
--   form_variants   the forms it offers: standalone (also at the bare /questions/corporate/<slug>),
--                   embed, in_app (for its own signed-in users), visual_test
--   form_style      date    three sections, date of service as a date
--                   year    three sections, year of service (the device-company layout)
--                   counter one card with the questions-remaining counter (the gated layout)
--   form_test_data  its standalone form offers "Fill Test Data"
--   display_name, accent_color, intro_text: its branding (logo_url already exists)
--   site_url        where Cancel and "back" take an anonymous visitor
-- Whether its public forms are behind the demo gate stays demo_gated (20261126000100).
--
-- A renamed slug leaves an alias behind, so every link a partner published keeps working and
-- forwards to the new address.

alter table public.corporate_accounts
  add column display_name text
    constraint corporate_accounts_display_name_length
      check (char_length(btrim(display_name)) between 1 and 200),
  add column form_variants text[] not null default '{standalone}'
    constraint corporate_accounts_form_variants_valid
      check (form_variants <@ array['standalone', 'embed', 'in_app', 'visual_test']::text[]),
  add column form_style text not null default 'date'
    constraint corporate_accounts_form_style_valid check (form_style in ('date', 'year', 'counter')),
  add column form_test_data boolean not null default false,
  add column accent_color text
    constraint corporate_accounts_accent_color_format check (accent_color ~ '^#[0-9a-f]{6}$'),
  add column intro_text text
    constraint corporate_accounts_intro_text_length check (char_length(intro_text) <= 1000),
  add column site_url text
    constraint corporate_accounts_site_url_format
      check (char_length(site_url) <= 2048 and site_url ~ '^https?://[^[:space:]/]+[^[:space:]]*$');
comment on column public.corporate_accounts.form_variants is
  'The partner forms this account offers: standalone, embed, in_app, visual_test.';
comment on column public.corporate_accounts.form_style is
  'Layout of its forms: date or year (three sections), counter (one card with the questions-remaining counter).';
comment on column public.corporate_accounts.site_url is
  'The partner''s own site: where Cancel and "back" take an anonymous visitor of its forms.';

-- Old slugs ------------------------------------------------------------------------------------
create table public.corporate_account_slug_aliases (
  slug text primary key
    constraint corporate_account_slug_aliases_slug_format
      check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  corporate_account_id uuid not null references public.corporate_accounts (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.corporate_account_slug_aliases is
  'A slug an account had before: its form links forward to the account''s current slug. Read through get_partner_form_account and the admin RPCs.';
create index corporate_account_slug_aliases_account_idx
  on public.corporate_account_slug_aliases (corporate_account_id);

alter table public.corporate_account_slug_aliases enable row level security;
revoke all on table public.corporate_account_slug_aliases from anon, authenticated;
grant select on table public.corporate_account_slug_aliases to authenticated;
create policy "slug aliases: admins read"
  on public.corporate_account_slug_aliases for select to authenticated
  using ((select public.is_admin()));

-- A slug that still forwards to another partner's forms cannot be taken: its links would change
-- owner. 23P01, not 23505: the account RPCs rewrite unique violations as their own messages.
create or replace function public.corporate_accounts_slug_free()
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
revoke all on function public.corporate_accounts_slug_free() from public, anon, authenticated;

create trigger corporate_accounts_slug_free
  before insert or update of slug on public.corporate_accounts
  for each row execute function public.corporate_accounts_slug_free();

-- On a rename the old slug becomes an alias; renaming back makes the alias the slug again.
create or replace function public.corporate_accounts_keep_old_slug()
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
revoke all on function public.corporate_accounts_keep_old_slug() from public, anon, authenticated;

create trigger corporate_accounts_keep_old_slug
  after update of slug on public.corporate_accounts
  for each row execute function public.corporate_accounts_keep_old_slug();

-- The public lookup: the account by its slug or an old one ---------------------------------------
-- `slug` is always the current one: a caller that asked for another follows it. The return type
-- gains columns, so the function is dropped and created again.
drop function public.get_partner_form_account(text);
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
revoke all on function public.get_partner_form_account(text) from public, anon, authenticated;
grant execute on function public.get_partner_form_account(text) to anon, authenticated, service_role;

-- Admin: read and change the form settings ----------------------------------------------------
create or replace function public.admin_partner_forms()
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
create or replace function public.partner_form_value(p_key text, p_value jsonb)
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
revoke all on function public.partner_form_value(text, jsonb) from public, anon, authenticated;

-- Changes the settings named in p_form (absent keys stay as they are); audited as an account
-- update with the old and new value of each setting that changed.
create or replace function public.admin_set_partner_form(p_id uuid, p_form jsonb)
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
create or replace function public.admin_remove_slug_alias(p_slug text)
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

revoke all on function public.admin_partner_forms() from public, anon, authenticated;
revoke all on function public.admin_set_partner_form(uuid, jsonb) from public, anon, authenticated;
revoke all on function public.admin_remove_slug_alias(text) from public, anon, authenticated;
grant execute on function public.admin_partner_forms() to authenticated;
grant execute on function public.admin_set_partner_form(uuid, jsonb) to authenticated;
grant execute on function public.admin_remove_slug_alias(text) to authenticated;
