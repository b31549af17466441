/** The Audit page's strings. */
import { ADMIN_PAGE_HEADS } from '@/features/admin/messages/page-heads';

export const AUDIT_MESSAGES = {
  description: ADMIN_PAGE_HEADS.audit.description,
  action: 'Action',
  allActions: 'All actions',
  search: 'Search target, admin name or email',
  from: 'From',
  to: 'To',
  target: 'Target id',
  empty: 'No admin actions recorded yet.',
  emptyFiltered: 'No admin actions match these filters.',
  loadMore: 'Load older actions',
  tableLabel: 'Audit log',
  colWhen: 'When',
  colWho: 'Admin',
  colWhat: 'Action',
  colTarget: 'Target',
  colChange: 'Change',
  /** Who acted when no admin did: the service itself (e.g. a sign-up at a partner's domain). */
  system: 'ClaimDesk',
  automatic: 'Automatic',
  /** An unset value in a change, e.g. "corporate_account_name: none". */
  none: 'none',
  clear: 'Clear filters',
} as const;
