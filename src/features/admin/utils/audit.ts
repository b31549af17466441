import type { AdminEvent } from '@/features/admin/api/types';
import { AUDIT_MESSAGES } from '@/features/admin/messages/audit';
import type { Json } from '@/types/database';

/** Categories first, then every action the server writes (supabase/README.md, "Audit"). */
export const AUDIT_ACTIONS: { value: string; label: string }[] = [
  { value: 'account', label: 'Accounts (all)' },
  { value: 'expert', label: 'Expert assignments (all)' },
  { value: 'user', label: 'Users (all)' },
  { value: 'question', label: 'Questions (all)' },
  { value: 'setting', label: 'Settings (all)' },
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
    'setting.demo_access_code',
    'setting.answer_time_target',
    'setting.ask_back',
    'setting.turnstile_required',
  ].map((a) => ({ value: a, label: a })),
];

function describeValues(v: Json | null): string {
  if (v === null || v === undefined) return '';
  if (typeof v !== 'object' || Array.isArray(v)) return JSON.stringify(v);
  return (
    Object.entries(v)
      // an id next to its name says nothing more to the reader (corporate_account_id / _name)
      .filter(([k]) => !(k.endsWith('_id') && `${k.slice(0, -3)}_name` in v))
      .map(
        ([k, x]) =>
          `${k}: ${x === null ? AUDIT_MESSAGES.none : typeof x === 'object' ? JSON.stringify(x) : String(x)}`,
      )
      .join(', ')
  );
}

/** "old → new" per changed field, as far as the row says. */
export function changeText(e: Pick<AdminEvent, 'old_values' | 'new_values'>): string {
  const before = describeValues(e.old_values);
  const after = describeValues(e.new_values);
  if (before && after) return `${before} → ${after}`;
  return after || before;
}
