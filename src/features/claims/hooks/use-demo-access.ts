import { useCallback, useState } from 'react';
import { DEMO_GATE_TEXT } from '@/features/claims/messages';

function readGranted(): boolean {
  try {
    return localStorage.getItem(DEMO_GATE_TEXT.storageKey) === DEMO_GATE_TEXT.storageValue;
  } catch {
    return false;
  }
}

/** The demo gate's unlocked state: local storage `demo-access` = `granted` (DECISIONS.md). */
export function useDemoAccess() {
  const [granted, setGranted] = useState(readGranted);
  const grant = useCallback(() => {
    try {
      localStorage.setItem(DEMO_GATE_TEXT.storageKey, DEMO_GATE_TEXT.storageValue);
    } catch {
      /* still unlocked for this visit */
    }
    setGranted(true);
  }, []);
  const clear = useCallback(() => {
    try {
      localStorage.removeItem(DEMO_GATE_TEXT.storageKey);
    } catch {
      /* ignore */
    }
    setGranted(false);
  }, []);
  return { granted, grant, clear };
}
