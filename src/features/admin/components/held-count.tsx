import { Link } from 'react-router-dom';
import { QueryState } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { useHeldCounts } from '@/features/admin/api/get-held-submissions';
import { EmptyState, Section } from '@/features/admin/components/admin-page';
import { HELD_MESSAGES as M } from '@/features/admin/messages/held';

/** The dashboard's view of held submissions: how many wait for an admin, linked to the page. */
export function HeldCount() {
  const counts = useHeldCounts();
  const c = counts.data;
  return (
    <Section
      id="held-submissions"
      title={M.countTitle}
      actions={
        <Link className="text-sm text-primary underline" to={paths.admin.held.getHref()}>
          {M.open}
        </Link>
      }
    >
      <QueryState
        isLoading={counts.isLoading}
        error={counts.error}
        onRetry={() => void counts.refetch()}
      />
      {c && c.held === 0 && <EmptyState>{M.countNone}</EmptyState>}
      {c && c.held > 0 && (
        <Link
          to={paths.admin.held.getHref()}
          className="block rounded-md border p-3 hover:bg-muted/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="held-count"
        >
          <span className="block text-2xl font-semibold">{c.held}</span>
          <span className="text-sm text-muted-foreground">{M.countHeld(c.held)}</span>
        </Link>
      )}
    </Section>
  );
}
