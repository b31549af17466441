/**
 * Embed height messages (docs/spec-notes.md, "Claim forms"): when framed, the embeddable form posts its height
 * to the parent page about 100 ms after a change, only when it changed by more than 5 px, never
 * below 400; it also polls every 2 s after an initial delay of 500 ms.
 *
 * The message is `{ type: EMBED_HEIGHT_MESSAGE, height }` (public/embed-example.html listens for it).
 */
export const EMBED_HEIGHT_MESSAGE = 'claimdesk:embed-height';
export const EMBED_MIN_HEIGHT = 400;
export const EMBED_CHANGE_THRESHOLD = 5;
export const EMBED_DEBOUNCE_MS = 100;
export const EMBED_POLL_MS = 2000;
export const EMBED_INITIAL_DELAY_MS = 500;

export interface EmbedHeightMessage {
  type: typeof EMBED_HEIGHT_MESSAGE;
  height: number;
}

export interface HeightPoster {
  /** Something changed: measure about 100 ms from now (debounced). */
  notifyChange(): void;
  /** Measure now and post if needed. */
  check(): void;
  start(): void;
  stop(): void;
}

export function createHeightPoster({
  measure,
  post,
}: {
  measure: () => number;
  post: (message: EmbedHeightMessage) => void;
}): HeightPoster {
  let last: number | null = null;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let initial: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;

  const check = () => {
    const height = Math.max(EMBED_MIN_HEIGHT, Math.ceil(measure()));
    if (last !== null && Math.abs(height - last) <= EMBED_CHANGE_THRESHOLD) return;
    last = height;
    post({ type: EMBED_HEIGHT_MESSAGE, height });
  };

  return {
    check,
    notifyChange() {
      clearTimeout(debounce);
      debounce = setTimeout(check, EMBED_DEBOUNCE_MS);
    },
    start() {
      initial = setTimeout(() => {
        check();
        poll = setInterval(check, EMBED_POLL_MS);
      }, EMBED_INITIAL_DELAY_MS);
    },
    stop() {
      clearTimeout(debounce);
      clearTimeout(initial);
      clearInterval(poll);
    },
  };
}
