import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { quotaText } from '@/lib/auth/quota';
import { DASHBOARD_MESSAGES } from '@/features/auth/messages';
import { useAuthStore } from '@/lib/auth/auth-store';

export function DashboardRoute() {
  const user = useAuthStore((s) => s.user);
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{DASHBOARD_MESSAGES.title}</h1>
        <p className="text-muted-foreground">{DASHBOARD_MESSAGES.welcome}</p>
      </div>
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
    </section>
  );
}
