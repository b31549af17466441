/**
 * Every route of the app, once. Use `paths.x.path` in route tables and
 * `paths.x.getHref()` in links, so no URL string is typed twice.
 */
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, SIGNUP_PATH } from '@/config/auth-paths';
import {
  GENERIC_FORM_PATH,
  HOME_PATH,
  PARTNER_FORM_ROUTES,
  partnerFormHref,
  REPLY_PATH,
  type PartnerFormVariant,
} from '@/config/partner-forms';

function withRedirect(base: string, redirectTo?: string | null): string {
  return redirectTo ? `${base}?redirectTo=${encodeURIComponent(redirectTo)}` : base;
}

function withParams(base: string, params?: Record<string, string>): string {
  const query = new URLSearchParams(
    Object.entries(params ?? {}).filter(([, v]) => v !== ''),
  ).toString();
  return query ? `${base}?${query}` : base;
}

export const paths = {
  home: { path: HOME_PATH, getHref: () => HOME_PATH },

  /** The public reply page of an ask-back request: the emailed link's token. */
  reply: {
    path: REPLY_PATH,
    getHref: (token: string) => `${REPLY_PATH}?token=${encodeURIComponent(token)}`,
  },

  auth: {
    login: {
      path: LOGIN_PATH,
      getHref: (redirectTo?: string | null) => withRedirect(LOGIN_PATH, redirectTo),
    },
    signup: {
      path: SIGNUP_PATH,
      getHref: (redirectTo?: string | null) => withRedirect(SIGNUP_PATH, redirectTo),
    },
    forgotPassword: { path: FORGOT_PASSWORD_PATH, getHref: () => FORGOT_PASSWORD_PATH },
    /** Where the password-reset email link lands (PASSWORD_RECOVERY). */
    resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  },

  app: {
    dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
    profile: { path: '/profile', getHref: () => '/profile' },
    updateProfile: { path: '/update-profile', getHref: () => '/update-profile' },
    /** Claim Review. */
    questions: { path: '/questions', getHref: () => '/questions' },
    /** One of the user's own questions in Claim Review (search results link here). */
    question: {
      path: '/questions/:questionId',
      getHref: (questionId: string) => `/questions/${encodeURIComponent(questionId)}`,
    },
    /** Submit Claim: the signed-in user's own form. */
    newQuestion: { path: GENERIC_FORM_PATH, getHref: () => GENERIC_FORM_PATH },
    /** The knowledge base: published answers, searchable by every signed-in user. */
    knowledge: {
      path: '/knowledge',
      getHref: (filters?: { q?: string; type?: string }) => {
        const params = new URLSearchParams();
        if (filters?.q) params.set('q', filters.q);
        if (filters?.type) params.set('type', filters.type);
        const query = params.toString();
        return query ? `/knowledge?${query}` : '/knowledge';
      },
    },
    /** One knowledge-base article; `draft` names the form session that suggested it (deflection). */
    article: {
      path: '/knowledge/:articleId',
      getHref: (articleId: string, draft?: string) =>
        `/knowledge/${encodeURIComponent(articleId)}${draft ? `?draft=${encodeURIComponent(draft)}` : ''}`,
    },
    /** Header search results. */
    search: {
      path: '/search',
      getHref: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
    },
  },

  /** A partner's forms (src/config/partner-forms.ts): the public one at `/questions/corporate/<slug>`. */
  corporate: {
    partner: {
      path: PARTNER_FORM_ROUTES.bare,
      getHref: (slug: string, variant: PartnerFormVariant = 'standalone') =>
        partnerFormHref(slug, variant),
    },
    inApp: {
      path: PARTNER_FORM_ROUTES.in_app,
      getHref: (slug: string) => partnerFormHref(slug, 'in_app'),
    },
  },

  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    /** Corporate accounts; filters as search params (?search=…&attention=1). */
    accounts: {
      path: '/admin/accounts',
      getHref: (filters?: Record<string, string>) => withParams('/admin/accounts', filters),
    },
    /** Question Management; filters as search params (?status=…&account=…&expert=…). */
    questions: {
      path: '/admin/questions',
      getHref: (filters?: Record<string, string>) => withParams('/admin/questions', filters),
    },
    /**
     * The question page for admins (docs/decisions.md, "Every question opens where its reader
     * works").
     */
    question: {
      path: '/admin/questions/:questionId',
      getHref: (questionId: string) => `/admin/questions/${encodeURIComponent(questionId)}`,
    },
    experts: { path: '/admin/experts', getHref: () => '/admin/experts' },
    reports: { path: '/admin/reports', getHref: () => '/admin/reports' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
    /** The audit of admin actions; filters as search params (?action=…&target=…). */
    audit: {
      path: '/admin/audit',
      getHref: (filters?: Record<string, string>) => withParams('/admin/audit', filters),
    },
    /** Emails that failed or are being retried; ?state=failed|retrying. */
    emailDelivery: {
      path: '/admin/email-delivery',
      getHref: (filters?: Record<string, string>) => withParams('/admin/email-delivery', filters),
    },
    /** Submissions held for an admin (under the minimum fill time): release or discard. */
    held: { path: '/admin/held', getHref: () => '/admin/held' },
  },

  expert: {
    root: { path: '/expert', getHref: () => '/expert' },
    dashboard: { path: '/expert/dashboard', getHref: () => '/expert/dashboard' },
    /** My Questions. */
    questions: { path: '/expert/questions', getHref: () => '/expert/questions' },
    /** One question with the answer editor. */
    question: {
      path: '/expert/questions/:questionId',
      getHref: (questionId: string) => `/expert/questions/${encodeURIComponent(questionId)}`,
    },
    allQuestions: { path: '/expert/all-questions', getHref: () => '/expert/all-questions' },
    approval: { path: '/expert/approval', getHref: () => '/expert/approval' },
    users: { path: '/expert/users', getHref: () => '/expert/users' },
    metrics: { path: '/expert/metrics', getHref: () => '/expert/metrics' },
  },
} as const;

/** Kept beside the partner forms, so the first load of a public form does not carry `paths`. */
export { isPublicFormPath } from '@/config/partner-forms';
export { AUTH_APP_PATHS, isAuthAppPath } from '@/config/auth-paths';
