import { act, render, screen } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import {
  FLASH_TOASTS_KEY,
  persistOpenToasts,
  reducer,
  restoreFlashToasts,
  resetToasts,
  toast,
  TOAST_DURATIONS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastData,
} from '@/components/ui/use-toast';

beforeEach(() => resetToasts());
afterEach(() => vi.useRealTimers());

describe('toasts (docs/decisions.md settings)', () => {
  it('uses the decided durations, limit and removal delay', () => {
    expect(TOAST_DURATIONS).toEqual({
      default: 4000,
      destructive: 4000,
      success: 2000,
      loading: Infinity,
    });
    expect(TOAST_LIMIT).toBe(20);
    expect(TOAST_REMOVE_DELAY).toBe(1000);
  });

  it('keeps at most 20 toasts, newest first', () => {
    let state = { toasts: [] as ToastData[] };
    for (let i = 0; i < 25; i++)
      state = reducer(state, { type: 'ADD_TOAST', toast: { id: String(i), title: `t${i}` } });
    expect(state.toasts).toHaveLength(20);
    expect(state.toasts[0]!.id).toBe('24');
  });

  it('closes success toasts after 2 s and removes them 1 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    render(<Toaster />);
    act(() => {
      toast({ variant: 'success', title: 'Saved' });
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100 + TOAST_REMOVE_DELAY + 50);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps destructive and plain toasts for 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    render(<Toaster />);
    act(() => {
      toast({ variant: 'destructive', title: 'Broken' });
      toast({ title: 'Plain note' });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3900);
    });
    expect(screen.getByText('Broken')).toBeInTheDocument();
    expect(screen.getByText('Plain note')).toBeInTheDocument();
    expect(screen.getByText('Broken').closest('li')).toHaveAttribute('data-variant', 'destructive');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100 + TOAST_REMOVE_DELAY + 50);
    });
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
    expect(screen.queryByText('Plain note')).not.toBeInTheDocument();
  });

  it('keeps loading toasts until dismissed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    render(<Toaster />);
    let handle: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ variant: 'loading', title: 'Working...' });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByText('Working...')).toBeInTheDocument();
    act(() => handle.dismiss());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_REMOVE_DELAY + 50);
    });
    expect(screen.queryByText('Working...')).not.toBeInTheDocument();
  });
});

describe('flash toasts across a full page navigation', () => {
  it('keeps open plain-text toasts in sessionStorage and shows them again', () => {
    toast({
      variant: 'success',
      title: 'Question Submitted',
      description: 'Sent for expert review.',
    });
    toast({ variant: 'loading', title: 'Still working' });
    persistOpenToasts();
    const stored = JSON.parse(window.sessionStorage.getItem(FLASH_TOASTS_KEY) ?? '[]');
    expect(stored).toEqual([
      { title: 'Question Submitted', description: 'Sent for expert review.', variant: 'success' },
    ]);
    resetToasts();
    render(<Toaster />);
    act(() => restoreFlashToasts());
    expect(screen.getByText('Question Submitted')).toBeInTheDocument();
    expect(screen.getByText('Question Submitted').closest('li')).toHaveAttribute(
      'data-variant',
      'success',
    );
    expect(window.sessionStorage.getItem(FLASH_TOASTS_KEY)).toBeNull();
  });
});
