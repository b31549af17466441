import { z } from 'zod';
import { HttpError } from './http.ts';

/** A field of a JSON object (a request body, an outbox payload), or undefined when `v` is not an object. */
export function fieldOf(v: unknown, key: PropertyKey): unknown {
  return v !== null && typeof v === 'object' ? Reflect.get(v, key) : undefined;
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let v: unknown = input;
  for (const key of path) v = fieldOf(v, key);
  return v;
}

/** The first issue as a message naming the field, e.g. "email: Invalid email address" or "userId is required". */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  if (issue.path.length > 0 && valueAt(input, issue.path) === undefined)
    return `${field} is required`;
  return `${field}: ${issue.message}`;
}

/** Validates a parsed JSON body; bad input is a 400 whose message names the field. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, describeIssue(result.error.issues[0]!, body));
  return result.data;
}

/** Reads the request's JSON body; an empty or malformed body is a 400. */
export async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body: Invalid JSON');
  }
}

/** Optional text as the client sends it: null, undefined or an empty string all mean "absent" (null). */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v));

export const requiredText = (max: number) =>
  z.string().trim().min(1, { message: 'must not be empty' }).max(max);

export const uuid = z.uuid({ message: 'must be a UUID' });

export const email = z.email({ message: 'Invalid email address' }).max(255);
