import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;
const DialogPortal = DialogPrimitive.Portal;

function DialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-black/60', className)}
      {...props}
    />
  );
}

interface DialogContentProps extends React.ComponentProps<typeof DialogPrimitive.Content> {
  /** Show the top-right close button. */
  showClose?: boolean;
  /** "center" (default dialog) or "left" (slide-out sheet). */
  side?: 'center' | 'left';
}

/** Where focus goes when the element that opened a dialog is gone: the table region it was in. */
const FALLBACK_REGION = '[role="region"][tabindex="0"]';
/** How long after closing a removal of the opener (a refetched list) still moves focus. */
const WATCH_MS = 10_000;

/**
 * Focus after a dialog closes: back to the element that opened it. When that element is gone (a
 * Delete dialog removed the row whose button opened it), or goes while it has focus (the list is
 * refetched after closing), focus moves to the table region the element was in (or the region of
 * the same name, when the list was drawn anew), else to the page heading, never to <body>
 * (docs/decisions.md, "Accessibility and weight").
 */
function returnFocus(opener: HTMLElement | null, region: HTMLElement | null): void {
  const fallback = () => {
    if (region?.isConnected) return region.focus();
    // The list was drawn again meanwhile (refetched after the change): the region of the same name.
    const label = region?.getAttribute('aria-label');
    const again = label
      ? document.querySelector<HTMLElement>(`${FALLBACK_REGION}[aria-label="${CSS.escape(label)}"]`)
      : null;
    if (again) return again.focus();
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  };
  if (!opener || opener === document.body) return;
  if (!opener.isConnected) return fallback();
  opener.focus();
  const lost = () => document.activeElement === document.body || document.activeElement === null;
  const observer = new MutationObserver(() => {
    if (opener.isConnected && document.activeElement === opener) return;
    stop();
    if (!opener.isConnected && lost()) fallback();
  });
  const timer = window.setTimeout(() => stop(), WATCH_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}

export function DialogContent({
  className,
  children,
  showClose = true,
  side = 'center',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // The element that had focus when the dialog opened, and the table region it sits in. Radix
  // returns focus to a Dialog.Trigger; dialogs opened from state (no Trigger: create/edit dialogs,
  // row actions) would otherwise drop focus on <body> when they close. Recorded when the dialog
  // opens, before Radix moves focus into it.
  const opener = React.useRef<HTMLElement | null>(null);
  const region = React.useRef<HTMLElement | null>(null);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 grid gap-4 border bg-background p-6 shadow-lg',
          side === 'center' &&
            'left-1/2 top-1/2 w-full max-w-lg -translate-x-1/2 -translate-y-1/2 sm:rounded-lg',
          side === 'left' && 'inset-y-0 left-0 h-full w-3/4 max-w-xs content-start',
          className,
        )}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement as HTMLElement | null;
          region.current = opener.current?.closest<HTMLElement>(FALLBACK_REGION) ?? null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          if (!opener.current || opener.current === document.body) return;
          event.preventDefault();
          returnFocus(opener.current, region.current);
        }}
        {...props}
      >
        {children}
        {showClose && (
          <DialogPrimitive.Close className="absolute right-4 top-4 rounded-sm opacity-70 ring-offset-background transition-opacity hover:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2">
            <X className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col space-y-1.5 text-center sm:text-left', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse sm:flex-row sm:justify-end sm:space-x-2', className)}
      {...props}
    />
  );
}

export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-semibold leading-none tracking-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
