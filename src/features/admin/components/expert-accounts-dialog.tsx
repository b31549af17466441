import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, FieldControl, FieldError, FieldLabel } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { useSetExpertAccount } from '@/features/admin/api/assign-expert-account';
import type { AdminAccount, AdminExpert } from '@/features/admin/api/types';
import { EXPERTS_MESSAGES } from '@/features/admin/messages';

/** An expert's accounts: remove one, or add one from the accounts they do not serve yet. */
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
  const [choice, setChoice] = useState('');
  const [error, setError] = useState('');
  const assigned = expert.account_ids.map((id, i) => ({ id, name: expert.account_names[i] ?? id }));
  const available = accounts.filter((a) => !expert.account_ids.includes(a.id));

  const run = (accountId: string, accountName: string, assign: boolean) =>
    change.mutate(
      { expertId: expert.id, accountId, assign, expertName: expert.name, accountName },
      { onSuccess: () => setChoice('') },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
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
        <form
          className="flex flex-wrap items-end gap-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const account = available.find((a) => a.id === choice);
            if (!account) return setError(EXPERTS_MESSAGES.accountRequired);
            setError('');
            run(account.id, account.name, true);
          }}
        >
          <Field invalid={Boolean(error)} className="min-w-0 flex-1 basis-48">
            <FieldLabel>{EXPERTS_MESSAGES.addAccount}</FieldLabel>
            <FieldControl>
              <NativeSelect value={choice} onChange={(e) => setChoice(e.target.value)}>
                <option value="">{EXPERTS_MESSAGES.chooseAccount}</option>
                {available.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                    {a.is_active ? '' : ' (inactive)'}
                  </option>
                ))}
              </NativeSelect>
            </FieldControl>
            <FieldError>{error}</FieldError>
          </Field>
          <Button type="submit" disabled={change.isPending}>
            {EXPERTS_MESSAGES.assign}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
