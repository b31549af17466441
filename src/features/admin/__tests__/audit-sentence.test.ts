// @vitest-environment node
import type { AdminEvent } from '@/features/admin/api/types';
import { auditSentence, sentenceText, type NamePart } from '@/features/admin/utils/audit-sentence';

const ACCOUNT = '1ad04e08-0000-4000-8000-000000000001';
const OTHER_ACCOUNT = '1ad04e08-0000-4000-8000-000000000002';
const USER = '2bd04e08-0000-4000-8000-000000000001';
const EXPERT = '3cd04e08-0000-4000-8000-000000000001';
const OLD_EXPERT = '3cd04e08-0000-4000-8000-000000000002';
const QUESTION = '4dd04e08-0000-4000-8000-000000000001';
const ARTICLE = '5ed04e08-0000-4000-8000-000000000001';

type Row = Partial<AdminEvent> & Pick<AdminEvent, 'action'>;

function row(r: Row): AdminEvent {
  return {
    id: 1,
    created_at: '2026-12-02T10:00:00Z',
    actor_id: 'a1',
    actor_name: 'Alex Admin',
    actor_email: 'admin@claimdesk.test',
    target_type: 'corporate_account',
    target_id: ACCOUNT,
    target_label: 'Summit Health System',
    old_values: null,
    new_values: null,
    reason: null,
    names: { [ACCOUNT]: 'Summit Health System' },
    ...r,
  };
}

const question = (r: Row): AdminEvent =>
  row({
    target_type: 'question',
    target_id: QUESTION,
    target_label: 'Knee brace modifier',
    names: { [QUESTION]: 'Knee brace modifier', [EXPERT]: 'Erin Expert' },
    ...r,
  });

const user = (r: Row): AdminEvent =>
  row({
    target_type: 'user',
    target_id: USER,
    target_label: 'Casey Coder',
    names: { [USER]: 'Casey Coder', [ACCOUNT]: 'Summit Health System' },
    ...r,
  });

const setting = (id: string, r: Row): AdminEvent =>
  row({ target_type: 'setting', target_id: id, target_label: 'Setting', names: {}, ...r });

