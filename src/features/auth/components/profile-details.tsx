import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { PROFILE_MESSAGES } from '@/features/auth/messages';
import { quotaText } from '@/lib/auth/quota';
import { ROLE_LABELS } from '@/lib/auth/roles';
import { useAuthStore } from '@/lib/auth/auth-store';

export function ProfileDetails() {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  const rows: Array<[string, string]> = [
    ['Name', user.name],
    ['Email', user.email],
    [
      'Role',
      ROLE_LABELS[user.role] + (user.role === 'expert' && user.isApprover ? ' (approver)' : ''),
    ],
    ['Questions remaining', quotaText(user)],
  ];
  if (user.corporateAccount) rows.push(['Corporate account', user.corporateAccount.name]);

  return (
    <div className="flex justify-center px-4 py-10">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <CardTitle>{PROFILE_MESSAGES.profileTitle}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-muted-foreground">{label}</dt>
                <dd data-testid={`profile-${label.toLowerCase().replace(/\s+/g, '-')}`}>{value}</dd>
              </div>
            ))}
          </dl>
          <Button asChild variant="outline" className="justify-self-start">
            <Link to={paths.app.updateProfile.getHref()}>{PROFILE_MESSAGES.updateTitle}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
