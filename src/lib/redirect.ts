/**
 * Apart from utils.ts (which carries tailwind-merge) so the light auth pages can use it without
 * that weight (docs/decisions.md, "Auth pages' light entry").
 */

/** A same-origin path that is safe to navigate to after login (no open redirect). */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}
