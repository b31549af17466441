/**
 * The audit's sentences (docs/decisions.md, "The audit in words"). Each takes the names as parts
 * (`N`: a name, linked or not) and returns the sentence as a list of text and names, so the page
 * can link the names; src/features/admin/utils/audit-sentence.ts picks one per action.
 */

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const AUDIT_SENTENCES = {
  /** Who acted when no admin did: the service itself (e.g. a sign-up at a partner's domain). */
  system: 'ClaimDesk',
  accountCreate: <N>(a: N, t: N, questions: number) => [
    a,
    ' created the account ',
    t,
    ` with ${plural(questions, 'question')}`,
  ],
  accountChange: <N>(a: N, t: N, changes: string) => [a, ' changed ', t, `: ${changes}`],
  accountForm: <N>(a: N, t: N, changes: string) => [
    a,
    ' changed the form settings of ',
    t,
    `: ${changes}`,
  ],
  accountFlag: <N>(a: N, on: boolean, setting: string, t: N) => [
    a,
    ` turned ${on ? 'on' : 'off'} ${setting} for `,
    t,
  ],
  oldSlugRemoved: <N>(a: N, slug: string, t: N) => [
    a,
    ` stopped the old address ${slug} forwarding to `,
    t,
  ],
  activate: <N>(a: N, t: N) => [a, ' activated ', t],
  deactivate: <N>(a: N, t: N) => [a, ' deactivated ', t],
  quotaTopUp: <N>(a: N, added: number, t: N, from: string, to: string) => [
    a,
    ` added ${plural(added, 'question')} to `,
    t,
    `: ${from} → ${to}`,
  ],
  quotaSet: <N>(a: N, t: N, from: string, to: string) => [
    a,
    ' set the questions remaining of ',
    t,
    `: ${from} → ${to}`,
  ],
  assignAccount: <N>(a: N, expert: N, account: N) => [a, ' assigned ', expert, ' to ', account],
  unassignAccount: <N>(a: N, expert: N, account: N) => [a, ' removed ', expert, ' from ', account],
  createStaff: <N>(a: N, t: N, email: string, role: string) => [
    a,
    ' added ',
    t,
    `${email ? ` (${email})` : ''} as ${role}`,
  ],
  deleteUser: <N>(a: N, t: N, who: string) => [a, ' deleted ', t, who ? ` (${who})` : ''],
  deletedOutside: <N>(t: N, who: string) => [
    t,
    `${who ? ` (${who})` : ''} was deleted without an admin's request, e.g. in the Supabase dashboard`,
  ],
  rename: <N>(a: N, from: string, t: N) => [a, ` renamed ${from} to `, t],
  roleChange: <N>(a: N, t: N, from: string, to: string) => [
    a,
    ' changed the role of ',
    t,
    ` from ${from} to ${to}`,
  ],
  approverOn: <N>(a: N, t: N) => [a, ' made ', t, ' an approver'],
  approverOff: <N>(a: N, t: N) => [a, ' made ', t, ' no longer an approver'],
  userQuota: <N>(a: N, t: N, from: string, to: string) => [
    a,
    ' changed the questions ',
    t,
    ` may send: ${from} → ${to}`,
  ],
  linkAccount: <N>(a: N, t: N, account: N) => [a, ' linked ', t, ' to ', account],
  unlinkAccount: <N>(a: N, t: N, account: N) => [a, ' unlinked ', t, ' from ', account],
  moveAccount: <N>(a: N, t: N, from: N, to: N) => [a, ' moved ', t, ' from ', from, ' to ', to],
  /** What moving an expert's open questions did (user.delete, user.role_change). */
  moves: (m: { moved: number; reassigned: number; unassigned: number; kept: number }) =>
    `; ${plural(m.moved, 'open question')} moved (${m.reassigned} to another expert, ${m.unassigned} unassigned)` +
    (m.kept ? `, ${m.kept} kept awaiting approval` : ''),
  /** Appended when the person was the only one who could approve some answers. */
  leftWithoutApprover: (n: number) => `; ${plural(n, 'answer')} left without an approver`,
  assignQuestion: <N>(a: N, t: N, expert: N) => [a, ' assigned “', t, '” to ', expert],
  moveQuestion: <N>(a: N, t: N, from: N, expert: N) => [
    a,
    ' moved “',
    t,
    '” from ',
    from,
    ' to ',
    expert,
  ],
  assignQuestions: <N>(a: N, count: number, expert: N) => [
    a,
    ` assigned ${plural(count, 'question')} to `,
    expert,
  ],
  statusChange: <N>(a: N, t: N, from: string, to: string) => [
    a,
    ' changed “',
    t,
    `” from ${from} to ${to}`,
  ],
  /** Appended to a status change that took the question from its expert. */
  unassigning: <N>(expert: N) => [', unassigning ', expert],
  deleteQuestion: <N>(a: N, t: N, facts: string) => [
    a,
    ' deleted the question “',
    t,
    facts ? `” (${facts})` : '”',
  ],
  releaseHeld: <N>(a: N, t: N) => [a, ' released the held submission “', t, '”'],
  discardHeld: <N>(a: N, t: N, from: string) => [
    a,
    ' discarded the held submission “',
    t,
    from ? `” from ${from}` : '”',
  ],
  demoCode: <N>(a: N, t: N) => [a, ' changed the ', t],
  answerTarget: <N>(a: N, t: N, from: string, to: string) => [
    a,
    ' changed the ',
    t,
    `: ${from} → ${to}`,
  ],
  settingChange: <N>(a: N, t: N, changes: string) => [a, ' changed ', t, `: ${changes}`],
  turnstile: <N>(a: N, on: boolean, t: N) => [a, ` turned ${on ? 'on' : 'off'} the `, t],
  /** `t`: the question (in quotes) or account the email is about. */
  emailSendAgain: <N>(a: N, kind: string, t: N[], to: string) => [
    a,
    ` sent the email “${kind}” about `,
    ...t,
    ` again${to ? `, to ${to}` : ''}`,
  ],
  emailGiveUp: <N>(a: N, kind: string, t: N[], to: string, attempts: number) => [
    a,
    ` gave up the email “${kind}” about `,
    ...t,
    `${to ? ` to ${to}` : ''} after ${plural(attempts, 'attempt')}`,
  ],
  unpublishArticle: <N>(a: N, t: N) => [a, ' unpublished the article “', t, '”'],
  republishArticle: <N>(a: N, t: N) => [a, ' republished the article “', t, '”'],
  /** An action this page has no sentence for (a newer server): its code in words. */
  unknown: <N>(a: N, what: string, t: N | null) => [
    a,
    ` recorded “${what}”`,
    ...(t ? [' on ', t] : []),
  ],
  /** "(why)" after the sentence. */
  reason: (why: string) => ` (${why})`,
} as const;

