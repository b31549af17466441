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
   array['meridian-medical.test'], date '2026-01-01', date '2027-06-30', true, null, 150),
  ('c0000000-0000-4000-8000-000000000003', 'Lakeside University Health', 'lakeside-university-health', 'him@lakeside-university-health.test',
   array['lakeside-university-health.test'], date '2025-07-01', date '2026-06-30', true, '/logos/lakeside-university-health.svg', 25),
  ('c0000000-0000-4000-8000-000000000004', 'Harbor Hospital Network', 'harbor-hospital-network', 'revenue@harbor-hospital-network.test',
   array['harbor-hospital-network.test'], date '2026-03-01', date '2027-02-28', true, '/logos/harbor-hospital-network.svg', 12);
-- The two demo-gated partners: their public forms need a demo-access token (docs/decisions.md,
-- "Demo access gate").
update public.corporate_accounts set demo_gated = true
where slug in ('lakeside-university-health', 'harbor-hospital-network');
-- The spec's device-company and hospital-system partners add each question to the Smartsheet sheet.
update public.corporate_accounts set smartsheet_sync = true
where slug in ('summit-health', 'meridian-medical');
-- Their forms, as the spec describes them (docs/spec-notes.md, "Partner forms"): the hospital
-- system in-app and standalone with a date of service; the device company in-app, standalone,
-- embedded and as the visual-test page with a year of service and no logo; the university and the
-- hospital network one gated form each, with the counter.
update public.corporate_accounts set form_variants = '{standalone,in_app}', form_style = 'date',
  form_test_data = true
where slug = 'summit-health';
update public.corporate_accounts set form_variants = '{standalone,in_app,embed,visual_test}',
  form_style = 'year', form_test_data = true
where slug = 'meridian-medical';
update public.corporate_accounts set form_variants = '{standalone}', form_style = 'counter'
where slug in ('lakeside-university-health', 'harbor-hospital-network');

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
-- Forty realistic coding questions: each title, body, question type, place of service and answer
-- belong together, the answers come in several styles (short, step by step, code lists,
-- "it depends", query advice), and five have a rejected answer in their history (two still
-- pending, one revised and awaiting approval, two approved after revision). No patient
-- identifiers anywhere (the PHI detector passes over every text: tests/integration/db/seed.test.ts).
-- Ids are RFC 9562 version-4 UUIDs: question n is d1000000-0000-4000-8000-<n>, its answer
-- a1000000-…-<n>, a rejected earlier answer a2000000-…-<n>.
-- Layout (kept from the first seed, tests and reports rely on it): 1–10 unassigned, 11–20
-- pending, 21–28 awaiting approval, 29–40 approved; account by n % 5 (0 Summit, 1 Meridian,
-- 2 Lakeside, 3 Harbor, 4 the individual demo user).
do $$
declare
  v_admin uuid := '00000000-0000-4000-8000-0000000000a1';
  v_approver uuid := '00000000-0000-4000-8000-0000000000a2';
  v_expert uuid := '00000000-0000-4000-8000-0000000000a3';
  v_user uuid := '00000000-0000-4000-8000-0000000000a4';
  v_accounts uuid[] := array[
    'c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002',
    'c0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000004', null]::uuid[];
  v_coders uuid[] := array[
    '00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000b2',
    '00000000-0000-4000-8000-0000000000b3', '00000000-0000-4000-8000-0000000000b4']::uuid[];
  v_first text[] := array['Jordan', 'Priya', 'Marcus', 'Elena', 'Tomas', 'Grace', 'Noah', 'Aisha'];
  v_last text[] := array['Reyes', 'Patel', 'Nguyen', 'Okafor', 'Lindqvist', 'Chen', 'Brooks', 'Haddad'];
  r record;
  v_id uuid;
  v_status public.question_status;
  v_account uuid;
  v_owner uuid;
  v_expert_id uuid;
  v_created timestamptz;
  v_answer uuid;
  v_rejected uuid;
  v_first_name text;
  v_last_name text;
  v_email text;
  v_general boolean;
