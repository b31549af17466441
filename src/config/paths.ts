/**
 * Every route of the app, once. Use `paths.x.path` in route tables and
 * `paths.x.getHref()` in links, so no URL string is typed twice.
 */

function withRedirect(base: string, redirectTo?: string | null): string {
  return redirectTo ? `${base}?redirectTo=${encodeURIComponent(redirectTo)}` : base;
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
    questions: { path: '/admin/questions', getHref: () => '/admin/questions' },
    experts: { path: '/admin/experts', getHref: () => '/admin/experts' },
    reports: { path: '/admin/reports', getHref: () => '/admin/reports' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
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
