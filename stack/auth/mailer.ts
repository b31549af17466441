/**
 * Auth mails (HTML + text) through SMTP, with Supabase's default templates. Locally the SMTP
 * server is MailDev.
 */
import nodemailer from 'nodemailer';

export type MailKind = 'recovery' | 'signup' | 'invite' | 'magiclink' | 'email_change';

export interface AuthMail {
  to: string;
  kind: MailKind;
  /** The verify link (`.../auth/v1/verify?token=...&type=...&redirect_to=...`). */
  link: string;
  /** The 6-digit one-time code, usable with POST /verify {email, token, type}. */
  otp: string;
}

const TEMPLATES: Record<
  MailKind,
  { subject: string; heading: string; lead: string; action: string }
> = {
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    lead: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    lead: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    lead: 'You have been invited to create a user on ClaimDesk. Follow this link to accept the invite:',
    action: 'Accept the invite',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    lead: 'Follow this link to login:',
    action: 'Log In',
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    lead: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderMail(mail: AuthMail): { subject: string; html: string; text: string } {
  const t = TEMPLATES[mail.kind];
  const html = [
    `<h2>${t.heading}</h2>`,
    `<p>${t.lead}</p>`,
    `<p><a href="${escapeHtml(mail.link)}">${t.action}</a></p>`,
    `<p>Alternatively, enter the code: ${mail.otp}</p>`,
  ].join('\n');
  const text = `${t.heading}\n\n${t.lead}\n${mail.link}\n\nAlternatively, enter the code: ${mail.otp}\n`;
  return { subject: t.subject, html, text };
}

export interface Mailer {
  send(mail: AuthMail): Promise<void>;
  close(): void;
}

export function createMailer(smtp: { host: string; port: number }, from: string): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10000,
  });
  return {
    async send(mail) {
      const { subject, html, text } = renderMail(mail);
      await transport.sendMail({ from, to: mail.to, subject, html, text });
    },
    close() {
      transport.close();
    },
  };
}
