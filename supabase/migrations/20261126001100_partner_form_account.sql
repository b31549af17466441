-- The account behind a partner form, by slug (docs/spec-notes.md, "Partner forms"). Every partner
-- form (the registered ones and `/questions/corporate/<slug>` for a partner added in the admin
-- console) loads its account through this one call. Unlike get_public_corporate_account it also
-- answers for a deactivated account, so the page can say "This form is not accepting questions"
-- instead of "not found"; such an account's id and counter are not given out.

create or replace function public.get_partner_form_account(p_slug text)
returns table (
  id uuid,
  name text,
  slug text,
  logo_url text,
  questions_remaining integer,
  accepting_questions boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    case when c.is_active then c.id end,
    c.name,
    c.slug,
    c.logo_url,
    case when c.is_active then c.questions_remaining end,
    c.is_active
  from public.corporate_accounts c
  where c.slug = lower(btrim(p_slug))
  limit 1
$$;
comment on function public.get_partner_form_account(text) is
  'A partner form''s account by slug: public fields, and whether it accepts questions (id and counter only when it does). No row: no such partner.';

revoke all on function public.get_partner_form_account(text) from public, anon, authenticated;
grant execute on function public.get_partner_form_account(text) to anon, authenticated, service_role;
