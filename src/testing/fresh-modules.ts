import { vi } from 'vitest';

// The first setup file of both unit projects. In `unit` a worker runs file after file in one
// process (vitest.config.ts): emptying the module registry here, before setup-tests.ts imports
// anything, has each file import the app's own modules (stores, caches, the auth client, the mock
// server) anew, while the packages in node_modules, which hold no state of the app, stay loaded.
vi.resetModules();
