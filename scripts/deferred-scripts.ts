/**
 * The pages the build writes, the prerendered ones and index.html with its spinner, paint before
 * their scripts start (docs/decisions.md, "Prerendered public pages"). scripts/prerender.ts moves
 * a page's script and preload tags out of the head into a `<template>` at the end of the body,
 * where they are inert, and adds DEFERRED_LOADER after it: one inline script that moves them into
 * the head once the first frame is painted. The browser then fetches and runs them as it would
 * have from the head, and React renders or hydrates the page.
 *
 * On a signed-in page's HTML the loader first shows the prerendered staff frame, before the first
 * paint, when the stored user is one it is drawn for (docs/decisions.md, "Prerendered staff
 * frames").
 *
 * The loader is the same text on every page and in every build, so the CSP allows it by its hash
 * (scripts/security-headers.ts) and allows no other inline script.
 */
import { createHash } from 'node:crypto';
import { SHOW_STAFF_FRAME } from '../src/lib/auth/stored-kind.ts';

/** The id of the template that holds a page's stylesheet, script and preload tags. */
export const DEFERRED_TEMPLATE_ID = 'deferred-scripts';

/**
 * The tags the build moves into the template, as Vite writes them (`rel` before `href`), each
 * with its address in group 1: prerender.ts moves them, check-dist.ts reads them back.
 */
export const SCRIPT_TAG = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
export const PRELOAD_TAG = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;
/**
 * The head start's address (scripts/head-start.ts): it does nothing on a public form, so the
 * partner forms' frame leaves it out.
 */
export const HEAD_START_SCRIPT = /^\/assets\/head-start-[0-9a-f]{8}\.js$/;
export const STYLESHEET_TAG = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The markup inside a page's template, or undefined when it has none. */
export function deferredTemplate(html: string): string | undefined {
  return new RegExp(`<template id="${DEFERRED_TEMPLATE_ID}">([\\s\\S]*?)</template>`).exec(
    html,
  )?.[1];
}

/**
 * First, on a signed-in page's HTML, shows the prerendered staff frame to a stored user it is
 * drawn for (SHOW_STAFF_FRAME, src/lib/auth/stored-kind.ts). Then moves the template's tags into
 * the head after the first paint: once the browser reports the first contentful paint (a `paint`
 * performance entry, timed when the frame is shown). The first paint can come a frame before it (a
 * frame of background only): on a loaded machine the scripts then started before the text was
 * shown, so they wait for the contentful one, or 100 ms after a first paint that no contentful
 * paint follows. Where the browser reports no paint, they start after the first animation frame. A
 * tab opened in the background paints nothing, so there they start at once, and a timer starts
 * them should a visible tab be hidden before its first paint.
 */
export const DEFERRED_LOADER = `${SHOW_STAFF_FRAME}(function(){var t=document.getElementById('${DEFERRED_TEMPLATE_ID}');function go(){if(t){document.head.appendChild(t.content);t=null}}var P=window.PerformanceObserver;if(document.visibilityState!=='visible')go();else if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}else setTimeout(go,100)}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,3000)})()`;

/** The loader's CSP source expression: `'sha256-…'`. */
export function deferredLoaderSource(): string {
  return `'sha256-${createHash('sha256').update(DEFERRED_LOADER).digest('base64')}'`;
}
