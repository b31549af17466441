/**
 * Where unsent form drafts live in local storage (docs/decisions.md, "Form drafts"). Public-form
 * drafts stay per browser; in-app drafts are keyed by the signed-in user and removed on logout,
 * so the next person on a shared computer never sees them.
 */
const PREFIX = 'claimdesk-draft:';
const USER_PREFIX = `${PREFIX}user:`;

/** "claimdesk-draft:<variant>" on public forms, "claimdesk-draft:user:<id>:<variant>" in the app. */
export function draftKey(variant: string, userId?: string | null): string {
  return userId ? `${USER_PREFIX}${userId}:${variant}` : `${PREFIX}${variant}`;
}

/** Removes every signed-in user's drafts (called on logout); public-form drafts stay. */
export function clearUserDrafts(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(USER_PREFIX)) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    /* storage disabled: nothing was saved */
  }
}
