/** Columns of a My Questions row: age, account, type and status at a glance. */
export const LIST_COLUMNS =
  'id, title, status, created_at, updated_at, coding_question_type, phi_confirmed, expert_id, corporate_account:corporate_accounts(id, name), expert:profiles!questions_expert_id_fkey(id, name)';
