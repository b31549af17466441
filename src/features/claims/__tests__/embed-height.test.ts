// @vitest-environment node
import { createHeightPoster, EMBED_HEIGHT_MESSAGE } from '@/features/claims/lib/embed-height';

describe('embed height messages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(initial: number) {
    let height = initial;
    const post = vi.fn();
    const poster = createHeightPoster({ measure: () => height, post });
    return { post, poster, setHeight: (h: number) => (height = h) };
  }

  it('first posts after the 500 ms initial delay, never below 400', () => {
    const { post, poster } = setup(120);
    poster.start();
    vi.advanceTimersByTime(499);
    expect(post).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(post).toHaveBeenCalledWith({ type: EMBED_HEIGHT_MESSAGE, height: 400 });
    poster.stop();
  });

  it('posts about 100 ms after a change, only when it moved more than 5 px', () => {
    const { post, poster, setHeight } = setup(800);
    poster.check();
    expect(post).toHaveBeenLastCalledWith({ type: EMBED_HEIGHT_MESSAGE, height: 800 });
    setHeight(805);
    poster.notifyChange();
    vi.advanceTimersByTime(100);
    expect(post).toHaveBeenCalledTimes(1);
    setHeight(806);
    poster.notifyChange();
    vi.advanceTimersByTime(99);
    expect(post).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(post).toHaveBeenLastCalledWith({ type: EMBED_HEIGHT_MESSAGE, height: 806 });
  });

  it('debounces bursts of changes into one message', () => {
    const { post, poster, setHeight } = setup(800);
    poster.check();
    for (let i = 1; i <= 5; i++) {
      setHeight(800 + i * 50);
      poster.notifyChange();
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(100);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith({ type: EMBED_HEIGHT_MESSAGE, height: 1050 });
  });

  it('polls every 2 s and catches changes no observer reported (also shrinking)', () => {
    const { post, poster, setHeight } = setup(900);
    poster.start();
    vi.advanceTimersByTime(500);
    expect(post).toHaveBeenCalledTimes(1);
    setHeight(600);
    vi.advanceTimersByTime(1999);
    expect(post).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(post).toHaveBeenLastCalledWith({ type: EMBED_HEIGHT_MESSAGE, height: 600 });
    poster.stop();
    setHeight(1000);
    vi.advanceTimersByTime(10_000);
    expect(post).toHaveBeenCalledTimes(2);
  });
});
