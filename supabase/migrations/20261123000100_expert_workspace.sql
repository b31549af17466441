-- Expert workspace: indexes for the keyset-paginated lists, the answer-delivery log used by the
-- send-approved-answer function, and read-only RPCs for the dashboard, the users page and the
-- metrics charts (computed here, never by pulling rows to the browser).

-- Keyset pagination on (created_at desc, id desc): unfiltered and behind each All Questions filter.
create index questions_keyset_idx on public.questions (created_at desc, id desc);
create index questions_status_keyset_idx on public.questions (status, created_at desc, id desc);
create index questions_account_keyset_idx on public.questions (corporate_account_id, created_at desc, id desc);
create index questions_type_keyset_idx on public.questions (coding_question_type, created_at desc, id desc);
-- My Questions and the dashboard queue.
create index questions_expert_status_idx on public.questions (expert_id, status, created_at);

-- Answer deliveries ------------------------------------------------------------------------
create table public.answer_deliveries (
  answer_id uuid primary key references public.answers (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  recipient text not null
    constraint answer_deliveries_recipient_length check (char_length(recipient) <= 255),
  status text not null default 'sending'
    constraint answer_deliveries_status_valid check (status in ('sending', 'sent', 'failed')),
  attempts integer not null default 1,
  last_error text
    constraint answer_deliveries_last_error_length check (char_length(last_error) <= 500),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.answer_deliveries is
  'One row per approved answer emailed to its submitter (send-approved-answer). Written only by the service role through claim/finish RPCs.';

alter table public.answer_deliveries enable row level security;

create index answer_deliveries_question_id_idx on public.answer_deliveries (question_id);

create trigger answer_deliveries_set_updated_at
  before update on public.answer_deliveries
  for each row execute function public.set_updated_at();

revoke all on table public.answer_deliveries from anon, authenticated;
grant select on table public.answer_deliveries to authenticated;

create policy "answer_deliveries: staff read"
  on public.answer_deliveries for select to authenticated
  using ((select public.is_staff()));

-- Claims the right to send the email for an approved answer. Returns false when it was already
-- sent, or another sender holds a fresh claim (so two calls never send twice).
create or replace function public.claim_answer_delivery(p_answer_id uuid, p_recipient text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_question uuid;
  v_claimed uuid;
begin
  select a.question_id into v_question from public.answers a
  where a.id = p_answer_id and a.approved_at is not null;
  if v_question is null then
    raise exception 'Answer not found' using errcode = 'PT404';
  end if;
  insert into public.answer_deliveries as d (answer_id, question_id, recipient)
  values (p_answer_id, v_question, p_recipient)
  on conflict (answer_id) do update
    set status = 'sending', attempts = d.attempts + 1, recipient = excluded.recipient, last_error = null
    where d.status = 'failed' or (d.status = 'sending' and d.updated_at < now() - interval '2 minutes')
  returning d.answer_id into v_claimed;
  return v_claimed is not null;
end;
$$;
revoke all on function public.claim_answer_delivery(uuid, text) from public, anon, authenticated;
grant execute on function public.claim_answer_delivery(uuid, text) to service_role;

create or replace function public.finish_answer_delivery(p_answer_id uuid, p_ok boolean, p_error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.answer_deliveries d
  set status = case when p_ok then 'sent' else 'failed' end,
      sent_at = case when p_ok then now() else null end,
      last_error = case when p_ok then null else left(coalesce(p_error, 'unknown error'), 500) end
  where d.answer_id = p_answer_id
$$;
revoke all on function public.finish_answer_delivery(uuid, boolean, text) from public, anon, authenticated;
grant execute on function public.finish_answer_delivery(uuid, boolean, text) to service_role;

-- Dashboard ---------------------------------------------------------------------------------
-- Counts for the signed-in expert: their queue by state, unassigned questions of their accounts,
-- and (approvers only; null otherwise) the approval queue they can act on.
create or replace function public.expert_dashboard_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_result jsonb;
begin
  if not public.is_expert() then
    raise exception 'Only experts can view the expert dashboard' using errcode = '42501';
  end if;
  with mine as (
    select q.id, q.status,
      (q.status = 'pending' and exists (
        select 1 from public.answers a where a.question_id = q.id and a.rejected_at is not null
      )) as needs_revision
    from public.questions q
    where q.expert_id = v_uid and q.status in ('pending', 'awaiting_approval')
  )
  select jsonb_build_object(
    'assigned', (select count(*) from mine),
    'pending', (select count(*) from mine where status = 'pending' and not needs_revision),
    'needs_revision', (select count(*) from mine where needs_revision),
    'awaiting_approval', (select count(*) from mine where status = 'awaiting_approval'),
    'approved', (select count(*) from public.questions q where q.expert_id = v_uid and q.status = 'approved'),
    'unassigned_in_my_accounts', (
      select count(*) from public.questions q
      where q.status = 'unassigned'
        and q.corporate_account_id in (
          select a.corporate_account_id from public.expert_corporate_assignments a where a.expert_id = v_uid
        )
    ),
    'approval_queue', case when public.is_approver() then (
      select count(*) from public.answers a
      join public.questions q on q.id = a.question_id
      where a.approved_at is null and a.rejected_at is null
        and q.status = 'awaiting_approval'
        and a.expert_id is distinct from v_uid
    ) end
  ) into v_result;
  return v_result;
end;
$$;
revoke all on function public.expert_dashboard_counts() from public, anon, authenticated;
grant execute on function public.expert_dashboard_counts() to authenticated;

-- The signed-in expert's open questions, oldest first, with the latest rejection when the
-- question came back for revision.
create or replace function public.expert_queue()
returns table (
  id uuid,
  title text,
  status public.question_status,
  created_at timestamptz,
  updated_at timestamptz,
  coding_question_type text,
  corporate_account_id uuid,
  corporate_account_name text,
  phi_confirmed boolean,
  needs_revision boolean,
  rejection_reason text,
  rejected_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_expert() then
    raise exception 'Only experts can view the expert queue' using errcode = '42501';
  end if;
  return query
  select q.id, q.title, q.status, q.created_at, q.updated_at, q.coding_question_type,
    q.corporate_account_id, c.name, q.phi_confirmed,
    (q.status = 'pending' and last_a.rejected_at is not null),
    case when q.status = 'pending' then last_a.rejection_reason end,
    case when q.status = 'pending' then last_a.rejected_at end
  from public.questions q
  left join public.corporate_accounts c on c.id = q.corporate_account_id
  left join lateral (
    select a.rejected_at, a.rejection_reason from public.answers a
    where a.question_id = q.id
    order by a.created_at desc
    limit 1
  ) last_a on true
  where q.expert_id = auth.uid() and q.status in ('pending', 'awaiting_approval')
  order by q.created_at asc, q.id asc;
end;
$$;
revoke all on function public.expert_queue() from public, anon, authenticated;
grant execute on function public.expert_queue() to authenticated;

-- Users page --------------------------------------------------------------------------------
-- The submitters of the caller's corporate accounts (all accounts for admins): signed-in members
-- and anonymous partner-form submitters, one row per email and account, with question counts.
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

-- Metrics -----------------------------------------------------------------------------------
-- Everything the metrics page charts, for the last p_weeks weeks (1..104, weeks start Monday):
-- weekly received / first-answered / approved / rejected counts, median and 90th percentile hours
-- from submission to first answer and to approval, volume by account and by question type, and
-- the rejection rate of decisions taken in the window.
create or replace function public.expert_metrics(p_weeks integer default 12)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_weeks integer := greatest(1, least(coalesce(p_weeks, 12), 104));
  v_from timestamptz := date_trunc('week', now()) - make_interval(weeks => v_weeks - 1);
  v_result jsonb;
begin
  if not public.is_staff() then
    raise exception 'Only experts can view metrics' using errcode = '42501';
  end if;

  with weeks as (
    select generate_series(v_from, date_trunc('week', now()), interval '1 week') as week
  ),
  window_questions as (
    select q.id, q.created_at, q.corporate_account_id, q.coding_question_type
    from public.questions q where q.created_at >= v_from
  ),
  first_answers as (
    select a.question_id, min(a.created_at) as first_at
    from public.answers a
    where a.created_at >= v_from
    group by a.question_id
  ),
  received as (
    select date_trunc('week', wq.created_at) as week, count(*) as n from window_questions wq group by 1
  ),
  answered as (
    select date_trunc('week', fa.first_at) as week, count(*) as n
    from first_answers fa
    -- only a question's very first answer counts (it may predate the window)
    where not exists (
      select 1 from public.answers older
      where older.question_id = fa.question_id and older.created_at < fa.first_at
    )
    group by 1
  ),
  approved as (
    select date_trunc('week', a.approved_at) as week, count(*) as n
    from public.answers a where a.approved_at >= v_from group by 1
  ),
  rejected as (
    select date_trunc('week', a.rejected_at) as week, count(*) as n
    from public.answers a where a.rejected_at >= v_from group by 1
  ),
  to_first_answer as (
    select extract(epoch from (min(a.created_at) - wq.created_at)) / 3600.0 as hours
    from window_questions wq
    join public.answers a on a.question_id = wq.id
    group by wq.id, wq.created_at
  ),
  to_approval as (
    select extract(epoch from (a.approved_at - q.created_at)) / 3600.0 as hours
    from public.answers a
    join public.questions q on q.id = a.question_id
    where a.approved_at is not null and q.created_at >= v_from
  )
  select jsonb_build_object(
    'from', v_from,
    'weeks', v_weeks,
    'weekly', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'week', to_char(w.week, 'YYYY-MM-DD'),
        'received', coalesce(r.n, 0),
        'answered', coalesce(an.n, 0),
        'approved', coalesce(ap.n, 0),
        'rejected', coalesce(rj.n, 0)
      ) order by w.week), '[]'::jsonb)
      from weeks w
      left join received r on r.week = w.week
      left join answered an on an.week = w.week
      left join approved ap on ap.week = w.week
      left join rejected rj on rj.week = w.week
    ),
    'time_to_first_answer', (
      select jsonb_build_object(
        'count', count(*),
        'median_hours', round((percentile_cont(0.5) within group (order by hours))::numeric, 2),
        'p90_hours', round((percentile_cont(0.9) within group (order by hours))::numeric, 2)
      ) from to_first_answer
    ),
    'time_to_approval', (
      select jsonb_build_object(
        'count', count(*),
        'median_hours', round((percentile_cont(0.5) within group (order by hours))::numeric, 2),
        'p90_hours', round((percentile_cont(0.9) within group (order by hours))::numeric, 2)
      ) from to_approval
    ),
    'by_account', (
      select coalesce(jsonb_agg(jsonb_build_object('label', x.label, 'count', x.n) order by x.n desc, x.label), '[]'::jsonb)
      from (
        select coalesce(c.name, 'No corporate account') as label, count(*) as n
        from window_questions wq
        left join public.corporate_accounts c on c.id = wq.corporate_account_id
        group by 1
      ) x
    ),
    'by_type', (
      select coalesce(jsonb_agg(jsonb_build_object('label', x.label, 'count', x.n) order by x.n desc, x.label), '[]'::jsonb)
      from (
        select wq.coding_question_type as label, count(*) as n from window_questions wq group by 1
      ) x
    ),
    'rejection', (
      select jsonb_build_object(
        'decided', count(*),
        'rejected', count(*) filter (where a.rejected_at is not null),
        'rate', case when count(*) = 0 then null
          else round(count(*) filter (where a.rejected_at is not null)::numeric / count(*), 4) end
      )
      from public.answers a
      where a.approved_at >= v_from or a.rejected_at >= v_from
    )
  ) into v_result;
  return v_result;
end;
$$;
revoke all on function public.expert_metrics(integer) from public, anon, authenticated;
grant execute on function public.expert_metrics(integer) to authenticated;