/** Every action the server records, each with a row as the server writes it and its sentence. */
const CASES: [AdminEvent, string][] = [
  [
    row({ action: 'account.create', new_values: { name: 'Summit', questions_remaining: 50 } }),
    'Alex Admin created the account Summit Health System with 50 questions',
  ],
  [
    row({
      action: 'account.update',
      old_values: { name: 'Summit', contract_end_date: null, allowed_email_domains: [] },
      new_values: {
        name: 'Summit Health System',
        contract_end_date: '2026-12-31',
        allowed_email_domains: ['summit.example', 'summit.test'],
      },
    }),
    `Alex Admin changed Summit Health System: name Summit → Summit Health System; contract end none → ${new Date(2026, 11, 31).toLocaleDateString(undefined, { dateStyle: 'medium' })}; email domains none → summit.example, summit.test`,
  ],
  [
    row({
      action: 'account.update',
      old_values: { form: { display_name: null, accent_color: '#111111' } },
      new_values: { form: { display_name: 'Summit', accent_color: '#1d4ed8' } },
    }),
    'Alex Admin changed the form settings of Summit Health System: display name none → Summit; accent colour #111111 → #1d4ed8',
  ],
  [
    row({
      action: 'account.update',
      old_values: { demo_gated: false },
      new_values: { demo_gated: true },
    }),
    'Alex Admin turned on the demo gate for Summit Health System',
  ],
  [
    row({
      action: 'account.update',
      old_values: { old_slug: 'summit' },
      new_values: { old_slug: null },
    }),
    'Alex Admin stopped the old address summit forwarding to Summit Health System',
  ],
  [row({ action: 'account.activate' }), 'Alex Admin activated Summit Health System'],
  [row({ action: 'account.deactivate' }), 'Alex Admin deactivated Summit Health System'],
  [
    row({
      action: 'account.quota_top_up',
      old_values: { questions_remaining: 12 },
      new_values: { questions_remaining: 62, added: 50 },
    }),
    'Alex Admin added 50 questions to Summit Health System: 12 → 62',
  ],
  [
    row({
      action: 'account.quota_set',
      old_values: { questions_remaining: 12 },
      new_values: { questions_remaining: 40 },
      reason: 'Contract renewal',
    }),
    'Alex Admin set the questions remaining of Summit Health System: 12 → 40 (contract renewal)',
  ],
  [
    user({
      action: 'expert.assign_account',
      target_id: EXPERT,
      target_label: 'Erin Expert',
      names: { [EXPERT]: 'Erin Expert', [ACCOUNT]: 'Summit Health System' },
      new_values: { corporate_account_id: ACCOUNT, corporate_account_name: 'Summit Health System' },
    }),
    'Alex Admin assigned Erin Expert to Summit Health System',
  ],
  [
    user({
      action: 'expert.unassign_account',
      target_id: EXPERT,
      target_label: 'Erin Expert',
      old_values: { corporate_account_id: ACCOUNT, corporate_account_name: 'Summit Health System' },
    }),
    'Alex Admin removed Erin Expert from Summit Health System',
  ],
  [
    user({
      action: 'user.create_staff',
      new_values: { name: 'Casey Coder', email: 'casey@claimdesk.test', role: 'expert' },
    }),
    'Alex Admin added Casey Coder (casey@claimdesk.test) as an expert',
  ],
  [
    user({
      action: 'user.delete',
      names: {},
      old_values: { name: 'Casey Coder', email: 'casey@x.test', role: 'expert', is_approver: true },
      new_values: {
        questions_moved: 3,
        reassigned: 2,
        unassigned: 1,
        kept_awaiting_approval: 0,
        answers_left_without_approver: 1,
      },
    }),
    'Alex Admin deleted Casey Coder (casey@x.test, expert); 3 open questions moved (2 to another expert, 1 unassigned); 1 answer left without an approver',
  ],
  [
    user({
      action: 'user.rename',
      old_values: { name: 'Casey C.' },
      new_values: { name: 'Casey Coder' },
    }),
    'Alex Admin renamed Casey C. to Casey Coder',
  ],
  [
    user({
      action: 'user.role_change',
      old_values: { role: 'user', is_approver: false },
      new_values: { role: 'expert', is_approver: true },
    }),
    'Alex Admin changed the role of Casey Coder from user to expert (approver)',
  ],
  [
    user({
      action: 'user.approver_change',
      old_values: { is_approver: true },
      new_values: { is_approver: false },
    }),
    'Alex Admin made Casey Coder no longer an approver',
  ],
  [
    user({
      action: 'user.quota_change',
      old_values: { questions_remaining: 10 },
      new_values: { questions_remaining: -1 },
    }),
    'Alex Admin changed the questions Casey Coder may send: 10 → unlimited',
  ],
  [
    user({
      action: 'user.corporate_account_change',
      actor_id: null,
      actor_name: null,
      actor_email: null,
      old_values: { corporate_account_id: null, corporate_account_name: null },
      new_values: { corporate_account_id: ACCOUNT, corporate_account_name: 'Northwind' },
      reason: 'Signed up with an email at northwind.example',
    }),
    'ClaimDesk linked Casey Coder to Northwind (signed up with an email at northwind.example)',
  ],
  [
    question({
      action: 'question.reassign',
      names: { [QUESTION]: 'Knee brace modifier', [EXPERT]: 'Erin Expert' },
      old_values: {
        questions: [{ id: QUESTION, from_expert_id: OLD_EXPERT, from_status: 'pending' }],
      },
      new_values: { expert_id: EXPERT, expert_name: 'Erin Expert', count: 1 },
    }),
    'Alex Admin moved “Knee brace modifier” from a former expert to Erin Expert',
  ],
  [
    question({
      action: 'question.status_change',
      old_values: { status: 'pending', expert_id: EXPERT },
      new_values: { status: 'unassigned', expert_id: null },
      reason: 'Wrong account',
    }),
    'Alex Admin changed “Knee brace modifier” from Pending to Unassigned, unassigning Erin Expert (wrong account)',
  ],
  [
    question({
      action: 'question.delete',
      names: { [ACCOUNT]: 'Summit Health System', [EXPERT]: 'Erin Expert' },
      old_values: { status: 'pending', corporate_account_id: ACCOUNT, expert_id: EXPERT },
    }),
    'Alex Admin deleted the question “Knee brace modifier” (Pending, Summit Health System, Erin Expert)',
  ],
  [
    setting('demo_access_code', {
      action: 'setting.demo_access_code',
      new_values: { changed: true },
    }),
    'Alex Admin changed the demo access code',
  ],
  [
    setting('answer_time_target_hours', {
      action: 'setting.answer_time_target',
      old_values: { hours: 72 },
      new_values: { hours: 48 },
    }),
    'Alex Admin changed the answer-time target: 72 h → 48 h',
  ],
  [
    setting('ask_back', {
      action: 'setting.ask_back',
      old_values: { reminder_days: 3, close_days: 14, reopen_days: 30 },
      new_values: { reminder_days: 5, close_days: 14, reopen_days: 30 },
    }),
    'Alex Admin changed periods of Request more information: reminder after 3 days → 5 days',
  ],
  [
    setting('turnstile_required', {
      action: 'setting.turnstile_required',
      old_values: { required: false },
      new_values: { required: true },
    }),
    'Alex Admin turned on the human check on public forms',
  ],
  [
    question({
      action: 'email.send_again',
      old_values: { state: 'failed', attempts: 3, last_error: 'SMTP 550' },
      new_values: { email: 'answer_email', recipient: 'sam@example.test', state: 'sending' },
    }),
    'Alex Admin sent the email “Approved answer” about “Knee brace modifier” again, to sam@example.test',
  ],
  [
    row({
      action: 'email.give_up',
      old_values: { state: 'failed', attempts: 5, last_error: 'SMTP 550' },
      new_values: { email: 'partner_digest', recipient: 'ops@summit.test', state: 'given_up' },
    }),
    'Alex Admin gave up the email “Partner digest” about Summit Health System to ops@summit.test after 5 attempts',
  ],
  [
    row({
      action: 'article.unpublish',
      target_type: 'kb_article',
      target_id: ARTICLE,
      target_label: 'Modifier 25 with a minor procedure',
      names: { [ARTICLE]: 'Modifier 25 with a minor procedure' },
      old_values: { published: true },
      new_values: { published: false },
      reason: 'Outdated guidance',
    }),
    'Alex Admin unpublished the article “Modifier 25 with a minor procedure” (outdated guidance)',
  ],
  [
    row({
      action: 'article.republish',
      target_type: 'kb_article',
      target_id: ARTICLE,
      target_label: 'Modifier 25 with a minor procedure',
      names: {},
      old_values: { published: false },
      new_values: { published: true },
    }),
    'Alex Admin republished the article “Modifier 25 with a minor procedure”',
  ],
];

