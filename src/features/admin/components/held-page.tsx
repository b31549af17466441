import { useState } from 'react';
import { ConfirmDialog } from '@/components/form/form-dialog';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { useActOnHeld, type HeldAction } from '@/features/admin/api/act-on-held';
import { useHeldCounts, useHeldSubmissions } from '@/features/admin/api/get-held-submissions';
import { EmptyState } from '@/features/admin/components/admin-page';
import { HeldRow } from '@/features/admin/components/held-row';
import { HELD_MESSAGES as M } from '@/features/admin/messages/held';
import { useDeferredData } from '@/utils/use-deferred-data';
import { useOnceTrue } from '@/utils/use-once-true';

interface Pending {
  action: HeldAction;
  ids: string[];
}

/**
 * /admin/held: submissions held because they came faster than the minimum fill time
 * (docs/decisions.md, "Held submissions"), newest first, with Release and Discard for one or for
 * the selected ones, each confirmed first; and what was dropped (honeypot, over the limit).
 */
export function HeldPage() {
  const held = useHeldSubmissions();
  const counts = useHeldCounts();
  const act = useActOnHeld();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  // Drawn from a deferred copy, in slices that yield to the browser (docs/decisions.md, "Main
  // thread of the staff pages").
  const { data: shown, pending: drawing } = useDeferredData(held);
  const rows = shown?.pages.flat() ?? [];
  const chosen = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const allOn = rows.length > 0 && chosen.length === rows.length;
  // The list waits for the summary above it: drawn first, it was pushed down when the summary
  // arrived (a layout shift Lighthouse measured at 0.024 on a phone).
  const listShown = useOnceTrue(!counts.isLoading);

  function toggle(id: string, on: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function confirm() {
    if (!pending) return;
    act.mutate(pending, {
      onSettled: () => {
        setPending(null);
        setSelected(new Set());
      },
    });
  }

  return (
    <PageShell title={M.title} description={M.description}>
      {counts.data && (
        <div className="space-y-1 text-sm text-muted-foreground" data-testid="held-summary">
          <p>{M.summary(counts.data.held, counts.data.retention_days)}</p>
          <p data-testid="held-dropped">
            {M.dropped(counts.data.honeypot_30d, counts.data.held_dropped_30d)}
          </p>
        </div>
      )}
      <QueryState
        isLoading={drawing || !listShown}
        error={held.error}
        onRetry={() => void held.refetch()}
      />
      {listShown && shown && rows.length === 0 && <EmptyState>{M.empty}</EmptyState>}
      {listShown && rows.length > 0 && (
        <>
          <div
            className="flex flex-wrap items-center gap-3"
            role="group"
            aria-label={M.selected(chosen.length)}
          >
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                checked={allOn}
                onChange={(e) =>
                  setSelected(new Set(e.target.checked ? rows.map((r) => r.id) : []))
                }
              />
              {M.selectAll}
            </label>
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {M.selected(chosen.length)}
            </span>
            <Button
              type="button"
              size="sm"
              disabled={chosen.length === 0 || act.isPending}
              onClick={() => setPending({ action: 'release', ids: chosen })}
            >
              {M.releaseSelected}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={chosen.length === 0 || act.isPending}
              onClick={() => setPending({ action: 'discard', ids: chosen })}
            >
              {M.discardSelected}
            </Button>
          </div>
          <ul className="divide-y rounded-md border" aria-label={M.listLabel}>
            {rows.map((r) => (
              <HeldRow
                key={r.id}
                row={r}
                selected={selected.has(r.id)}
                onSelect={(on) => toggle(r.id, on)}
                onAct={(action) => setPending({ action, ids: [r.id] })}
                busy={act.isPending}
              />
            ))}
          </ul>
        </>
      )}
      {listShown && shown && held.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          disabled={held.isFetchingNextPage}
          onClick={() => void held.fetchNextPage()}
        >
          {M.loadMore}
        </Button>
      )}
      {pending && (
        <ConfirmDialog
          onOpenChange={(open) => !open && setPending(null)}
          title={
            pending.action === 'release'
              ? M.releaseTitle(pending.ids.length)
              : M.discardTitle(pending.ids.length)
          }
          description={pending.action === 'release' ? M.releaseText : M.discardText}
          cancelLabel={M.cancel}
          confirmLabel={
            act.isPending ? M.working : pending.action === 'release' ? M.release : M.discard
          }
          pending={act.isPending}
          destructive={pending.action === 'discard'}
          onConfirm={confirm}
        />
      )}
    </PageShell>
  );
}
