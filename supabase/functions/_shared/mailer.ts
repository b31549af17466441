import nodemailer from 'nodemailer';
import { env } from './env.ts';
import { HttpError } from './http.ts';
import { MESSAGES } from './messages.ts';
import { fieldOf } from './validation.ts';

export const DEFAULT_MAIL_FROM = 'no-reply@claimdesk.test';
export const PRODUCT_NAME = 'ClaimDesk';

export interface MailConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  /** Bare address the mail is sent from, e.g. no-reply@claimdesk.test. */
  from: string;
}

export interface Message {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** SMTP settings from env: SMTP_HOST (required), SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS, MAIL_FROM. */
export function mailConfig(): MailConfig {
  const host = env('SMTP_HOST');
  if (!host) throw new HttpError(503, MESSAGES.mailNotConfigured);
  const secure = /^(1|true|yes)$/i.test(env('SMTP_SECURE') ?? '');
  const port = Number(env('SMTP_PORT') ?? (secure ? 465 : 587));
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`SMTP_PORT must be a port number, got "${env('SMTP_PORT')}"`);
  }
  return {
    host,
    port,
    secure,
    user: env('SMTP_USER'),
    pass: env('SMTP_PASS'),
    from: env('MAIL_FROM') ?? DEFAULT_MAIL_FROM,
  };
}

/** The domain of the sender address, which readers are asked to add to their safe senders. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || address;
}

/** A From header with the product's display name, unless MAIL_FROM already carries one. */
export function fromHeader(from: string): string {
  return from.includes('<') ? from : `"${PRODUCT_NAME}" <${from}>`;
}

export function escapeHtml(s: string): string {
  return s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Header values never carry line breaks (no header injection). */
export function oneLine(s: string): string {
  return s.replace(/[\r\n]+/g, ' ').trim();
}

/** Sends one message through SMTP. Connection problems become an Error with a short reason. */
export async function sendMail(cfg: MailConfig, message: Message): Promise<{ messageId: string }> {
  const transport = nodemailer.createTransport({
    host: cfg.host,
    port: cfg.port,
    secure: cfg.secure,
    auth: cfg.user ? { user: cfg.user, pass: cfg.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    const info = await transport.sendMail(message);
    return { messageId: String(info.messageId ?? '') };
  } finally {
    transport.close();
  }
}

/** A short, content-free reason for a failed send, e.g. "SMTP server unreachable (connect ECONNREFUSED 127.0.0.1:1025)". */
export function smtpReason(e: unknown): string {
  if (e && typeof e === 'object') {
    const err = {
      code: fieldOf(e, 'code'),
      message: fieldOf(e, 'message'),
      command: fieldOf(e, 'command'),
    };
    // Servers echo recipients ("550 <a@b>: Recipient address rejected"): never log or return addresses.
    const detail = (
      typeof err.message === 'string'
        ? err.message.split('\n')[0]!.slice(0, 200)
        : String(err.code ?? '')
    ).replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, '<address>');
    if (
      err.command === 'CONN' ||
      err.code === 'ECONNECTION' ||
      err.code === 'ETIMEDOUT' ||
      /ECONNREFUSED|EHOSTUNREACH|ENOTFOUND/.test(detail)
    ) {
      return `SMTP server unreachable (${detail})`;
    }
    if (err.code === 'EAUTH') return `SMTP authentication failed (${detail})`;
    if (detail) return detail;
  }
  return 'unknown error';
}

/**
 * The HTML part every mail shares around its own paragraphs: the document, the body's style and
 * the team's signature (the text parts end with the same signature).
 */
export function htmlMail(body: string): string {
  return `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #111; line-height: 1.5">
${body}
<p>The ${PRODUCT_NAME} team</p>
</body></html>`;
}
