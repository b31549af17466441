/**
 * The wire layer in front of PGlite (issue 10 §1): every connection gets only the answers to its
 * own statements, whatever the mix of transactions, extended-protocol batches and pipelining
 * across connections, and a connection that dies mid-batch or mid-transaction releases the one
 * PGlite session (rolled back) instead of wedging it.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, firstColumn, msg, WireClient } from './wire-client.ts';
import { runWireMix } from './wire-mix.ts';

let db: PGlite;
let port = 0;
let stop: () => Promise<void> = async () => {};

async function startServer(database: PGlite): Promise<{ port: number; stop(): Promise<void> }> {
  const server = new PGLiteSocketServer({
    db: database,
    port: 0,
    host: '127.0.0.1',
    maxConnections: 100,
  });
  await server.start();
  return { port: Number(server.getServerConn().split(':')[1]), stop: () => server.stop() };
}

const url = () => `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;

async function client(): Promise<pg.Client> {
  const c = new pg.Client(url());
  c.on('error', () => {});
  await c.connect();
  return c;
}

/** A query that must answer within `ms` (a wedged session would never answer). */
async function answersWithin<T extends pg.QueryResultRow>(
  c: pg.Client,
  sql: string,
  params: unknown[] = [],
  ms = 5000,
): Promise<T[]> {
  const res = await Promise.race([
    c.query<T>(sql, params),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms),
    ),
  ]);
  return res.rows;
}

beforeAll(async () => {
  db = await PGlite.create();
  const s = await startServer(db);
  port = s.port;
  stop = s.stop;
  const c = await client();
  await c.query('create table wire_rows (id serial primary key, owner text not null)');
  await c.end();
}, 60_000);

afterAll(async () => {
  await stop();
  await db?.close();
});

describe('the PGlite wire layer', () => {
  it('answers ~3,000 statements of mixed transactions, plain parameterised selects and pipelined batches, each to its own connection', async () => {
    const result = await runWireMix({ port, deadlineMs: 90_000 });
    console.info(
      `[wire mix] ${result.statements} statements in ${result.ms} ms: ${result.wrong} wrong, ${result.errors} errors`,
    );
    expect(result.samples).toEqual([]);
    expect(result.wrong).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.statements).toBeGreaterThanOrEqual(2500);
  }, 120_000);

  it('a connection dropped between Bind and Sync releases the session; its statement never ran', async () => {
    const other = await client();
    const dying = await WireClient.connect(port);
    dying.send(
      msg.parse('', 'insert into wire_rows (owner) values ($1)'),
      msg.bind('', '', ['dropped-mid-batch']),
      msg.execute(''),
    );
    await new Promise((r) => setTimeout(r, 100));
    dying.destroy();
    const rows = await answersWithin<{ n: number }>(
      other,
      `select count(*)::int as n from wire_rows where owner = 'dropped-mid-batch'`,
    );
    expect(rows[0]!.n).toBe(0);
    await other.end();
  });

  it('a connection dropped inside a transaction is rolled back and the session is free again', async () => {
    const other = await client();
    const dying = await WireClient.connect(port);
    dying.send(msg.query(`begin; insert into wire_rows (owner) values ('dropped-in-tx')`));
    const got = await dying.readUntilReady(1);
    expect(got.at(-1)!.body.toString('latin1')).toBe('T');
    dying.destroy();
    expect(
      await answersWithin<{ n: number }>(
        other,
        `select count(*)::int as n from wire_rows where owner = 'dropped-in-tx'`,
      ),
    ).toEqual([{ n: 0 }]);
    // The session is idle: a new transaction starts and ends normally.
    await answersWithin(other, 'begin');
    await answersWithin(other, `insert into wire_rows (owner) values ('after-drop')`);
    await answersWithin(other, 'commit');
    expect(
      await answersWithin<{ n: number }>(
        other,
        `select count(*)::int as n from wire_rows where owner = 'after-drop'`,
      ),
    ).toEqual([{ n: 1 }]);
    await other.end();
  });

  it('a pipelined batch whose first statement fails skips to its Sync, and the next batches still answer', async () => {
    const c = await WireClient.connect(port);
    c.send(
      msg.parse('', 'select 1/0'),
      msg.bind('', '', []),
      msg.execute(''),
      msg.parse('', 'select $1::text'),
      msg.bind('', '', ['skipped']),
      msg.execute(''),
      msg.sync(),
      msg.parse('', 'select $1::text'),
      msg.bind('', '', ['after-error']),
      msg.execute(''),
      msg.sync(),
    );
    const got = await c.readUntilReady(2);
    const errors = got.filter((m) => m.type === 'E').map((m) => errorOf(m).code);
    expect(errors).toEqual(['22012']);
    expect(got.filter((m) => m.type === 'D').map(firstColumn)).toEqual(['after-error']);
    c.destroy();
  });
});
