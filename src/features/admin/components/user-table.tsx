import { Button } from '@/components/ui/button';
import type { ManagedUser } from '@/features/admin/api/types';
import { ADMIN_MESSAGES as M } from '@/features/admin/messages/users';
import { quotaText } from '@/lib/auth/quota';
import { ROLE_LABELS } from '@/lib/auth/roles';

/**
 * Every user with email, role, quota (and a corporate user's account) and approver flag, and an
 * Edit and a Delete button each.
 */
export function UserTable({
  users,
  meId,
  onEdit,
  onDelete,
  onEditIntent,
  onDeleteIntent,
}: {
  users: ManagedUser[];
  meId: string | undefined;
  onEdit: (user: ManagedUser) => void;
  onDelete: (user: ManagedUser) => void;
  /** Hover or focus on an Edit / Delete button: the moment to fetch the dialog's code. */
  onEditIntent?: () => void;
  onDeleteIntent?: () => void;
}) {
  return (
    <div
      className="relative max-w-full overflow-x-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      role="region"
      aria-label={M.tableLabel}
      tabIndex={0}
    >
      <table className="table-cards w-full text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th className="p-3 font-medium">{M.colName}</th>
            <th className="p-3 font-medium">{M.colEmail}</th>
            <th className="p-3 font-medium">{M.colRole}</th>
            <th className="p-3 font-medium">{M.colQuota}</th>
            <th className="p-3 font-medium">{M.colApprover}</th>
            <th className="p-3 font-medium">
              <span className="sr-only">{M.colActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr
              key={user.id}
              className="border-t"
              data-testid={`user-row-${user.email ?? user.id}`}
            >
              <td className="p-3 font-medium" data-cell="title">
                {user.name}
              </td>
              <td className="p-3" data-label={M.colEmail}>
                {user.email}
              </td>
              <td className="p-3" data-label={M.colRole}>
                {ROLE_LABELS[user.role] ?? user.role}
              </td>
              <td className="p-3" data-label={M.colQuota}>
                {user.role === 'user' ? quotaText(user) : '—'}
                {user.role === 'user' && user.corporateAccount && (
                  <div className="text-xs text-muted-foreground">{user.corporateAccount.name}</div>
                )}
              </td>
              <td className="p-3" data-label={M.colApprover}>
                {user.role === 'expert' ? (user.isApprover ? 'Yes' : 'No') : '—'}
              </td>
              <td className="space-x-2 whitespace-nowrap p-3 text-right" data-cell="actions">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onEdit(user)}
                  onPointerEnter={onEditIntent}
                  onFocus={onEditIntent}
                  aria-label={`Edit ${user.name}`}
                >
                  Edit
                </Button>
                {user.id !== meId && (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-destructive"
                    onClick={() => onDelete(user)}
                    onPointerEnter={onDeleteIntent}
                    onFocus={onDeleteIntent}
                    aria-label={`Delete ${user.name}`}
                  >
                    Delete
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
