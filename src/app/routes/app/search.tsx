import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/layout/page-shell';
import { useAuthStore } from '@/lib/auth/auth-store';
import { SearchResults } from '@/features/search/components/search-results';
import { SEARCH_MESSAGES } from '@/features/search/messages';

export function SearchRoute() {
  const [params] = useSearchParams();
  const role = useAuthStore((s) => s.user?.role ?? 'user');
  const q = params.get('q') ?? '';
  return (
    <PageShell title={SEARCH_MESSAGES.title} narrow>
      <SearchResults q={q} role={role} />
    </PageShell>
  );
}
