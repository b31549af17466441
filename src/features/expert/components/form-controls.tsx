import * as React from 'react';
import { EXPERT_LABELS, QUESTION_STATUSES, STATUS_LABELS } from '@/features/expert/constants';
import { cn } from '@/lib/utils';

const control =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={cn(control, 'min-h-[120px]', className)} {...props} />;
}

export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return <select className={cn(control, 'h-10 py-0', className)} {...props} />;
}

/** The status filter's options: "all statuses", then each status by its label. */
export function StatusOptions() {
  return (
    <>
      <option value="">{EXPERT_LABELS.allStatuses}</option>
      {QUESTION_STATUSES.map((s) => (
        <option key={s} value={s}>
          {STATUS_LABELS[s]}
        </option>
      ))}
    </>
  );
}
