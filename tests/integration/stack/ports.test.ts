import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertPortFree, freePort } from '../../../stack/ports.ts';

const hold = (port: number) =>
  new Promise<net.Server>((resolve) => {
    const srv = net.createServer();
    srv.listen(port, '127.0.0.1', () => resolve(srv));
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
