/**
 * How auth mails go out: the link as GoTrue writes it, and at most one mail per address per
 * `mailFrequencySec` (GoTrue's SMTP max frequency).
 */
import type { AuthContext } from './context.ts';
import { AuthHttpError } from './errors.ts';
import type { MailKind } from './mailer.ts';
import type { UserRow } from './users.ts';

const queryEscape = (v: string) => new URLSearchParams({ v }).toString().slice(2);

/**
 * The link in a mail. As GoTrue writes it, redirect_to is left as given unless it contains
 * `&`, `=` or `#` (then it could not have been encoded by the caller, so it is encoded here).
 */
export function verifyLink(app: AuthContext, hash: string, type: MailKind, redirectTo: string) {
  const redirect = /[&=#]/.test(redirectTo) ? queryEscape(redirectTo) : redirectTo;
  return `${app.apiBase}/auth/v1/verify?token=${queryEscape(hash)}&type=${queryEscape(type)}&redirect_to=${redirect}`;
}

/** GoTrue's answer to a second auth mail within the minimum gap. */
export const tooManyMails = (secondsLeft: number) =>
  new AuthHttpError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${secondsLeft} seconds.`,
  );

const SENT_AT = {
  signup: 'confirmation_sent_at',
  invite: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  magiclink: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
} as const;

/** One auth mail per address per `mailFrequencySec` (GoTrue's SMTP max frequency); invites are the admin's. */
export function checkMailFrequency(app: AuthContext, user: UserRow, kind: MailKind): void {
  if (kind === 'invite') return;
  const sent = user[SENT_AT[kind]];
  if (!sent) return;
  const left = Math.ceil((sent.getTime() + app.mailFrequencySec * 1000 - Date.now()) / 1000);
  if (left > 0) throw tooManyMails(left);
}
