/**
 * zod without `eval` (docs/decisions.md, "Security headers on static hosts"): zod 4 compiles a
 * fast parser for object schemas with `new Function` unless `jitless` is set, and decides whether
 * it may by trying `new Function("")` once, when the first object schema is created. Under the
 * app's CSP (no 'unsafe-eval') that try fires a `securitypolicyviolation` even though zod catches
 * the error. With `jitless` zod skips both the try and the compiled parser.
 *
 * It must run before any schema is created: every module that imports zod imports this module
 * first (a side-effect import above its zod import; src/lib/__tests__/zod-config.test.ts checks).
 * The setting lives on zod's one global config (`globalThis.__zod_globalConfig`), shared by
 * `zod` and `zod/mini`.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
