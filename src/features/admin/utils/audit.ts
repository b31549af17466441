import { AUDIT_MESSAGES } from '@/features/admin/messages/audit';

/**
 * The audit page's action filter: the categories, then every action the server writes
 * (supabase/README.md, "Audit"), each in words; the value is the server's code.
 */
export const AUDIT_ACTIONS: { value: string; label: string }[] = [
  ...['account', 'expert', 'user', 'question', 'setting', 'email', 'article'],
  ...[
    'account.create',
    'account.update',
    'account.activate',
    'account.deactivate',
    'account.quota_top_up',
    'account.quota_set',
    'expert.assign_account',
    'expert.unassign_account',
    'user.create_staff',
    'user.delete',
    'user.rename',
    'user.role_change',
    'user.approver_change',
    'user.quota_change',
    'user.corporate_account_change',
    'question.reassign',
    'question.status_change',
    'question.delete',
    'question.release_held',
    'question.discard_held',
    'setting.demo_access_code',
    'setting.answer_time_target',
    'setting.ask_back',
    'setting.turnstile_required',
    'email.send_again',
    'email.give_up',
    'article.unpublish',
    'article.republish',
  ],
].map((value) => ({
  value,
  label: AUDIT_MESSAGES.categories[value] ?? AUDIT_MESSAGES.actions[value] ?? value,
}));
