-- Partner email domains (docs/decisions.md, "Partner email domains"): a user whose confirmed email
-- is at one of an active account's allowed_email_domains becomes that account's corporate user, and
-- no two accounts allow the same domain (else which one a user joins would be arbitrary).

-- One account per domain --------------------------------------------------------------------------
-- 23P01, not 23505: the account RPCs rewrite unique_violation into their slug / name messages.
create or replace function public.corporate_accounts_check_domains()
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
revoke all on function public.corporate_accounts_check_domains() from public, anon, authenticated;

create trigger corporate_accounts_domains_unique
  before insert or update of allowed_email_domains on public.corporate_accounts
  for each row execute function public.corporate_accounts_check_domains();

-- Linking on a confirmed email --------------------------------------------------------------------
-- Fires after on_auth_user_created (same event, name order), so the profile exists on insert.
create or replace function public.link_partner_user()
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
revoke all on function public.link_partner_user() from public, anon, authenticated;

create trigger on_auth_user_partner_link
  after insert or update of email_confirmed_at, email on auth.users
  for each row execute function public.link_partner_user();
