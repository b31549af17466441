/**
 * A new stack database starts from a tarball of a new cluster instead of running initdb again
 * (stack/postgres.ts, createPGlite): it must be the cluster initdb would have made, on disk as in
 * memory, and a template that cannot be loaded must never stop a stack.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createPGlite } from '../../../stack/postgres.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
const template = path.join(work, 'template.tar');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** What a cluster is made of: its databases, settings, roles, extensions and catalog. */
async function fingerprint(db: PGlite): Promise<unknown> {
  const one = async (sql: string) => (await db.query(sql)).rows;
  return {
    version: await one('select version()'),
    databases: await one('select datname, encoding, datcollate from pg_database order by 1'),
    roles: await one('select rolname, rolsuper from pg_roles order by 1'),
    extensions: await one('select name from pg_available_extensions order by 1'),
    catalog: await one(`select count(*)::int as n from pg_class where relnamespace < 16384`),
  };
}

describe('the new-cluster template', () => {
  let fromInitdb: unknown;

  it('is written by the first new cluster, which ran initdb', async () => {
    const db = await createPGlite(null, template);
    fromInitdb = await fingerprint(db);
    await db.close();
    expect(fs.statSync(template).size).toBeGreaterThan(1_000_000);
  });

  it('gives a database in memory the cluster initdb made, and a writable one', async () => {
    const db = await createPGlite(null, template);
    expect(await fingerprint(db)).toEqual(fromInitdb);
    await db.exec('create table t (n int); insert into t values (1)');
    expect((await db.query('select n from t')).rows).toEqual([{ n: 1 }]);
    await db.close();
  });

  it('fills an empty data folder, which keeps its data when opened again', async () => {
    const dir = path.join(work, 'data');
    const db = await createPGlite(dir, template);
    expect(await fingerprint(db)).toEqual(fromInitdb);
    await db.exec('create table kept (n int); insert into kept values (7)');
    await db.close();
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);

    const again = await createPGlite(dir, template);
    expect((await again.query('select n from kept')).rows).toEqual([{ n: 7 }]);
    await again.close();
  });

  it('that cannot be loaded is made again, and the stack still gets its database', async () => {
    fs.writeFileSync(template, 'not a tarball');
    const db = await createPGlite(null, template);
    expect(await fingerprint(db)).toEqual(fromInitdb);
    await db.close();
    expect(fs.statSync(template).size).toBeGreaterThan(1_000_000);
  });
});
