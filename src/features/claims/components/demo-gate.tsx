/**
 * The demo access gate (docs/decisions.md, "Demo access gate"): a full-screen card
 * (demo-gate-card.tsx, loaded only while locked), the unlocked state and the server's token kept in
 * local storage, and a "Clear Access" button.
 */
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { ClaimBackend } from '@/features/claims/api/backend';
import { useDemoAccess } from '@/features/claims/hooks/use-demo-access';
import { DEMO_GATE_TEXT as T } from '@/features/claims/messages';

const DemoGateCard = lazy(() =>
  import('@/features/claims/components/demo-gate-card').then((m) => ({ default: m.DemoGateCard })),
);

/**
 * Renders children only once unlocked, with the re-lock button in a bar above the form: in the
 * page flow, so it never covers a field at any width (docs/spec-notes.md, "Partner forms").
 */
export function DemoGate({
  backend,
  slug,
  partnerName,
  children,
}: {
  backend: ClaimBackend;
  /** The partner whose form is behind the gate (its token opens that form only). */
  slug: string;
  /** Its name, shown on the gate's card. */
  partnerName: string;
  children: ReactNode;
}) {
  const { granted, grant, clear } = useDemoAccess(slug);
  const content = useRef<HTMLDivElement>(null);
  const unlocked = useRef(false);

  // Unlocking removes the focused gate: focus goes to the form's heading, not <body>
  // (docs/decisions.md, "Focus and titles"). Not on a page load that is already unlocked. The form
  // is loaded lazily after the unlock, so wait (briefly) for its heading to appear.
  useEffect(() => {
    const root = content.current;
    if (!granted || !unlocked.current || !root) return;
    unlocked.current = false;
    const focusTarget = (): boolean => {
      const target =
        root.querySelector<HTMLElement>('h1') ??
        root.querySelector<HTMLElement>(
          'input:not([tabindex="-1"]):not([type="hidden"]), select, textarea',
        );
      if (!target) return false;
      if (target.tagName === 'H1') {
        target.tabIndex = -1;
        target.classList.add('outline-none');
      }
      target.focus();
      return true;
    };
    if (focusTarget()) return;
    const observer = new MutationObserver(() => {
      if (focusTarget()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [granted]);

  if (!granted)
    return (
      <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
        <DemoGateCard
          backend={backend}
          slug={slug}
          partnerName={partnerName}
          onGranted={(token) => {
            unlocked.current = true;
            grant(token);
          }}
        />
      </Suspense>
    );
  return (
    <div ref={content}>
      <div className="mx-auto flex w-full max-w-3xl justify-end px-4 pt-4 sm:px-6">
        <button
          type="button"
          onClick={clear}
          className="rounded-full border border-amber-300 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900 hover:bg-amber-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {T.clear}
        </button>
      </div>
      {children}
    </div>
  );
}
