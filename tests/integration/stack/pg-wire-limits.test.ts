/**
 * The wire layer against clients that hold the one session without doing anything with it
 * (stack/pg-wire/README.md, "What it guarantees"): dripping bytes, not reading results, or
 * taking every connection slot.
 */
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteWireServer } from '../../../stack/pg-wire/server.ts';
import { errorOf, msg, WireClient } from './wire-client.ts';

let db: PGlite;
let server: PGliteWireServer;
let port = 0;

beforeAll(async () => {
  db = await PGlite.create();
  server = new PGliteWireServer({
    db,
    port: 0,
    idleSessionTimeoutMs: 1500,
    startupTimeoutMs: 1500,
    maxConnections: 12,
    reservedConnections: 4,
    reservedFor: 'stack-service',
  });
  port = (await server.start()).port;
  const c = await WireClient.connect(port);
  c.send(msg.query('create table limit_rows (n int)'));
  await c.readUntilReady(1);
  c.destroy();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function client(applicationName?: string): Promise<pg.Client> {
  const c = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    ...(applicationName ? { application_name: applicationName } : {}),
  });
  c.on('error', () => {});
  await c.connect();
  return c;
}

async function rowCount(): Promise<number> {
  const c = await client();
  const res = await c.query<{ n: number }>('select count(*)::int as n from limit_rows');
  await c.end();
  return res.rows[0]!.n;
}

/** Waits until the client's connection is closed; returns the FATAL codes it got. */
async function closedWith(c: WireClient, ms: number): Promise<string[]> {
  const got = await c.readUntilReady(1, ms).catch(() => []);
  expect(c.closed).toBe(true);
  return got.filter((m) => m.type === 'E').map((m) => errorOf(m).code);
}

describe('the wire layer against clients that hold the session', () => {
  it('a holder inside a transaction that drips one byte at a time is still cut off (25P03)', async () => {
    const c = await WireClient.connect(port);
    c.send(msg.query(`begin; insert into limit_rows values (1)`));
    await c.readUntilReady(1);
    const bytes = msg.query('select 1');
    const t0 = Date.now();
    let i = 0;
    const drip = setInterval(() => {
      if (i < bytes.length - 1 && !c.closed) c.socket.write(bytes.subarray(i, ++i));
    }, 250);
    try {
      expect(await closedWith(c, 4000)).toEqual(['25P03']);
    } finally {
      clearInterval(drip);
    }
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(await rowCount()).toBe(0);
  });

  it('a client that does not read its results is not fed more of them', async () => {
    const c = await WireClient.connect(port);
    c.socket.pause();
    const one = msg.query(`insert into limit_rows values (1) returning repeat('x', 100000)`);
    c.send(...Array.from({ length: 300 }, () => one));
    await sleep(1500);
    const ran = await rowCount();
    console.info(`[pg-wire] a client not reading: ${ran} of 300 statements ran`);
    expect(ran).toBeLessThan(200);
    c.destroy();
    await sleep(200);
    const d = await client();
    await d.query('delete from limit_rows');
    await d.end();
  });

  it('a holder inside a transaction that does not read its results is cut off and rolled back', async () => {
    const c = await WireClient.connect(port);
    c.send(msg.query('begin'));
    await c.readUntilReady(1);
    c.socket.pause();
    const one = msg.query(`insert into limit_rows values (1) returning repeat('x', 100000)`);
    c.send(...Array.from({ length: 300 }, () => one));
    const t0 = Date.now();
    const other = await client();
    const res = await other.query<{ n: number }>('select count(*)::int as n from limit_rows');
    expect(res.rows).toEqual([{ n: 0 }]);
    expect(Date.now() - t0).toBeLessThan(6000);
    await other.end();
    c.destroy();
  });

  it("keeps the reserved slots for the stack's services when other clients take the rest", async () => {
    const ordinary: pg.Client[] = [];
    let refused = '';
    try {
      for (let i = 0; i < 12 && !refused; i++)
        await client().then(
          (c) => ordinary.push(c),
          (e: Error & { code?: string }) => (refused = e.code ?? e.message),
        );
      expect(ordinary.length).toBe(8);
      expect(refused).toBe('53300');
      const services = await Promise.all([1, 2, 3, 4].map(() => client('stack-service')));
      for (const s of services)
        expect((await s.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await Promise.all(services.map((s) => s.end()));
    } finally {
      await Promise.all(ordinary.map((c) => c.end()));
    }
  });

  it('closes sockets that never send a startup packet, so they do not hold every slot', async () => {
    const silent = await Promise.all(
      Array.from({ length: 12 }, () => {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('error', () => {});
        return new Promise<net.Socket>((resolve) => socket.once('connect', () => resolve(socket)));
      }),
    );
    try {
      // Every slot is held by a socket that said nothing: a client is turned away for now ...
      await expect(client()).rejects.toMatchObject({ code: '53300' });
      // ... and once the startup timeout has passed, each silent socket has been told why and closed.
      const fatal = await Promise.all(
        silent.map(
          (socket) =>
            new Promise<string>((resolve) => {
              const chunks: Buffer[] = [];
              socket.on('data', (d: Buffer) => chunks.push(d));
              socket.once('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
            }),
        ),
      );
      for (const text of fatal) expect(text).toContain('canceling authentication due to timeout');
      const c = await client();
      expect((await c.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await c.end();
    } finally {
      for (const socket of silent) socket.destroy();
    }
  });
});
