/**
 * Every signed-in page, once (docs/decisions.md, "One registry of signed-in pages"): its address,
 * its title (the document title and its h1), where the navigation links to it and under which
 * label, who may open it (its guard's policy), and its module. The route table's signed-in routes,
 * the header's and side panels' links, the document titles, the staff frame's headings and the
 * arrival preload are all read from this list. A new signed-in page is its route module and one
 * entry here.
 *
 * Light, like the route table: strings (each feature's page-heads module), paths and policies;
 * the pages' modules only through `import()`. Who may open a page and whose it is: page-types.ts. The staff frame's chunk carries it (vite.config.ts).
 */
import { paths } from '@/config/paths';
import { ADMIN_PAGE_HEADS } from '@/features/admin/messages/page-heads';
import { ACCOUNT_PAGE_HEADS } from '@/features/auth/page-heads';
import { CLAIM_REVIEW_PAGE_HEADS } from '@/features/claim-review/page-heads';
import { CLAIM_PAGE_HEADS } from '@/features/claims/page-heads';
import { EXPERT_PAGE_HEADS } from '@/features/expert/page-heads';
import { KNOWLEDGE_PAGE_HEADS } from '@/features/knowledge/page-heads';
import { SEARCH_MESSAGES } from '@/features/search/messages';
import { routeModule, type SignedInPage } from '@/app/page-types';

const A = ADMIN_PAGE_HEADS;
const E = EXPERT_PAGE_HEADS;
const K = KNOWLEDGE_PAGE_HEADS;
const R = CLAIM_REVIEW_PAGE_HEADS;

