/**
 * Minimal assertions for the Deno tests (jsr:@std/assert is not reachable offline, and node:assert
 * pulls in @types/node, which Deno cannot resolve with an explicit --config).
 * Mirrors node:assert/strict's names: equal, deepEqual, ok, match, doesNotMatch, throws, rejects, fail.
 */
export class AssertionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AssertionError';
  }
}

const show = (v: unknown) => {
  try {
    return Deno.inspect(v, { depth: 6 });
  } catch {
    return String(v);
  }
};

function isDeepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const ka = Object.keys(a).filter((k) => Reflect.get(a, k) !== undefined || Array.isArray(a));
  const kb = Object.keys(b).filter((k) => Reflect.get(b, k) !== undefined || Array.isArray(b));
  if (ka.length !== kb.length) return false;
  return ka.every((k) => isDeepEqual(Reflect.get(a, k), Reflect.get(b, k)));
}

export function fail(message = 'Failed'): never {
  throw new AssertionError(message);
}

export function ok(value: unknown, message?: string): asserts value {
  if (!value) fail(message ?? `Expected a truthy value, got ${show(value)}`);
}

export function equal<T>(actual: unknown, expected: T, message?: string): asserts actual is T {
  if (!Object.is(actual, expected))
    fail(message ?? `Expected ${show(expected)}, got ${show(actual)}`);
}

export function deepEqual(actual: unknown, expected: unknown, message?: string): void {
  if (!isDeepEqual(actual, expected)) {
    fail(
      message ??
        `Values are not deeply equal.\n  actual:   ${show(actual)}\n  expected: ${show(expected)}`,
    );
  }
}

export function match(actual: string, re: RegExp, message?: string): void {
  if (!re.test(actual)) fail(message ?? `Expected ${show(actual)} to match ${re}`);
}

export function doesNotMatch(actual: string, re: RegExp, message?: string): void {
  if (re.test(actual)) fail(message ?? `Expected ${show(actual)} not to match ${re}`);
}

export function throws(fn: () => unknown, expected?: RegExp): void {
  try {
    fn();
  } catch (e) {
    if (expected) match(e instanceof Error ? e.message : String(e), expected);
    return;
  }
  fail('Expected the function to throw');
}

export async function rejects(
  p: Promise<unknown>,
  check?: RegExp | ((e: unknown) => boolean),
): Promise<void> {
  try {
    await p;
  } catch (e) {
    if (check instanceof RegExp) match(e instanceof Error ? e.message : String(e), check);
    else if (check) ok(check(e), 'The rejection did not pass the check');
    return;
  }
  fail('Expected the promise to reject');
}

interface Assert {
  ok(value: unknown, message?: string): asserts value;
  equal<T>(actual: unknown, expected: T, message?: string): asserts actual is T;
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  match(actual: string, re: RegExp, message?: string): void;
  doesNotMatch(actual: string, re: RegExp, message?: string): void;
  throws(fn: () => unknown, expected?: RegExp): void;
  rejects(p: Promise<unknown>, check?: RegExp | ((e: unknown) => boolean)): Promise<void>;
  fail(message?: string): never;
}

const assert: Assert = { ok, equal, deepEqual, match, doesNotMatch, throws, rejects, fail };
export default assert;
