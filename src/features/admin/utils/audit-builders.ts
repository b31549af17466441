/**
 * The sentence of each audit action (docs/decisions.md, "The audit in words"), from the row's
 * stored values; src/features/admin/utils/audit-sentence.ts picks one and adds the reason.
 */
import type { AdminEvent } from '@/features/admin/api/types';
import { AUDIT_SENTENCES as S, AUDIT_VALUES as V } from '@/features/admin/messages/audit-sentences';
import {
  asValues,
  fieldChanges,
  fieldValues,
  type linker,
  namesOf,
  num,
  quotaText,
  str,
  type NamePart,
  type SentencePart,
  type Values,
} from '@/features/admin/utils/audit-values';
import { emailKindLabel } from '@/lib/email-delivery';
import { statusLabel } from '@/lib/question-status';
import type { Json } from '@/types/database';

export type Event = Pick<
  AdminEvent,
  | 'action'
  | 'actor_name'
  | 'target_type'
  | 'target_id'
  | 'target_label'
  | 'old_values'
  | 'new_values'
  | 'reason'
  | 'names'
>;

export interface Ctx {
  e: Event;
  /** Who acted: the admin, or ClaimDesk itself. */
  a: NamePart;
  /** The row's target, linked. */
  t: NamePart;
  before: Values;
  after: Values;
  link: ReturnType<typeof linker>;
}

function moves(v: Values): string {
  const m = {
    moved: num(v.questions_moved),
    reassigned: num(v.reassigned),
    unassigned: num(v.unassigned),
    kept: num(v.kept_awaiting_approval),
  };
  const stranded = num(v.answers_left_without_approver);
  return (m.moved || m.kept ? S.moves(m) : '') + (stranded ? S.leftWithoutApprover(stranded) : '');
}

const ACCOUNT_FLAGS = Object.keys(V.flags);

function accountUpdate({ a, t, before, after }: Ctx): SentencePart[] {
  if ('form' in after)
    return S.accountForm(a, t, fieldChanges(asValues(before.form), asValues(after.form)));
  const oldSlug = str(before.old_slug);
  if (oldSlug && after.old_slug === null) return S.oldSlugRemoved(a, oldSlug, t);
  const keys = Object.keys(after);
  const flag = keys[0];
  if (keys.length === 1 && flag && ACCOUNT_FLAGS.includes(flag) && typeof after[flag] === 'boolean')
    return S.accountFlag(a, after[flag] === true, V.flags[flag]!, t);
  return S.accountChange(a, t, fieldChanges(before, after));
}

function corporateAccountChange({ a, t, before, after, link }: Ctx): SentencePart[] {
  const from = str(before.corporate_account_id);
  const to = str(after.corporate_account_id);
  const fromPart = link.account(from, str(before.corporate_account_name));
  const toPart = link.account(to, str(after.corporate_account_name));
  if (from && to) return S.moveAccount(a, t, fromPart, toPart);
  return to ? S.linkAccount(a, t, toPart) : S.unlinkAccount(a, t, fromPart);
}

function reassign({ a, t, e, before, after, link }: Ctx): SentencePart[] {
  const expert = link.expert(str(after.expert_id), str(after.expert_name));
  const count = num(after.count);
  if (count > 1 || !e.target_id) return S.assignQuestions(a, count, expert);
  const moved = Array.isArray(before.questions) ? asValues(before.questions[0]) : {};
  const from = str(moved.from_expert_id);
  return from
    ? S.moveQuestion(a, t, link.expert(from, null), expert)
    : S.assignQuestion(a, t, expert);
}

function statusChange({ a, t, before, after, link }: Ctx): SentencePart[] {
  const sentence = S.statusChange(
    a,
    t,
    statusLabel(String(before.status)),
    statusLabel(String(after.status)),
  );
  const expert = str(before.expert_id);
  return expert && !str(after.expert_id)
    ? [...sentence, ...S.unassigning(link.expert(expert, null))]
    : sentence;
}

function questionDelete({ a, t, e, before }: Ctx): SentencePart[] {
  const names = namesOf(e);
  const facts = [
    before.status ? statusLabel(String(before.status)) : null,
    names[str(before.corporate_account_id) ?? ''],
    names[str(before.expert_id) ?? ''],
  ].filter(Boolean);
  return S.deleteQuestion(a, t, facts.join(', '));
}

