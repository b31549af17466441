import type { AddressInfo, Server } from 'node:net';

/** The port a TCP server (http.createServer, net.createServer) listens on, once it listens. */
export function portOf(server: Server): number {
  // Boundary: a listening TCP server's address() is an AddressInfo (the types also allow a pipe name or null).
  return (server.address() as AddressInfo).port;
}
