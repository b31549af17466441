import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { assertPortFree, freePort } from '../../../stack/ports.ts';

const execFileAsync = promisify(execFile);

const hold = (port: number) =>
  new Promise<net.Server>((resolve) => {
    const srv = net.createServer();
    srv.listen(port, '127.0.0.1', () => resolve(srv));
  });
/** Whether a listener can bind the port on 127.0.0.1 now (it is closed again at once). */
const binds = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
const close = (srv: net.Server) => new Promise<void>((resolve) => srv.close(() => resolve()));

describe('a port the stack needs', () => {
  it('released a moment later (a leftover still exiting): the stack waits for it', async () => {
    const port = await freePort();
    const srv = await hold(port);
    setTimeout(() => void close(srv), 400);
    const started = Date.now();
    await expect(assertPortFree(port, 'TEST_PORT', 3000)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('held for good: one line naming it, after the grace period', async () => {
    const port = await freePort();
    const srv = await hold(port);
    try {
      const started = Date.now();
      await expect(assertPortFree(port, 'TEST_PORT', 500)).rejects.toThrow(
        `Port ${port} (TEST_PORT) is already in use; set another with the matching *_PORT variable.`,
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    } finally {
      await close(srv);
    }
  });
});

describe('freePort', () => {
  const [lo = 0, hi = 0] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);

  it('hands out ports outside the range outgoing connections take theirs from', async () => {
    expect(hi).toBeGreaterThan(lo);
    const ports = await Promise.all(Array.from({ length: 50 }, () => freePort()));
    for (const port of ports) expect(port < lo || port > hi).toBe(true);
  });

  it('never hands the same port to two callers, even at once and from two processes', async () => {
    const other = execFileAsync(process.execPath, [
      '--import',
      'tsx',
      '-e',
      `import('${path.resolve('stack/ports.ts')}').then(async ({ freePort }) =>
         console.log(JSON.stringify(await Promise.all(Array.from({ length: 150 }, () => freePort())))))`,
    ]);
    const mine = await Promise.all(Array.from({ length: 150 }, () => freePort()));
    const theirs = JSON.parse((await other).stdout) as number[];
    expect(theirs).toHaveLength(150);
    expect(new Set([...mine, ...theirs]).size).toBe(300);
  });

  it('hands out ports that bind, and not one that is still reserved', async () => {
    const held = await freePort();
    const srv = await hold(held);
    try {
      const ports = await Promise.all(Array.from({ length: 100 }, () => freePort()));
      expect(ports).not.toContain(held);
      for (const p of ports) expect(await binds(p)).toBe(true);
    } finally {
      await close(srv);
    }
  });
});
