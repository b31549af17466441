import type { useKbMetrics } from '@/features/expert/api/get-kb-metrics';
import { QueryState } from '@/components/layout/page-shell';
import { METRICS_LABELS } from '@/features/expert/constants';

/**
 * Knowledge-base figures of the period (docs/spec-notes.md, "Knowledge base"): articles published,
 * article views, and deflection: form sessions where a suggested article was opened and the form
 * was never sent. The page asks for them (`kb`) alongside its other figures.
 */
export function KnowledgeMetrics({ kb }: { kb: ReturnType<typeof useKbMetrics> }) {
  const k = kb.data;
  const figures = k
    ? [
        { label: METRICS_LABELS.kbPublished, value: k.articles_published, id: 'kb-published' },
        { label: METRICS_LABELS.kbViews, value: k.article_views, id: 'kb-views' },
        { label: METRICS_LABELS.kbSuggestedViews, value: k.suggested_views, id: 'kb-suggested' },
        { label: METRICS_LABELS.kbDeflected, value: k.deflected_drafts, id: 'kb-deflected' },
      ]
    : [];
  return (
    <section className="space-y-3 rounded-lg border p-4" aria-labelledby="kb-metrics-title">
      <h2 id="kb-metrics-title" className="font-semibold">
        {METRICS_LABELS.kbTitle}
      </h2>
      <QueryState isLoading={kb.isLoading} error={kb.error} onRetry={() => void kb.refetch()} />
      {k && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map((f) => (
            <div key={f.id}>
              <dt className="text-xs text-muted-foreground">{f.label}</dt>
              <dd className="text-2xl font-semibold" data-testid={f.id}>
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs text-muted-foreground">{METRICS_LABELS.kbDeflectionNote}</p>
    </section>
  );
}