/** How the values inside a sentence read. */
export const AUDIT_VALUES = {
  none: 'none',
  on: 'on',
  off: 'off',
  unlimited: 'unlimited',
  hours: (h: number) => `${h} h`,
  days: (d: number) => `${d} days`,
  arrow: (from: string, to: string) => `${from} → ${to}`,
  /** A role after "as": "as an expert". */
  asRole: { admin: 'an admin', expert: 'an expert', user: 'a user' } as Record<string, string>,
  roles: { admin: 'admin', expert: 'expert', user: 'user' } as Record<string, string>,
  approver: 'approver',
  /** Stand-ins for a name the row no longer resolves. */
  formerExpert: 'a former expert',
  nobody: 'no expert',
  noAccount: 'no account',
  deletedUser: 'a deleted user',
  aQuestion: 'a question',
  anArticle: 'an article',
  /** The settings, as a sentence names them (by the row's target id). */
  settings: {
    answer_time_target_hours: 'answer-time target',
    demo_access_code: 'demo access code',
    ask_back: 'periods of Request more information',
    turnstile_required: 'human check on public forms',
  } as Record<string, string>,
  /** Field names of account.update, its form settings and the settings. */
  fields: {
    name: 'name',
    slug: 'address',
    primary_email: 'primary email',
    allowed_email_domains: 'email domains',
    contract_start_date: 'contract start',
    contract_end_date: 'contract end',
    logo_url: 'logo',
    is_active: 'active',
    display_name: 'display name',
    variants: 'forms offered',
    style: 'style',
    test_data: 'test data',
    accent_color: 'accent colour',
    intro_text: 'introduction',
    site_url: 'site address',
    reminder_days: 'reminder after',
    close_days: 'closes after',
    reopen_days: 'reply reopens within',
  } as Record<string, string>,
  /** The partner account's on/off settings, after "turned on". */
  flags: {
    demo_gated: 'the demo gate',
    kb_public_suggestions: 'knowledge-base suggestions on the public forms',
    smartsheet_sync: 'the Smartsheet sync',
  } as Record<string, string>,
} as const;
