-- Local demo data (local stack only; never deployed). Data only: the schema is in migrations/.
-- Demo logins, all with the password ClaimDesk-demo-2026:
--   admin@claimdesk.test (admin), approver@claimdesk.test (expert, approver),
--   expert@claimdesk.test (expert), user@claimdesk.test (user, 10 questions),
--   coder@<slug>.test for each partner (corporate users).

-- Partners -------------------------------------------------------------------------------
insert into public.corporate_accounts
  (id, name, slug, primary_email, allowed_email_domains, contract_start_date, contract_end_date, is_active, logo_url, questions_remaining)
values
  ('c0000000-0000-4000-8000-000000000001', 'Summit Health System', 'summit-health', 'coding@summit-health.test',
   array['summit-health.test'], date '2026-01-01', date '2026-12-31', true, '/logos/summit-health.svg', 200),
  ('c0000000-0000-4000-8000-000000000002', 'Meridian Medical Devices', 'meridian-medical', 'reimbursement@meridian-medical.test',
   array['meridian-medical.test'], date '2026-01-01', date '2027-06-30', true, '/logos/meridian-medical.svg', 150),
  ('c0000000-0000-4000-8000-000000000003', 'Lakeside University Health', 'lakeside-university-health', 'him@lakeside-university-health.test',
   array['lakeside-university-health.test'], date '2025-07-01', date '2026-06-30', true, '/logos/lakeside-university-health.svg', 25),
  ('c0000000-0000-4000-8000-000000000004', 'Harbor Hospital Network', 'harbor-hospital-network', 'revenue@harbor-hospital-network.test',
   array['harbor-hospital-network.test'], date '2026-03-01', date '2027-02-28', true, '/logos/harbor-hospital-network.svg', 12);

-- Demo users, through the auth tables so they can log in (the trigger creates the profiles) ---
with demo (id, email, name) as (
  values
    ('00000000-0000-4000-8000-0000000000a1'::uuid, 'admin@claimdesk.test', 'Alex Admin'),
    ('00000000-0000-4000-8000-0000000000a2'::uuid, 'approver@claimdesk.test', 'Avery Approver'),
    ('00000000-0000-4000-8000-0000000000a3'::uuid, 'expert@claimdesk.test', 'Erin Expert'),
    ('00000000-0000-4000-8000-0000000000a4'::uuid, 'user@claimdesk.test', 'Uma User'),
    ('00000000-0000-4000-8000-0000000000b1'::uuid, 'coder@summit-health.test', 'Sam Summit'),
    ('00000000-0000-4000-8000-0000000000b2'::uuid, 'coder@meridian-medical.test', 'Morgan Meridian'),
    ('00000000-0000-4000-8000-0000000000b3'::uuid, 'coder@lakeside-university-health.test', 'Lee Lakeside'),
    ('00000000-0000-4000-8000-0000000000b4'::uuid, 'coder@harbor-hospital-network.test', 'Harper Harbor')
)
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', d.id, 'authenticated', 'authenticated', d.email,
  extensions.crypt('ClaimDesk-demo-2026', extensions.gen_salt('bf')), now(),
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_build_object('name', d.name, 'role', 'user'),
  now() - interval '90 days', now() - interval '90 days',
  '', '', '', ''
from demo d;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), u.created_at, u.created_at
from auth.users u
where u.email like '%@claimdesk.test' or u.email like 'coder@%.test';

update public.profiles set role = 'admin', questions_remaining = -1
  where id = '00000000-0000-4000-8000-0000000000a1';
update public.profiles set role = 'expert', is_approver = true, questions_remaining = -1
  where id = '00000000-0000-4000-8000-0000000000a2';
update public.profiles set role = 'expert', questions_remaining = -1
  where id = '00000000-0000-4000-8000-0000000000a3';
update public.profiles set questions_remaining = 10
  where id = '00000000-0000-4000-8000-0000000000a4';
update public.profiles p set
  is_corporate_user = true,
  questions_remaining = -1,
  corporate_account_id = c.id
from public.corporate_accounts c
where p.email = 'coder@' || c.slug || '.test';

-- The expert and the approver serve all four partners.
insert into public.expert_corporate_assignments (expert_id, corporate_account_id, created_at)
select e.id, c.id, now() - interval '90 days' + (case when e.id = '00000000-0000-4000-8000-0000000000a3'::uuid then 0 else 1 end) * interval '1 minute'
from public.profiles e cross join public.corporate_accounts c
where e.id in ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-0000000000a3');

-- Demo access code ------------------------------------------------------------------------
insert into public.app_settings (key, value)
values ('demo_access_code_hash', extensions.crypt('CLAIMDESK-DEMO', extensions.gen_salt('bf')));

