import net from 'node:net';

function tryBind(port: number): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', (err: NodeJS.ErrnoException) => resolve(err));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(null)));
  });
}

/**
 * Resolves when the port can be bound on 127.0.0.1, rejects with a one-line message naming it. A
 * port still in use is tried again for up to `graceMs`: a process stopped a moment ago (the
 * leftovers of a killed stack) can hold its sockets for a little while after it stopped counting
 * as running.
 */
export async function assertPortFree(port: number, what: string, graceMs = 3000): Promise<void> {
  const deadline = Date.now() + graceMs;
  for (;;) {
    const err = await tryBind(port);
    if (!err) return;
    if (err.code !== 'EADDRINUSE')
      throw new Error(`Port ${port} (${what}) cannot be used: ${err.message}`);
    if (Date.now() >= deadline)
      throw new Error(
        `Port ${port} (${what}) is already in use; set another with the matching *_PORT variable.`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A free TCP port on 127.0.0.1, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls until something accepts TCP connections on the port. */
export async function waitForPort(
  port: number,
  timeoutMs = 30_000,
  host = '127.0.0.1',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const sock = net.connect(port, host);
      sock.once('connect', () => {
        sock.destroy();
        resolve(true);
      });
      sock.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for port ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Polls an HTTP URL until it answers with a status below 500. */
export async function waitForHttp(
  url: string,
  timeoutMs = 30_000,
  headers: Record<string, string> = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    try {
      const res = await fetch(url, { headers });
      if (res.status < 500) return;
      last = `status ${res.status}`;
    } catch (e) {
      last = (e as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${url} (${last})`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
