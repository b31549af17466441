import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ArticlePage } from '@/features/knowledge/components/article-page';
import { useAuthStore } from '@/lib/auth/auth-store';

export function KnowledgeArticleRoute() {
  const { articleId = '' } = useParams();
  const role = useAuthStore((s) => s.user?.role);
  const staffHref =
    role === 'admin'
      ? paths.admin.question.getHref
      : role === 'expert'
        ? paths.expert.question.getHref
        : undefined;
  return (
    <ArticlePage
      key={articleId}
      articleId={articleId}
      staffHref={staffHref}
      showHistory={staffHref !== undefined}
    />
  );
}
