import { createElement, lazy, useState, type ComponentType } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A lazily loaded component (a named export) that can be fetched ahead of its first render:
 * routes, dialogs and menus load when first shown, and `preload()` (on hover or focus of what
 * opens them, or while the visitor types on /login) makes that first showing as quick as the rest.
 * The module is fetched once.
 *
 * Once the module has loaded, a new mount renders the component directly instead of through
 * React.lazy: a lazy that has never rendered suspends once even when its module is in memory, and
 * React 19 then holds the page behind the Suspense fallback for up to 300 ms (its fallback
 * throttle), which cost the sign-in hand-over about a third of a second (docs/decisions.md, "Weight
 * of the staff pages"). The choice is made once per mount, so a component never switches between
 * the two (a remount).
 */
export function lazyWithPreload<M extends Record<string, unknown>, K extends keyof M & string>(
  factory: () => Promise<M>,
  name: K,
) {
  type Props = PropsOf<M[K]>;
  let loading: Promise<M> | null = null;
  let loaded: M | null = null;
  const load = () =>
    (loading ??= factory().then(
      (module) => (loaded = module),
      (err: unknown) => {
        // Retried by the next render or preload (the route's error boundary reports failures).
        loading = null;
        throw err;
      },
    ));
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType<Props> }));
  function Preloadable(props: Props) {
    const [ready] = useState(() => loaded !== null);
    const target = ready && loaded ? (loaded[name] as ComponentType<Props>) : Lazy;
    return createElement(target as ComponentType<object>, props as object);
  }
  return Object.assign(Preloadable, {
    preload: (): void => {
      void load().catch(() => undefined);
    },
    /** The same as preload, resolved once the module is in memory (never rejects). */
    whenLoaded: (): Promise<void> =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/**
 * `lazyImport(() => import('./x'), 'XRoute')`: the same, for call sites that never preload.
 * Each call site is its own chunk boundary.
 */
export const lazyImport = lazyWithPreload;
