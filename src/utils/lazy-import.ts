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
