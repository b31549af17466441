import { KnowledgePage } from '@/features/knowledge/components/knowledge-page';

export function KnowledgeRoute() {
  return <KnowledgePage />;
}
