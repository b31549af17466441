import { setupServer } from 'msw/node';
import { handlers } from '@/testing/mocks/handlers';

/** One MSW server for unit tests; tests add per-case handlers with server.use(). */
export const server = setupServer(...handlers);
