-- The answer workflow: assignment, answers, approval and rejection, admin status changes.
-- Every function: SECURITY DEFINER, empty search_path, EXECUTE only for the roles that may call it.

-- assign_expert ---------------------------------------------------------------------------
create or replace function public.assign_expert(question_id uuid, expert_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_uid uuid := auth.uid();
  v_qid uuid := question_id;
  v_expert uuid := expert_id;
  v_admin boolean := public.is_admin();
  v_q record;
begin
  if not v_admin and not public.is_expert() then
    raise exception 'Only admins and experts can assign questions' using errcode = '42501';
  end if;
  if not v_admin and v_expert is distinct from v_uid then
    raise exception 'Only admins can assign other experts' using errcode = '42501';
  end if;
  if not exists (select 1 from public.profiles p where p.id = v_expert and p.role = 'expert') then
    raise exception 'User is not an expert' using errcode = '22023';
  end if;
  select q.id, q.status, q.expert_id, q.corporate_account_id into v_q from public.questions q where q.id = v_qid for update;
  if not found then
    raise exception 'Question not found' using errcode = 'PT404';
  end if;
  if v_admin then
    if v_q.status not in ('unassigned', 'pending') then
      raise exception 'Cannot assign a question that is %', v_q.status using errcode = 'PT409';
    end if;
    if v_q.status = 'pending' and v_q.expert_id = v_expert then
      raise exception 'Question is already assigned to this expert' using errcode = 'PT409';
    end if;
  elsif v_q.status <> 'unassigned' then
    raise exception 'Cannot claim a question that is %', v_q.status using errcode = 'PT409';
  elsif v_q.corporate_account_id is not null and not exists (
    select 1 from public.expert_corporate_assignments a
    where a.expert_id = v_uid and a.corporate_account_id = v_q.corporate_account_id
  ) then
    raise exception 'You are not assigned to this corporate account' using errcode = '42501';
  end if;

  update public.questions q set expert_id = v_expert, status = 'pending', updated_at = now() where q.id = v_qid;
  insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
  values (v_qid, v_uid, 'assigned', v_q.status, 'pending',
    case when v_q.expert_id is not null and v_q.expert_id <> v_expert then 'reassigned' end);
end;
$$;
comment on function public.assign_expert(uuid, uuid) is 'Admin assigns/reassigns any expert; an expert claims an unassigned question of one of their accounts (or one without an account).';

-- add_answer ------------------------------------------------------------------------------
create or replace function public.add_answer(question_id uuid, content text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_uid uuid := auth.uid();
  v_qid uuid := question_id;
  v_content text := btrim(coalesce(content, ''));
  v_q record;
  v_answer uuid;
begin
  select q.id, q.status, q.expert_id into v_q from public.questions q where q.id = v_qid for update;
  if not found then
    raise exception 'Question not found' using errcode = 'PT404';
  end if;
  if v_uid is null or v_q.expert_id is distinct from v_uid or not public.is_expert() then
    raise exception 'Only the assigned expert can answer this question' using errcode = '42501';
  end if;
  if v_q.status <> 'pending' then
    raise exception 'Cannot answer a question that is %', v_q.status using errcode = 'PT409';
  end if;
  if v_content = '' then
    raise exception 'Answer is required' using errcode = '22023';
  end if;
  if char_length(v_content) > 20000 then
    raise exception 'Answer must be at most 20000 characters' using errcode = '22023';
  end if;

  insert into public.answers (question_id, expert_id, content)
  values (v_qid, v_uid, v_content)
  returning id into v_answer;
  update public.questions q set status = 'awaiting_approval' where q.id = v_qid;
  insert into public.question_events (question_id, answer_id, actor_id, event, from_status, to_status)
  values (v_qid, v_answer, v_uid, 'answered', 'pending', 'awaiting_approval');
  return v_answer;
end;
$$;
comment on function public.add_answer(uuid, text) is 'The assigned expert answers a pending question; it becomes awaiting_approval.';

-- approve_answer / reject_answer ----------------------------------------------------------
create or replace function public.decide_answer(p_answer_id uuid, p_approve boolean, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_verb text := case when p_approve then 'approve' else 'reject' end;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_a record;
  v_status public.question_status;
begin
  if not public.is_approver() then
    raise exception 'Only approvers can % answers', v_verb using errcode = '42501';
  end if;
  select a.id, a.question_id, a.expert_id, a.approved_at, a.rejected_at into v_a
  from public.answers a where a.id = p_answer_id;
  if not found then
    raise exception 'Answer not found' using errcode = 'PT404';
  end if;
  -- Lock the question first, then re-read the answer, so decisions are serialised.
  select q.status into v_status from public.questions q where q.id = v_a.question_id for update;
  select a.id, a.question_id, a.expert_id, a.approved_at, a.rejected_at into v_a
  from public.answers a where a.id = p_answer_id for update;
  if v_a.expert_id = v_uid then
    raise exception 'You cannot % your own answer', v_verb using errcode = '42501';
  end if;
  if v_a.approved_at is not null then
    raise exception 'This answer has already been approved' using errcode = 'PT409';
  end if;
  if v_a.rejected_at is not null then
    raise exception 'This answer has already been rejected' using errcode = 'PT409';
  end if;
  if v_status <> 'awaiting_approval' then
    raise exception 'Cannot % an answer to a question that is %', v_verb, v_status using errcode = 'PT409';
  end if;

  if p_approve then
    update public.answers a set approved_by = v_uid, approved_at = now() where a.id = p_answer_id;
    update public.questions q set status = 'approved' where q.id = v_a.question_id;
    insert into public.question_events (question_id, answer_id, actor_id, event, from_status, to_status)
    values (v_a.question_id, p_answer_id, v_uid, 'approved', 'awaiting_approval', 'approved');
  else
    if v_reason is null then
      raise exception 'A reason is required to reject an answer' using errcode = '22023';
    end if;
    if char_length(v_reason) > 2000 then
      raise exception 'The reason must be at most 2000 characters' using errcode = '22023';
    end if;
    update public.answers a
    set rejected_by = v_uid, rejected_at = now(), rejection_reason = v_reason
    where a.id = p_answer_id;
    update public.questions q set status = 'pending' where q.id = v_a.question_id;
    insert into public.question_events (question_id, answer_id, actor_id, event, from_status, to_status, reason)
    values (v_a.question_id, p_answer_id, v_uid, 'rejected', 'awaiting_approval', 'pending', v_reason);
  end if;
end;
$$;
revoke all on function public.decide_answer(uuid, boolean, text) from public, anon, authenticated;

create or replace function public.approve_answer(answer_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select public.decide_answer(answer_id, true, null)
$$;
comment on function public.approve_answer(uuid) is 'An approver (not the author) approves the undecided answer; the question becomes approved.';

create or replace function public.reject_answer(answer_id uuid, reason text)
returns void
language sql
security definer
set search_path = ''
as $$
  select public.decide_answer(answer_id, false, reason)
$$;
comment on function public.reject_answer(uuid, text) is 'An approver (not the author) rejects with a reason; the question returns to pending.';

-- set_question_status (admin) -------------------------------------------------------------
create or replace function public.set_question_status(question_id uuid, status public.question_status)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_uid uuid := auth.uid();
  v_qid uuid := question_id;
  v_to public.question_status := status;
  v_q record;
begin
  if not public.is_admin() then
    raise exception 'Only admins can change question status' using errcode = '42501';
  end if;
  if v_to is null then
    raise exception 'Invalid status' using errcode = '22023';
  end if;
  select q.id, q.status, q.expert_id into v_q from public.questions q where q.id = v_qid for update;
  if not found then
    raise exception 'Question not found' using errcode = 'PT404';
  end if;

  if v_q.status = 'pending' and v_to = 'unassigned' then
    update public.questions q set status = 'unassigned', expert_id = null where q.id = v_qid;
  elsif v_q.status = 'approved' and v_to = 'pending' and v_q.expert_id is not null then
    update public.questions q set status = 'pending' where q.id = v_qid;
  elsif v_q.status = 'unassigned' and v_to = 'pending' and v_q.expert_id is not null then
    update public.questions q set status = 'pending' where q.id = v_qid;
  else
    raise exception 'Cannot change a question that is % to %', v_q.status, v_to using errcode = 'PT409';
  end if;

  insert into public.question_events (question_id, actor_id, event, from_status, to_status)
  values (v_qid, v_uid, 'status_changed', v_q.status, v_to);
end;
$$;
comment on function public.set_question_status(uuid, public.question_status) is
  'Admin: pending->unassigned (unassign), approved->pending (reopen), unassigned->pending (expert already set).';

-- Grants ------------------------------------------------------------------------------------
revoke all on function public.assign_expert(uuid, uuid) from public, anon, authenticated;
revoke all on function public.add_answer(uuid, text) from public, anon, authenticated;
revoke all on function public.approve_answer(uuid) from public, anon, authenticated;
revoke all on function public.reject_answer(uuid, text) from public, anon, authenticated;
revoke all on function public.set_question_status(uuid, public.question_status) from public, anon, authenticated;

grant execute on function public.assign_expert(uuid, uuid) to authenticated, service_role;
grant execute on function public.add_answer(uuid, text) to authenticated, service_role;
grant execute on function public.approve_answer(uuid) to authenticated, service_role;
grant execute on function public.reject_answer(uuid, text) to authenticated, service_role;
grant execute on function public.set_question_status(uuid, public.question_status) to authenticated, service_role;
