/**
 * Only components/demo-logins-hint.tsx imports this, and only builds with
 * VITE_SHOW_DEMO_LOGINS=true include that component.
 */
/** Demo accounts (docs/decisions.md, "Demo data"), shown on /login only when VITE_SHOW_DEMO_LOGINS=true. */
export const DEMO_PASSWORD = 'ClaimDesk-demo-2026';
export const DEMO_LOGINS = [
  { email: 'admin@claimdesk.test', label: 'Admin' },
  { email: 'approver@claimdesk.test', label: 'Expert (approver)' },
  { email: 'expert@claimdesk.test', label: 'Expert' },
  { email: 'user@claimdesk.test', label: 'User (10 questions)' },
  { email: 'coder@summit-health.test', label: 'Summit Health System' },
  { email: 'coder@meridian-medical.test', label: 'Meridian Medical Devices' },
  { email: 'coder@lakeside-university-health.test', label: 'Lakeside University Health' },
  { email: 'coder@harbor-hospital-network.test', label: 'Harbor Hospital Network' },
] as const;
