-- The admin's status override and the ask-back statuses (supabase/README.md, "Request more
-- information": admin overrides).
--
-- needs_information is set only by a request for more information (request_information) and
-- closed_no_reply only by the request's clock (info_mail_context 'close'); a reply takes the question
-- back to pending. set_question_status therefore refuses them as targets and refuses to move a
-- question out of them, each with a message that says why, before any other check on the move.
-- Reassigning (admin_reassign_questions) is unchanged and allowed in both statuses: the question
-- keeps its status, the open request stays open, and the submitter's reply returns the question to
-- pending for the new expert, who gets the "reply received" mail (info_mail_context 'reply' mails
-- the question's expert at the time of the reply). See supabase/README.md, "Request more information".

create or replace function public.set_question_status(
  question_id uuid,
  status public.question_status,
  reason text default null
)
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
  v_reason text := nullif(btrim(coalesce(reason, '')), '');
  v_q record;
  v_expert_ok boolean;
begin
  if not public.is_admin() then
    raise exception 'Only admins can change question status' using errcode = '42501';
  end if;
  if v_to is null then
    raise exception 'Invalid status' using errcode = '22023';
  end if;
  if v_to in ('needs_information', 'closed_no_reply') then
    raise exception 'Needs information and Closed – no reply cannot be set by hand: they come only from a request for more information and its deadline'
      using errcode = '22023';
  end if;
  if v_reason is null then
    raise exception 'A reason is required to change the status' using errcode = '22023';
  end if;
  if char_length(v_reason) > 2000 then
    raise exception 'The reason must be at most 2000 characters' using errcode = '22023';
  end if;
  select q.id, q.title, q.status, q.expert_id into v_q from public.questions q where q.id = v_qid for update;
  if not found then
    raise exception 'Question not found' using errcode = 'PT404';
  end if;
  if v_q.status = 'needs_information' then
    raise exception 'This question is waiting for the submitter''s reply: it returns to pending when they reply, or closes without a reply'
      using errcode = 'PT409';
  end if;
  if v_q.status = 'closed_no_reply' then
    raise exception 'This question was closed without a reply: only the submitter''s reply reopens it'
      using errcode = 'PT409';
  end if;
  v_expert_ok := exists (select 1 from public.profiles p where p.id = v_q.expert_id and p.role = 'expert');

  if v_q.status in ('pending', 'approved') and v_to = 'unassigned' then
    -- unassign a pending question, or reopen an approved one for any expert
    update public.questions q set status = 'unassigned', expert_id = null where q.id = v_qid;
  elsif v_q.status in ('approved', 'unassigned') and v_to = 'pending' and v_expert_ok then
    -- reopen an approved question for its expert (or restore an unassigned one that kept its expert)
    update public.questions q set status = 'pending' where q.id = v_qid;
  elsif v_q.status = 'approved' and v_to = 'pending' then
    raise exception 'The question''s expert is no longer an expert: reopen it as unassigned' using errcode = 'PT409';
  else
    raise exception 'Cannot change a question that is % to %', v_q.status, v_to using errcode = 'PT409';
  end if;

  insert into public.question_events (question_id, actor_id, event, from_status, to_status, reason)
  values (v_qid, v_uid, 'status_changed', v_q.status, v_to, v_reason);
  perform public.admin_log(v_uid, 'question.status_change', 'question', v_qid::text, v_q.title,
    jsonb_build_object('status', v_q.status, 'expert_id', v_q.expert_id),
    jsonb_build_object('status', v_to, 'expert_id', (select q.expert_id from public.questions q where q.id = v_qid)),
    v_reason);
end;
$$;
comment on function public.set_question_status(uuid, public.question_status, text) is
  'Admin, with a reason: pending->unassigned (unassign), approved->unassigned or ->pending (reopen), unassigned->pending (expert already set). needs_information and closed_no_reply are never targets nor sources (ask-back only). Audited.';
revoke all on function public.set_question_status(uuid, public.question_status, text) from public, anon, authenticated;
grant execute on function public.set_question_status(uuid, public.question_status, text) to authenticated, service_role;

comment on function public.admin_reassign_questions(uuid[], uuid, text) is
  'Admin: assigns 1..1000 questions (any status but approved) to any expert; a question in needs_information or closed_no_reply keeps its status and its request, and the reply goes to the new expert; one result row per id; audited once.';
