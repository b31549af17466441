/**
 * A gate for a mocked answer held back until the test lets it through: a handler awaits
 * `opened`, the test checks the page meanwhile, then calls `release()`.
 */
export function heldBack(): { opened: Promise<void>; release: () => void } {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}
