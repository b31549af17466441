import { Button } from '@/components/ui/button';
import type { ManagedUser } from '@/features/admin/api/types';
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
      aria-label="Users"
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th className="p-3 font-medium">Name</th>
            <th className="p-3 font-medium">Email</th>
            <th className="p-3 font-medium">Role</th>
            <th className="p-3 font-medium">Questions remaining</th>
            <th className="p-3 font-medium">Approver</th>
            <th className="p-3 font-medium">
              <span className="sr-only">Actions</span>
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
              <td className="p-3">{user.name}</td>
              <td className="p-3">{user.email}</td>
              <td className="p-3">{ROLE_LABELS[user.role] ?? user.role}</td>
              <td className="p-3">
                {user.role === 'user' ? quotaText(user) : '—'}
                {user.role === 'user' && user.corporateAccount && (
                  <div className="text-xs text-muted-foreground">{user.corporateAccount.name}</div>
                )}
              </td>
              <td className="p-3">
                {user.role === 'expert' ? (user.isApprover ? 'Yes' : 'No') : '—'}
              </td>
              <td className="space-x-2 whitespace-nowrap p-3 text-right">
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
