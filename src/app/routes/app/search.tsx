import { useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@/lib/auth/auth-store';
import { SearchResults } from '@/features/search/components/search-results';
import { SEARCH_MESSAGES } from '@/features/search/messages';

export function SearchRoute() {
  const [params] = useSearchParams();
  const role = useAuthStore((s) => s.user?.role ?? 'user');
  const q = params.get('q') ?? '';
  return (
    <section className="mx-auto max-w-4xl space-y-4 p-6">
      <h1 className="text-3xl font-bold tracking-tight">{SEARCH_MESSAGES.title}</h1>
      <SearchResults q={q} role={role} />
    </section>
  );
}
