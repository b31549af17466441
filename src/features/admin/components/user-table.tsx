import { paths } from '@/config/paths';
import { ActionsTh, DataTable, TD, Th, THEAD, TITLE_CELL, Td } from '@/components/table/data-table';
import { RowActions, type RowAction } from '@/components/table/row-actions';
import type { ManagedUser } from '@/features/admin/api/types';
import { ADMIN_MESSAGES as M } from '@/features/admin/messages/users';
import { quotaText } from '@/lib/auth/quota';
import { ROLE_LABELS } from '@/lib/auth/roles';

/**
 * Every user with email, role, quota (and a corporate user's account) and approver flag; Edit on
 * each row, Delete (never on the admin's own row) and History in its menu.
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
  /** Hover or focus on Edit / Delete: the moment to fetch the dialog's code. */
  onEditIntent?: () => void;
  onDeleteIntent?: () => void;
}) {
  return (
    <DataTable label={M.tableLabel}>
      <thead className={THEAD}>
        <tr>
          <Th>{M.colName}</Th>
          <Th>{M.colEmail}</Th>
          <Th>{M.colRole}</Th>
          <Th>{M.colQuota}</Th>
          <Th>{M.colApprover}</Th>
          <ActionsTh label={M.colActions} />
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const more: RowAction[] = [
            { label: M.history, href: paths.admin.audit.getHref({ target: user.id }) },
          ];
          if (user.id !== meId)
            more.unshift({
              label: M.delete,
              onSelect: () => onDelete(user),
              onIntent: onDeleteIntent,
              destructive: true,
            });
          return (
            <tr
              key={user.id}
              className="border-t"
              data-testid={`user-row-${user.email ?? user.id}`}
            >
              <td className={`${TD} ${TITLE_CELL} font-medium`} data-cell="title">
                {user.name}
              </td>
              <Td data-label={M.colEmail}>{user.email}</Td>
              <Td data-label={M.colRole}>{ROLE_LABELS[user.role] ?? user.role}</Td>
              <Td data-label={M.colQuota}>
                {user.role === 'user' ? quotaText(user) : '—'}
                {user.role === 'user' && user.corporateAccount && (
                  <div className="text-xs text-muted-foreground">{user.corporateAccount.name}</div>
                )}
              </Td>
              <Td data-label={M.colApprover}>
                {user.role === 'expert' ? (user.isApprover ? 'Yes' : 'No') : '—'}
              </Td>
              <Td className="whitespace-nowrap" data-cell="actions">
                <RowActions
                  name={user.name}
                  primary={{ label: M.edit, onSelect: () => onEdit(user), onIntent: onEditIntent }}
                  more={more}
                />
              </Td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
