import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { AdminExpert } from '@/features/admin/api/types';
import { ActionsTh, DataTable, TD, TH, THEAD, TITLE_CELL, Td } from '@/components/table/data-table';
import { RowActions } from '@/components/table/row-actions';
import { Badge } from '@/features/admin/components/account-warnings';
import { formatHours } from '@/lib/format';
import { ADMIN_TITLES } from '@/features/admin/messages/common';
import { EXPERTS_MESSAGES } from '@/features/admin/messages/experts';

/** Name, approver toggle, accounts, open load and 30-day figures of each expert. */
export function ExpertTable({
  experts,
  togglePending,
  onToggleApprover,
  onManageAccounts,
}: {
  experts: AdminExpert[];
  /** An approver change is on its way: every toggle waits for it. */
  togglePending: boolean;
  onToggleApprover: (x: AdminExpert) => void;
  onManageAccounts: (x: AdminExpert) => void;
}) {
  return (
    <DataTable label={ADMIN_TITLES.experts}>
      <thead className={THEAD}>
        <tr>
          <th className={TH}>{EXPERTS_MESSAGES.colName}</th>
          <th className={TH}>{EXPERTS_MESSAGES.colApprover}</th>
          <th className={TH}>{EXPERTS_MESSAGES.colAccounts}</th>
          <th className={TH}>{EXPERTS_MESSAGES.colOpen}</th>
          <th className={TH}>{EXPERTS_MESSAGES.colAnswered}</th>
          <th className={TH}>{EXPERTS_MESSAGES.colMedian}</th>
          <ActionsTh label={EXPERTS_MESSAGES.colActions} />
        </tr>
      </thead>
      <tbody>
        {experts.map((x) => (
          <tr key={x.id} className="border-t" data-testid={`expert-row-${x.email}`}>
            <td className={`${TD} ${TITLE_CELL}`} data-cell="title">
              <div className="font-medium">{x.name}</div>
              <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                {x.email}
              </div>
            </td>
            <td className={TD} data-label={EXPERTS_MESSAGES.colApprover}>
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-input focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                checked={x.is_approver}
                disabled={togglePending}
                aria-label={EXPERTS_MESSAGES.approverToggle(x.name)}
                onChange={() => onToggleApprover(x)}
              />
            </td>
            <td className={TD} data-cell="wide" data-label={EXPERTS_MESSAGES.colAccounts}>
              <div className="flex flex-wrap items-center gap-1">
                {x.account_names.length === 0 ? (
                  <span className="text-muted-foreground">{EXPERTS_MESSAGES.noAccounts}</span>
                ) : (
                  x.account_names.map((n) => <Badge key={n}>{n}</Badge>)
                )}
              </div>
            </td>
            <td className={TD} data-label={EXPERTS_MESSAGES.colOpen}>
              <Link
                className="text-primary hover:underline"
                to={paths.admin.questions.getHref({ expert: x.id })}
                title={EXPERTS_MESSAGES.openLoad(
                  x.pending,
                  x.needs_information,
                  x.awaiting_approval,
                )}
                aria-label={`${x.open_questions} open questions of ${x.name}: ${EXPERTS_MESSAGES.openLoad(x.pending, x.needs_information, x.awaiting_approval)}`}
              >
                {x.open_questions}
              </Link>
            </td>
            <td className={TD} data-label={EXPERTS_MESSAGES.colAnswered}>
              {x.answered_30d}
            </td>
            <td className={TD} data-label={EXPERTS_MESSAGES.colMedian}>
              {formatHours(x.median_first_answer_hours)}
            </td>
            <Td className="whitespace-nowrap" data-cell="actions">
              <RowActions
                name={x.name}
                primary={{
                  label: EXPERTS_MESSAGES.manageAccounts,
                  ariaLabel: EXPERTS_MESSAGES.manageTitle(x.name),
                  onSelect: () => onManageAccounts(x),
                }}
                more={[
                  {
                    label: EXPERTS_MESSAGES.questionsOf,
                    href: paths.admin.questions.getHref({ expert: x.id }),
                  },
                  {
                    label: EXPERTS_MESSAGES.history,
                    href: paths.admin.audit.getHref({ target: x.id }),
                  },
                ]}
              />
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
