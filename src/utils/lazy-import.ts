import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: `lazyImport(() => import('./x'), 'XRoute')`.
 * Each call site is its own chunk boundary.
 */
export function lazyImport<M extends Record<string, unknown>, K extends keyof M & string>(
  factory: () => Promise<M>,
  name: K,
) {
  return lazy(async () => {
    const module = await factory();
    return { default: module[name] as ComponentType<object> };
  });
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A lazily loaded component (a named export) that can be fetched ahead of its first render:
 * dialogs and menus load when first opened, and `preload()` on hover or focus of what opens them
 * makes that first opening as quick as the rest. The module is fetched once.
 */
export function lazyWithPreload<M extends Record<string, unknown>, K extends keyof M & string>(
  factory: () => Promise<M>,
  name: K,
) {
  let loading: Promise<M> | null = null;
  const load = () => (loading ??= factory());
  const Component = lazy(async () => ({
    default: (await load())[name] as ComponentType<PropsOf<M[K]>>,
  }));
  return Object.assign(Component, {
    preload: () => {
      void load().catch(() => {
        // A failed prefetch is retried by the render, which shows the route's error boundary.
        loading = null;
      });
    },
  });
}
