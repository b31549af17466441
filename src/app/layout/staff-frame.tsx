/**
 * What a signed-in page shows while the app loads (docs/decisions.md, "Weight of the staff
 * pages"): the layout's header and side panel, and the page's heading and description where they
 * are known before its data, drawn where the app will draw them, with a spinner for the content.
 * main.tsx paints it from a small chunk of its own, before the app's shell (router, auth client,
 * React Query, the layout and the page) has arrived, and starts the page's chunks
 * (`preloadStaffPageAt`, page-heads.ts); the app's first render replaces it. Nothing
 * in it can be used yet, so it offers nothing to click or focus.
 */
import {
  BRAND,
  HEADER_BAR,
  HEADER_ROW,
  MENU_BUTTON_SLOT,
  SIDE_PANEL,
} from '@/app/layout/layout-classes';
import { pageHeadFor, type PageHead } from '@/app/layout/page-heads';
import { sidePanelOf } from '@/app/page-types';
import { PANEL_FOR_ATTRIBUTE } from '@/lib/auth/frame-attributes';
import { PAGE_FRAME, PageHeading } from '@/components/layout/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { readStoredUser } from '@/lib/auth/stored-user';

const STAFF_FRAME_TEST_ID = 'staff-frame';

/** A default-size Button's box (src/components/ui/button.tsx), unseen. */
const FRAME_ACTION =
  'invisible inline-flex h-10 items-center justify-center whitespace-nowrap rounded-md px-4 py-2 text-sm font-medium';

/** The frame for a browser that holds a signed-in user; a visitor's sees the spinner alone. */
export function StaffFrame({ pathname }: { pathname: string }) {
  const user = readStoredUser();
  if (!user) return <Spinner className="min-h-[50vh]" />;
  return (
    <StaffFrameView head={pageHeadFor(pathname, user)} panel={sidePanelOf(user) !== undefined} />
  );
}

/**
 * The frame itself. `panelFor`, in the build's copy (prerendered-staff-frame.tsx): the kinds of
 * user whose layout has the side panel; the page's inline script removes it for the others.
 */
export function StaffFrameView({
  head,
  panel,
  panelFor,
}: {
  head: PageHead | undefined;
  panel: boolean;
  panelFor?: string;
}) {
  return (
    <div className="flex min-h-screen flex-col" data-testid={STAFF_FRAME_TEST_ID}>
      <header className={HEADER_BAR}>
        <div className={HEADER_ROW}>
          <span className={MENU_BUTTON_SLOT} aria-hidden="true" />
          <span className={BRAND}>ClaimDesk</span>
        </div>
      </header>
      <div className="flex flex-1">
        {panel && (
          <div className={SIDE_PANEL} aria-hidden="true" {...{ [PANEL_FOR_ATTRIBUTE]: panelFor }} />
        )}
        <main className="min-w-0 flex-1">
          {head ? (
            <div className={`${PAGE_FRAME} space-y-6`}>
              <PageHeading
                title={head.title}
                description={head.description}
                actions={
                  head.action && (
                    // the primary action's place, kept so the heading does not move when it comes
                    <span className={FRAME_ACTION} aria-hidden="true">
                      {head.action}
                    </span>
                  )
                }
              />
              <Spinner className="min-h-[40vh]" />
            </div>
          ) : (
            <Spinner className="min-h-[50vh]" />
          )}
        </main>
      </div>
    </div>
  );
}
