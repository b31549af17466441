/**
 * Optional Cloudflare Turnstile on the public forms
 * (docs/decisions.md, "Optional Cloudflare Turnstile"): on only when the build sets
 * VITE_TURNSTILE_SITE_KEY. Everything else of Turnstile (the widget, its messages, the verify call)
 * is in lazily loaded modules, so a build without the key ships none of it on the forms.
 */
export { TURNSTILE_SITE_KEY } from '@/config/turnstile';

/**
 * The action the widget is rendered with; verify-turnstile checks it when TURNSTILE_ACTION is set.
 */
export const TURNSTILE_ACTION = 'submit-question';
