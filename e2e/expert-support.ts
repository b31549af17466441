/** Helpers for the expert workspace e2e specs: API calls as a given user, MailDev by subject. */
import type { Browser, Page } from '@playwright/test';
import {
  assignExperts,
  createUser,
  DEMO,
  profileId,
  uniqueEmail,
} from '../tests/support/accounts.ts';
import { sql } from '../tests/support/db.ts';
import { env } from '../tests/support/env.ts';
import { waitForMail, type CapturedMail } from '../tests/support/mail.ts';
import { accessToken } from '../tests/support/sign-in.ts';
import { ACCOUNT_IDS } from './claims-support';
import { signIn } from './support/sign-in';

export { profileId, accessToken };

/**
 * A signed-in page in its own browser context (each actor keeps its own session), open on `to`
 * (by default the role's dashboard).
 */
export async function actor(browser: Browser, email: string, to?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, to);
  return page;
}

/** Calls an RPC through the gateway as the token's user (or anon without a token). */
export async function rpc(
  name: string,
  args: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${env('SUPABASE_URL')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: env('SUPABASE_ANON_KEY'),
      authorization: `Bearer ${token ?? env('SUPABASE_ANON_KEY')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A new confirmed expert (admin API), assigned to the given corporate accounts only. */
export async function createExpert(accountIds: string[], name = 'Outside Expert'): Promise<string> {
  const { id, email } = await createUser({
    name,
    email: uniqueEmail('e2e-expert'),
    profile: { role: 'expert' },
  });
  for (const accountId of accountIds) await assignExperts(accountId, [id]);
  return email;
}

/** An anonymous partner submission through the public RPC (as the standalone forms send it). */
/**
 * An anonymous partner-form submission. submit_question auto-assigns it to the account's expert in
 * the same transaction; unless `assigned` is asked for, the fixture resets it to unassigned, the
 * state most specs start from.
 */
export async function anonymousQuestion(
  accountId: string,
  title: string,
  { assigned = false }: { assigned?: boolean } = {},
): Promise<string> {
  const { status, body } = await rpc('submit_question', {
    payload: {
      title,
      content: 'Which modifier applies to a staged procedure in the global period?',
      status: 'unassigned',
      firstName: 'Ana',
      lastName: 'Nymous',
      email: `e2e-anon-${Date.now().toString(36)}@example.test`,
      codingQuestionType: 'Professional - Global',
      corporateAccountId: accountId,
    },
  });
  if (status !== 200) throw new Error(`submit_question: ${status} ${JSON.stringify(body)}`);
  if (!assigned) {
    await sql(`update public.questions set status = 'unassigned', expert_id = null where id = $1`, [
      body,
    ]);
  }
  return body as string;
}

/** Waits for a message to `address` whose subject matches. */
export async function mailWithSubject(address: string, subject: RegExp): Promise<CapturedMail> {
  return waitForMail(address, (m) => subject.test(m.subject), 20_000);
}

/** Calls an RPC as the token's user and returns its result; a refusal throws with the server's answer. */
export async function call(name: string, args: unknown, token?: string): Promise<unknown> {
  const { status, body } = await rpc(name, args, token);
  if (status >= 300) throw new Error(`${name}: ${status} ${JSON.stringify(body)}`);
  return body;
}

const tokens = new Map<string, Promise<string>>();
/** One access token per demo login for the whole run (they last an hour). */
function tokenOf(email: string): Promise<string> {
  let token = tokens.get(email);
  if (!token) {
    token = accessToken(email);
    tokens.set(email, token);
  }
  return token;
}

/** A Summit Health question (anonymous partner submission) assigned by the admin to the demo expert: pending. */
export async function pendingQuestion(title: string): Promise<string> {
  const [admin, expertId] = await Promise.all([tokenOf(DEMO.admin), profileId(DEMO.expert)]);
  const question = await anonymousQuestion(ACCOUNT_IDS['Summit Health System'], title);
  await call('assign_expert', { question_id: question, expert_id: expertId }, admin);
  return question;
}

/** A pending question the demo expert has answered: awaiting approval. */
export async function answeredQuestion(
  title: string,
  answer: string,
): Promise<{ questionId: string; answerId: string }> {
  const questionId = await pendingQuestion(title);
  const answerId = (await call(
    'add_answer',
    { question_id: questionId, content: answer },
    await tokenOf(DEMO.expert),
  )) as string;
  return { questionId, answerId };
}

/** A pending question the demo expert has asked the submitter about: needs information. */
export async function questionNeedingInformation(
  title: string,
  message: string,
): Promise<{ questionId: string; requestId: string }> {
  const questionId = await pendingQuestion(title);
  const requestId = (await call(
    'request_information',
    { p_question_id: questionId, p_message: message },
    await tokenOf(DEMO.expert),
  )) as string;
  return { questionId, requestId };
}

/**
 * A knowledge-base article for every signed-in user, unique to the caller: an approved Summit
 * question published by the demo approver with a de-identified title and question.
 */
export async function publishedArticle(): Promise<{
  tag: string;
  title: string;
  answer: string;
  articleId: string;
}> {
  const tag = `kbp${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const answer = `Report the injection with modifier 59 only when distinct (${tag}).`;
  const { questionId, answerId } = await answeredQuestion(
    `Ana Nymous asks: bundled ${tag} injection`,
    answer,
  );
  const approver = await tokenOf(DEMO.approver);
  await call('approve_answer', { answer_id: answerId }, approver);
  const title = `Bundled ${tag} injection on the same day`;
  const articleId = (await call(
    'kb_publish_article',
    {
      p_question_id: questionId,
      p_title: title,
      p_question: `Is a bundled ${tag} injection reported separately on the same day?`,
    },
    approver,
  )) as string;
  return { tag, title, answer, articleId };
}
