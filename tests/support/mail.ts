/** MailDev, which captures every email the stack sends (MAIL_API_URL), and its stop/start switch. */
import { env } from './env.ts';
import { json } from './json.ts';

export interface CapturedMail {
  id: string;
  subject: string;
  from: { address: string; name?: string }[];
  to: { address: string; name?: string }[];
  text?: string;
  html?: string;
  date: string;
}

export async function listMail(): Promise<CapturedMail[]> {
  const res = await fetch(`${env('MAIL_API_URL')}/email`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  return await json<CapturedMail[]>(res);
}

/** Waits for a message to `to` (matching `match`) and returns the most recent such message. */
export async function waitForMail(
  to: string,
  match: (m: CapturedMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMail()).filter(
      (m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()) && match(m),
    );
    const latest = found[found.length - 1];
    if (latest) return latest;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Stops or starts the stack's SMTP server (to test failed sends). */
export async function setMailRunning(running: boolean): Promise<void> {
  const res = await fetch(`${env('MAIL_CONTROL_URL')}/mail/${running ? 'start' : 'stop'}`, {
    method: 'POST',
  });
  if (!res.ok) throw new Error(`mail control failed: ${res.status}`);
}
