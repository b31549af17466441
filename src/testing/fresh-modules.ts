import { vi } from 'vitest';

// The first setup file of the `unit` project, where a worker runs file after file in one process
// (vitest.config.ts): emptying the module registry here, before setup-tests.ts imports
// anything, has each file import the app's own modules (stores, caches, the auth client, the mock
// server) anew, while the packages in node_modules stay loaded. A package's own state outlives the
// file: auth-js counts the auth clients made in a process, so a later file's client logs "Multiple
// GoTrueClient instances detected", which is harmless here (each file has its own window and
// storage, and the earlier client's file has ended).
vi.resetModules();
