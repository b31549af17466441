/**
 * The demo logins hint of /login. Compiled into the bundle only when VITE_SHOW_DEMO_LOGINS=true at
 * build time (docs/decisions.md, "Demo data"): login-form.tsx imports this module behind that
 * build-time constant, so production builds contain neither the addresses nor the password.
 */
import { AuthAlert } from '@/features/auth/components/auth-ui';
import { DEMO_LOGINS, DEMO_PASSWORD } from '@/features/auth/demo-logins';

export default function DemoLoginsHint() {
  return (
    <AuthAlert variant="info" data-testid="demo-logins">
      <p className="font-medium">Testing accounts (local demo data)</p>
      <p>
        Password for all: <code>{DEMO_PASSWORD}</code>
      </p>
      <ul className="mt-1 list-disc pl-5">
        {DEMO_LOGINS.map((demo) => (
          <li key={demo.email}>
            <code>{demo.email}</code> — {demo.label}
          </li>
        ))}
      </ul>
    </AuthAlert>
  );
}
