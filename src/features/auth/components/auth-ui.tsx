/**
 * The auth pages' controls without Radix, cva or tailwind-merge (docs/decisions.md, "Auth pages'
 * light entry"): /login, /signup and /forgot-password are a first visit's page and load only React,
 * the auth client and these. The classes are the shared ui components' (button, alert, input,
 * label, field), so the pages look the same inside the app layout and in the light auth entry
 * (src/app/auth-app.tsx).
 */
import { useEffect, useId, useRef, type ComponentProps, type Ref } from 'react';
import type { LightField } from '@/components/form/use-light-form';
import { AppLink } from '@/lib/app-link';

/**
 * The method of the auth pages' forms. They are prerendered (scripts/prerender.ts) and painted
 * before React hydrates them; a form with no method submitted in that moment would GET its own
 * address with every field in the query string, the password included. A `dialog` form outside a
 * dialog submits nowhere (HTML's form submission algorithm stops there), so an early submit does
 * nothing; once hydrated, the form's handler takes every submit as before.
 */
export const PRERENDERED_FORM_METHOD = 'dialog';

export const AUTH_BUTTON =
  'inline-flex h-10 items-center justify-center gap-2 whitespace-nowrap rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground transition-colors hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50';

const INPUT =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm ring-offset-background placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive';

const ALERT = {
  destructive: 'border-destructive/50 bg-destructive/5 text-destructive',
  success: 'border-success/50 bg-success/5 text-success',
  info: 'border-primary/40 bg-primary/5 text-foreground',
} as const;

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby, role=alert). */
export function AuthField({
  label,
  type = 'text',
  autoComplete,
  field,
}: {
  label: string;
  type?: string;
  autoComplete?: string;
  field: LightField;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const { error, ...control } = field;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium leading-none">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        className={INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...control}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A message box of the auth pages. Its title is the heading under the page's h1 (an h2, never a
 * skipped level); `focusTitle` moves focus to it (or to the box, untitled) when it shows, for
 * the outcome of a form's submit (docs/decisions.md, "Where focus goes after an action").
 */
export function AuthAlert({
  variant,
  title,
  focusTitle = false,
  className,
  children,
  ref,
  ...props
}: ComponentProps<'div'> & {
  variant: keyof typeof ALERT;
  title?: string;
  focusTitle?: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusTitle) (heading.current ?? box.current)?.focus();
  }, [focusTitle]);
  return (
    <div
      ref={(el) => {
        box.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      tabIndex={focusTitle && !title ? -1 : undefined}
      role="alert"
      className={`relative w-full rounded-lg border p-4 text-sm ${ALERT[variant]}${className ? ` ${className}` : ''}`}
      {...props}
    >
      {title ? (
        <h2
          ref={heading}
          tabIndex={focusTitle ? -1 : undefined}
          className="mb-1 font-medium leading-none tracking-tight"
        >
          {title}
        </h2>
      ) : null}
      <div className="text-sm [&_p]:leading-relaxed">{children}</div>
    </div>
  );
}

/** A link between the auth pages (or out of them), navigated with useAppNavigate(). */
export function AuthLink({ to, children }: { to: string; children: string }) {
  return (
    <AppLink to={to} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </AppLink>
  );
}
