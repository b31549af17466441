-- An expert may claim (assign to themselves) an unassigned question only from a corporate account
-- they are assigned to; questions without a corporate account stay claimable by any expert. Admins
-- still assign any expert to any question. Before this, the self-claim branch did not look at the
-- account, so an expert outside an account could claim one of its questions through the API and
-- then answer it.

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