-- Sample questions over all statuses, types and accounts ----------------------------------
do $$
declare
  v_admin uuid := '00000000-0000-4000-8000-0000000000a1';
  v_approver uuid := '00000000-0000-4000-8000-0000000000a2';
  v_expert uuid := '00000000-0000-4000-8000-0000000000a3';
  v_user uuid := '00000000-0000-4000-8000-0000000000a4';
  v_titles text[] := array[
    'Modifier 25 with same-day E/M and minor procedure',
    'Principal diagnosis for sepsis present on admission',
    'Observation hours versus inpatient admission order',
    'Bilateral procedure billing with modifier 50',
    'Device-intensive procedure and pass-through status',
    'Coding a drug-eluting stent in two vessels',
    'Professional component for interpreted imaging',
    'Global surgical package and post-op visits',
    'ASC billing for a cataract extraction with iStent',
    'Split/shared visit documentation requirements',
    'Telehealth place of service for established patients',
    'Chronic care management time thresholds',
    'Secondary diagnosis for acute kidney injury',
    'Revenue code for implantable neurostimulator',
    'Emergency department level selection criteria',
    'Incident-to billing in a provider-based clinic',
    'Coding a total knee arthroplasty revision',
    'Hospital outpatient infusion hierarchy',
    'Critical care time with multiple physicians',
    'Status indicator J1 comprehensive APC packaging'
  ];
  v_bodies text[] := array[
    'Our physician performed a minor procedure and a separately identifiable evaluation on the same day. Which codes and modifiers apply, and what documentation supports them?',
    'The record documents the condition on arrival but the query response came after discharge. How should we sequence the diagnoses and report present-on-admission?',
    'The stay crossed two midnights with an observation order first. How do we report the hours and which order controls the claim?',
    'The operative note describes the same procedure on both sides. Should we use one line with modifier 50 or two lines with RT and LT for this payer?',
    'We implanted a device that appears on the pass-through list. Which HCPCS code and revenue code belong on the outpatient claim?'
  ];
  v_types text[] := array['General Coding Question', 'Hospital - Inpatient', 'Hospital - Outpatient',
    'Ambulatory Surgery Center', 'Professional - Physician Component', 'Professional - Global'];
  v_pos text[] := array['11 - Office', '22 - On Campus - Outpatient Hospital', '19 - Off Campus - Outpatient Hospital',
    '21 - Inpatient Hospital', '23 - Emergency Room - Hospital', '24 - Ambulatory Surgery Center'];
  v_accounts uuid[] := array[
    'c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002',
    'c0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000004', null]::uuid[];
  v_coders uuid[] := array[
    '00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000b2',
    '00000000-0000-4000-8000-0000000000b3', '00000000-0000-4000-8000-0000000000b4']::uuid[];
  v_first text[] := array['Jordan', 'Priya', 'Marcus', 'Elena', 'Tomas', 'Grace', 'Noah', 'Aisha'];
  v_last text[] := array['Reyes', 'Patel', 'Nguyen', 'Okafor', 'Lindqvist', 'Chen', 'Brooks', 'Haddad'];
  n integer;
  v_id uuid;
  v_status public.question_status;
  v_account uuid;
  v_owner uuid;
  v_type text;
  v_expert_id uuid;
  v_created timestamptz;
  v_answer uuid;
  v_first_name text;
  v_last_name text;
  v_email text;
