/** A local HTTP server for Deno tests: records requests, answers from a script of responses. */
export interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

export function startFakeServer(replyFor: (req: Recorded, index: number) => Reply) {
  const requests: Recorded[] = [];
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, async (req) => {
    const url = new URL(req.url);
    const rec: Recorded = {
      method: req.method,
      path: url.pathname + url.search,
      headers: Object.fromEntries(req.headers.entries()),
      body: await req.text(),
    };
    requests.push(rec);
    const reply = replyFor(rec, requests.length - 1);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...(reply.headers ?? {}) },
    });
  });
  return {
    url: `http://127.0.0.1:${portOf(server.addr)}`,
    requests,
    close: () => server.shutdown(),
  };
}

/** The port of a TCP listener's address (Deno types `addr` as any kind of address). */
export function portOf(addr: Deno.Addr): number {
  if (addr.transport !== 'tcp') throw new Error(`not a TCP listener: ${addr.transport}`);
  return addr.port;
}
