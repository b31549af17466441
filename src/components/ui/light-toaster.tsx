/**
 * A small toast region for the pages outside the app layout (public claim forms, and the auth
 * pages' light entry): the app's Radix toaster lives in the app layout, which they do not load. It
 * shows the same toasts (`toast()` from use-toast, same titles, texts and durations) in a
 * role=status region, in the app toaster's contrast-checked colours (src/components/ui/toast.tsx).
 */
import { useEffect, useRef } from 'react';
import { useToast, type ToastData } from '@/components/ui/use-toast';

function LightToast({ item, dismiss }: { item: ToastData; dismiss: (id: string) => void }) {
  const dismissRef = useRef(dismiss);
  dismissRef.current = dismiss;
  useEffect(() => {
    if (!item.open || !Number.isFinite(item.duration)) return;
    const timer = setTimeout(() => dismissRef.current(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.open, item.duration]);
  if (!item.open) return null;
  const tone =
    item.variant === 'destructive'
      ? 'border-destructive bg-destructive text-destructive-foreground'
      : item.variant === 'success'
        ? 'border-success bg-success text-success-foreground'
        : 'border-border bg-background text-foreground';
  return (
    <li
      className={`pointer-events-auto rounded-md border p-4 shadow-lg ${tone}`}
      data-variant={item.variant}
    >
      {item.title ? <p className="text-sm font-semibold">{item.title}</p> : null}
      {item.description ? <div className="text-sm">{item.description}</div> : null}
    </li>
  );
}

export function LightToaster() {
  const { toasts, dismiss } = useToast();
  return (
    // The live region wraps the list: role=status on the <ol> itself would hide its list role.
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed bottom-0 right-0 z-50 max-h-screen w-full p-4 sm:max-w-[420px]"
    >
      <ol className="flex flex-col gap-2">
        {toasts.map((item) => (
          <LightToast key={item.id} item={item} dismiss={dismiss} />
        ))}
      </ol>
    </div>
  );
}
