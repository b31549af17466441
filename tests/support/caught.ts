/** A caught value as the error it is: an Error, with pg's SQLSTATE `code` and `hint` when pg threw it. */
export function caught(e: unknown): Error & { code?: string; hint?: string } {
  // Boundary: `catch` gives unknown; what these tests catch is an Error (pg's adds code and hint).
  return e as Error & { code?: string; hint?: string };
}
