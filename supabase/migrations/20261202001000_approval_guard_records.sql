-- Answers nobody can approve, and records that outlive the people in them (docs/decisions.md,
-- "Answers nobody can approve" and "Records that outlive people").
--
-- Who may decide an answer is unchanged (decide_answer): an expert flagged approver who did not
-- write it. So an answer is undecidable when no approver other than its author exists, and the
-- assignee of a question writes its next answer (a rejection returns it to them). Hence:
--   sole_approver                  the only approver left (null: none, or several)
--   pick_account_expert            never picks the only approver (auto-assignment, re-queueing)
--   admin_reassign_questions       refuses the only approver as the new expert (PT409, says what to do)
--   admin_reassign_candidates      the reassign dialog's experts: least loaded first, each with why
--                                  it cannot take questions (the only approver) or null
--   admin_unapprovable_answers     the dashboard's answers waiting with no eligible approver
--   admin_user_removal_impact      also counts the waiting answers a removal leaves undecidable
--
-- Deleting a user still deletes their profile and login (foreign keys set their ids to null), so
-- what must outlive them is copied, staff-only, where it is written:
--   answer_attribution             per answer: author, approver, rejecter (ids and names; staff read)
--   question_events                actor_name, expert_name (copied when the event is written)
--   report_facts                   expert_id keeps the author's id (no foreign key), expert_name
-- Names follow a rename while the person exists, and stay when they are deleted. admin_report
-- labels a removed expert's group with the kept name and counts a question whose expert was
-- removed under the author of its latest answer.

-- Who can approve -------------------------------------------------------------------------------
create or replace function public.sole_approver(p_leaving uuid default null)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select case when count(*) = 1 then (array_agg(p.id))[1] end
  from public.profiles p
  where p.role = 'expert' and p.is_approver and p.id is distinct from p_leaving
$$;
comment on function public.sole_approver(uuid) is
  'Internal: the only approver (an expert flagged approver) once p_leaving is gone; null when there are none or several.';
revoke all on function public.sole_approver(uuid) from public, anon, authenticated;

