import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { AdminAccount } from '@/features/admin/api/types';
import { EXPERTS_MESSAGES } from '@/features/admin/messages/experts';

/** The experts list's search (applied on Enter or leaving the field) and account filter. */
export function ExpertFilters({
  search,
  account,
  accounts,
  setParam,
}: {
  /** The search and account in the URL. */
  search: string;
  account: string;
  accounts: AdminAccount[];
  setParam: (key: string, value: string) => void;
}) {
  const [searchDraft, setSearchDraft] = useState(search);
  return (
    <form
      role="search"
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        setParam('search', searchDraft.trim());
      }}
    >
      <label className="grid gap-1 text-sm">
        {EXPERTS_MESSAGES.search}
        <Input
          type="search"
          value={searchDraft}
          onChange={(e) => setSearchDraft(e.target.value)}
          onBlur={() => setParam('search', searchDraft.trim())}
        />
      </label>
      <label className="grid gap-1 text-sm">
        {EXPERTS_MESSAGES.accountFilter}
        <NativeSelect value={account} onChange={(e) => setParam('account', e.target.value)}>
          <option value="">{EXPERTS_MESSAGES.allAccounts}</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </NativeSelect>
      </label>
      <button type="submit" className="sr-only">
        Search
      </button>
    </form>
  );
}
