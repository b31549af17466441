import { matchPath } from 'react-router-dom';
import { APP_NAME, AUTH_PAGE_TITLES, formatTitle } from '@/app/layout/page-titles';
import { paths } from '@/config/paths';

/**
 * Every route's document title (docs/decisions.md, "Focus and titles"): "<page> · ClaimDesk". The
 * first pattern that matches wins, so specific paths come before their parameterised siblings.
 */
const ROUTE_TITLES: Array<[pattern: string, title: string]> = [
  ...Object.entries(AUTH_PAGE_TITLES),
  [paths.app.dashboard.path, 'Dashboard'],
  [paths.app.profile.path, 'Profile'],
  [paths.app.updateProfile.path, 'Update Profile'],
  [paths.app.newQuestion.path, 'Submit Claim'],
  [paths.app.search.path, 'Search'],
  [paths.app.knowledge.path, 'Knowledge Base'],
  [paths.app.article.path, 'Knowledge Base Article'],
  [paths.corporate.inApp.path, 'Submit Claim'],
  [paths.app.questions.path, 'Claim Review'],
  [paths.app.question.path, 'Question'],
  [paths.admin.root.path, 'Admin Dashboard'],
  [paths.admin.dashboard.path, 'Admin Dashboard'],
  [paths.admin.users.path, 'User Management'],
  [paths.admin.accounts.path, 'Accounts'],
  [paths.admin.questions.path, 'Question Management'],
  [paths.admin.question.path, 'Question'],
  [paths.admin.experts.path, 'Experts'],
  [paths.admin.reports.path, 'Reports'],
  [paths.admin.settings.path, 'Settings'],
  [paths.admin.audit.path, 'Audit Log'],
  [paths.admin.emailDelivery.path, 'Email delivery'],
  [paths.expert.root.path, 'Expert Dashboard'],
  [paths.expert.dashboard.path, 'Expert Dashboard'],
  [paths.expert.questions.path, 'My Questions'],
  [paths.expert.allQuestions.path, 'All Questions'],
  [paths.expert.question.path, 'Question'],
  [paths.expert.approval.path, 'Approval Queue'],
  [paths.expert.users.path, 'Users'],
  [paths.expert.metrics.path, 'Metrics'],
  [paths.home.path, APP_NAME],
];

export function documentTitleFor(pathname: string): string {
  const match = ROUTE_TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  const page = match ? match[1] : 'Page not found';
  return formatTitle(page);
}
