import { useCallback, useEffect, useState } from 'react';
import { DEMO_GATE_TEXT } from '@/features/claims/messages';

/** Fired when the server refuses a gated submission's token, so every gate locks again. */
const EXPIRED_EVENT = 'claimdesk:demo-access-expired';

/** The token's expiry (epoch seconds) is its first part: "<expires>.<signature>". */
function tokenAlive(token: string | null): boolean {
  if (!token) return false;
  const expires = Number(token.split('.')[0]);
  return Number.isFinite(expires) && expires * 1000 > Date.now();
}

/** The unexpired demo-access token the server issued, or null. Sent with gated submissions. */
export function readDemoToken(): string | null {
  try {
    const token = localStorage.getItem(DEMO_GATE_TEXT.tokenStorageKey);
    return tokenAlive(token) ? token : null;
  } catch {
    return null;
  }
}

function readGranted(): boolean {
  try {
    return (
      localStorage.getItem(DEMO_GATE_TEXT.storageKey) === DEMO_GATE_TEXT.storageValue &&
      readDemoToken() !== null
    );
  } catch {
    return false;
  }
}

function forget(): void {
  try {
    localStorage.removeItem(DEMO_GATE_TEXT.storageKey);
    localStorage.removeItem(DEMO_GATE_TEXT.tokenStorageKey);
  } catch {
    /* ignore */
  }
}

/** Locks the gate everywhere (the server refused the token: expired, or the code changed). */
export function expireDemoAccess(): void {
  forget();
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EXPIRED_EVENT));
}

/**
 * The demo gate's unlocked state. The `demo-access` = `granted` flag is the UI's memory only
 * (docs/decisions.md); the server checks the signed token kept beside it.
 */
export function useDemoAccess() {
  const [granted, setGranted] = useState(readGranted);
  const grant = useCallback((token: string) => {
    try {
      localStorage.setItem(DEMO_GATE_TEXT.storageKey, DEMO_GATE_TEXT.storageValue);
      localStorage.setItem(DEMO_GATE_TEXT.tokenStorageKey, token);
    } catch {
      /* still unlocked for this visit */
    }
    setGranted(true);
  }, []);
  const clear = useCallback(() => {
    forget();
    setGranted(false);
  }, []);
  useEffect(() => {
    const onExpired = () => setGranted(false);
    window.addEventListener(EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(EXPIRED_EVENT, onExpired);
  }, []);
  return { granted, grant, clear };
}
