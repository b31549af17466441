/**
 * The wire-level mix that mixed up connections on pglite-socket, against any Postgres wire server
 * on a port: connections running explicit transactions of parameterised statements (some rolled
 * back), connections running plain parameterised `select $1` outside transactions, and a raw
 * connection pipelining several Sync-terminated batches per write. Every answer is checked against
 * what that connection sent; the run is bounded in time. Used by pg-wire.test.ts and
 * wire-mix-bench.ts.
 */
import pg from 'pg';
import { caught } from '../../support/caught.ts';
import { firstColumn, msg, WireClient, errorOf } from './wire-client.ts';

export interface MixOptions {
  port: number;
  txClients?: number;
  plainClients?: number;
  pipelineClients?: number;
  /** Transactions per transaction client (each runs 5 statements inside BEGIN ... COMMIT/ROLLBACK). */
  txRounds?: number;
  /** Statements per plain client. */
  plainRounds?: number;
  /** Pipelined writes per pipeline client, each with `pipelineDepth` batches. */
  pipelineRounds?: number;
  pipelineDepth?: number;
  /** Every client stops at this deadline (a hung server counts as errors, not as a hung test). */
  deadlineMs?: number;
}

export interface MixResult {
  statements: number;
  /** Answers that carried another connection's value, or none. */
  wrong: number;
  /** Errors returned to a client (or a client cut short by the deadline). */
  errors: number;
  ms: number;
  samples: string[];
}

const withDeadline = <T>(p: Promise<T>, deadline: number): Promise<T> =>
  Promise.race([
    p,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error('deadline reached')), Math.max(0, deadline - Date.now())),
    ),
  ]);

/** Ends a client, or drops it when the server does not answer within a second. */
async function closeClient(c: pg.Client): Promise<void> {
  const ended = await Promise.race([
    c.end().then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000)),
  ]);
  if (!ended)
    // Boundary: pg.Client's socket is internal (not in its types); a hung client is cut off there.
    (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
}

export async function runWireMix(o: MixOptions): Promise<MixResult> {
  const url = `postgres://postgres:postgres@127.0.0.1:${o.port}/postgres`;
  const r: MixResult = { statements: 0, wrong: 0, errors: 0, ms: 0, samples: [] };
  const note = (kind: 'wrong' | 'errors', text: string) => {
    r[kind]++;
    if (r.samples.length < 12) r.samples.push(`${kind}: ${text}`);
  };
  const setup = new pg.Client(url);
  await setup.connect();
  await setup.query('create table if not exists wire_mix (conn int not null, round int, v text)');
  await setup.query('truncate wire_mix');
  await setup.end();

  const started = Date.now();
  const deadline = started + (o.deadlineMs ?? 60_000);

  async function txClient(id: number): Promise<void> {
    const c = new pg.Client(url);
    c.on('error', () => {});
    let committed = 0;
    try {
      await withDeadline(c.connect(), deadline);
      for (let round = 0; round < (o.txRounds ?? 100) && Date.now() < deadline; round++) {
        await withDeadline(c.query('begin'), deadline);
        for (let k = 0; k < 2; k++) {
          await withDeadline(
            c.query('insert into wire_mix (conn, round, v) values ($1, $2, $3)', [
              id,
              round,
              `t${id}-${round}-${k}`,
            ]),
            deadline,
          );
        }
        const count = await withDeadline(
          c.query<{ n: number }>('select count(*)::int as n from wire_mix where conn = $1', [id]),
          deadline,
        );
        if (count.rows[0]?.n !== committed + 2)
          note('wrong', `tx ${id}: count ${count.rows[0]?.n} != ${committed + 2}`);
        const echo = await withDeadline(
          c.query<{ v: string }>('select $1::text as v', [`tx${id}-${round}`]),
          deadline,
        );
        if (echo.rows[0]?.v !== `tx${id}-${round}`)
          note('wrong', `tx ${id}: echo ${echo.rows[0]?.v} != tx${id}-${round}`);
        const rollback = round % 4 === 3;
        await withDeadline(c.query(rollback ? 'rollback' : 'commit'), deadline);
        if (!rollback) committed += 2;
        r.statements += 6;
      }
    } catch (e) {
      note('errors', `tx ${id}: ${caught(e).message}`);
    } finally {
      await closeClient(c);
    }
  }

  async function plainClient(id: number): Promise<void> {
    const c = new pg.Client(url);
    c.on('error', () => {});
    try {
      await withDeadline(c.connect(), deadline);
      for (let i = 0; i < (o.plainRounds ?? 300) && Date.now() < deadline; i++) {
        const want = `p${id}-${i}`;
        try {
          const res = await withDeadline(
            c.query<{ v: string; n: number }>('select $1::text as v, $2::int as n', [want, i]),
            deadline,
          );
          r.statements++;
          const row = res.rows[0];
          if (!row || row.v !== want || row.n !== i)
            note('wrong', `plain ${id}: got ${JSON.stringify(row ?? null)} for ${want}`);
        } catch (e) {
          note('errors', `plain ${id}: ${caught(e).message}`);
          if (caught(e).message === 'deadline reached') return;
        }
      }
    } catch (e) {
      note('errors', `plain ${id}: ${caught(e).message}`);
    } finally {
      await closeClient(c);
    }
  }

  async function pipelineClient(id: number): Promise<void> {
    const depth = o.pipelineDepth ?? 8;
    let c: WireClient | null = null;
    try {
      c = await withDeadline(WireClient.connect(o.port), deadline);
      for (let round = 0; round < (o.pipelineRounds ?? 40) && Date.now() < deadline; round++) {
        const wants = Array.from({ length: depth }, (_, k) => `q${id}-${round}-${k}`);
        c.send(
          ...wants.flatMap((w) => [
            msg.parse('', 'select $1::text as v'),
            msg.bind('', '', [w]),
            msg.execute(''),
            msg.sync(),
          ]),
        );
        const got = await c.readUntilReady(depth, Math.max(1, deadline - Date.now()));
        const rows = got.filter((m) => m.type === 'D').map(firstColumn);
        for (const m of got.filter((x) => x.type === 'E'))
          note('errors', `pipeline ${id}: ${errorOf(m).message}`);
        r.statements += depth;
        wants.forEach((w, k) => {
          if (rows[k] !== w) note('wrong', `pipeline ${id}: got ${rows[k]} for ${w}`);
        });
      }
    } catch (e) {
      note('errors', `pipeline ${id}: ${caught(e).message}`);
    } finally {
      c?.destroy();
    }
  }

  await Promise.all([
    ...Array.from({ length: o.txClients ?? 3 }, (_, i) => txClient(i + 1)),
    ...Array.from({ length: o.plainClients ?? 3 }, (_, i) => plainClient(i + 1)),
    ...Array.from({ length: o.pipelineClients ?? 1 }, (_, i) => pipelineClient(i + 1)),
  ]);
  r.ms = Date.now() - started;
  return r;
}
