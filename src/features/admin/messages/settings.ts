/** The Settings page's strings. */
import { ADMIN_PAGE_HEADS } from '@/features/admin/messages/page-heads';

/**
 * How long a form unlocked with the demo access code stays open: the lifetime of
 * verify_demo_access's token (app_settings demo.token_ttl_seconds, 43200 s by default; an
 * integration test checks that the two agree).
 */
export const DEMO_ACCESS_HOURS = 12;

export const SETTINGS_MESSAGES = {
  description: ADMIN_PAGE_HEADS.settings.description,
  accountsLink: 'Corporate accounts (quotas, domains, contracts, logos)',
  demoCode: 'Demo access code',
  demoCodeHelp:
    'Visitors type it to open the demo forms. The current code is never shown; set a new one to replace it (the old one stops working at once).',
  demoCodeLifetime: `An unlocked form stays open for ${DEMO_ACCESS_HOURS} hours on that browser, and only that partner's form.`,
  lastChanged: (when: string, who: string) => `Last changed ${when} by ${who}.`,
  neverChanged: 'Not changed since setup.',
  newCode: 'New access code',
  confirmCode: 'Type the new code again',
  codeLength: 'The access code must be 8 to 100 characters',
  codeMismatch: 'The two codes do not match',
  changeCode: 'Change the code',
  confirmTitle: 'Change the demo access code?',
  confirmText:
    'Everyone using the old code will be refused from now on. Give the new code to the people who need it.',
  confirm: 'Change it',
  codeToast: 'Demo access code changed',
  codeToastText: 'The old code no longer works.',
  target: 'Answer-time target',
  targetHelp: 'The dashboard lists open questions older than this.',
  targetHours: 'Target in hours',
  targetRange: 'The answer-time target must be between 1 and 720 hours',
  targetToast: 'Answer-time target saved',
  targetText: (h: number) => `${h} hours`,
  /** A change with no administrator behind it: the value the installation or the demo data set. */
  setAtSetup: (when: string) =>
    `Set ${when} when ClaimDesk was set up; no administrator has changed it since.`,
  askBack: 'Request more information',
  askBackHelp:
    'When an expert asks a submitter for more information: when the reminder goes out, when an unanswered question closes as "Closed – no reply", and how long a late reply can still reopen it. New periods apply to requests made afterwards.',
  reminderDays: 'Reminder after (days)',
  closeDays: 'Close as "Closed – no reply" after (days)',
  reopenDays: 'A reply reopens a closed question within (days)',
  reminderRange: 'The reminder must be sent after 1 to 60 days',
  closeRange: 'Questions must close after the reminder and within 180 days',
  reopenRange: 'The reopen window must be 1 to 365 days',
  turnstile: 'Human check on the public forms (Cloudflare Turnstile)',
  turnstileHelp:
    'Anonymous visitors of the public forms solve a Cloudflare Turnstile check, verified on the server. It takes the site key in the build, the secret in the functions, and the requirement below.',
  turnstileSiteKey: 'Site key in this build (VITE_TURNSTILE_SITE_KEY)',
  turnstileSecret: 'Secret in the functions (TURNSTILE_SECRET_KEY)',
  turnstileRequired: 'Anonymous submissions need the human check',
  yes: 'Yes',
  no: 'No',
  unknownState: 'Could not be checked',
  turnstileNotEnforced:
    'Turnstile is configured but not enforced: the widget may show, yet anonymous questions are accepted without the human check. Require it below.',
  turnstileNotConfigured:
    'The human check is required but Turnstile is not fully configured: anonymous questions are refused until the site key is in the build and the secret is set, or the requirement is turned off.',
  requireTurnstile: 'Require the human check',
  stopTurnstile: 'Stop requiring the human check',
  turnstileOnToast: 'The human check is required',
  turnstileOffToast: 'The human check is no longer required',
  turnstileToastText: 'Anonymous submissions on the public forms.',
  askBackToast: 'Request periods saved',
  askBackText: (r: number, c: number, o: number) =>
    `Reminder after ${r} days, closed after ${c} days, reopen within ${o} days.`,
} as const;
