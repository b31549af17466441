/**
 * The wire layer against clients that break the protocol or send what the embedded backend
 * cannot survive (stack/pg-wire/README.md, "What it guarantees"): each ends or refuses that one
 * connection, and the session keeps answering everyone else.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FrontendReader } from '../../../stack/pg-wire/reader.ts';
import { PGliteWireServer } from '../../../stack/pg-wire/server.ts';
import { errorOf, firstColumn, msg, WireClient, type BackendMessage } from './wire-client.ts';

let db: PGlite;
let server: PGliteWireServer;
let port = 0;

beforeAll(async () => {
  db = await PGlite.create();
  server = new PGliteWireServer({ db, port: 0, idleSessionTimeoutMs: 1500 });
  port = (await server.start()).port;
  const c = await WireClient.connect(port);
  c.send(msg.query('create table hostile_rows (owner text)'));
  await c.readUntilReady(1);
  c.destroy();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await db?.close();
});

/** A fresh connection answers a query within 5 s (a wedged session never would). */
async function sessionAnswers(): Promise<void> {
  const c = await Promise.race([
    WireClient.connect(port),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no startup')), 5000)),
  ]);
  c.send(msg.query(`select 'alive' as v`));
  const got = await c.readUntilReady(1, 5000);
  expect(got.filter((m) => m.type === 'D').map(firstColumn)).toEqual(['alive']);
  c.destroy();
}

const codes = (got: BackendMessage[]) =>
  got.filter((m) => m.type === 'E').map((m) => errorOf(m).code);

/** Sends `sql` as a simple Query and returns the error codes and the first column of each row. */
async function query(c: WireClient, sql: string): Promise<{ errors: string[]; rows: unknown[] }> {
  c.send(msg.query(sql));
  const got = await c.readUntilReady(1);
  return { errors: codes(got), rows: got.filter((m) => m.type === 'D').map(firstColumn) };
}

