-- Every trigger, once all the functions they call exist. Triggers on one table fire in name order.

create trigger corporate_accounts_set_updated_at
  before update on public.corporate_accounts
  for each row execute function public.set_updated_at();

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

create trigger profiles_fill_email
  before insert on public.profiles
  for each row execute function public.profiles_fill_email();

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row execute function public.handle_user_email_change();

create trigger expert_corporate_assignments_check
  before insert or update on public.expert_corporate_assignments
  for each row execute function public.expert_assignment_check();

-- updated_at follows the fields a person changes, not the internal bookkeeping columns.
create trigger questions_set_updated_at
  before update of title, content, status, user_id, expert_id, corporate_account_id, submitter_name,
    submitter_email, first_name, last_name, email, phone_number, user_title, entity_institution, zip_code,
    location_of_service_name, location_of_service_zip, pos_indicator, date_of_service, coding_question_type,
    phi_confirmed
  on public.questions
  for each row execute function public.set_updated_at();

create trigger answers_set_updated_at
  before update on public.answers
  for each row execute function public.set_updated_at();

create trigger question_events_append_only
  before update or delete on public.question_events
  for each row execute function public.question_events_append_only();

create trigger app_settings_set_updated_at
  before update on public.app_settings
  for each row execute function public.set_updated_at();

create trigger answer_deliveries_set_updated_at
  before update on public.answer_deliveries
  for each row execute function public.set_updated_at();

create trigger admin_events_no_update_or_delete
  before update or delete on public.admin_events
  for each row execute function public.admin_events_append_only();

create trigger admin_events_no_truncate
  before truncate on public.admin_events
  for each statement execute function public.admin_events_append_only();

create trigger question_events_fill_expert
  before insert on public.question_events
  for each row execute function public.question_events_fill_expert();

create trigger profiles_before_delete
  before delete on public.profiles
  for each row execute function public.profiles_before_delete();

create trigger questions_audit_delete
  after delete on public.questions
  for each row execute function public.questions_audit_delete();

create trigger report_facts_from_answer
  after insert or update of approved_at, rejected_at on public.answers
  for each row execute function public.report_facts_from_answer();

create trigger report_facts_from_delivery
  after insert or update on public.answer_deliveries
  for each row execute function public.report_facts_from_delivery();

create trigger kb_articles_set_updated_at
  before update on public.kb_articles
  for each row execute function public.set_updated_at();

create trigger corporate_accounts_slug_free
  before insert or update of slug on public.corporate_accounts
  for each row execute function public.corporate_accounts_slug_free();

create trigger corporate_accounts_keep_old_slug
  after update of slug on public.corporate_accounts
  for each row execute function public.corporate_accounts_keep_old_slug();

create trigger corporate_accounts_domains_unique
  before insert or update of allowed_email_domains on public.corporate_accounts
  for each row execute function public.corporate_accounts_check_domains();

create trigger on_auth_user_partner_link
  after insert or update of email_confirmed_at, email on auth.users
  for each row execute function public.link_partner_user();

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

create trigger question_events_fill_names
  before insert on public.question_events
  for each row execute function public.question_events_fill_names();

create trigger report_facts_fill_name
  before insert on public.report_facts
  for each row execute function public.report_facts_fill_name();

create trigger profiles_rename_records
  after update of name on public.profiles
  for each row
  when (old.name is distinct from new.name)
  execute function public.profiles_rename_records();

create trigger outbox_answer_email_report_facts
  after insert or update of status, last_attempt_at, last_error on public.outbox
  for each row when (new.kind = 'answer_email')
  execute function public.report_facts_from_answer_email();
