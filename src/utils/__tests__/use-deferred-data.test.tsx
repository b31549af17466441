import { act, renderHook } from '@testing-library/react';
import { useDeferredData } from '@/utils/use-deferred-data';

type Query = { data: string[] | undefined; isLoading: boolean };

describe('useDeferredData', () => {
  it('stays pending from the request until the data is drawn, then returns it', async () => {
    const { result, rerender } = renderHook((query: Query) => useDeferredData(query), {
      initialProps: { data: undefined, isLoading: true } as Query,
    });
    expect(result.current).toEqual({ data: undefined, pending: true });

    const rows = ['a', 'b'];
    await act(async () => rerender({ data: rows, isLoading: false }));
    expect(result.current).toEqual({ data: rows, pending: false });

    // Newer data replaces the drawn data; nothing goes back to pending.
    const newer = ['c'];
    await act(async () => rerender({ data: newer, isLoading: false }));
    expect(result.current).toEqual({ data: newer, pending: false });
  });

  it('is not pending when the request failed without data', async () => {
    const { result } = renderHook((query: Query) => useDeferredData(query), {
      initialProps: { data: undefined, isLoading: false } as Query,
    });
    expect(result.current).toEqual({ data: undefined, pending: false });
  });

  it('draws data that arrives in a render of lower priority than the urgent one', async () => {
    const seen: Array<{ data: string[] | undefined; pending: boolean }> = [];
    const { rerender } = renderHook(
      (query: Query) => {
        const out = useDeferredData(query);
        seen.push(out);
        return out;
      },
      { initialProps: { data: undefined, isLoading: true } as Query },
    );
    const rows = ['a'];
    const before = seen.length;
    await act(async () => rerender({ data: rows, isLoading: false }));
    // Two renders: the urgent one keeps the spinner (nothing drawn yet), the deferred one draws.
    expect(seen.slice(before)).toEqual([
      { data: undefined, pending: true },
      { data: rows, pending: false },
    ]);
  });
});
