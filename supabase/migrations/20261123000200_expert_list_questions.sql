-- All Questions as one RPC: filters, full-text search and keyset pagination that stay fast at
-- 100,000 questions whatever the search term.
--
-- Why not a plain PostgREST table query: with `search @@ q order by created_at desc limit n` the
-- planner walks the (created_at, id) index and filters, which is ideal for common terms and
-- terrible for rare ones (a term matching nothing scans the whole table: ~200 ms at 100k). Here
-- the function first counts matches, capped at 200: few matches are fetched through the GIN index
-- and sorted (at most 200 rows); many matches use the ordered index walk, which then finds a page
-- within a few hundred rows. Built with format(%L) and
-- EXECUTE, so every call gets a plan for its actual values.

create or replace function public.expert_list_questions(
  p_status public.question_status default null,
  p_account_id uuid default null,
  p_no_account boolean default false,
  p_type text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 26
)
returns table (
  id uuid,
  title text,
  status public.question_status,
  created_at timestamptz,
  updated_at timestamptz,
  coding_question_type text,
  phi_confirmed boolean,
  expert_id uuid,
  corporate_account_id uuid,
  corporate_account_name text,
  expert_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := greatest(1, least(coalesce(p_limit, 26), 101));
  v_term text := nullif(btrim(coalesce(p_search, '')), '');
  v_where text := 'true';
  v_matches integer;
  v_source text;
  v_outer text;
begin
  if not public.is_staff() then
    raise exception 'Only experts can list all questions' using errcode = '42501';
  end if;
  if char_length(v_term) > 200 then
    raise exception 'Search must be at most 200 characters' using errcode = '22023';
  end if;

  if p_status is not null then
    v_where := v_where || format(' and q.status = %L::public.question_status', p_status);
  end if;
  if coalesce(p_no_account, false) then
    v_where := v_where || ' and q.corporate_account_id is null';
  elsif p_account_id is not null then
    v_where := v_where || format(' and q.corporate_account_id = %L::uuid', p_account_id);
  end if;
  if p_type is not null and p_type <> '' then
    v_where := v_where || format(' and q.coding_question_type = %L', p_type);
  end if;
  if p_from is not null then
    v_where := v_where || format(' and q.created_at >= %L::timestamptz', p_from);
  end if;
  if p_to is not null then
    v_where := v_where || format(' and q.created_at < %L::timestamptz', p_to);
  end if;
  if v_term is not null then
    v_where := v_where || format(' and q.search @@ websearch_to_tsquery(%L::regconfig, %L)', 'english', v_term);
  end if;
  if p_after_created_at is not null and p_after_id is not null then
    -- rows after the cursor in (created_at desc, id desc) order
    v_where := v_where || format(
      ' and q.created_at <= %1$L::timestamptz and (q.created_at < %1$L::timestamptz or q.id < %2$L::uuid)',
      p_after_created_at, p_after_id
    );
  end if;

  v_source := 'public.questions';
  v_outer := v_where;
  if v_term is not null then
    execute format('select count(*) from (select 1 from public.questions q where %s limit 200) m', v_where)
      into v_matches;
    if v_matches < 200 then
      -- few matches: take them through the GIN index, then sort
      v_source := format('(select q.* from public.questions q where %s offset 0)', v_where);
      v_outer := 'true';
    end if;
  end if;

  return query execute format(
    'select q.id, q.title, q.status, q.created_at, q.updated_at, q.coding_question_type, q.phi_confirmed,
            q.expert_id, q.corporate_account_id, c.name, p.name
     from %s q
     left join public.corporate_accounts c on c.id = q.corporate_account_id
     left join public.profiles p on p.id = q.expert_id
     where %s
     order by q.created_at desc, q.id desc
     limit %s',
    v_source, v_outer, v_limit
  );
end;
$$;
comment on function public.expert_list_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer) is
  'All Questions for staff: filters, websearch full-text search, keyset pagination on (created_at desc, id desc).';
revoke all on function public.expert_list_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer)
  from public, anon, authenticated;
grant execute on function public.expert_list_questions(public.question_status, uuid, boolean, text, timestamptz, timestamptz, text, timestamptz, uuid, integer)
  to authenticated;
