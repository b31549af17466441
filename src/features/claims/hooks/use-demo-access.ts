import { useCallback, useEffect, useState } from 'react';
import { DEMO_GATE_TEXT } from '@/features/claims/messages';

/** Fired when the server refuses a gated submission's token, so the partner's gate locks again. */
const EXPIRED_EVENT = 'claimdesk:demo-access-expired';

/**
 * Each token names the partner it was issued for: "<slug>.<expires>.<signature>"
 * (docs/decisions.md, "Demo access tokens name their partner"). The stored value holds the tokens
 * of every partner unlocked on this browser, separated by spaces.
 */
function tokenFor(token: string, slug: string): boolean {
  const [partner, expires] = token.split('.');
  return partner === slug && Number(expires) * 1000 > Date.now();
}

function storedTokens(): string[] {
  try {
    return (localStorage.getItem(DEMO_GATE_TEXT.tokenStorageKey) ?? '').split(' ').filter(Boolean);
  } catch {
    return [];
  }
}

function storeTokens(tokens: string[]): void {
  try {
    if (tokens.length) localStorage.setItem(DEMO_GATE_TEXT.tokenStorageKey, tokens.join(' '));
    else localStorage.removeItem(DEMO_GATE_TEXT.tokenStorageKey);
  } catch {
    /* still unlocked for this visit */
  }
}

/** The unexpired demo-access token the server issued for this partner, or null. Sent with its submissions. */
export function readDemoToken(slug: string | null | undefined): string | null {
  if (!slug) return null;
  return storedTokens().find((t) => tokenFor(t, slug)) ?? null;
}

function readGranted(slug: string): boolean {
  try {
    return (
      localStorage.getItem(DEMO_GATE_TEXT.storageKey) === DEMO_GATE_TEXT.storageValue &&
      readDemoToken(slug) !== null
    );
  } catch {
    return false;
  }
}

/** Locks this partner's gate (the server refused its token: expired, or the code changed). */
export function expireDemoAccess(slug: string | null | undefined): void {
  const left = storedTokens().filter((t) => t.split('.')[0] !== slug);
  storeTokens(left);
  if (left.length === 0) {
    try {
      localStorage.removeItem(DEMO_GATE_TEXT.storageKey);
    } catch {
      /* ignore */
    }
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EXPIRED_EVENT));
}

/**
 * The demo gate's unlocked state for one partner. The `demo-access` = `granted` flag is the UI's
 * memory only (docs/decisions.md); the server checks the signed token kept beside it.
 */
export function useDemoAccess(slug: string) {
  const [granted, setGranted] = useState(() => readGranted(slug));
  const grant = useCallback(
    (token: string) => {
      try {
        localStorage.setItem(DEMO_GATE_TEXT.storageKey, DEMO_GATE_TEXT.storageValue);
      } catch {
        /* still unlocked for this visit */
      }
      storeTokens([...storedTokens().filter((t) => t.split('.')[0] !== slug), token]);
      setGranted(true);
    },
    [slug],
  );
  const clear = useCallback(() => {
    try {
      localStorage.removeItem(DEMO_GATE_TEXT.storageKey);
    } catch {
      /* ignore */
    }
    storeTokens([]);
    setGranted(false);
  }, []);
  useEffect(() => {
    const onExpired = () => setGranted(readGranted(slug));
    window.addEventListener(EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(EXPIRED_EVENT, onExpired);
  }, [slug]);
  return { granted, grant, clear };
}
