import { KnowledgePage } from '@/features/knowledge/components/knowledge-page';
import { useAuthStore } from '@/lib/auth/auth-store';
import { can } from '@/lib/auth/policies';

export function KnowledgeRoute() {
  const user = useAuthStore((s) => s.user);
  return <KnowledgePage staff={can(user, 'article:staff')} />;
}
