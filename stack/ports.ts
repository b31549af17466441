import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

/**
 * The ports the OS hands to outgoing connections and to listeners on port 0 (Linux reads them
 * from /proc; elsewhere the IANA range, which macOS and Windows use).
 */
function ephemeralRange(): [number, number] {
  try {
    const [lo = 0, hi = 0] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (lo > 0 && hi >= lo) return [lo, hi];
  } catch {
    // Not Linux: fall through to the IANA range.
  }
  return [49152, 65535];
}

/** The lowest port freePort hands out: clear of the well-known services' ports below it. */
const LOWEST = 15_000;

/**
 * Where freePort draws from, read once per process: `below` ports from LOWEST up to the
 * ephemeral range, and `above` ports from `aboveFrom` (past the range) to 65535.
 */
function candidatePorts(): { below: number; aboveFrom: number; above: number } {
  const [lo, hi] = ephemeralRange();
  const aboveFrom = Math.max(hi + 1, LOWEST);
  return { below: Math.max(0, lo - LOWEST), aboveFrom, above: Math.max(0, 65536 - aboveFrom) };
}
let candidates: ReturnType<typeof candidatePorts> | undefined;

/** How long a port freePort handed out stays reserved for the stack that asked for it. */
const RESERVED_MS = 10 * 60_000;
const reservations = path.join(os.tmpdir(), 'claimdesk-ports');

let swept = false;

/** Creates the reservations' folder and, once per process, removes the reservations that expired. */
function sweepReservations(): void {
  mkdirSync(reservations, { recursive: true });
  for (const name of readdirSync(reservations)) {
    try {
      const file = path.join(reservations, name);
      if (Date.now() - statSync(file).mtimeMs >= RESERVED_MS) unlinkSync(file);
    } catch {
      // Swept by another process at the same moment.
    }
  }
  swept = true;
}

/**
 * Claims the port for this caller across every process on the machine: the first to create the
 * port's file wins, and a file older than RESERVED_MS is a leftover that no longer counts.
 */
function reserve(port: number): boolean {
  const file = path.join(reservations, String(port));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      try {
        if (Date.now() - statSync(file).mtimeMs < RESERVED_MS) return false;
        unlinkSync(file);
      } catch {
        // Another caller removed or renewed it first: try once more.
      }
    }
  }
  return false;
}

/** A port the OS picks: the fallback on a machine whose ephemeral range leaves no room. */
function osChosenPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A free TCP port on 127.0.0.1 for a stack that binds it a little later. It lies outside the
 * ephemeral range, so no outgoing connection can take it in between, and it is reserved for a
 * while, so that no other caller of freePort (in this process or another) is given it too.
 */
export async function freePort(): Promise<number> {
  const { below, aboveFrom, above } = (candidates ??= candidatePorts());
  if (below + above === 0) return osChosenPort();
  if (!swept) sweepReservations();
  for (let tries = 0; tries < 200; tries++) {
    const n = Math.floor(Math.random() * (below + above));
    const port = n < below ? LOWEST + n : aboveFrom + (n - below);
    if (!reserve(port)) continue;
    if ((await tryBind(port)) === null) return port;
  }
  throw new Error('No free port found outside the ephemeral range after 200 tries.');
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
