/**
 * Row shapes the expert workspace reads, built from the generated Database types: table rows
 * (`Tables<>`) with the embeds each select asks for, and RPC rows (`RpcRow<>`). Embedded
 * many-to-one rows are `| null` when their foreign key is nullable; the select-string inference of
 * supabase-js types them non-null, so each fetcher states its row type with overrideTypes.
 */
import type { Enums, Tables } from '@/types/database';
import type { RpcRow } from '@/types/rpc';

export type QuestionStatus = Enums<'question_status'>;

type Question = Tables<'questions'>;
type NameRef = Pick<Tables<'profiles'>, 'name'>;
export type AccountRef = Pick<Tables<'corporate_accounts'>, 'id' | 'name'>;
type PersonRef = Pick<Tables<'profiles'>, 'id' | 'name'> &
  Partial<Pick<Tables<'profiles'>, 'email'>>;

/** A row of My Questions and All Questions: age, account, type and status at a glance. */
export type QuestionListRow = Pick<
  Question,
  | 'id'
  | 'title'
  | 'status'
  | 'created_at'
  | 'updated_at'
  | 'coding_question_type'
  | 'phi_confirmed'
  | 'expert_id'
> & { corporate_account: AccountRef | null; expert: PersonRef | null };

export type QuestionDetail = Question & {
  corporate_account: AccountRef | null;
  expert: PersonRef | null;
};

/** The names an answer keeps when its people are deleted (docs/decisions.md, "Records that outlive people"). */
type KeptNames = Pick<
  Tables<'answer_attribution'>,
  'expert_name' | 'approved_by_name' | 'rejected_by_name'
>;

export type AnswerRow = Tables<'answers'> & {
  author: NameRef | null;
  approver: NameRef | null;
  rejecter: NameRef | null;
  /** Absent in older mocks; null only for an answer written before names were kept. */
  attribution?: KeptNames | null;
};

export type QuestionEventRow = Tables<'question_events'> & { actor: NameRef | null };

export type QueueRow = RpcRow<
  'expert_queue',
  'corporate_account_id' | 'corporate_account_name' | 'rejection_reason' | 'rejected_at'
>;

export type SubmitterRow = RpcRow<'expert_account_submitters', 'user_id' | 'last_question_at'>;

export type ApprovalItem = Pick<
  Tables<'answers'>,
  'id' | 'content' | 'created_at' | 'expert_id'
> & {
  author: NameRef | null;
  attribution?: Pick<KeptNames, 'expert_name'> | null;
  question: Pick<
    Question,
    'id' | 'title' | 'content' | 'status' | 'created_at' | 'coding_question_type' | 'phi_confirmed'
  > & { corporate_account: AccountRef | null };
};

/** The json document expert_dashboard_counts() builds (20261127000600_functions_questions_and_answers). */
export interface DashboardCounts {
  assigned: number;
  pending: number;
  needs_revision: number;
  awaiting_approval: number;
  /** Waiting for the submitter's reply (ask-back). */
  needs_information: number;
  approved: number;
  unassigned_in_my_accounts: number;
  /** Approvers only; null for other experts. */
  approval_queue: number | null;
}

interface WeeklyPoint {
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

/** The json document expert_metrics(p_weeks) builds (20261127000600_functions_questions_and_answers). */
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

/** A similar approved question with its approved answer (the similar_questions RPC). */
export type SimilarQuestionRow = RpcRow<'similar_questions'>;
