import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  expertAccountSchema,
  useSetExpertAccount,
  type ExpertAccountValues,
} from '@/features/admin/api/assign-expert-account';
import type { AdminAccount, AdminExpert } from '@/features/admin/api/types';
import { EXPERTS_MESSAGES } from '@/features/admin/messages/experts';

/**
 * An expert's accounts: remove one, or add one from the accounts they do not serve yet. The add
 * row is a small inline form (as decision-controls.tsx), not a FormDialog: the dialog also lists
 * the accounts to remove. It opens with focus on the account choice, never on a Remove button. A
 * refusal from the server is shown by the mutation's toast.
 */
export function ExpertAccountsDialog({
  expert,
  accounts,
  onClose,
}: {
  expert: AdminExpert;
  accounts: AdminAccount[];
  onClose: () => void;
}) {
  const change = useSetExpertAccount();
  const form = useForm<ExpertAccountValues>({
    resolver: zodResolver(expertAccountSchema),
    defaultValues: { accountId: '' },
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors },
  } = form;
  const assigned = expert.account_ids.map((id, i) => ({ id, name: expert.account_names[i] ?? id }));
  const available = accounts.filter((a) => !expert.account_ids.includes(a.id));

  const run = (accountId: string, accountName: string, assign: boolean) =>
    change.mutate(
      { expertId: expert.id, accountId, assign, expertName: expert.name, accountName },
      {
        onSuccess: () => {
          setValue('accountId', '');
          // a removed account's row (and its button) is gone: focus goes to the account choice
          if (!assign) setFocus('accountId');
        },
      },
    );

  const onSubmit = handleSubmit(({ accountId }) => {
    // The chosen account may have been assigned meanwhile (the list refreshes after each change).
    const account = available.find((a) => a.id === accountId);
    if (!account) return setError('accountId', { message: EXPERTS_MESSAGES.accountRequired });
    run(account.id, account.name, true);
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        // The first control is a Remove button: the dialog opens on its first safe one, the choice
        // of an account to add (docs/decisions.md, "Where focus goes after an action").
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          setFocus('accountId');
        }}
      >
        <DialogHeader>
          <DialogTitle>{EXPERTS_MESSAGES.manageTitle(expert.name)}</DialogTitle>
          <DialogDescription>{EXPERTS_MESSAGES.manageDescription}</DialogDescription>
        </DialogHeader>
        {assigned.length === 0 ? (
          <p className="text-sm text-muted-foreground">{EXPERTS_MESSAGES.noAccounts}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={EXPERTS_MESSAGES.colAccounts}>
            {assigned.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-2 p-2 text-sm">
                <span className="min-w-0 break-words">{a.name}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive"
                  disabled={change.isPending}
                  onClick={() => run(a.id, a.name, false)}
                  aria-label={`${EXPERTS_MESSAGES.remove} ${a.name}`}
                >
                  {EXPERTS_MESSAGES.remove}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={onSubmit}>
          <SelectField
            label={EXPERTS_MESSAGES.addAccount}
            className="min-w-0 flex-1 basis-48"
            registration={register('accountId')}
            error={errors.accountId}
          >
            <option value="">{EXPERTS_MESSAGES.chooseAccount}</option>
            {available.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
                {a.is_active ? '' : ' (inactive)'}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={change.isPending}>
            {EXPERTS_MESSAGES.assign}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
