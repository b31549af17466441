import { LoginForm } from '@/features/auth/components/login-form';
import { prefetchLandingPages } from '@/app/routes/auth/prefetch-landing';

export function LoginRoute() {
  // The first focus (a click or Tab into the form, or the browser's autofill) starts the prefetch.
  return (
    <div onFocus={prefetchLandingPages} onPointerEnter={prefetchLandingPages}>
      <LoginForm />
    </div>
  );
}
