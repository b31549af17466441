/**
 * Before/after figures of the wire layer (stack/pg-wire/README.md, "Tests and figures") on this
 * machine, in one run: the wire-level mix against upstream pglite-socket (what the stack used
 * before) and against stack/pg-wire, each on a fresh in-memory PGlite.
 *
 *   npx tsx tests/integration/stack/wire-mix-bench.ts [deadline-seconds]
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PGliteWireServer } from '../../../stack/pg-wire/server.ts';
import { runWireMix, type MixResult } from './wire-mix.ts';

const deadlineMs = Number(process.argv[2] ?? 30) * 1000;

async function measure(
  name: string,
  serve: (db: PGlite) => Promise<{ port: number; stop(): Promise<void> }>,
) {
  const db = await PGlite.create();
  const server = await serve(db);
  let r: MixResult;
  try {
    r = await runWireMix({ port: server.port, deadlineMs });
  } finally {
    // A wedged upstream session may never answer again: do not wait for it to stop.
    await Promise.race([server.stop(), new Promise((res) => setTimeout(res, 2000))]);
  }
  console.log(
    `${name.padEnd(22)} ${String(r.statements).padStart(5)} statements answered in ${String(r.ms).padStart(6)} ms: ${r.wrong} wrong, ${r.errors} errors`,
  );
  for (const s of r.samples.slice(0, 3)) console.log(`${''.padEnd(22)} e.g. ${s}`);
}

await measure('pglite-socket 0.2.17', async (db) => {
  const s = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 100 });
  await s.start();
  return { port: Number(s.getServerConn().split(':')[1]), stop: () => s.stop() };
});
await measure('stack/pg-wire', async (db) => {
  const s = new PGliteWireServer({ db, port: 0 });
  const { port } = await s.start();
  return { port, stop: () => s.stop() };
});
process.exit(0);
