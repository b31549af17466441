/** Row shapes the expert workspace reads: PostgREST selects with embeds, built on the generated types. */
import type { Enums } from '@/types/database';

export type QuestionStatus = Enums<'question_status'>;

export interface AccountRef {
  id: string;
  name: string;
}

export interface PersonRef {
  id: string;
  name: string;
  email?: string | null;
}

export interface QuestionListRow {
  id: string;
  title: string;
  status: QuestionStatus;
  created_at: string;
  updated_at: string;
  coding_question_type: string;
  phi_confirmed: boolean;
  expert_id: string | null;
  corporate_account: AccountRef | null;
  expert: PersonRef | null;
}

export interface QuestionDetail extends QuestionListRow {
  content: string;
  user_id: string | null;
  corporate_account_id: string | null;
  submitter_name: string | null;
  submitter_email: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  user_title: string | null;
  entity_institution: string | null;
  zip_code: string | null;
  location_of_service_name: string | null;
  location_of_service_zip: string | null;
  pos_indicator: string | null;
  date_of_service: string | null;
}

export interface AnswerRow {
  id: string;
  question_id: string;
  expert_id: string | null;
  content: string;
  created_at: string;
  approved_by: string | null;
  approved_at: string | null;
  rejected_by: string | null;
  rejected_at: string | null;
  rejection_reason: string | null;
  author: { name: string } | null;
  approver: { name: string } | null;
  rejecter: { name: string } | null;
}

export interface QuestionEventRow {
  id: string;
  question_id: string;
  answer_id: string | null;
  event: 'created' | 'assigned' | 'answered' | 'approved' | 'rejected' | 'status_changed';
  from_status: QuestionStatus | null;
  to_status: QuestionStatus | null;
  reason: string | null;
  created_at: string;
  actor: { name: string } | null;
}

export interface DeliveryRow {
  answer_id: string;
  status: 'sending' | 'sent' | 'failed';
  recipient: string;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
}

export interface DashboardCounts {
  assigned: number;
  pending: number;
  needs_revision: number;
  awaiting_approval: number;
  approved: number;
  unassigned_in_my_accounts: number;
  approval_queue: number | null;
}

export interface QueueRow {
  id: string;
  title: string;
  status: QuestionStatus;
  created_at: string;
  updated_at: string;
  coding_question_type: string;
  corporate_account_id: string | null;
  corporate_account_name: string | null;
  phi_confirmed: boolean;
  needs_revision: boolean;
  rejection_reason: string | null;
  rejected_at: string | null;
}

export interface ApprovalItem {
  id: string;
  content: string;
  created_at: string;
  expert_id: string | null;
  author: { name: string } | null;
  question: {
    id: string;
    title: string;
    content: string;
    status: QuestionStatus;
    created_at: string;
    coding_question_type: string;
    phi_confirmed: boolean;
    corporate_account: AccountRef | null;
  };
}

export interface SubmitterRow {
  email: string;
  name: string;
  user_id: string | null;
  registered: boolean;
  corporate_account_id: string;
  corporate_account_name: string;
  question_count: number;
  open_count: number;
  approved_count: number;
  last_question_at: string | null;
}

export interface WeeklyPoint {
  week: string;
  received: number;
  answered: number;
  approved: number;
  rejected: number;
}

export interface DurationStats {
  count: number;
  median_hours: number | null;
  p90_hours: number | null;
}

export interface Metrics {
  from: string;
  weeks: number;
  weekly: WeeklyPoint[];
  time_to_first_answer: DurationStats;
  time_to_approval: DurationStats;
  by_account: { label: string; count: number }[];
  by_type: { label: string; count: number }[];
  rejection: { decided: number; rejected: number; rate: number | null };
}