/** In navigation order: a navigation lists its pages in the order they have here. */
export const SIGNED_IN_PAGES: readonly SignedInPage[] = [
  // An ordinary user's pages.
  {
    path: paths.app.dashboard.path,
    title: ACCOUNT_PAGE_HEADS.dashboard.title,
    guard: 'signed-in',
    audience: 'main-nav:show',
    nav: { main: ACCOUNT_PAGE_HEADS.dashboard.title },
    ...routeModule(() => import('@/app/routes/app/dashboard'), 'DashboardRoute'),
  },
  {
    path: paths.app.questions.path,
    title: R.claimReview.title,
    guard: 'signed-in',
    audience: 'main-nav:show',
    nav: { main: R.claimReview.title },
    ...routeModule(() => import('@/app/routes/app/claim-review'), 'ClaimReviewRoute'),
  },
  {
    path: paths.app.question.path,
    title: R.question.title,
    namedByData: true,
    guard: 'signed-in',
    audience: 'main-nav:show',
    reachedFrom: paths.app.questions.path,
    ...routeModule(() => import('@/app/routes/app/claim-detail'), 'ClaimDetailRoute'),
  },
  {
    path: paths.app.newQuestion.path,
    title: CLAIM_PAGE_HEADS.submitClaim.title,
    guard: 'signed-in',
    audience: 'main-nav:show',
    nav: { main: CLAIM_PAGE_HEADS.submitClaim.title },
    ...routeModule(() => import('@/app/routes/app/claim-forms'), 'SubmitClaimRoute'),
  },
  {
    path: paths.corporate.inApp.path,
    title: CLAIM_PAGE_HEADS.submitClaim.title,
    namedByData: true,
    guard: 'signed-in',
    reachedFrom: 'partner-link',
    ...routeModule(() => import('@/app/routes/app/claim-forms'), 'PartnerInAppFormRoute'),
  },

  // The admin console (docs/decisions.md, "Admin console pages").
  {
    path: paths.admin.dashboard.path,
    aliases: [paths.admin.root.path],
    ...A.dashboard,
    guard: 'admin',
    nav: { 'admin-panel': 'Dashboard' },
    ...routeModule(() => import('@/app/routes/admin/dashboard'), 'AdminDashboardRoute'),
  },
  {
    path: paths.admin.users.path,
    ...A.users,
    guard: 'admin',
    nav: { 'admin-panel': 'Users' },
    ...routeModule(() => import('@/app/routes/admin/users'), 'AdminUsersRoute'),
  },
  {
    path: paths.admin.accounts.path,
    ...A.accounts,
    guard: 'admin',
    nav: { 'admin-panel': 'Accounts' },
    ...routeModule(() => import('@/app/routes/admin/accounts'), 'AdminAccountsRoute'),
  },
  {
    path: paths.admin.questions.path,
    ...A.questions,
    guard: 'admin',
    nav: { 'admin-panel': 'Questions' },
    ...routeModule(() => import('@/app/routes/admin/questions'), 'AdminQuestionsRoute'),
  },
  {
    path: paths.admin.question.path,
    title: E.question.title,
    namedByData: true,
    guard: 'admin',
    reachedFrom: paths.admin.questions.path,
    ...routeModule(() => import('@/app/routes/admin/question'), 'AdminQuestionRoute'),
  },
  {
    path: paths.admin.experts.path,
    ...A.experts,
    guard: 'admin',
    nav: { 'admin-panel': A.experts.title },
    ...routeModule(() => import('@/app/routes/admin/experts'), 'AdminExpertsRoute'),
  },
  {
    path: paths.admin.reports.path,
    ...A.reports,
    guard: 'admin',
    nav: { 'admin-panel': A.reports.title },
    ...routeModule(() => import('@/app/routes/admin/reports'), 'AdminReportsRoute'),
  },
  {
    path: paths.admin.settings.path,
    ...A.settings,
    guard: 'admin',
    nav: { 'admin-panel': A.settings.title },
    ...routeModule(() => import('@/app/routes/admin/settings'), 'AdminSettingsRoute'),
  },
  {
    path: paths.admin.audit.path,
    ...A.audit,
    guard: 'admin',
    nav: { 'admin-panel': A.audit.title },
    ...routeModule(() => import('@/app/routes/admin/audit'), 'AdminAuditRoute'),
  },
  {
    path: paths.admin.emailDelivery.path,
    ...A.emailDelivery,
    guard: 'admin',
    nav: { 'admin-panel': A.emailDelivery.title },
    ...routeModule(() => import('@/app/routes/admin/email-delivery'), 'AdminEmailDeliveryRoute'),
  },
  {
    path: paths.admin.held.path,
    ...A.held,
    guard: 'admin',
    nav: { 'admin-panel': A.held.title },
    ...routeModule(() => import('@/app/routes/admin/held'), 'AdminHeldRoute'),
  },

  // The expert workspace.
  {
    path: paths.expert.dashboard.path,
    aliases: [paths.expert.root.path],
    ...E.dashboard,
    guard: 'expert',
    nav: { 'expert-top': E.dashboard.title, 'expert-panel': 'Dashboard' },
    ...routeModule(() => import('@/app/routes/expert/dashboard'), 'ExpertDashboardRoute'),
  },
  {
    path: paths.expert.questions.path,
    ...E.myQuestions,
    guard: 'expert',
    nav: { 'expert-panel': E.myQuestions.title },
    ...routeModule(() => import('@/app/routes/expert/my-questions'), 'ExpertMyQuestionsRoute'),
  },
  {
    path: paths.expert.question.path,
    title: E.question.title,
    namedByData: true,
    guard: 'expert',
    reachedFrom: paths.expert.questions.path,
    ...routeModule(() => import('@/app/routes/expert/question'), 'ExpertQuestionRoute'),
  },
  {
    path: paths.expert.allQuestions.path,
    ...E.allQuestions,
    guard: 'expert',
    nav: { 'expert-top': E.allQuestions.title, 'expert-panel': E.allQuestions.title },
    ...routeModule(() => import('@/app/routes/expert/all-questions'), 'ExpertAllQuestionsRoute'),
  },
  {
    path: paths.expert.approval.path,
    ...E.approval,
    guard: 'approver',
    nav: { 'expert-top': E.approval.title, 'expert-panel': E.approval.title },
    ...routeModule(() => import('@/app/routes/expert/approval'), 'ExpertApprovalRoute'),
  },
  {
    path: paths.expert.users.path,
    ...E.users,
    guard: 'expert',
    nav: { 'expert-panel': E.users.title },
    ...routeModule(() => import('@/app/routes/expert/users'), 'ExpertUsersRoute'),
  },
  {
    path: paths.expert.metrics.path,
    ...E.metrics,
    guard: 'expert',
    nav: { 'expert-top': E.metrics.title, 'expert-panel': E.metrics.title },
    ...routeModule(() => import('@/app/routes/expert/metrics'), 'ExpertMetricsRoute'),
  },

  // Every signed-in user's (docs/decisions.md, "Who reads the knowledge base and who manages it").
  {
    path: paths.app.knowledge.path,
    title: K.knowledge.title,
    guard: 'signed-in',
    nav: {
      main: K.knowledge.title,
      'admin-panel': K.knowledge.title,
      'expert-panel': K.knowledge.title,
    },
    ...routeModule(() => import('@/app/routes/app/knowledge'), 'KnowledgeRoute'),
  },
  {
    path: paths.app.article.path,
    title: K.article.title,
    namedByData: true,
    guard: 'signed-in',
    reachedFrom: paths.app.knowledge.path,
    ...routeModule(() => import('@/app/routes/app/knowledge-article'), 'KnowledgeArticleRoute'),
  },
  {
    path: paths.app.search.path,
    title: SEARCH_MESSAGES.title,
    guard: 'signed-in',
    reachedFrom: 'search-box',
    ...routeModule(() => import('@/app/routes/app/search'), 'SearchRoute'),
  },
  {
    path: paths.app.profile.path,
    title: ACCOUNT_PAGE_HEADS.profile.title,
    guard: 'signed-in',
    reachedFrom: 'user-menu',
    ...routeModule(() => import('@/app/routes/app/profile'), 'ProfileRoute'),
  },
  {
    path: paths.app.updateProfile.path,
    title: ACCOUNT_PAGE_HEADS.updateProfile.title,
    guard: 'signed-in',
    reachedFrom: paths.app.profile.path,
    ...routeModule(() => import('@/app/routes/app/update-profile'), 'UpdateProfileRoute'),
  },
];

/** The page at exactly this address (trailing slashes ignored; no parameters), or undefined. */
export function pageAtExactly(pathname: string): SignedInPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SIGNED_IN_PAGES.find((p) => p.path === path || p.aliases?.includes(path));
}