create or replace function public.only_approver_message(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select format('%s is the only approver: nobody could approve an answer they write. '
    'Make another expert an approver first, or choose another expert', p_name)
$$;
comment on function public.only_approver_message(text) is
  'Internal: why the only approver is not given questions, and what to do (one wording everywhere).';
revoke all on function public.only_approver_message(text) from public, anon, authenticated;

-- Auto-assignment -------------------------------------------------------------------------------
create or replace function public.pick_account_expert_excluding(p_corporate_account_id uuid, p_leaving uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  with only_one as (select public.sole_approver(p_leaving) as id)
  select a.expert_id
  from public.expert_corporate_assignments a
  join public.profiles p on p.id = a.expert_id and p.role = 'expert'
  cross join only_one o
  where a.corporate_account_id = p_corporate_account_id
    and a.expert_id is distinct from p_leaving
    and a.expert_id is distinct from o.id
  order by
    p.is_approver,
    (select count(*) from public.questions q
      where q.expert_id = a.expert_id and q.status in ('pending', 'needs_information', 'awaiting_approval')),
    a.created_at,
    a.expert_id
  limit 1
$$;
comment on function public.pick_account_expert_excluding(uuid, uuid) is
  'Internal: the assigned expert of an account who gets a question, p_leaving (an expert being removed) left out: non-approvers first, then the fewest open questions, then the oldest assignment; never the only approver.';
revoke all on function public.pick_account_expert_excluding(uuid, uuid) from public, anon, authenticated;

create or replace function public.pick_account_expert(p_corporate_account_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select public.pick_account_expert_excluding(p_corporate_account_id, null)
$$;
comment on function public.pick_account_expert(uuid) is
  'Internal: the assigned expert of an account who gets a question: non-approvers first, then the fewest open questions (pending, needs_information, awaiting_approval), then the oldest assignment; never the only approver.';
revoke all on function public.pick_account_expert(uuid) from public, anon, authenticated;

-- Internal: waiting answers that have an eligible approver now and none once p_leaving is gone.
create or replace function public.answers_stranded_by_leaving(p_leaving uuid)
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
revoke all on function public.answers_stranded_by_leaving(uuid) from public, anon, authenticated;

-- Removing an expert ----------------------------------------------------------------------------
-- As 20261202000100, but the new expert is picked with the departing one counted as gone, so an
-- approver's deletion never hands questions to the approver who is then the only one.
create or replace function public.requeue_expert_questions(p_expert uuid, p_actor uuid, p_reason text)
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
revoke all on function public.requeue_expert_questions(uuid, uuid, text) from public, anon, authenticated;

-- The confirmation dialog: as 20261202000100, "another expert" never being the approver left as the
-- only one, plus answers_left_without_approver (waiting answers only this user could decide).
drop function public.admin_user_removal_impact(uuid);
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
revoke all on function public.admin_user_removal_impact(uuid) from public, anon, authenticated;
grant execute on function public.admin_user_removal_impact(uuid) to authenticated;

-- Reassigning -----------------------------------------------------------------------------------
-- As 20261125000400, and the only approver is refused as the new expert: whatever they would
-- answer (now, after a rejection or after the submitter's reply) nobody could approve.
create or replace function public.admin_reassign_questions(
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
revoke all on function public.admin_reassign_questions(uuid[], uuid, text) from public, anon, authenticated;
grant execute on function public.admin_reassign_questions(uuid[], uuid, text) to authenticated;

-- The reassign dialog's choices: every expert, those who can take questions first, least loaded
-- first; refusal says why one cannot (the only approver), in admin_reassign_questions' words.
create or replace function public.admin_reassign_candidates()
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
revoke all on function public.admin_reassign_candidates() from public, anon, authenticated;
grant execute on function public.admin_reassign_candidates() to authenticated;

-- Records that outlive people -------------------------------------------------------------------
-- Per answer, who wrote, approved and rejected it, by id and name. No foreign keys to profiles, so
-- a row keeps a deleted person; staff read it (submitters never see staff names).
create table public.answer_attribution (
  answer_id uuid primary key references public.answers (id) on delete cascade,
  expert_id uuid,
  expert_name text,
  approved_by uuid,
  approved_by_name text,
  rejected_by uuid,
  rejected_by_name text
);
comment on table public.answer_attribution is
  'Who wrote, approved and rejected each answer (ids and names), kept when those people are deleted; names follow renames. Kept by triggers; staff read it.';
alter table public.answer_attribution enable row level security;
create index answer_attribution_expert_id_idx on public.answer_attribution (expert_id);
create index answer_attribution_approved_by_idx on public.answer_attribution (approved_by);
create index answer_attribution_rejected_by_idx on public.answer_attribution (rejected_by);
revoke all on table public.answer_attribution from anon, authenticated;
grant select on table public.answer_attribution to authenticated;
create policy "answer_attribution: staff read"
  on public.answer_attribution for select to authenticated
  using ((select public.is_staff()));

-- A person set on an answer is copied with their name; a person cleared (their deletion) is kept.
create or replace function public.answer_attribution_keep()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.answer_attribution as t (answer_id, expert_id, expert_name, approved_by,
    approved_by_name, rejected_by, rejected_by_name)
  select new.id, new.expert_id, e.name, new.approved_by, ap.name, new.rejected_by, rj.name
  from (select 1) one
  left join public.profiles e on e.id = new.expert_id
  left join public.profiles ap on ap.id = new.approved_by
  left join public.profiles rj on rj.id = new.rejected_by
  on conflict (answer_id) do update set
    expert_id = coalesce(excluded.expert_id, t.expert_id),
    expert_name = case when excluded.expert_id is null then t.expert_name else excluded.expert_name end,
    approved_by = coalesce(excluded.approved_by, t.approved_by),
    approved_by_name = case when excluded.approved_by is null then t.approved_by_name else excluded.approved_by_name end,
    rejected_by = coalesce(excluded.rejected_by, t.rejected_by),
    rejected_by_name = case when excluded.rejected_by is null then t.rejected_by_name else excluded.rejected_by_name end;
  return null;
end;
$$;
revoke all on function public.answer_attribution_keep() from public, anon, authenticated;

create trigger answer_attribution_keep
  after insert on public.answers
  for each row execute function public.answer_attribution_keep();
create trigger answer_attribution_keep_update
  after update of expert_id, approved_by, rejected_by on public.answers
  for each row
  when ((new.expert_id is not null and new.expert_id is distinct from old.expert_id)
    or (new.approved_by is not null and new.approved_by is distinct from old.approved_by)
    or (new.rejected_by is not null and new.rejected_by is distinct from old.rejected_by))
  execute function public.answer_attribution_keep();

insert into public.answer_attribution (answer_id, expert_id, expert_name, approved_by, approved_by_name,
  rejected_by, rejected_by_name)
select a.id, a.expert_id, e.name, a.approved_by, ap.name, a.rejected_by, rj.name
from public.answers a
left join public.profiles e on e.id = a.expert_id
left join public.profiles ap on ap.id = a.approved_by
left join public.profiles rj on rj.id = a.rejected_by;

-- The history: who acted and who had the question after each event, by name as it was then
-- (like admin_events; the embedded profile gives the current name while the person exists).
alter table public.question_events
  add column actor_name text,
  add column expert_name text;
comment on column public.question_events.actor_name is
  'The actor''s name when the event was written; kept when the actor is deleted.';
comment on column public.question_events.expert_name is
  'The name of the question''s expert right after the event, when it was written; kept when they are deleted.';

-- Runs after question_events_fill_expert (triggers fire in name order), so expert_id is set.
create or replace function public.question_events_fill_names()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.actor_id is not null and new.actor_name is null then
    select p.name into new.actor_name from public.profiles p where p.id = new.actor_id;
  end if;
  if new.expert_id is not null and new.expert_name is null then
    select p.name into new.expert_name from public.profiles p where p.id = new.expert_id;
  end if;
  return new;
end;
$$;
revoke all on function public.question_events_fill_names() from public, anon, authenticated;

create trigger question_events_fill_names
  before insert on public.question_events
  for each row execute function public.question_events_fill_names();

-- Rows written before this migration (the append-only trigger lets nobody else change them).
alter table public.question_events disable trigger question_events_append_only;
update public.question_events e set actor_name = p.name from public.profiles p where p.id = e.actor_id;
update public.question_events e set expert_name = p.name from public.profiles p where p.id = e.expert_id;
alter table public.question_events enable trigger question_events_append_only;

-- Report facts keep the author's id when they are deleted (no foreign key any more) and a name.
alter table public.report_facts drop constraint report_facts_expert_id_fkey;
alter table public.report_facts add column expert_name text;
comment on column public.report_facts.expert_id is
  'The answer''s author (no foreign key: kept when they are deleted).';
comment on column public.report_facts.expert_name is
  'The author''s name; follows renames, kept when they are deleted.';

-- A fact written after its author was deleted (an approval, an email) takes them from the answer's
-- attribution.
create or replace function public.report_facts_fill_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.expert_id is null then
    select t.expert_id, t.expert_name into new.expert_id, new.expert_name
    from public.answer_attribution t where t.answer_id = new.answer_id;
  elsif new.expert_name is null then
    select p.name into new.expert_name from public.profiles p where p.id = new.expert_id;
  end if;
  return new;
end;
$$;
revoke all on function public.report_facts_fill_name() from public, anon, authenticated;

create trigger report_facts_fill_name
  before insert on public.report_facts
  for each row execute function public.report_facts_fill_name();

update public.report_facts f set expert_name = p.name from public.profiles p where p.id = f.expert_id;

-- A rename reaches the kept names (history rows keep the name they were written with).
create or replace function public.profiles_rename_records()
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
revoke all on function public.profiles_rename_records() from public, anon, authenticated;

create trigger profiles_rename_records
  after update of name on public.profiles
  for each row
  when (old.name is distinct from new.name)
  execute function public.profiles_rename_records();

-- The dashboard: answers waiting with nobody who may decide them, oldest first -------------------
-- reason: author_only_approver (its author is the only approver) or no_approver (there is none).
create or replace function public.admin_unapprovable_answers(p_limit integer default 20)
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
revoke all on function public.admin_unapprovable_answers(integer) from public, anon, authenticated;
grant execute on function public.admin_unapprovable_answers(integer) to authenticated;

-- Deleting a profile: as 20261125000300, and the audit row of an approver's deletion also counts
-- the waiting answers nobody is left to approve (the dashboard lists them).
create or replace function public.profiles_before_delete()
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
revoke all on function public.profiles_before_delete() from public, anon, authenticated;

-- Reports: as 20261125000500, with a deleted expert's group (group by expert) keeping their id and
-- name, and a question whose expert was deleted received under the author of its latest answer.
create or replace function public.admin_report(
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_group text default 'week',
  p_time_zone text default 'UTC'
)
returns table (
  group_key text,
  group_label text,
  is_total boolean,
  received bigint,
  answered bigint,
  first_answer_median_hours numeric,
  first_answer_p90_hours numeric,
  approved bigint,
  approval_median_hours numeric,
  approval_p90_hours numeric,
  rejected bigint,
  rejection_rate numeric,
  deliveries bigint,
  delivery_failures bigint
)
language plpgsql
stable
security definer
set search_path = ''
-- The plan's row estimates for the group joins are far too high, which made Postgres JIT-compile
-- it: ~2 s of compiling for a ~40 ms query. The sorts fit in memory with 32 MB.
set jit = off
set work_mem = '32MB'
as $$
declare
  v_to timestamptz := coalesce(p_to, now());
  v_from timestamptz := coalesce(p_from, coalesce(p_to, now()) - interval '90 days');
  v_group text := lower(btrim(coalesce(p_group, 'week')));
  v_tz text := coalesce(nullif(btrim(p_time_zone), ''), 'UTC');
  v_stuck timestamptz := now() - interval '2 minutes';
  v_weeks timestamptz[];
  v_fkey text;
  v_qkey text;
begin
  perform public.require_admin('Only admins can view reports');
  if v_group not in ('week', 'account', 'expert', 'type') then
    raise exception 'Group by week, account, expert or type' using errcode = '22023';
  end if;
  if v_from >= v_to then
    raise exception 'The start of the range must be before its end' using errcode = '22023';
  end if;
  if v_to - v_from > interval '731 days' then
    raise exception 'The range must be at most 2 years' using errcode = '22023';
  end if;
  begin
    perform now() at time zone v_tz;
  exception when others then
    raise exception 'Unknown time zone: %', v_tz using errcode = '22023';
  end;

  -- Mondays 00:00 in the time zone, as instants: a row's week is a binary search in this array
  -- (width_bucket), not a time-zone conversion and formatting per row.
  select array_agg(w at time zone v_tz order by w) into v_weeks
  from generate_series(
    date_trunc('week', v_from at time zone v_tz),
    date_trunc('week', (v_to - interval '1 microsecond') at time zone v_tz),
    interval '1 week'
  ) w;
  v_fkey := case v_group
    when 'week' then 'width_bucket(f.at, $3)'
    when 'account' then 'f.corporate_account_id'
    when 'expert' then 'f.expert_id'
    else 'f.coding_question_type collate "C"' end;
  v_qkey := case v_group
    when 'week' then 'width_bucket(q.created_at, $3)'
    when 'account' then 'q.corporate_account_id'
    -- a question whose expert was deleted: the author of its latest answer (kept in report_facts)
    when 'expert' then 'coalesce(q.expert_id, case when q.status <> ''unassigned'' then (
      select f.expert_id from public.report_facts f where f.question_id = q.id and f.kind <> ''delivery''
      order by f.at desc, f.id desc limit 1) end)'
    else 'q.coding_question_type collate "C"' end;

  -- $1 from, $2 to, $3 week starts, $4 "stuck sending" cut-off, $5 time zone, $6 grouping
  return query execute format($sql$
  with agg as (
    -- one pass over the facts of the range (an index-only scan), one sort by group
    select case when grouping(%1$s) = 1 then null else coalesce((%1$s)::text, 'none') end as gk,
      grouping(%1$s) = 1 as total,
      count(*) filter (where f.kind = 'first_answer') as n_f,
      percentile_cont(array[0.5, 0.9]) within group (order by f.hours)
        filter (where f.kind = 'first_answer') as p_f,
      count(*) filter (where f.kind = 'approval') as n_a,
      percentile_cont(array[0.5, 0.9]) within group (order by f.hours)
        filter (where f.kind = 'approval') as p_a,
      count(*) filter (where f.kind = 'rejection') as n_x,
      count(*) filter (where f.kind = 'delivery') as n_d,
      count(*) filter (where f.kind = 'delivery' and (f.delivery_status = 'failed'
        or (f.delivery_status = 'sending' and f.delivery_updated_at < $4))) as n_bad
    from public.report_facts f
    where f.at >= $1 and f.at < $2
    group by grouping sets ((%1$s), ())
  ),
  received as (
    select case when grouping(rq.k) = 1 then null else coalesce(rq.k::text, 'none') end as gk,
      grouping(rq.k) = 1 as total, count(*) as n
    from (select %2$s as k from public.questions q where q.created_at >= $1 and q.created_at < $2) rq
    group by grouping sets ((rq.k), ())
  ),
  data_keys as (
    select a.gk from agg a where not a.total
    union
    select r.gk from received r where not r.total
  ),
  keys as (
    select i::text as gk, to_char($3[i] at time zone $5, 'YYYY-MM-DD') as label, i as ord
    from generate_subscripts($3, 1) i
    where $6 = 'week'
    union all
    select c.id::text, c.name, null from public.corporate_accounts c
    where $6 = 'account' and (c.is_active or c.id::text in (select d.gk from data_keys d))
    union all
    select p.id::text, p.name, null from public.profiles p
    where $6 = 'expert' and (p.role = 'expert' or p.id::text in (select d.gk from data_keys d))
    union all
    -- deleted experts: the name their report facts kept
    select d.gk, coalesce((select f.expert_name from public.report_facts f
      where f.expert_id = d.gk::uuid and f.expert_name is not null limit 1), 'Deleted expert'), null
    from data_keys d
    where $6 = 'expert' and d.gk <> 'none' and not exists (select 1 from public.profiles p where p.id::text = d.gk)
    union all
    select 'none', case when $6 = 'account' then 'No corporate account' else 'No expert' end, null
    where $6 in ('account', 'expert') and exists (select 1 from data_keys d where d.gk = 'none')
    union all
    select d.gk, d.gk, null from data_keys d where $6 = 'type'
  ),
  rows_out as (
    select case when $6 = 'week' then k.label else k.gk end as gk, k.label, false as total, k.ord,
      r.n as n_r, a.n_f, a.p_f, a.n_a, a.p_a, a.n_x, a.n_d, a.n_bad
    from keys k
    left join received r on r.gk = k.gk and not r.total
    left join agg a on a.gk = k.gk and not a.total
    union all
    select null, 'Total', true, null, r.n, a.n_f, a.p_f, a.n_a, a.p_a, a.n_x, a.n_d, a.n_bad
    from agg a cross join received r
    where a.total and r.total
  )
  select ro.gk, ro.label, ro.total,
    coalesce(ro.n_r, 0), coalesce(ro.n_f, 0),
    round(ro.p_f[1]::numeric, 2), round(ro.p_f[2]::numeric, 2),
    coalesce(ro.n_a, 0), round(ro.p_a[1]::numeric, 2), round(ro.p_a[2]::numeric, 2),
    coalesce(ro.n_x, 0),
    case when coalesce(ro.n_a, 0) + coalesce(ro.n_x, 0) = 0 then null
      else round(ro.n_x::numeric / (coalesce(ro.n_a, 0) + ro.n_x), 4) end,
    coalesce(ro.n_d, 0), coalesce(ro.n_bad, 0)
  from rows_out ro
  order by ro.total, ro.ord, coalesce(ro.n_r, 0) desc, ro.label, ro.gk
  $sql$, v_fkey, v_qkey)
  using v_from, v_to, v_weeks, v_stuck, v_tz, v_group;
end;
$$;
comment on function public.admin_report(timestamptz, timestamptz, text, text) is
  'Admin: volume, time to first answer and to approval (median, p90), rejections and answer-email failures per week / account / expert (a deleted expert by the name their answers kept) / type, plus a total row.';
revoke all on function public.admin_report(timestamptz, timestamptz, text, text) from public, anon, authenticated;
grant execute on function public.admin_report(timestamptz, timestamptz, text, text) to authenticated;
