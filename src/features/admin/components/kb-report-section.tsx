import { QueryState } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { useKbMetrics, type KbReport } from '@/features/admin/api/get-kb-metrics';
import { Section } from '@/features/admin/components/admin-page';
import { REPORTS_MESSAGES } from '@/features/admin/messages/reports';
import { csvFilename, downloadCsv, toCsv } from '@/features/admin/utils/csv';

const FIGURES: { id: string; label: string; value: (k: KbReport) => number }[] = [
  { id: 'kb-published', label: REPORTS_MESSAGES.kbPublished, value: (k) => k.articles_published },
  { id: 'kb-views', label: REPORTS_MESSAGES.kbViews, value: (k) => k.article_views },
  { id: 'kb-suggested', label: REPORTS_MESSAGES.kbSuggestedViews, value: (k) => k.suggested_views },
  { id: 'kb-deflected', label: REPORTS_MESSAGES.kbDeflected, value: (k) => k.deflected_drafts },
];

/**
 * The knowledge-base figures of the report's range (docs/spec-notes.md, "Knowledge base"), from the
 * same kb_metrics RPC as the expert Metrics page: articles published, views, views from a
 * suggestion, and deflection.
 */
export function KbReportSection({ from, to }: { from: string; to: string }) {
  const kb = useKbMetrics({ from, to });
  const k = kb.data;
  const exportCsv = () =>
    k &&
    downloadCsv(
      csvFilename('report-knowledge-base'),
      toCsv(
        [REPORTS_MESSAGES.kbFigure, REPORTS_MESSAGES.kbValue],
        FIGURES.map((f) => [f.label, f.value(k)]),
      ),
    );
  return (
    <Section
      id="knowledge-base"
      title={REPORTS_MESSAGES.kb}
      className="rounded-md border p-3"
      actions={
        k ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={exportCsv}
            aria-label={REPORTS_MESSAGES.exportTable(REPORTS_MESSAGES.kb)}
          >
            Export CSV
          </Button>
        ) : undefined
      }
    >
      <QueryState isLoading={kb.isLoading} error={kb.error} onRetry={() => void kb.refetch()} />
      {k && (
        <dl
          className={
            kb.isPlaceholderData
              ? 'grid grid-cols-2 gap-3 opacity-60 sm:grid-cols-4'
              : 'grid grid-cols-2 gap-3 sm:grid-cols-4'
          }
        >
          {FIGURES.map((f) => (
            <div key={f.id}>
              <dt className="text-xs text-muted-foreground">{f.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums" data-testid={f.id}>
                {f.value(k)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs text-muted-foreground">{REPORTS_MESSAGES.kbNote}</p>
    </Section>
  );
}
