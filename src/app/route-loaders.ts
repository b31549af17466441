/**
 * The modules of the signed-in shell and of the staff pages, each a chunk: the route table's lazy
 * components load through these (src/app/route-components.ts), and so does the staff frame, which
 * starts the layout, the guards and the page it paints before the router has loaded
 * (src/app/layout/staff-frame.tsx). Light: it imports nothing statically.
 */
export const loadAppLayout = () => import('@/app/layout/app-layout');
export const loadGuards = () => import('@/app/routes/guards');

export const PAGE_LOADERS = {
  adminDashboard: () => import('@/app/routes/admin/dashboard'),
  adminUsers: () => import('@/app/routes/admin/users'),
  adminAccounts: () => import('@/app/routes/admin/accounts'),
  adminQuestion: () => import('@/app/routes/admin/question'),
  adminAudit: () => import('@/app/routes/admin/audit'),
  adminEmailDelivery: () => import('@/app/routes/admin/email-delivery'),
  adminQuestions: () => import('@/app/routes/admin/questions'),
  adminExperts: () => import('@/app/routes/admin/experts'),
  adminReports: () => import('@/app/routes/admin/reports'),
  adminSettings: () => import('@/app/routes/admin/settings'),
  expertDashboard: () => import('@/app/routes/expert/dashboard'),
  expertMyQuestions: () => import('@/app/routes/expert/my-questions'),
  expertQuestion: () => import('@/app/routes/expert/question'),
  expertAllQuestions: () => import('@/app/routes/expert/all-questions'),
  expertApproval: () => import('@/app/routes/expert/approval'),
  expertUsers: () => import('@/app/routes/expert/users'),
  expertMetrics: () => import('@/app/routes/expert/metrics'),
};
