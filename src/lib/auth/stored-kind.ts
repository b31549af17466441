/**
 * The prerendered staff pages (docs/decisions.md, "Prerendered staff frames"): the build writes
 * each signed-in page's frame into its HTML, hidden, with the kinds of stored user it is drawn for;
 * the pages' one inline script (scripts/deferred-scripts.ts) reads the stored user's kind and shows
 * the frame before the first paint when it is one of them. A visitor, or a user the page's guard
 * would send elsewhere, sees the spinner, as before.
 *
 * The kind is what the policies read of a stored user (readStoredUser in
 * src/lib/auth/stored-user.ts): its role, and whether it is flagged an approver. Only a hint for
 * what to paint, like the stored user itself: the guards and the server decide what the user may
 * open.
 */
import type { PolicyUser } from '@/lib/auth/policies';
// Relative: scripts/deferred-scripts.ts, which vite.config.ts loads, builds the loader from these.
import { FRAME_FOR_ATTRIBUTE, PANEL_FOR_ATTRIBUTE } from './frame-attributes.ts';
import { AUTH_STORE_KEY } from './stored-user.ts';

/** A user's kind as the attributes spell it: `expert` or `expert-approver`. */
export function staffKind(user: PolicyUser): string {
  return user.isApprover ? `${user.role}-approver` : user.role;
}

/**
 * The inline script's part that shows a prerendered frame (ES5, no other global). On a page
 * without one (a public form, index.html) it reads nothing. Else it reads the stored user's kind
 * as readStoredUser reads it (src/app/__tests__/prerendered-staff-frame.test.tsx holds the two
 * together); when the frame is drawn for that kind, it is shown, the spinner after it removed,
 * and the side panel's place removed for a kind that has none.
 */
export const SHOW_STAFF_FRAME = `(function(){var f=document.querySelector('[${FRAME_FOR_ATTRIBUTE}]');if(!f)return;var k=null;try{var s=JSON.parse(localStorage.getItem('${AUTH_STORE_KEY}')||'null'),u=s&&s.state&&s.state.user,r=u&&u.role;if(r==='admin'||r==='expert'||r==='user')k=r+(u.isApprover===true?'-approver':'')}catch(e){}function has(el,a){return(' '+el.getAttribute(a)+' ').indexOf(' '+k+' ')>=0}if(!k||!has(f,'${FRAME_FOR_ATTRIBUTE}'))return;var p=f.querySelector('[${PANEL_FOR_ATTRIBUTE}]');if(p&&!has(p,'${PANEL_FOR_ATTRIBUTE}'))p.parentNode.removeChild(p);var n=f.nextElementSibling;if(n)n.parentNode.removeChild(n);f.hidden=false})();`;
