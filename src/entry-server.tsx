/**
 * The build's prerender (scripts/prerender.ts) renders the first paint of the public pages here,
 * with react-dom/static (which waits for the lazy entries): the same tree main.tsx hydrates
 * (src/entry-tree.tsx). Nothing here may touch window, localStorage or the network: the pages'
 * effects (the session restore, the partner's row) run only in the browser.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { AUTH_PAGE_TITLES, formatTitle } from '@/app/layout/page-titles';
import { prerenderedStaffPages } from '@/app/layout/prerendered-staff-pages';
import { PrerenderedStaffFrame } from '@/app/layout/prerendered-staff-frame';
import { AUTH_APP_PATHS } from '@/config/auth-paths';
import { PARTNER_FRAME_FILE } from '@/config/partner-forms';
import { Spinner } from '@/components/ui/spinner';
import { EntryTree } from '@/entry-tree';

/** A prerendered page: the address rendered, and the document title the page sets once it runs. */
export interface PrerenderPage {
  path: string;
  /** index.html's own when left out. */
  title?: string;
  /** The file it is written to, when not the path's own (scripts/static-routes.ts serves it). */
  file?: string;
  /**
   * A staff page's frame, which main.tsx renders the app over (docs/decisions.md, "Prerendered
   * staff frames"), rather than a page it hydrates.
   */
  staffFrame?: true;
}

/**
 * An address of a partner's public form: any slug renders the same frame (PartnerFormFrame), as
 * the row that tells one partner from another is read in the browser.
 */
const SOME_PARTNER_FORM = '/questions/corporate/partner';

/**
 * The pages whose first paint does not depend on data: /login, /signup, /forgot-password, and the
 * frame every public partner form (standalone, embed, demo gate) paints first: the privacy notice
 * at the top of the form, then a spinner where the form comes (docs/decisions.md, "Prerendered
 * public pages"). The reply page draws what its link's token says, so it is not prerendered
 * (index.html serves it, rendered in the browser).
 *
 * Then the signed-in pages whose heading is known before their data: their HTML holds the staff
 * frame, shown before the first paint to a stored user the page's guard lets in (docs/decisions.md,
 * "Prerendered staff frames").
 */
export const PRERENDER_PAGES: PrerenderPage[] = [
  ...AUTH_APP_PATHS.map((path) => ({ path, title: formatTitle(AUTH_PAGE_TITLES[path] ?? '') })),
  { path: SOME_PARTNER_FORM, file: PARTNER_FRAME_FILE },
  ...prerenderedStaffPages().map((page) => ({ ...page, staffFrame: true as const })),
];

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}

async function render(node: ReactNode, what: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(node, { onError: (error) => void errors.push(error) });
  const html = await readAll(prelude);
  // A page that failed here would ship its fallback: the build fails instead.
  if (errors.length) throw new Error(`prerender of ${what} failed`, { cause: errors[0] });
  return html;
}

/** The markup of `#root` for a page of PRERENDER_PAGES. */
export function renderPage(page: PrerenderPage): Promise<string> {
  const { path } = page;
  return render(
    page.staffFrame ? <PrerenderedStaffFrame pathname={path} /> : <EntryTree pathname={path} />,
    path,
  );
}

/**
 * The markup of `#root` in index.html, for every page rendered in the browser: the spinner that
 * main.tsx and the entries' Suspense boundary show first, in the same place.
 */
export function renderLoading(): Promise<string> {
  return render(<Spinner className="min-h-[50vh]" />, 'the loading spinner');
}
