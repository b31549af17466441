/**
 * The wire layer in front of PGlite (stack/pg-wire/README.md, "What it guarantees"): every
 * connection gets only the answers to its own statements, whatever the mix of transactions,
 * extended-protocol batches and pipelining across connections, and a connection that dies mid-batch
 * or mid-transaction releases the one PGlite session (rolled back) instead of wedging it.
 */
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteWireServer } from '../../../stack/pg-wire/server.ts';
import { caught } from '../../support/caught.ts';
import { errorOf, firstColumn, msg, WireClient } from './wire-client.ts';
import { runWireMix } from './wire-mix.ts';

let db: PGlite;
let port = 0;
let stop: () => Promise<void> = async () => {};

async function startServer(database: PGlite): Promise<{ port: number; stop(): Promise<void> }> {
  // A short idle-session timeout, so the test of a stuck holder does not wait a minute.
  const server = new PGliteWireServer({ db: database, port: 0, idleSessionTimeoutMs: 1500 });
  const { port: bound } = await server.start();
  return { port: bound, stop: () => server.stop() };
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

  it('named prepared statements belong to their connection: same name, different SQL, no clash; dropped with it', async () => {
    const a = await client();
    const b = await client();
    const runs = Array.from({ length: 40 }, (_, i) =>
      Promise.all([
        a.query<{ v: string }>({
          name: 'echo',
          text: `select $1::text || '-a' as v`,
          values: [`${i}`],
        }),
        b.query<{ v: string }>({
          name: 'echo',
          text: `select $1::text || '-b' as v`,
          values: [`${i}`],
        }),
      ]),
    );
    const answers = await Promise.all(runs);
    answers.forEach(([ra, rb], i) => {
      expect(ra.rows[0]!.v).toBe(`${i}-a`);
      expect(rb.rows[0]!.v).toBe(`${i}-b`);
    });
    const named = async () =>
      (
        await answersWithin<{ n: number }>(
          b,
          `select count(*)::int as n from pg_prepared_statements where name like '%echo'`,
        )
      )[0]!.n;
    expect(await named()).toBe(2);
    await a.end();
    await new Promise((r) => setTimeout(r, 200));
    expect(await named()).toBe(1);
    await b.end();
  });

  it('a holder idle inside a transaction past the timeout is disconnected (25P03) and rolled back; the others go on', async () => {
    const stuck = await client();
    const errors: string[] = [];
    stuck.on('error', (e) => errors.push(caught(e).code ?? e.message));
    await stuck.query('begin');
    await stuck.query(`insert into wire_rows (owner) values ('stuck')`);
    const t0 = Date.now();
    const other = await client();
    const rows = await answersWithin<{ n: number }>(
      other,
      `select count(*)::int as n from wire_rows where owner = 'stuck'`,
      [],
      10_000,
    );
    expect(rows).toEqual([{ n: 0 }]);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
    await new Promise((r) => setTimeout(r, 100));
    expect(errors).toContain('25P03');
    await other.end();
  });

  it('a client whose startup packet the backend cannot process gets an error; the session stays usable', async () => {
    const raw = await new Promise<net.Socket>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => resolve(s));
    });
    const chunks: Buffer[] = [];
    raw.on('data', (d: Buffer) => chunks.push(d));
    // Protocol 3.0, a parameter name without a value and no terminating NUL.
    const body = Buffer.concat([Buffer.from([0, 3, 0, 0]), Buffer.from('user\0')]);
    const len = Buffer.alloc(4);
    len.writeInt32BE(body.length + 4);
    raw.write(Buffer.concat([len, body]));
    await new Promise<void>((resolve) => raw.once('close', () => resolve()));
    const reply = Buffer.concat(chunks);
    expect(reply.subarray(0, 1).toString()).toBe('E');
    expect(reply.toString('latin1')).toContain('C08P01');
    const other = await client();
    expect(await answersWithin(other, 'select 1 as one')).toEqual([{ one: 1 }]);
    await other.end();
  });

  it('COPY with the client (which would end the embedded backend) is refused with feature_not_supported', async () => {
    const c = await WireClient.connect(port);
    for (const sql of [
      'copy wire_rows (owner) from stdin',
      'COPY (select 1) TO STDOUT',
      `select 1; copy wire_rows from stdin with (format csv)`,
    ]) {
      c.send(msg.query(sql));
      const got = await c.readUntilReady(1);
      expect(got.filter((m) => m.type === 'E').map((m) => errorOf(m).code)).toEqual(['0A000']);
      expect(got.at(-1)!.body.toString('latin1')).toBe('I');
    }
    // Not fooled by the words inside a literal.
    c.send(msg.query(`select 'copy x from stdin' as v`));
    const literal = await c.readUntilReady(1);
    expect(literal.filter((m) => m.type === 'D').map(firstColumn)).toEqual(['copy x from stdin']);
    c.destroy();
    const other = await client();
    expect(await answersWithin(other, 'select 1 as one')).toEqual([{ one: 1 }]);
    await other.end();
  });
});
