/**
 * Reading an audit row's stored values (old_values, new_values, names) for its sentence: values
 * in words, field changes, and the names that link to their page (docs/decisions.md, "The audit in
 * words").
 */
import { paths } from '@/config/paths';
import type { AdminEvent } from '@/features/admin/api/types';
import { AUDIT_VALUES } from '@/features/admin/messages/audit-sentences';
import { formatDay } from '@/features/admin/utils/format';
import type { Json } from '@/types/database';

/** A name in a sentence, with the page it opens (null: nothing to open, e.g. it was deleted). */
export interface NamePart {
  text: string;
  href: string | null;
}
export type SentencePart = string | NamePart;

export type Values = Record<string, Json | undefined>;

export function asValues(v: Json | null | undefined): Values {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? v : {};
}

/** id -> current name of every account, user and question the row mentions (admin_list_events). */
export function namesOf(e: Pick<AdminEvent, 'names'>): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [id, name] of Object.entries(asValues(e.names)))
    if (typeof name === 'string') names[id] = name;
  return names;
}

const LONG = 60;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored value as a reader says it: none, on/off, a list, a day, a short text. */
function valueText(v: Json | undefined): string {
  if (v === null || v === undefined || v === '') return AUDIT_VALUES.none;
  if (typeof v === 'boolean') return v ? AUDIT_VALUES.on : AUDIT_VALUES.off;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.length ? v.map(valueText).join(', ') : AUDIT_VALUES.none;
  if (typeof v === 'object') return JSON.stringify(v);
  if (DAY.test(v)) return formatDay(v);
  return v.length > LONG ? `${v.slice(0, LONG - 1)}…` : v;
}

/** A question quota: -1 reads "unlimited". */
export function quotaText(v: Json | undefined): string {
  return v === -1 ? AUDIT_VALUES.unlimited : valueText(v);
}

/** "name Old → New; contract end none → Dec 31, 2026" for the fields that differ. */
export function fieldChanges(
  before: Values,
  after: Values,
  show: (v: Json | undefined) => string = valueText,
): string {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${fieldLabel(k)} ${AUDIT_VALUES.arrow(show(before[k]), show(after[k]))}`)
    .join('; ');
}

/** "reminder after 3 days; closes after 14 days" (a change that changed nothing). */
export function fieldValues(values: Values, show: (v: Json | undefined) => string = valueText) {
  return Object.entries(values)
    .map(([k, v]) => `${fieldLabel(k)} ${show(v)}`)
    .join('; ');
}

function fieldLabel(key: string): string {
  return AUDIT_VALUES.fields[key] ?? key.replace(/_/g, ' ');
}

export function str(v: Json | undefined): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

export function num(v: Json | undefined): number {
  return typeof v === 'number' ? v : Number(v ?? 0);
}

/**
 * The names a sentence links: each opens its page when it still exists (its id is in `names`),
 * and reads the name recorded with the row, else the current one, else a stand-in.
 */
export function linker(names: Record<string, string>) {
  const part = (id: string | null, recorded: string | null, fallback: string, href: string) => {
    const current = id ? names[id] : undefined;
    return { text: recorded ?? current ?? fallback, href: current !== undefined ? href : null };
  };
  return {
    account: (id: string | null, recorded: string | null): NamePart =>
      part(
        id,
        recorded,
        AUDIT_VALUES.noAccount,
        paths.admin.accounts.getHref({ search: (id && names[id]) || '' }),
      ),
    /** A user's name opens what the audit says about them. */
    user: (id: string | null, recorded: string | null): NamePart =>
      part(id, recorded, AUDIT_VALUES.deletedUser, paths.admin.audit.getHref({ target: id ?? '' })),
    /** An expert's name opens the questions they hold. */
    expert: (id: string | null, recorded: string | null): NamePart =>
      part(
        id,
        recorded,
        id ? AUDIT_VALUES.formerExpert : AUDIT_VALUES.nobody,
        paths.admin.questions.getHref({ expert: id ?? '' }),
      ),
    question: (id: string | null, recorded: string | null): NamePart =>
      part(id, recorded, AUDIT_VALUES.aQuestion, id ? paths.admin.question.getHref(id) : ''),
    /** A knowledge-base article opens where it is read (and unpublished or republished). */
    article: (id: string | null, recorded: string | null): NamePart =>
      part(id, recorded, AUDIT_VALUES.anArticle, id ? paths.app.article.getHref(id) : ''),
    setting: (text: string): NamePart => ({ text, href: paths.admin.settings.getHref() }),
  };
}
