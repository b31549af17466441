import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ArticlePage } from '@/features/knowledge/components/article-page';
import { useAuthStore } from '@/lib/auth/auth-store';
import { can } from '@/lib/auth/policies';

export function KnowledgeArticleRoute() {
  const { articleId = '' } = useParams();
  const user = useAuthStore((s) => s.user);
  const staffHref =
    user?.role === 'admin'
      ? paths.admin.question.getHref
      : user?.role === 'expert'
        ? paths.expert.question.getHref
        : undefined;
  return (
    <ArticlePage
      key={articleId}
      articleId={articleId}
      staffHref={staffHref}
      showHistory={can(user, 'article:staff')}
      canManage={can(user, 'article:manage')}
    />
  );
}
