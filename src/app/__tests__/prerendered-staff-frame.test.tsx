/**
 * docs/decisions.md, "Prerendered staff frames": a signed-in page's HTML holds its staff frame,
 * hidden; the pages' inline script shows it before the first paint to a stored user the page's
 * guard lets in, drawn as the app's staff frame draws it for that user, and leaves the spinner to
 * everyone else. The script reads the stored user as readStoredUser does.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { pageHeadFor } from '@/app/layout/page-heads';
import { sidePanelOf } from '@/app/page-types';
import { framedKinds, prerenderedStaffPages } from '@/app/layout/prerendered-staff-pages';
import { PrerenderedStaffFrame } from '@/app/layout/prerendered-staff-frame';
import { StaffFrame } from '@/app/layout/staff-frame';
import { SHOW_STAFF_FRAME } from '@/lib/auth/stored-kind';
import { Spinner } from '@/components/ui/spinner';
import { AUTH_STORE_KEY, readStoredUser } from '@/lib/auth/stored-user';

/** The page's #root as the build writes it, after the inline script has run. */
function prerenderedPage(pathname: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${renderToStaticMarkup(
    <PrerenderedStaffFrame pathname={pathname} />,
  )}</div>`;
  // The same text the loader runs (scripts/deferred-scripts.ts), in the page's global scope.
  window.eval(SHOW_STAFF_FRAME);
  return document.getElementById('root')!;
}

/** What the app's staff frame draws at `pathname` for the stored user (main.tsx, before). */
function drawnByTheApp(pathname: string): string {
  return renderToStaticMarkup(<StaffFrame pathname={pathname} />);
}

/** The visible part of a prerendered page, without the attribute only the build's copy has. */
function visible(root: HTMLElement): string {
  const frame = root.querySelector<HTMLElement>('[data-frame-for]')!;
  const shown = frame.hidden ? root.innerHTML.replace(frame.outerHTML, '') : frame.innerHTML;
  return shown.replace(/ data-panel-for="[^"]*"/g, '');
}

const STORED: Array<[string, unknown]> = [
  ['an admin', { role: 'admin', isApprover: false }],
  ['an expert', { role: 'expert', isApprover: false }],
  ['an approver', { role: 'expert', isApprover: true }],
  ['an ordinary user', { role: 'user', isApprover: false }],
  ['an approver flag that is not true', { role: 'expert', isApprover: 'yes' }],
  ['an unknown role', { role: 'superuser', isApprover: true }],
  ['no user', null],
];

afterEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('the prerendered staff pages', () => {
  it('are the staff pages with a heading known before their data, each at its own address', () => {
    const pages = prerenderedStaffPages();
    expect(pages.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/admin/users', '/admin/dashboard', '/expert/approval']),
    );
    expect(pages.find((p) => p.path === '/admin/users')?.title).toBe('User Management · ClaimDesk');
    // Pages named by their data, and the aliases, keep index.html.
    for (const path of ['/admin', '/expert', '/admin/questions/:questionId', '/dashboard'])
      expect(pages.map((p) => p.path)).not.toContain(path);
    expect(framedKinds('/expert/approval')).toEqual(['expert-approver']);
    expect(framedKinds('/admin/users')).toEqual(['admin', 'admin-approver']);
  });

  for (const path of ['/admin/users', '/expert/dashboard', '/expert/approval', '/admin/reports'])
    for (const [who, user] of STORED)
      it(`${path}, ${who} stored: painted as the app's frame paints it`, () => {
        if (user) window.localStorage.setItem(AUTH_STORE_KEY, JSON.stringify({ state: { user } }));
        const root = prerenderedPage(path);
        const stored = readStoredUser();
        const opens = stored !== null && pageHeadFor(path, stored) !== undefined;
        const frame = root.querySelector<HTMLElement>('[data-frame-for]')!;
        expect(frame.hidden).toBe(!opens);
        if (opens) {
          // Drawn as the app's frame draws it for this user, the spinner after it gone.
          expect(visible(root)).toBe(drawnByTheApp(path));
          expect(frame.querySelector('h1')?.textContent).toBe(pageHeadFor(path, stored)!.title);
          expect(frame.querySelector('[data-panel-for]') !== null).toBe(
            sidePanelOf(stored) !== undefined,
          );
          expect(frame.nextElementSibling).toBeNull();
        } else {
          // The spinner alone, as index.html shows it.
          expect(visible(root)).toBe(renderToStaticMarkup(<Spinner className="min-h-[50vh]" />));
        }
      });

  it('shows nothing when the stored session is not JSON', () => {
    window.localStorage.setItem(AUTH_STORE_KEY, '{not json');
    const frame = prerenderedPage('/admin/users').querySelector<HTMLElement>('[data-frame-for]');
    expect(frame?.hidden).toBe(true);
  });
});