begin
  for n in 1..40 loop
    v_id := md5('claimdesk-question-' || n)::uuid;
    v_status := case
      when n <= 10 then 'unassigned'
      when n <= 20 then 'pending'
      when n <= 28 then 'awaiting_approval'
      else 'approved'
    end::public.question_status;
    v_account := v_accounts[1 + (n % 5)];
    v_type := v_types[1 + (n % 6)];
    -- Submitter: corporate coder, anonymous visitor of a public form, or the individual demo user.
    if v_account is null then
      v_owner := v_user;
    elsif n % 3 = 0 then
      v_owner := null;
    else
      v_owner := v_coders[1 + (n % 5)];
    end if;
    v_first_name := v_first[1 + (n % 8)];
    v_last_name := v_last[1 + ((n * 3) % 8)];
    if v_owner = v_user then
      v_first_name := 'Uma'; v_last_name := 'User'; v_email := 'user@claimdesk.test';
    elsif v_owner is not null then
      select u.email into v_email from auth.users u where u.id = v_owner;
    else
      v_email := lower(v_first_name || '.' || v_last_name) || '@example.test';
    end if;
    -- Everything is the expert's: the demo has one approver, who cannot approve their own answers.
    v_expert_id := case when v_status = 'unassigned' then null else v_expert end;
    v_created := now() - ((45 - n) * interval '1 day') - (n * interval '37 minutes');

    insert into public.questions (
      id, title, content, status, created_at, updated_at, user_id, expert_id, corporate_account_id,
      submitter_name, submitter_email, first_name, last_name, email, phone_number, user_title, entity_institution,
      zip_code, location_of_service_name, location_of_service_zip, pos_indicator, date_of_service,
      coding_question_type, phi_confirmed, corporate_counted
    ) values (
      v_id, v_titles[1 + ((n - 1) % 20)], v_bodies[1 + (n % 5)], v_status, v_created, v_created + interval '2 hours',
      v_owner, v_expert_id, v_account,
      v_first_name || ' ' || v_last_name, v_email, v_first_name, v_last_name, v_email,
      case when n % 2 = 0 then '555-01' || lpad(n::text, 2, '0') end,
      case when n % 3 = 0 then 'Coding Specialist' else 'HIM Manager' end,
      coalesce((select c.name from public.corporate_accounts c where c.id = v_account), 'Independent practice'),
      lpad((10000 + n * 1234)::text, 5, '0'),
      case when v_type <> 'General Coding Question' then 'Main Campus ' || n end,
      case when v_type <> 'General Coding Question' then lpad((20000 + n * 321)::text, 5, '0') end,
      case when v_type like 'Professional%' then v_pos[1 + (n % 6)] end,
      case when v_type <> 'General Coding Question' then make_date(2020 + (n % 6), 1, 1) end,
      v_type, n % 13 = 0, true
    );
    insert into public.question_events (question_id, actor_id, event, to_status, created_at)
    values (v_id, v_owner, 'created', 'unassigned', v_created);

    if v_status <> 'unassigned' then
      insert into public.question_events (question_id, actor_id, event, from_status, to_status, created_at)
      values (v_id, v_admin, 'assigned', 'unassigned', 'pending', v_created + interval '1 hour');
    end if;

    -- One question was answered, rejected, answered again and approved.
    if n = 29 then
      v_answer := md5('claimdesk-answer-' || n || '-rejected')::uuid;
      insert into public.answers (id, question_id, expert_id, content, created_at, updated_at, rejected_by, rejected_at, rejection_reason)
      values (v_answer, v_id, v_expert,
        'Report the procedure once with modifier 50; the payer will apply the bilateral adjustment.',
        v_created + interval '1 day', v_created + interval '2 days', v_approver, v_created + interval '2 days',
        'This payer requires RT/LT on two lines; please cite the payer policy and correct the units.');
      insert into public.question_events (question_id, answer_id, actor_id, event, from_status, to_status, created_at)
      values (v_id, v_answer, v_expert, 'answered', 'pending', 'awaiting_approval', v_created + interval '1 day');
      insert into public.question_events (question_id, answer_id, actor_id, event, from_status, to_status, reason, created_at)
      values (v_id, v_answer, v_approver, 'rejected', 'awaiting_approval', 'pending',
        'This payer requires RT/LT on two lines; please cite the payer policy and correct the units.', v_created + interval '2 days');
    end if;
    -- One pending question whose answer was rejected: the expert sees the reason and writes a new one.
    if n = 11 then
      v_answer := md5('claimdesk-answer-' || n || '-rejected')::uuid;
      insert into public.answers (id, question_id, expert_id, content, created_at, updated_at, rejected_by, rejected_at, rejection_reason)
      values (v_answer, v_id, v_expert,
        'Use modifier 25 on the E/M line.',
        v_created + interval '1 day', v_created + interval '2 days', v_approver, v_created + interval '2 days',
        'Please explain what makes the E/M separately identifiable and cite the NCCI manual chapter.');
      insert into public.question_events (question_id, answer_id, actor_id, event, from_status, to_status, created_at)
      values (v_id, v_answer, v_expert, 'answered', 'pending', 'awaiting_approval', v_created + interval '1 day');
      insert into public.question_events (question_id, answer_id, actor_id, event, from_status, to_status, reason, created_at)
      values (v_id, v_answer, v_approver, 'rejected', 'awaiting_approval', 'pending',
        'Please explain what makes the E/M separately identifiable and cite the NCCI manual chapter.', v_created + interval '2 days');
    end if;

    if v_status in ('awaiting_approval', 'approved') then
      v_answer := md5('claimdesk-answer-' || n)::uuid;
      insert into public.answers (id, question_id, expert_id, content, created_at, updated_at, approved_by, approved_at)
      values (v_answer, v_id, v_expert,
        'Based on the documentation described, report the service as follows: ' || v_titles[1 + ((n - 1) % 20)]
          || ' is supported when the record shows medical necessity, the performing provider and the time or extent of the service. '
          || 'Check the payer''s policy for any modifier or revenue-code requirement before submitting the claim.',
        v_created + interval '3 days', v_created + interval '3 days',
        case when v_status = 'approved' then v_approver end,
        case when v_status = 'approved' then v_created + interval '4 days' end);
      insert into public.question_events (question_id, answer_id, actor_id, event, from_status, to_status, created_at)
      values (v_id, v_answer, v_expert, 'answered', 'pending', 'awaiting_approval', v_created + interval '3 days');
      if v_status = 'approved' then
        insert into public.question_events (question_id, answer_id, actor_id, event, from_status, to_status, created_at)
        values (v_id, v_answer, v_approver, 'approved', 'awaiting_approval', 'approved', v_created + interval '4 days');
      end if;
      update public.questions q set updated_at = v_created + interval '4 days' where q.id = v_id;
    end if;
  end loop;
end
$$;
