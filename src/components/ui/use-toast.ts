/**
 * Toast state (shadcn/ui's use-toast), with ClaimDesk's settings from
 * docs/decisions.md ("Toasts"): at most 20 toasts kept, removal delay 1000 ms; error and plain
 * toasts close after 4000 ms, success after 2000 ms, loading stays until
 * dismissed. This module has no Radix import, so any chunk may call toast().
 */
import * as React from 'react';

export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY = 1000;
export const TOAST_DURATIONS = {
  default: 4000,
  destructive: 4000,
  success: 2000,
  loading: Infinity,
} as const;

type ToastVariant = keyof typeof TOAST_DURATIONS;

export interface ToastData {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
  variant?: ToastVariant;
  duration?: number;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

type ToastInput = Omit<ToastData, 'id'>;

type Action =
  | { type: 'ADD_TOAST'; toast: ToastData }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

interface State {
  toasts: ToastData[];
}

let count = 0;
function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST': {
      const { toastId } = action;
      if (toastId) scheduleRemoval(toastId);
      else state.toasts.forEach((t) => scheduleRemoval(t.id));
      return {
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { toasts: [] };
      return { toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners: Array<(state: State) => void> = [];
let memoryState: State = { toasts: [] };

function dispatch(action: Action) {
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener(memoryState));
}

export function toast({ variant = 'default', duration, ...props }: ToastInput) {
  const id = genId();
  const update = (next: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      variant,
      duration: duration ?? TOAST_DURATIONS[variant],
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

export function useToast() {
  const [state, setState] = React.useState<State>(memoryState);
  React.useEffect(() => {
    listeners.push(setState);
    return () => {
      const index = listeners.indexOf(setState);
      if (index > -1) listeners.splice(index, 1);
    };
  }, []);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
  };
}

/**
 * Toasts that must survive a full page navigation (pages rendered without the
 * router navigate with location.assign): open toasts with plain-text title and
 * description are kept in sessionStorage and shown again on the next page.
 */
export const FLASH_TOASTS_KEY = 'claimdesk-flash-toasts';

interface FlashToast {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export function persistOpenToasts() {
  const flash: FlashToast[] = memoryState.toasts
    .filter((t) => t.open !== false && t.variant !== 'loading')
    .filter((t) => typeof (t.title ?? '') === 'string' && typeof (t.description ?? '') === 'string')
    .map((t) => ({
      title: t.title as string | undefined,
      description: t.description as string | undefined,
      variant: t.variant,
    }))
    .reverse();
  if (flash.length === 0) return;
  try {
    window.sessionStorage.setItem(FLASH_TOASTS_KEY, JSON.stringify(flash));
  } catch {
    /* storage unavailable: the toast is lost, nothing else */
  }
}

export function restoreFlashToasts() {
  let flash: FlashToast[] = [];
  try {
    flash = JSON.parse(window.sessionStorage.getItem(FLASH_TOASTS_KEY) ?? '[]') as FlashToast[];
    window.sessionStorage.removeItem(FLASH_TOASTS_KEY);
  } catch {
    return;
  }
  for (const t of flash)
    toast({ title: t.title, description: t.description, variant: t.variant ?? 'default' });
}

if (typeof window !== 'undefined') restoreFlashToasts();

/** Test helper: forget every toast. */
export function resetToasts() {
  removeTimeouts.forEach((t) => clearTimeout(t));
  removeTimeouts.clear();
  memoryState = { toasts: [] };
  listeners.forEach((listener) => listener(memoryState));
}
