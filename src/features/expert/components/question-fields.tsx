import type { QuestionDetail } from '@/features/expert/api/types';
import { EXPERT_LABELS } from '@/features/expert/constants';
import { formatAgo } from '@/features/expert/utils/format';
import { formatDate, formatDateTime } from '@/lib/format';

/** `value` unless it says what `shown` says already (case and spacing aside). */
function differs(value: string | null, shown: string | null): string | null {
  const norm = (s: string | null) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(value) && norm(value) !== norm(shown) ? value : null;
}

/** Every field the submitter filled in (each once), and who submitted and who answers. */
export function QuestionFields({ q }: { q: QuestionDetail }) {
  const rows: [string, string | null][] = [
    ['Corporate account', q.corporate_account?.name ?? EXPERT_LABELS.noAccount],
    ['Coding question type', q.coding_question_type],
    ['Submitted', `${formatDateTime(q.created_at)} (${formatAgo(q.created_at)})`],
    // the submitter's name and email only when they differ from the form's fields
    ['Submitter', differs(q.submitter_name, `${q.first_name ?? ''} ${q.last_name ?? ''}`)],
    ['Submitter email', differs(q.submitter_email, q.email)],
    ['First name', q.first_name],
    ['Last name', q.last_name],
    ['Email', q.email],
    ['Phone', q.phone_number],
    ['Title', q.user_title],
    ['Entity / institution', q.entity_institution],
    ['Zip code', q.zip_code],
    ['Date of service', q.date_of_service ? formatDate(`${q.date_of_service}T12:00:00`) : null],
    ['Location of service', q.location_of_service_name],
    ['Location of service zip', q.location_of_service_zip],
    ['POS indicator', q.pos_indicator],
    ['Submitted by', q.user_id ? 'Signed-in user' : 'Public form (anonymous)'],
    ['Assigned expert', q.expert?.name ?? null],
  ];
  const shown = rows.filter(([k, v]) => v || !k.startsWith('Submitter'));
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {shown.map(([k, v]) => (
        <div key={k} className="flex gap-2">
          <dt className="w-32 shrink-0 text-muted-foreground sm:w-44">{k}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{v || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
