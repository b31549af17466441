import { STATUS_LABELS } from '@/lib/question-status';
import type { QuestionStatus } from '@/features/expert/api/types';
import { cn } from '@/lib/utils';

const COLORS: Record<QuestionStatus, string> = {
  unassigned: 'bg-slate-100 text-slate-800 border-slate-300',
  pending: 'bg-amber-50 text-amber-900 border-amber-300',
  needs_information: 'bg-violet-50 text-violet-900 border-violet-300',
  awaiting_approval: 'bg-blue-50 text-blue-900 border-blue-300',
  approved: 'bg-green-50 text-green-900 border-green-300',
  closed_no_reply: 'bg-zinc-100 text-zinc-800 border-zinc-400',
};

export function StatusBadge({ status, className }: { status: QuestionStatus; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        COLORS[status],
        className,
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

export function Pill({
  children,
  tone = 'default',
}: {
  children: React.ReactNode;
  tone?: 'default' | 'warning' | 'danger';
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        tone === 'default' && 'border-slate-300 bg-slate-50 text-slate-700',
        tone === 'warning' && 'border-amber-400 bg-amber-50 text-amber-900',
        tone === 'danger' && 'border-red-300 bg-red-50 text-red-800',
      )}
    >
      {children}
    </span>
  );
}
