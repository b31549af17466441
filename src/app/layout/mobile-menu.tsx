import { Menu } from 'lucide-react';
import { Suspense, useId, useRef, useState } from 'react';
import { NAV_LABELS } from '@/app/layout/nav-links';
import { Button } from '@/components/ui/button';
import type { AuthUser } from '@/lib/auth/types';
import { lazyWithPreload } from '@/utils/lazy-import';

// The sheet and the Radix dialog (about 13 KB gzipped) load on the first opening, fetched ahead on
// hover or focus of the button; this file must not import them.
const MobileMenuPanel = lazyWithPreload(
  () => import('@/app/layout/mobile-menu-panel'),
  'MobileMenuPanel',
);

/** Slide-out menu below 768 px, with the header's links (and the staff panel's). */
export function MobileMenu({ user }: { user: AuthUser | null }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps Radix's exit and focus return.
  const [opened, setOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  return (
    <>
      {/* The attributes a Radix Dialog.Trigger gives its button. */}
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={NAV_LABELS.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={MobileMenuPanel.preload}
        onFocus={MobileMenuPanel.preload}
        onClick={() => {
          setOpened(true);
          setOpen((o) => !o);
        }}
      >
        <Menu className="h-5 w-5" aria-hidden="true" />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            user={user}
            open={open}
            onOpenChange={setOpen}
            contentId={contentId}
            triggerRef={triggerRef}
          />
        </Suspense>
      )}
    </>
  );
}
