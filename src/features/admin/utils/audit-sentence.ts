/**
 * Each audit row as a sentence with names (docs/decisions.md, "The audit in words"): "Alex Admin
 * added 50 questions to Summit Health System: 12 → 62". Every action the server records has its
 * sentence here (the unit test compares with the server's list); an action this build does not
 * know (a newer server) still reads "who recorded what on which target".
 */
import { AUDIT_SENTENCES as S, AUDIT_VALUES as V } from '@/features/admin/messages/audit-sentences';
import { BUILDERS, type Ctx, type Event } from '@/features/admin/utils/audit-builders';
import {
  asValues,
  linker,
  namesOf,
  type NamePart,
  type SentencePart,
} from '@/features/admin/utils/audit-values';

export type { NamePart, SentencePart } from '@/features/admin/utils/audit-values';

/** The actions this build has a sentence for. */
export const SENTENCE_ACTIONS = Object.keys(BUILDERS);

function targetOf(e: Event, link: Ctx['link']): NamePart | null {
  switch (e.target_type) {
    case 'corporate_account':
      return link.account(e.target_id, e.target_label);
    case 'user':
      return link.user(e.target_id, e.target_label);
    case 'question':
      return link.question(e.target_id, e.target_label);
    case 'kb_article':
      return link.article(e.target_id, e.target_label);
    case 'setting':
      return link.setting(V.settings[e.target_id ?? ''] ?? e.target_label ?? '');
    default: {
      const text = e.target_label ?? e.target_id;
      return text ? { text, href: null } : null;
    }
  }
}

/** "Renewal" reads "(renewal)" after the sentence; "ICD-10 update" keeps its capitals. */
function reasonText(reason: string): string {
  return /^[A-Z][a-z]/.test(reason) ? reason[0]!.toLowerCase() + reason.slice(1) : reason;
}

/** The row as a sentence: text and names (each name with the page it opens, if any). */
export function auditSentence(e: Event): SentencePart[] {
  const link = linker(namesOf(e));
  const target = targetOf(e, link);
  const ctx: Ctx = {
    e,
    a: { text: e.actor_name ?? S.system, href: null },
    t: target ?? { text: '', href: null },
    before: asValues(e.old_values),
    after: asValues(e.new_values),
    link,
  };
  const build = BUILDERS[e.action];
  const parts = build
    ? build(ctx)
    : S.unknown(ctx.a, e.action.replace('.', ': ').replace(/_/g, ' '), target);
  // an actorless deletion's stored reason is what its sentence already says
  const said = e.action === 'user.delete' && e.actor_name === null;
  const reason = e.reason && !said ? S.reason(reasonText(e.reason)) : '';
  return [...parts, reason].filter((p) => p !== '');
}

/** The sentence as plain text (tests, titles). */
export function sentenceText(parts: SentencePart[]): string {
  return parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');
}
