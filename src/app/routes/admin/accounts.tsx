import { AccountsPage } from '@/features/admin/components/accounts-page';

export function AdminAccountsRoute() {
  return <AccountsPage />;
}
