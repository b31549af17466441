import type { FunctionUser } from '@/types/functions';
import type { RpcRow } from '@/types/rpc';

/**
 * A user as the admin functions return it (get-all-users-email, create-staff-user): the in-app
 * user shape, with the email the admin sees (null when the auth user has none).
 */
export type ManagedUser = FunctionUser;

/** A row of the accounts page (admin_list_corporate_accounts). */
export type AdminAccount = RpcRow<
  'admin_list_corporate_accounts',
  | 'primary_email'
  | 'contract_start_date'
  | 'contract_end_date'
  | 'contract_days_left'
  | 'logo_url'
  | 'quota_allowance'
>;

/** A partner account's on/off settings, as the server names them. */
export type AccountFlag = 'demo_gated' | 'kb_public_suggestions' | 'smartsheet_sync';
/** Every account's on/off settings (admin_account_flags). */
export type AccountFlags = RpcRow<'admin_account_flags'>;
/** One account's stored settings (absent: off, or not loaded yet). */
export type StoredFlags = Partial<Record<AccountFlag, boolean>>;

/** An account's form settings and its old slugs (admin_partner_forms). */
export type PartnerFormSettings = RpcRow<
  'admin_partner_forms',
  'display_name' | 'accent_color' | 'intro_text' | 'site_url'
>;

export type AccountWarning = 'low_quota' | 'contract_ended' | 'contract_ending' | 'no_expert';

/** A row of the experts page (admin_list_experts). */
export type AdminExpert = RpcRow<'admin_list_experts', 'median_first_answer_hours'>;

export type RemovalImpact = RpcRow<'admin_user_removal_impact'>;

export type ReassignOutcome = RpcRow<'admin_reassign_questions', 'status'>;

/** An expert the reassign dialog offers, or explains why not (admin_reassign_candidates). */
export type ReassignCandidate = RpcRow<'admin_reassign_candidates', 'refusal'>;

/** An answer waiting with no eligible approver (admin_unapprovable_answers). */
export type UnapprovableAnswer = RpcRow<'admin_unapprovable_answers', 'author_name'>;

export type ReportRow = RpcRow<
  'admin_report',
  | 'group_key'
  | 'first_answer_median_hours'
  | 'first_answer_p90_hours'
  | 'approval_median_hours'
  | 'approval_p90_hours'
  | 'rejection_rate'
>;

export type ReportGroup = 'week' | 'account' | 'expert' | 'type';

export type AdminSettings = RpcRow<
  'admin_get_settings',
  | 'answer_time_target_updated_at'
  | 'answer_time_target_updated_by'
  | 'demo_access_code_updated_at'
  | 'demo_access_code_updated_by'
>;

export type OverdueQuestion = RpcRow<
  'admin_overdue_questions',
  'corporate_account_id' | 'corporate_account_name' | 'expert_id' | 'expert_name'
>;

export type AdminEvent = RpcRow<
  'admin_list_events',
  | 'actor_id'
  | 'actor_name'
  | 'actor_email'
  | 'target_id'
  | 'target_label'
  | 'old_values'
  | 'new_values'
  | 'reason'
>;

/** A row of the question CSV (admin_export_questions): the question, its approved answer and times. */
export type QuestionExportRow = RpcRow<
  'admin_export_questions',
  | 'corporate_account_name'
  | 'submitter_name'
  | 'submitter_email'
  | 'coding_question_type'
  | 'expert_name'
  | 'answer'
  | 'answered_at'
  | 'approver_name'
  | 'approved_at'
  | 'answer_hours'
>;
