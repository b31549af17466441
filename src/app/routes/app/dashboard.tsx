import { Link } from 'react-router-dom';
import { PageShell } from '@/components/layout/page-shell';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { quotaText } from '@/lib/auth/quota';
import { DASHBOARD_MESSAGES } from '@/features/auth/messages';
import { useAuthStore } from '@/lib/auth/auth-store';

export function DashboardRoute() {
  const user = useAuthStore((s) => s.user);
  return (
    <PageShell title={DASHBOARD_MESSAGES.title} description={DASHBOARD_MESSAGES.welcome} narrow>
      <div className="grid gap-4 sm:grid-cols-3">
        <Card>
          <CardHeader>
            <CardDescription>Questions remaining</CardDescription>
            <p className="text-2xl font-semibold" data-testid="dashboard-quota">
              {user ? quotaText(user) : '—'}
            </p>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>Have a coding question?</CardDescription>
          </CardHeader>
          <CardContent>
            <Link
              to={paths.app.newQuestion.getHref()}
              className="font-medium text-primary hover:underline"
            >
              Submit Claim
            </Link>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>Your questions and answers</CardDescription>
          </CardHeader>
          <CardContent>
            <Link
              to={paths.app.questions.getHref()}
              className="font-medium text-primary hover:underline"
            >
              Claim Review
            </Link>
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
