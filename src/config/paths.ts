/**
 * Every route of the app, once. Use `paths.x.path` in route tables and
 * `paths.x.getHref()` in links, so no URL string is typed twice.
 */

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
  home: { path: '/', getHref: () => '/' },

  auth: {
    login: {
      path: '/login',
      getHref: (redirectTo?: string | null) => withRedirect('/login', redirectTo),
    },
    signup: {
      path: '/signup',
      getHref: (redirectTo?: string | null) => withRedirect('/signup', redirectTo),
    },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
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
    /** Submit Claim. */
    newQuestion: { path: '/questions/new', getHref: () => '/questions/new' },
    /** Header search results. */
    search: {
      path: '/search',
      getHref: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
    },
  },

  corporate: {
    /** In-app forms (signed in, inside the app layout). */
    summitHealthNew: {
      path: '/questions/corporate/summit-health/new',
      getHref: () => '/questions/corporate/summit-health/new',
    },
    meridianMedicalNew: {
      path: '/questions/corporate/meridian-medical/new',
      getHref: () => '/questions/corporate/meridian-medical/new',
    },
    /** Public forms (no app layout, no supabase-js). */
    summitHealthStandalone: {
      path: '/questions/corporate/summit-health/standalone',
      getHref: () => '/questions/corporate/summit-health/standalone',
    },
    meridianMedicalStandalone: {
      path: '/questions/corporate/meridian-medical/standalone',
      getHref: () => '/questions/corporate/meridian-medical/standalone',
    },
    meridianMedicalEmbed: {
      path: '/questions/corporate/meridian-medical/embed',
      getHref: () => '/questions/corporate/meridian-medical/embed',
    },
    meridianMedicalVisualTest: {
      path: '/questions/corporate/meridian-medical/visual-test',
      getHref: () => '/questions/corporate/meridian-medical/visual-test',
    },
    lakesideUniversityHealth: {
      path: '/questions/corporate/lakeside-university-health',
      getHref: () => '/questions/corporate/lakeside-university-health',
    },
    harborHospitalNetwork: {
      path: '/questions/corporate/harbor-hospital-network',
      getHref: () => '/questions/corporate/harbor-hospital-network',
    },
  },

  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    accounts: { path: '/admin/accounts', getHref: () => '/admin/accounts' },
    /** Question Management; filters as search params (?status=…&account=…&expert=…). */
    questions: {
      path: '/admin/questions',
      getHref: (filters?: Record<string, string>) => withParams('/admin/questions', filters),
    },
    /** The question page for admins (issue 17 item 2). */
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

/** Routes that render without the app layout and without supabase-js. */
export const PUBLIC_FORM_PATHS: readonly string[] = [
  paths.corporate.summitHealthStandalone.path,
  paths.corporate.meridianMedicalStandalone.path,
  paths.corporate.meridianMedicalEmbed.path,
  paths.corporate.meridianMedicalVisualTest.path,
  paths.corporate.lakesideUniversityHealth.path,
  paths.corporate.harborHospitalNetwork.path,
];