function userDelete({ a, t, e, before, after }: Ctx): SentencePart[] {
  const who = [str(before.email), V.roles[String(before.role)]].filter(Boolean).join(', ');
  if (e.actor_name === null) return S.deletedOutside(t, who);
  return [...S.deleteUser(a, t, who), moves(after)];
}

function roleChange({ a, t, before, after }: Ctx): SentencePart[] {
  const role = (v: Values) =>
    `${V.roles[String(v.role)] ?? String(v.role)}${v.is_approver === true ? ` (${V.approver})` : ''}`;
  return [...S.roleChange(a, t, role(before), role(after)), moves(after)];
}

const days = (v: Json | undefined) => V.days(num(v));

/** What an email action is about: a question's title in quotes, or an account (a digest). */
function about({ e, t }: Ctx): SentencePart[] {
  return e.target_type === 'question' ? ['“', t, '”'] : [t];
}

export const BUILDERS: Record<string, (c: Ctx) => SentencePart[]> = {
  'account.create': ({ a, t, after }) => S.accountCreate(a, t, num(after.questions_remaining)),
  'account.update': accountUpdate,
  'account.activate': ({ a, t }) => S.activate(a, t),
  'account.deactivate': ({ a, t }) => S.deactivate(a, t),
  'account.quota_top_up': ({ a, t, before, after }) =>
    S.quotaTopUp(
      a,
      num(after.added),
      t,
      quotaText(before.questions_remaining),
      quotaText(after.questions_remaining),
    ),
  'account.quota_set': ({ a, t, before, after }) =>
    S.quotaSet(a, t, quotaText(before.questions_remaining), quotaText(after.questions_remaining)),
  'expert.assign_account': ({ a, e, after, link }) =>
    S.assignAccount(
      a,
      link.expert(e.target_id, e.target_label),
      link.account(str(after.corporate_account_id), str(after.corporate_account_name)),
    ),
  'expert.unassign_account': ({ a, e, before, link }) =>
    S.unassignAccount(
      a,
      link.expert(e.target_id, e.target_label),
      link.account(str(before.corporate_account_id), str(before.corporate_account_name)),
    ),
  'user.create_staff': ({ a, t, after }) =>
    S.createStaff(a, t, str(after.email) ?? '', V.asRole[String(after.role)] ?? String(after.role)),
  'user.delete': userDelete,
  'user.rename': ({ a, t, before }) => S.rename(a, str(before.name) ?? V.none, t),
  'user.role_change': roleChange,
  'user.approver_change': ({ a, t, after }) =>
    after.is_approver === true ? S.approverOn(a, t) : S.approverOff(a, t),
  'user.quota_change': ({ a, t, before, after }) =>
    S.userQuota(a, t, quotaText(before.questions_remaining), quotaText(after.questions_remaining)),
  'user.corporate_account_change': corporateAccountChange,
  'question.reassign': reassign,
  'question.status_change': statusChange,
  'question.delete': questionDelete,
  'question.release_held': ({ a, t }) => S.releaseHeld(a, t),
  'question.discard_held': ({ a, t, before }) => S.discardHeld(a, t, str(before.email) ?? ''),
  'setting.demo_access_code': ({ a, t }) => S.demoCode(a, t),
  'setting.answer_time_target': ({ a, t, before, after }) =>
    S.answerTarget(a, t, V.hours(num(before.hours)), V.hours(num(after.hours))),
  'setting.ask_back': ({ a, t, before, after }) =>
    S.settingChange(a, t, fieldChanges(before, after, days) || fieldValues(after, days)),
  'setting.turnstile_required': ({ a, t, after }) => S.turnstile(a, after.required === true, t),
  'email.send_again': (c) =>
    S.emailSendAgain(
      c.a,
      emailKindLabel(String(c.after.email)),
      about(c),
      str(c.after.recipient) ?? '',
    ),
  'email.give_up': (c) =>
    S.emailGiveUp(
      c.a,
      emailKindLabel(String(c.after.email)),
      about(c),
      str(c.after.recipient) ?? '',
      num(c.before.attempts),
    ),
  'article.unpublish': ({ a, t }) => S.unpublishArticle(a, t),
  'article.republish': ({ a, t }) => S.republishArticle(a, t),
};
