-- Similar questions on the question page (docs/spec-notes.md, "Similar questions"): up to 5
-- questions with approved answers, ranked by trigram similarity of title and content to the
-- question being answered.
--
-- Why trigrams and two KNN index walks: an OR full-text query of the question's words matches most
-- of the table when the words are common (every question says "modifier", "claim"), and ranking
-- all matches costs ~240 ms at 100,000 questions. A GiST trigram index answers "nearest first"
-- (`<->`) by walking the index, so the cost does not grow with the number of matches. One index
-- over title and a long piece of content degrades (long strings saturate the signatures), so
-- candidates come from two short-key indexes, the 40 nearest titles and the 40 nearest openings of
-- the content, and only those ~80 rows are ranked by the similarity of title and of the first 500
-- characters of content. Both indexes are partial (approved questions only). pg_trgm is available
-- on PostgreSQL 15 and hosted Supabase (schema extensions) and loaded by the local PGlite.

create extension if not exists pg_trgm with schema extensions;

create index questions_similar_title_idx on public.questions
  using gist (title extensions.gist_trgm_ops (siglen = 64))
  where status = 'approved';
create index questions_similar_content_idx on public.questions
  using gist ((left(content, 160)) extensions.gist_trgm_ops (siglen = 128))
  where status = 'approved';

create or replace function public.similar_questions(p_question_id uuid, p_limit integer default 5)
returns table (
  id uuid,
  title text,
  content text,
  coding_question_type text,
  created_at timestamptz,
  answer_id uuid,
  answer_content text,
  answer_approved_at timestamptz,
  score real
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := greatest(1, least(coalesce(p_limit, 5), 5));
  v_title text;
  v_head text;
  v_body text;
begin
  if not public.is_staff() then
    raise exception 'Only experts and admins see similar questions' using errcode = '42501';
  end if;
  select q.title, left(q.content, 160), left(q.content, 500)
    into v_title, v_head, v_body
    from public.questions q where q.id = p_question_id;
  if not found then
    return;
  end if;

  return query
  with candidates as (
    (select c.id from public.questions c
      where c.status = 'approved' and c.id <> p_question_id
      order by c.title operator(extensions.<->) v_title
      limit 40)
    union
    (select c.id from public.questions c
      where c.status = 'approved' and c.id <> p_question_id
      order by left(c.content, 160) operator(extensions.<->) v_head
      limit 40)
  )
  select q.id, q.title, q.content, q.coding_question_type, q.created_at,
    a.id, a.content, a.approved_at,
    (0.5 * extensions.similarity(q.title, v_title)
      + 0.5 * extensions.similarity(left(q.content, 500), v_body))::real as score
  from candidates
  join public.questions q on q.id = candidates.id
  join lateral (
    select x.id, x.content, x.approved_at from public.answers x
    where x.question_id = q.id and x.approved_at is not null
    order by x.approved_at desc limit 1
  ) a on true
  order by score desc, q.created_at desc, q.id
  limit v_limit;
end;
$$;
comment on function public.similar_questions(uuid, integer) is
  'Staff: up to 5 approved questions most similar (trigrams of title and content) to the given one, with their approved answers.';

revoke all on function public.similar_questions(uuid, integer) from public, anon, authenticated;
grant execute on function public.similar_questions(uuid, integer) to authenticated;
