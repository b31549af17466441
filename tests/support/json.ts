/** The JSON body of a raw HTTP answer (fetch's Response, or undici's), typed by the caller. */
export async function json<T>(res: { json(): Promise<unknown> }): Promise<T> {
  // Boundary: a raw HTTP answer's JSON is untyped; the caller names the shape the service sends.
  return (await res.json()) as T;
}
