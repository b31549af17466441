/**
 * The staff frame as the build prerenders it (docs/decisions.md, "Prerendered staff frames"): for
 * each signed-in page whose heading is known before its data, its HTML holds the frame that
 * staff-frame.tsx draws, hidden and marked with the kinds of stored user whose guard lets them in
 * (src/lib/auth/stored-kind.ts), then the spinner every other page shows. The page's inline
 * script shows the frame for those users before the first paint; main.tsx then leaves it in place
 * until the app's first render replaces it.
 */
import { pageHeadFor } from '@/app/layout/page-heads';
import { framedKinds, STAFF_KINDS } from '@/app/layout/prerendered-staff-pages';
import { StaffFrameView } from '@/app/layout/staff-frame';
import { sidePanelOf } from '@/app/page-types';
import { FRAME_FOR_ATTRIBUTE } from '@/lib/auth/frame-attributes';
import { staffKind } from '@/lib/auth/stored-kind';
import { Spinner } from '@/components/ui/spinner';

/** The markup of `#root` in the page at `pathname`. */
export function PrerenderedStaffFrame({ pathname }: { pathname: string }) {
  const kinds = framedKinds(pathname);
  const head = STAFF_KINDS.map((user) => pageHeadFor(pathname, user)).find(Boolean);
  const panelFor = STAFF_KINDS.filter((user) => sidePanelOf(user) !== undefined)
    .map(staffKind)
    .join(' ');
  return (
    <>
      <div hidden {...{ [FRAME_FOR_ATTRIBUTE]: kinds.join(' ') }}>
        <StaffFrameView head={head} panel panelFor={panelFor} />
      </div>
      <Spinner className="min-h-[50vh]" />
    </>
  );
}