begin
  for r in
    select * from (values
      -- n, title, body, coding question type, POS (Professional types only), place of service,
      -- answer (questions 21–40), rejected earlier answer, rejection reason
      (1, 'Drug-coated balloon angioplasty: C-code and revenue code',
       'We bill a femoral-popliteal angioplasty with a drug-coated balloon in the hospital outpatient department. Does the balloon get its own C-code line under revenue code 0278, and does the procedure code change compared with a standard balloon?',
       'Hospital - Outpatient', null::text, 'Meridian Vascular Lab, Building C', null::text, null::text, null::text),
      (2, 'Teaching physician presence for a resident-performed lumbar puncture',
       'A resident performed a lumbar puncture in the hospital clinic and the teaching physician was present only for the key portion. Which modifier goes on the professional claim, and what must the teaching physician''s attestation say?',
       'Professional - Physician Component', '22 - On Campus - Outpatient Hospital', 'Lakeside Neurology Clinic', null, null, null),
      (3, 'Principal diagnosis when sepsis develops after admission',
       'The admission was for community-acquired pneumonia and sepsis was first documented on day three. Is pneumonia still the principal diagnosis, and how do we report sepsis and its present-on-admission indicator?',
       'Hospital - Inpatient', null, 'Harbor General, 4 West', null, null, null),
      (4, 'Place of service for an audio-video visit from home',
       'An established patient had a follow-up by two-way audio and video from home. Which place of service and modifier go on the professional claim for Medicare this year, and does it differ for commercial plans?',
       'General Coding Question', null, null, null, null, null),
      (5, 'Counting observation hours when the stay crosses midnight',
       'The observation order was written at 22:15 and the discharge was the next afternoon. How do we count the billable hours, and is the time spent waiting for a bed after the inpatient decision excluded?',
       'Hospital - Outpatient', null, 'Summit Health Main Campus', null, null, null),
      (6, 'Spinal cord stimulator trial leads in the ASC',
       'Our ASC places percutaneous trial leads for a spinal cord stimulator. Is CPT 63650 device-intensive in the ASC setting, and which HCPCS code do we report for the trial leads?',
       'Ambulatory Surgery Center', null, 'Meridian Partner Surgery Center', null, null, null),
      (7, 'Incident-to billing for a nurse practitioner follow-up',
       'A nurse practitioner in our faculty practice saw an established patient for a follow-up of a problem the physician had already diagnosed and treated. The supervising physician was in the suite. Can we bill incident-to under the physician''s NPI?',
       'Professional - Global', '11 - Office', 'Lakeside Faculty Practice, Suite 300', null, null, null),
      (8, 'Trauma activation and critical care in the emergency department',
       'A trauma team activation was followed by 45 minutes of critical care in the ED. Can the facility report both an ED visit level and 99291, and where does the trauma activation revenue code 068x fit?',
       'Hospital - Outpatient', null, 'Harbor General Emergency Department', null, null, null),
      (9, 'Does prior-day record review count toward E/M time?',
       'Our physicians document total time on the date of the encounter. One of them reviewed outside records the evening before the visit. Does that time count toward the office visit level?',
       'General Coding Question', null, null, null, null, null),
      (10, 'Acute respiratory failure with a COPD exacerbation: which is principal?',
       'The discharge summary lists acute on chronic hypoxic respiratory failure and COPD with acute exacerbation, and both were treated. Which one is sequenced as principal, and what documentation would change that?',
       'Hospital - Inpatient', null, 'Summit Health Main Campus', null, null, null),
      (11, 'Pacemaker generator replaced under warranty',
       'The manufacturer replaced a pacemaker generator under warranty at no cost to the hospital. Which modifier and condition code go on the outpatient claim, and what changes if we receive only a partial credit?',
       'Hospital - Outpatient', null, 'Meridian Heart Center', null,
       'Append modifier FB to the device line.',
       'Please also cover the partial-credit case: which value code carries the credit amount, and which condition codes go with the no-cost replacement.'),
      (12, 'Attending billing for a CT read first by a resident',
       'A radiology resident gave the preliminary read overnight and the attending finalized the report the next morning. Can the attending bill 74177-26, and is modifier GC required?',
       'Professional - Physician Component', '21 - Inpatient Hospital', 'Lakeside University Hospital', null, null, null),
      (13, 'Discharge status code for a move to a swing bed',
       'An acute stay ended with a move to our critical access hospital''s swing bed. Which discharge status code goes on the inpatient claim, and does the post-acute transfer policy reduce the DRG payment?',
       'Hospital - Inpatient', null, 'Harbor Valley Hospital', null, null, null),
      (14, 'Modifier 25 with a same-day skin tag removal',
       'The physician evaluated a new rash and, at the same visit, removed a skin tag that was the reason for scheduling. Which service carries modifier 25, and is the visit separately billable at all?',
       'Professional - Global', '11 - Office', 'Independent practice office', null, null, null),
      (15, 'Facility drug administration hierarchy: hydration, push and infusion',
       'In the outpatient infusion center, IV hydration ran for 90 minutes, then an antiemetic was given by IV push, then a therapeutic antibiotic infusion ran for 40 minutes. Which service is the initial code and how are the others reported?',
       'Hospital - Outpatient', null, 'Summit Health Infusion Center', null, null, null),
      (16, 'Cataract extraction with a trabecular bypass stent in the ASC',
       'Our ASC performs cataract extraction with insertion of a trabecular bypass stent in the same session. Which CPT code covers both, and can the stent be billed separately as a device?',
       'Ambulatory Surgery Center', null, 'Meridian Eye Surgery Center', null, null, null),
      (17, 'Chronic care management minutes by clinical staff',
       'Clinical staff spent 47 minutes in one month on care coordination, calls and medication reconciliation under general supervision. Which CCM codes do we report, and what consent must be on file?',
       'Professional - Global', '11 - Office', 'Lakeside Family Medicine', null, null, null),
      (18, 'Bilateral knee injections on the facility claim',
       'The physician injected both knees in the hospital outpatient clinic. On the facility claim, do we report 20610 once with modifier 50 or on two lines with RT and LT, and with how many units?',
       'Hospital - Outpatient', null, 'Harbor Orthopedic Clinic', null,
       'Report 20610 with modifier 50 and 2 units.',
       'Modifier 50 goes with 1 unit on the outpatient facility claim. Please correct the units and cite the bilateral indicator.'),
      (19, 'Screening colonoscopy that becomes a polypectomy',
       'A screening colonoscopy found a polyp that was removed by snare. Which code, modifier and diagnosis order keep the screening benefit for the patient?',
       'General Coding Question', null, null, null, null, null),
      (20, 'Revision of both components of a total knee arthroplasty',
       'The surgeon revised both the femoral and tibial components of a prior knee replacement for aseptic loosening. Which ICD-10-PCS root operations are reported, and does removing the old components get its own code?',
       'Hospital - Inpatient', null, 'Summit Health Orthopedic Institute', null, null, null),
      (21, 'Revenue code for an implanted sacral neurostimulator',
       'We implanted a sacral nerve neurostimulator pulse generator in the hospital outpatient department. Which revenue code carries the device, and does it need its own HCPCS line?',
       'Hospital - Outpatient', null, 'Meridian Pelvic Health Center',
       E'Report it as follows:\n- CPT 64590 for the insertion of the pulse generator.\n- HCPCS C1767 (generator, neurostimulator, non-rechargeable) on its own line under revenue code 0278, with the device cost as the charge.\n\nRevenue code 0278 (other implants) is the right home for the generator; 0272 is for sterile supplies that stay behind. Because 64590 is device-intensive, the claim is returned without a device C-code (procedure-to-device edit).',
       null, null),
      (22, 'Split/shared visit in a hospital-based clinic',
       'A physician assistant and a physician both saw the same established patient in our hospital-based clinic. The physician spent 12 minutes and the PA 20 minutes. Who bills, and which modifier is required?',
       'Professional - Physician Component', '22 - On Campus - Outpatient Hospital', 'Lakeside Cardiology Clinic',
       'In a facility setting the practitioner who performs the substantive portion bills a split/shared visit. When time decides, the substantive portion is more than half of the combined time: here the PA''s 20 of 32 minutes, so the visit goes under the PA''s NPI with modifier FS. The note must name both practitioners, and the one who bills signs it.',
       null, null),
      (23, 'Observation after an outpatient laparoscopic cholecystectomy',
       'An outpatient laparoscopic cholecystectomy needed an overnight stay for pain control. Can we bill observation hours, and what changes if the order becomes inpatient?',
       'Hospital - Outpatient', null, 'Harbor General Surgical Services',
       E'It depends on why the stay was needed.\n\nIf the overnight stay is the usual recovery for the procedure, it is part of the surgery and observation is not billed.\n\nIf the physician orders observation for a problem beyond the usual recovery (here, pain not controlled by the standard oral regimen), the hours count from the order time, minus the time of active monitoring that belongs to the procedure.\n\nIf the order becomes inpatient, the outpatient services fall into the inpatient claim under the payment window. Condition code 44 is only for the reverse: an inpatient order changed to outpatient by utilization review.',
       null, null),
      (24, 'Problem-oriented visit on the same day as a preventive exam',
       'A scheduled annual preventive exam also covered new knee pain that needed an exam and an X-ray order. Can both services be billed?',
       'General Coding Question', null, null,
       E'Yes, when the problem-oriented work is significant and separately identifiable:\n1. Report the preventive visit code for the age band (99395–99397 for an established patient).\n2. Report the problem-oriented visit (for example 99213) with modifier 25.\n3. Link the knee pain diagnosis to the problem-oriented line and Z00.00 or Z00.01 to the preventive line.\n4. Keep the documentation separate: the problem-oriented history, exam and decision making must stand on their own.\n\nSome plans apply a copay to the problem-oriented visit, so front-desk staff should say so when scheduling.',
       'Yes, bill both.',
       'Too short for the submitter to act on: say which modifier goes on which line and what documentation keeps the two services separate.'),
      (25, 'Acute kidney injury documented once in a progress note',
       'The creatinine rose from 0.9 to 1.6 during the stay and the physician documented AKI in one progress note but not in the discharge summary. Can we code N17.9, or do we need a query first?',
       'Hospital - Inpatient', null, 'Summit Health Main Campus',
       E'Query first. A diagnosis that appears once in a progress note and is left out of the discharge summary is conflicting documentation, and the coder should not settle it alone.\n\nSend a compliant, non-leading query that lists the creatinine values and asks the attending to confirm, rule out or clarify the diagnosis. If AKI is confirmed, N17.9 qualifies as a secondary diagnosis (it was monitored and affected care) and is a CC for the MS-DRG.',
       null, null),
      (26, 'No-cost neurostimulator in the ASC',
       'A manufacturer supplied a replacement neurostimulator at no cost after a recall, implanted in our ASC. How do we report it so the device offset is applied?',
       'Ambulatory Surgery Center', null, 'Meridian Partner Surgery Center',
       E'Report:\n- the device-intensive procedure code (here CPT 63685) with modifier FB, which tells the contractor to take the device portion out of the ASC payment;\n- no separate charge for the device.\n\nIf the credit had been partial (50 percent or more of the device cost), modifier FC would apply instead. Keep the manufacturer''s no-cost letter with the case record.',
       null, null),
      (27, 'Prolonged service with a new office visit',
       'A complex new office visit took 95 minutes of physician time on the date of service. Which prolonged service code applies for Medicare, and how many units?',
       'Professional - Global', '11 - Office', 'Lakeside Internal Medicine',
       'For Medicare, report 99205 with one unit of G2212. G2212 starts 15 minutes after the longest time in the 99205 range, at 89 minutes, and a second unit would need 104. Payers that follow CPT use 99417 instead, which counts from 75 minutes: 95 minutes supports two units there.',
       null, null),
      (28, 'Hydration running at the same time as a therapeutic infusion',
       'Normal saline ran concurrently with a therapeutic infusion through the same line in the outpatient infusion center. Is the hydration separately reportable?',
       'Hospital - Outpatient', null, 'Harbor Infusion Center',
       'No. Hydration that runs at the same time as a therapeutic or chemotherapy infusion is included in that service. Report the therapeutic infusion (96365, and 96366 for each additional hour) and leave out 96360 and 96361 for the concurrent saline. Hydration is reportable only when it runs on its own for more than 30 minutes, before or after the other infusion, for a documented reason.',
       null, null),
      (29, 'Bilateral procedure: modifier 50 or RT and LT?',
       'A physician performed the same procedure on both sides at one session. For a commercial payer, should the claim show one line with modifier 50 or two lines with RT and LT?',
       'General Coding Question', null, null,
       E'It depends on the payer.\n\nMedicare: one line, modifier 50, 1 unit. The fee schedule pays 150 percent when the procedure''s bilateral indicator is 1.\n\nMany commercial payers: two lines with RT and LT, 1 unit each. Check the payer''s published modifier policy before choosing; when it is silent, follow the Medicare convention.\n\nEither way, the operative note must document both sides.',
       'Report the procedure once with modifier 50; the payer will apply the bilateral adjustment.',
       'This depends on the payer. Please say where commercial payers differ from Medicare and how to find out which convention a payer uses.'),
      (30, 'Sepsis due to a urinary tract infection present on arrival',
       'The physician documented sepsis due to a urinary tract infection, both present on arrival, with E. coli in the cultures. How do we sequence the sepsis and the UTI, and what are the POA indicators?',
       'Hospital - Inpatient', null, 'Summit Health Main Campus',
       E'Sequence:\n1. A41.51 Sepsis due to E. coli, principal, POA Y.\n2. R65.20 only when severe sepsis with organ dysfunction is documented, followed by the organ dysfunction codes.\n3. N39.0 Urinary tract infection, site not specified, POA Y.\n\nThe systemic infection comes first whenever sepsis is present on admission and meets the definition of principal diagnosis; the localized infection follows.',
       null, null),
      (31, 'Drug-eluting stents in two coronary arteries',
       'In the hospital outpatient cath lab, drug-eluting stents were placed in the LAD and the right coronary artery. Which codes, modifiers and device C-codes go on the facility claim?',
       'Hospital - Outpatient', null, 'Meridian Heart Center Cath Lab',
       E'- C9600 for the first vessel, with modifier LD.\n- C9601 for the second major coronary artery, with modifier RC.\n- C1874 (stent, coated/covered, with delivery system) once per stent, revenue code 0278.\n\nThe comprehensive APC packages C9601 into C9600, but report it anyway: the line carries the charges and the vessel count.',
       null, null),
      (32, 'Critical care time shared by two intensivists',
       'Two intensivists from the same group each provided critical care on the same date, 50 and 40 minutes. How is the time reported on the professional claims?',
       'Professional - Physician Component', '21 - Inpatient Hospital', 'Lakeside University Hospital ICU',
       E'Physicians of the same specialty in the same group count as one for critical care:\n1. Add the time: 50 + 40 = 90 minutes.\n2. For Medicare, 99291 covers up to 103 minutes and the first 99292 needs 104, so 90 minutes is 99291 alone.\n3. The physician who reached 30 minutes first reports 99291; the other''s time is included in it.\n4. Each note states its own time and the critical care provided.',
       null, null),
      (33, 'Defending an emergency department facility level',
       'Our ED uses a point-based facility level model. For a visit with two diagnostic tests, IV fluids and a specialist consult by phone, how do we support level 4 versus level 5?',
       'Hospital - Outpatient', null, 'Harbor General Emergency Department',
       'Hospitals set their own ED facility level criteria, as long as the criteria reflect the hospital resources used, are written down, are applied the same way to every visit and are not based on the physician''s level. Under most point models, two diagnostic tests, IV fluids and a specialist consult land at level 4 (99284); level 5 usually needs resources such as several IV medications, critical monitoring or a complex procedure. Document each counted resource in the nursing record so the level can be audited.',
       'Level 5, because IV fluids were given.',
       'Facility levels come from the hospital''s own criteria. Please explain what the guidelines require of the model and how to document the resources counted.'),
      (34, 'Unrelated visit during a 90-day global period',
       'Three weeks after a knee arthroscopy, the surgeon saw the same person for an unrelated shoulder complaint. Can that visit be billed during the global period?',
       'General Coding Question', null, null,
       'Yes: report the visit with modifier 24 (unrelated evaluation and management during a postoperative period) and link the shoulder diagnosis, not the knee. The note should make clear that the visit was not about the knee. Knee arthroscopy carries a 90-day global period, so without modifier 24 the visit is denied as part of the surgical package.',
       null, null),
      (35, 'Imaging paid at zero next to a J1 procedure',
       'A J1 procedure and a separately payable imaging service were on the same outpatient claim. Why was the imaging paid at zero, and should we still report it?',
       'Hospital - Outpatient', null, 'Summit Health Outpatient Pavilion',
       'Yes, keep reporting it. Under a comprehensive APC every other service on the claim is packaged into the J1 service, with a few exceptions such as pass-through drugs and certain preventive services. The zero payment is expected; the charges still feed the rate setting, and leaving the line off would understate the claim.',
       null, null),
      (36, 'Pass-through device implanted in the ASC',
       'A pass-through device was implanted during a procedure in our ASC. Where does the device go on the claim, and how is it paid?',
       'Ambulatory Surgery Center', null, 'Meridian Partner Surgery Center',
       E'- Report the procedure''s CPT code as usual.\n- Report the device''s HCPCS C-code on its own line; payment indicator J7 in Addendum AA marks it as separately paid.\n- Medicare pays the device at contractor-priced cost, so keep the invoice.\n\nCheck Addendum AA for the quarter of the date of service: pass-through status lasts at least two and no more than three years.',
       null, null),
      (37, 'Echo interpretation at an off-campus hospital department',
       'Our cardiologist interprets transthoracic echocardiograms performed at an off-campus hospital department. Which code and modifier does the physician report, and with which place of service?',
       'Professional - Physician Component', '19 - Off Campus - Outpatient Hospital', 'Lakeside Heart Institute, Riverside',
       'Report 93306-26 (professional component) with POS 19. The hospital bills the technical component on its facility claim. Do not report the global code: the hospital owns the equipment and employs the sonographers.',
       null, null),
      (38, 'POA for a pressure injury first documented on day two',
       'A stage 3 pressure injury was first documented on the second day of the stay, and the admission skin assessment was incomplete. Which present-on-admission indicator applies?',
       'Hospital - Inpatient', null, 'Harbor General, 5 East',
       E'Query the provider: POA must come from the provider''s documentation, and a first mention on day two after an incomplete admission assessment is unclear.\n\nState the first documentation date and the incomplete skin assessment in the query, then assign from the answer: Y if present at the time of the inpatient order, N if not, W if the provider cannot clinically determine it. U (documentation insufficient) is for when no answer can be obtained, and it is treated like N for the hospital-acquired condition rules.',
       null, null),
      (39, 'New or established after a physician changes groups?',
       'A physician joined our practice from another group in the same specialty. People she treated at her old group now book with her here. New or established visit codes?',
       'General Coding Question', null, null,
       'Established. A visit is established when the person received professional services from the physician, or from another physician of the same specialty and subspecialty in the same group, within the past three years. The rule follows the physician: she saw these people within three years, so use 99212–99215.',
       null, null),
      (40, 'Modifier PN for a new off-campus provider-based department',
       'We opened a new off-campus provider-based department this year. Which modifier goes on its claims, and what changes for the payment?',
       'Hospital - Outpatient', null, 'Summit Health Westfield Outpatient Center',
       'A department that started billing after November 2, 2015 and is not excepted (for example, it is not a dedicated emergency department) reports modifier PN on each line. Those services are paid at the physician fee schedule relativity adjuster, 40 percent of the OPPS rate. Excepted off-campus departments report modifier PO instead.',
       null, null)
    ) as v(n, title, body, question_type, pos, place, answer, rejected, reason)
    order by n
  loop
    v_id := ('d1000000-0000-4000-8000-' || lpad(r.n::text, 12, '0'))::uuid;
    v_status := case
      when r.n <= 10 then 'unassigned'
      when r.n <= 20 then 'pending'
      when r.n <= 28 then 'awaiting_approval'
      else 'approved'
    end::public.question_status;
    v_account := v_accounts[1 + (r.n % 5)];
    v_general := r.question_type = 'General Coding Question';
    -- Submitter: corporate coder, anonymous visitor of a public form, or the individual demo user.
    if v_account is null then
      v_owner := v_user;
    elsif r.n % 3 = 0 then
      v_owner := null;
    else
      v_owner := v_coders[1 + (r.n % 5)];
    end if;
    v_first_name := v_first[1 + (r.n % 8)];
    v_last_name := v_last[1 + ((r.n * 3) % 8)];
    if v_owner = v_user then
      v_first_name := 'Uma'; v_last_name := 'User'; v_email := 'user@claimdesk.test';
    elsif v_owner is not null then
      select u.email into v_email from auth.users u where u.id = v_owner;
    else
      v_email := lower(v_first_name || '.' || v_last_name) || '@example.test';
    end if;
    -- Everything is the expert's: the demo has one approver, who cannot approve their own answers.
    v_expert_id := case when v_status = 'unassigned' then null else v_expert end;
    v_created := now() - ((45 - r.n) * interval '1 day') - (r.n * interval '37 minutes');

    insert into public.questions (
      id, title, content, status, created_at, updated_at, user_id, expert_id, corporate_account_id,
      submitter_name, submitter_email, first_name, last_name, email, phone_number, user_title, entity_institution,
      zip_code, location_of_service_name, location_of_service_zip, pos_indicator, date_of_service,
      coding_question_type, phi_confirmed
    ) values (
      v_id, r.title, r.body, v_status, v_created, v_created + interval '2 hours',
      v_owner, v_expert_id, v_account,
      v_first_name || ' ' || v_last_name, v_email, v_first_name, v_last_name, v_email,
      case when r.n % 2 = 0 then '555-01' || lpad(r.n::text, 2, '0') end,
      case when r.n % 3 = 0 then 'Coding Specialist' else 'HIM Manager' end,
      coalesce((select c.name from public.corporate_accounts c where c.id = v_account), 'Independent practice'),
      lpad((10000 + r.n * 1234)::text, 5, '0'),
      case when not v_general then r.place end,
      case when not v_general then lpad((20000 + r.n * 321)::text, 5, '0') end,
      r.pos,
      case when not v_general then (v_created - interval '9 days')::date end,
      r.question_type, r.n % 13 = 0
    );
    insert into public.question_events (question_id, actor_id, event, to_status, created_at)
    values (v_id, v_owner, 'created', 'unassigned', v_created);

    if v_status <> 'unassigned' then
      insert into public.question_events (question_id, actor_id, event, from_status, to_status, created_at)
      values (v_id, v_admin, 'assigned', 'unassigned', 'pending', v_created + interval '1 hour');
    end if;

    -- A first answer the approver sent back: the expert sees the reason (and, from question 21 on,
    -- wrote the revised answer below).
    if r.rejected is not null then
      v_rejected := ('a2000000-0000-4000-8000-' || lpad(r.n::text, 12, '0'))::uuid;
      insert into public.answers (id, question_id, expert_id, content, created_at, updated_at, rejected_by, rejected_at, rejection_reason)
      values (v_rejected, v_id, v_expert, r.rejected,
        v_created + interval '1 day', v_created + interval '2 days', v_approver, v_created + interval '2 days', r.reason);
      insert into public.question_events (question_id, answer_id, actor_id, event, from_status, to_status, created_at)
      values (v_id, v_rejected, v_expert, 'answered', 'pending', 'awaiting_approval', v_created + interval '1 day');
      insert into public.question_events (question_id, answer_id, actor_id, event, from_status, to_status, reason, created_at)
      values (v_id, v_rejected, v_approver, 'rejected', 'awaiting_approval', 'pending', r.reason, v_created + interval '2 days');
    end if;

    if v_status in ('awaiting_approval', 'approved') then
      v_answer := ('a1000000-0000-4000-8000-' || lpad(r.n::text, 12, '0'))::uuid;
      insert into public.answers (id, question_id, expert_id, content, created_at, updated_at, approved_by, approved_at)
      values (v_answer, v_id, v_expert, r.answer,
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

-- Knowledge base ---------------------------------------------------------------------------
-- Five approved answers published as articles, one of each question type, the way an approver
-- publishes them: kb_publish_article as the demo approver, which refuses the submitter's name,
-- email and institution, the partner's name, dates and likely PHI (docs/decisions.md, "What a
-- knowledge-base article never contains"). Their titles and questions are the seeded ones, which
-- name nobody. Published a day after the approval.
do $$
declare
  v_n int;
  v_id uuid;
begin
  perform set_config('request.jwt.claim.sub', '00000000-0000-4000-8000-0000000000a2', true);
  foreach v_n in array array[29, 30, 31, 32, 36] loop
    v_id := ('d1000000-0000-4000-8000-' || lpad(v_n::text, 12, '0'))::uuid;
    perform public.kb_publish_article(q.id, q.title, q.content)
    from public.questions q where q.id = v_id;
    update public.kb_articles k set published_at = q.updated_at + interval '1 day'
    from public.questions q where q.id = v_id and k.question_id = q.id;
    update public.kb_article_events e set created_at = k.published_at
    from public.kb_articles k where k.question_id = v_id and e.article_id = k.id;
  end loop;
  perform set_config('request.jwt.claim.sub', '', true);
end
$$;