describe('audit sentences', () => {
  it.each(CASES.map(([e, text]) => [e.action, e, text] as const))(
    '%s reads as a sentence with names',
    (_action, e, text) => {
      const parts = auditSentence(e);
      expect(sentenceText(parts)).toBe(text);
      // no code, no field name and no id shows through
      expect(sentenceText(parts)).not.toContain(e.action);
      expect(sentenceText(parts)).not.toMatch(/\b[a-z]+_[a-z_]+\b|[0-9a-f]{8}-[0-9a-f]{4}/);
    },
  );

  it('links the names that still exist to their pages, and leaves the deleted ones unlinked', () => {
    const links = (e: AdminEvent) =>
      auditSentence(e).filter((p): p is NamePart => typeof p !== 'string' && p.href !== null);
    const topUp = CASES.find(([e]) => e.action === 'account.quota_top_up')![0];
    expect(links(topUp)).toEqual([
      { text: 'Summit Health System', href: '/admin/accounts?search=Summit+Health+System' },
    ]);
    const status = CASES.find(([e]) => e.action === 'question.status_change')![0];
    expect(links(status)).toEqual([
      { text: 'Knee brace modifier', href: `/admin/questions/${QUESTION}` },
      { text: 'Erin Expert', href: `/admin/questions?expert=${EXPERT}` },
    ]);
    const linked = CASES.find(([e]) => e.action === 'user.corporate_account_change')![0];
    expect(links(linked).map((l) => l.href)).toEqual([
      `/admin/audit?target=${USER}`,
      '/admin/accounts?search=Summit+Health+System',
    ]);
    const deleted = CASES.find(([e]) => e.action === 'user.delete')![0];
    expect(links(deleted)).toEqual([]);
    const article = CASES.find(([e]) => e.action === 'article.unpublish')![0];
    expect(links(article)).toEqual([
      { text: 'Modifier 25 with a minor procedure', href: `/knowledge/${ARTICLE}` },
    ]);
    const target = CASES.find(([e]) => e.action === 'setting.answer_time_target')![0];
    expect(links(target)).toEqual([{ text: 'answer-time target', href: '/admin/settings' }]);
  });

  it('says a deletion made outside ClaimDesk without the stored reason again', () => {
    const e = user({
      action: 'user.delete',
      actor_id: null,
      actor_name: null,
      names: {},
      old_values: { name: 'Casey Coder', email: 'casey@x.test', role: 'user' },
      reason: 'deleted without an admin request (e.g. the Supabase dashboard)',
    });
    expect(sentenceText(auditSentence(e))).toBe(
      "Casey Coder (casey@x.test, user) was deleted without an admin's request, e.g. in the Supabase dashboard",
    );
  });

  it('moves a user between accounts by name, naming an account that is gone as it was', () => {
    const e = user({
      action: 'user.corporate_account_change',
      names: { [USER]: 'Casey Coder', [OTHER_ACCOUNT]: 'Northwind Health' },
      old_values: { corporate_account_id: ACCOUNT, corporate_account_name: 'Summit' },
      new_values: { corporate_account_id: OTHER_ACCOUNT, corporate_account_name: 'Northwind' },
    });
    const parts = auditSentence(e);
    expect(sentenceText(parts)).toBe('Alex Admin moved Casey Coder from Summit to Northwind');
    expect(parts.filter((p) => typeof p !== 'string').map((p) => (p as NamePart).href)).toEqual([
      null,
      `/admin/audit?target=${USER}`,
      null,
      '/admin/accounts?search=Northwind+Health',
    ]);
  });

  it('assigns many questions at once by their count', () => {
    const e = question({
      action: 'question.reassign',
      target_id: null,
      target_label: '3 questions',
      new_values: { expert_id: EXPERT, expert_name: 'Erin Expert', count: 3 },
    });
    expect(sentenceText(auditSentence(e))).toBe('Alex Admin assigned 3 questions to Erin Expert');
  });

  it('reads an action this build does not know in words, with its target', () => {
    const e = row({ action: 'account.merge_duplicates', reason: 'ICD-10 clean-up' });
    expect(sentenceText(auditSentence(e))).toBe(
      'Alex Admin recorded “account: merge duplicates” on Summit Health System (ICD-10 clean-up)',
    );
  });
});
