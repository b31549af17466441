-- The users page lists at most the 500 most active submitters (an account with tens of thousands
-- of distinct public-form submitters would otherwise send them all to the browser).
create or replace function public.expert_account_submitters()
returns table (
  email text,
  name text,
  user_id uuid,
  registered boolean,
  corporate_account_id uuid,
  corporate_account_name text,
  question_count bigint,
  open_count bigint,
  approved_count bigint,
  last_question_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_admin boolean := public.is_admin();
begin
  if not public.is_staff() then
    raise exception 'Only experts can view submitters' using errcode = '42501';
  end if;
  return query
  with accounts as (
    select c.id, c.name from public.corporate_accounts c
    where v_admin or c.id in (
      select a.corporate_account_id from public.expert_corporate_assignments a where a.expert_id = v_uid
    )
  ),
  entries as (
    select lower(coalesce(p.email, q.submitter_email, q.email)) as k,
      coalesce(p.email, q.submitter_email, q.email) as e,
      coalesce(p.name, nullif(q.submitter_name, ''), q.first_name || ' ' || q.last_name) as n,
      q.user_id as u, q.corporate_account_id as acc, 1 as total,
      (q.status <> 'approved')::int as open_n, (q.status = 'approved')::int as approved_n,
      q.created_at as at
    from public.questions q
    left join public.profiles p on p.id = q.user_id
    where q.corporate_account_id in (select accounts.id from accounts)
    union all
    select lower(p.email), p.email, p.name, p.id, p.corporate_account_id, 0, 0, 0, null::timestamptz
    from public.profiles p
    where p.corporate_account_id in (select accounts.id from accounts) and p.email is not null
  )
  select (array_agg(en.e order by en.at desc nulls last))[1],
    (array_agg(en.n order by en.u is null, en.at desc nulls last))[1],
    (array_agg(en.u order by en.u is null, en.at desc nulls last))[1],
    bool_or(en.u is not null),
    en.acc, ac.name,
    sum(en.total)::bigint, sum(en.open_n)::bigint, sum(en.approved_n)::bigint, max(en.at)
  from entries en
  join accounts ac on ac.id = en.acc
  group by en.k, en.acc, ac.name
  order by sum(en.total) desc, ac.name, en.k
  limit 500;
end;
$$;
revoke all on function public.expert_account_submitters() from public, anon, authenticated;
grant execute on function public.expert_account_submitters() to authenticated;