describe('the wire layer against hostile clients', () => {
  it.each(['Z', 'x', 'p', '\0'])(
    'a message of type %j after startup ends that connection with FATAL 08P01; others go on',
    async (type) => {
      const c = await WireClient.connect(port);
      // What came before the violation still runs, as in Postgres.
      c.send(msg.query(`select 'before' as v`), Buffer.from([type.charCodeAt(0), 0, 0, 0, 4]));
      const got = await c.readUntilReady(2, 5000);
      expect(got.filter((m) => m.type === 'D').map(firstColumn)).toEqual(['before']);
      expect(codes(got)).toEqual(['08P01']);
      expect(c.closed).toBe(true);
      await sessionAnswers();
    },
  );

  it('a message above the size limit is refused from its header (FATAL 54000), before its body arrives', async () => {
    const c = await WireClient.connect(port);
    const head = Buffer.from([0x51, 0, 0, 0, 0]);
    head.writeInt32BE(100 << 20, 1);
    c.send(head);
    const got = await c.readUntilReady(1, 3000);
    expect(codes(got)).toEqual(['54000']);
    expect(c.closed).toBe(true);
    await sessionAnswers();
  });

  it('reads a 50 MB message in one pass (no quadratic copy) and answers it', async () => {
    const body = Buffer.alloc(50 << 20, 0x78);
    body.write(`select 'big' as v -- `);
    body[body.length - 1] = 0;
    const whole = Buffer.concat([Buffer.from([0x51, 0, 0, 0, 0]), body]);
    whole.writeInt32BE(body.length + 4, 1);
    // The framing alone, as the socket delivers it (64 KB chunks), after a startup packet.
    const reader = new FrontendReader();
    reader.push(msg.startup());
    const t0 = performance.now();
    let read = 0;
    for (let i = 0; i < whole.length; i += 65536)
      read += reader.push(whole.subarray(i, i + 65536)).length;
    const ms = Math.round(performance.now() - t0);
    console.info(`[pg-wire] 50 MB message framed in ${ms} ms`);
    expect(read).toBe(1);
    expect(ms).toBeLessThan(3000);
    const c = await WireClient.connect(port);
    c.send(whole);
    const got = await c.readUntilReady(1, 60_000);
    expect(got.filter((m) => m.type === 'D').map(firstColumn)).toEqual(['big']);
    c.destroy();
  }, 90_000);

  it('a 16 MB literal makes the round trip', async () => {
    const c = new pg.Client(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
    await c.connect();
    const literal = 'y'.repeat(16 << 20);
    const res = await c.query<{ v: string }>(`select '${literal}' as v`);
    expect(res.rows[0]!.v.length).toBe(literal.length);
    expect(res.rows[0]!.v === literal).toBe(true);
    await c.end();
  }, 60_000);

  it('settings whose timeout would end the backend are refused (0A000); the session lives on', async () => {
    const c = await WireClient.connect(port);
    for (const sql of [
      'set idle_in_transaction_session_timeout = 100',
      'SET SESSION "idle_session_timeout" TO 100',
      'set local transaction_timeout = 100',
      `select set_config('idle_session_timeout', '100', false)`,
      `select set_config('IDLE_IN_TRANSACTION_SESSION_TIMEOUT', '100', true)`,
      'alter role postgres set idle_session_timeout = 100',
      'alter database postgres set idle_in_transaction_session_timeout = 100',
      `do $$ begin execute 'set idle_session_timeout = 100'; end $$`,
    ])
      expect((await query(c, sql)).errors, sql).toEqual(['0A000']);
    c.send(msg.parse('', 'set idle_session_timeout = 100'), msg.bind('', '', []), msg.execute(''));
    c.send(msg.sync());
    expect(codes(await c.readUntilReady(1))).toEqual(['0A000']);
    expect((await query(c, 'show idle_session_timeout')).rows).toEqual(['0']);
    await new Promise((r) => setTimeout(r, 300));
    expect(await query(c, 'begin; select 1; commit')).toEqual({ errors: [], rows: ['1'] });
    await new Promise((r) => setTimeout(r, 300));
    c.destroy();
    await sessionAnswers();
  });

  it('COPY with the client is found by a real tokenizer: comments, quotes and dollar quotes', async () => {
    const c = await WireClient.connect(port);
    for (const sql of [
      'copy hostile_rows (owner) /* /* */ ; */ from stdin',
      `select $x$ ' $x$; copy hostile_rows from stdin; select ' '`,
      `select $$ -- $$; copy hostile_rows from stdin`,
      `select E'\\''; copy hostile_rows from stdin; select ''`,
      `select "a""b" from (select 1 as "a""b") s; COPY hostile_rows TO STDOUT`,
      `-- copy\ncopy hostile_rows from stdin`,
    ])
      expect((await query(c, sql)).errors, sql).toEqual(['0A000']);
    c.send(
      msg.parse('', 'copy hostile_rows from /* */ stdin'),
      msg.bind('', '', []),
      msg.execute(''),
      msg.sync(),
    );
    expect(codes(await c.readUntilReady(1))).toEqual(['0A000']);
    for (const [sql, v] of [
      [`select 'copy x from stdin' as v`, 'copy x from stdin'],
      [`select $t$copy x from stdin$t$ as v`, 'copy x from stdin'],
      [`select E'it\\'s; copy x from stdin' as v`, `it's; copy x from stdin`],
      [`select 'a' /* ; copy x from stdin /* nested */ ; */ as v`, 'a'],
      [`select "copy" as v from (select 'b' as "copy") s -- ; copy x from stdin`, 'b'],
      [`select 'ok' as stdin`, 'ok'],
    ])
      expect(await query(c, sql!), sql).toEqual({ errors: [], rows: [v] });
    c.destroy();
    await sessionAnswers();
  });

  it("another connection's unnamed Parse between a Sync and a Bind never runs in its place", async () => {
    const a = await WireClient.connect(port);
    const b = await WireClient.connect(port);
    let crossed = 0;
    for (let i = 0; i < 50; i++) {
      a.send(msg.parse('', `select 'A${i}'`), msg.sync());
      await a.readUntilReady(1);
      b.send(msg.parse('', `select 'B${i}'`), msg.sync());
      await b.readUntilReady(1);
      a.send(msg.bind('', '', []), msg.execute(''), msg.sync());
      const rows = (await a.readUntilReady(1)).filter((m) => m.type === 'D').map(firstColumn);
      if (rows[0] !== `A${i}`) crossed++;
    }
    console.info(`[pg-wire] unnamed statement crossed ${crossed} of 50 times`);
    expect(crossed).toBe(0);
    a.destroy();
    b.destroy();
    // Their renamed unnamed statements go with them.
    const c = await WireClient.connect(port);
    const names = () => query(c, `select count(*) from pg_prepared_statements`);
    for (let i = 0; i < 20 && (await names()).rows[0] !== '0'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await names()).rows).toEqual(['0']);
    c.destroy();
  });
});
