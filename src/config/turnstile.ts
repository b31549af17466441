/**
 * Cloudflare Turnstile's site key (docs/decisions.md, "Optional Cloudflare Turnstile"): the public
 * forms and the sign-up, password-reset and login pages show the widget only when the build sets
 * VITE_TURNSTILE_SITE_KEY. Everything else of Turnstile is in lazily loaded modules.
 */
export const TURNSTILE_SITE_KEY: string = (
  (import.meta.env.VITE_TURNSTILE_SITE_KEY as string | undefined) ?? ''
).trim();
