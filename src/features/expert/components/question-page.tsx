import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMyAccountIds } from '@/features/expert/api/get-my-account-ids';
import { useQuestion } from '@/features/expert/api/get-question';
import { AnswerCard } from '@/features/expert/components/answer-card';
import { InfoThread } from '@/features/expert/components/ask-back';
import type { AnswerStarter } from '@/features/expert/components/answer-editor';
import { PageShell, QueryState } from '@/components/layout/page-shell';
import { QuestionFields } from '@/features/expert/components/question-fields';
import { PublishArticle } from '@/features/expert/components/publish-article';
import { QuestionAction } from '@/features/expert/components/question-action';
import { QuestionEmails } from '@/features/expert/components/question-emails';
import { QuestionHistory } from '@/features/expert/components/question-history';
import { QuestionReference } from '@/features/expert/components/question-reference';
import { SimilarQuestions } from '@/features/expert/components/similar-questions';
import { StatusBadge } from '@/features/expert/components/status-badge';
import type { QuestionDetail } from '@/features/expert/api/types';
import { EXPERT_LABELS, EXPERT_TITLES } from '@/features/expert/constants';
import { useAuthStore } from '@/lib/auth/auth-store';
import { can } from '@/lib/auth/policies';
import { formatTitle } from '@/lib/navigation';
import { shortReference } from '@/lib/question-reference';

/**
 * The tab names the question: "Q-XXXXXXXX · <title> · ClaimDesk" (docs/decisions.md, "Focus and
 * titles"). Set a moment after the route's own title ("Question · ClaimDesk"), which the layout
 * writes after this page's effects on the first render.
 */
function useQuestionTitle(q: { id: string; title: string } | null | undefined) {
  const page = q ? `${shortReference(q.id)} · ${q.title}` : null;
  useEffect(() => {
    if (!page) return;
    const t = window.setTimeout(() => (document.title = formatTitle(page)));
    return () => window.clearTimeout(t);
  }, [page]);
}

/**
 * One question for an expert: its text and details, the action their role and the status allow
 * (take it, answer it, decide the answer, resend the email), the answers and the history. Admins
 * get the same page with their own actions in place of the expert's
 * (`staffActions`: reassign, change status) and their own way back (`back`).
 */
export function QuestionPage({
  questionId,
  back = { href: paths.expert.allQuestions.getHref(), label: EXPERT_TITLES.allQuestions },
  staffActions,
}: {
  questionId: string;
  back?: { href: string; label: string };
  staffActions?: (question: QuestionDetail) => ReactNode;
}) {
  const user = useAuthStore((s) => s.user);
  const me = user?.id ?? '';
  const bundle = useQuestion(questionId);
  // Admins (staffActions) do not claim questions, so they need no accounts of their own.
  const myAccounts = useMyAccountIds(staffActions ? '' : me);
  const [starter, setStarter] = useState<AnswerStarter | null>(null);
  const q = bundle.data?.question;
  const answers = bundle.data?.answers ?? [];
  const approved = answers.find((a) => a.approved_at);
  useQuestionTitle(q);
  // The assigned expert's editor quotes the latest rejection's reason (question-action.tsx).
  const quoted =
    !staffActions && q?.status === 'pending' && q.expert_id === me && answers[0]?.rejected_at
      ? answers[0].id
      : null;

  return (
    <PageShell
      title={q?.title ?? EXPERT_TITLES.question}
      description={
        <Link to={back.href} className="hover:underline">
          ← {back.label}
        </Link>
      }
      actions={
        q ? (
          <>
            <QuestionReference questionId={q.id} />
            <StatusBadge status={q.status} className="text-sm" />
          </>
        ) : null
      }
    >
      <QueryState
        isLoading={bundle.isLoading}
        error={bundle.error}
        onRetry={() => void bundle.refetch()}
      />
      {bundle.data && !q && <p role="alert">Question not found</p>}
      {q && (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            {q.phi_confirmed && (
              <p
                role="note"
                className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-900"
                data-testid="phi-flag"
              >
                {EXPERT_LABELS.phiFlag}
              </p>
            )}
            <section className="space-y-2">
              <h2 className="text-lg font-semibold">Question</h2>
              <p
                className="whitespace-pre-wrap rounded-md border bg-muted/30 p-3 text-sm"
                data-testid="question-content"
              >
                {q.content}
              </p>
            </section>
            <InfoThread questionId={q.id} />
            <section className="space-y-3" aria-label="Action">
              <QuestionAction
                q={q}
                answers={answers}
                staffActions={staffActions}
                myAccountIds={myAccounts.data ?? []}
                accountsLoading={myAccounts.isLoading}
                starter={starter}
              />
            </section>
            {q.status === 'approved' && approved && (
              <PublishArticle q={q} canPublish={can(user, 'answer:decide')} />
            )}
            <section className="space-y-2">
              <h2 className="text-lg font-semibold">{EXPERT_LABELS.answers}</h2>
              {answers.length === 0 ? (
                <p className="text-sm text-muted-foreground">{EXPERT_LABELS.noAnswers}</p>
              ) : (
                answers.map((a) => (
                  <AnswerCard key={a.id} a={a} reasonShownAbove={a.id === quoted} />
                ))
              )}
            </section>
            <section className="space-y-2">
              <h2 className="text-lg font-semibold">Details</h2>
              <QuestionFields q={q} />
            </section>
          </div>
          <aside className="space-y-6">
            <QuestionEmails questionId={q.id} />
            <SimilarQuestions
              questionId={q.id}
              onUse={
                !staffActions && q.status === 'pending' && q.expert_id === me
                  ? (text) => setStarter((s) => ({ text, seq: (s?.seq ?? 0) + 1 }))
                  : undefined
              }
            />
            <section className="space-y-2">
              <h2 className="text-lg font-semibold">{EXPERT_LABELS.history}</h2>
              <QuestionHistory events={bundle.data?.events ?? []} />
            </section>
          </aside>
        </div>
      )}
    </PageShell>
  );
}
