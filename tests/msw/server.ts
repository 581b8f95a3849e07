import { setupServer } from 'msw/node';

/** The unit-test MSW server; tests add handlers with `server.use(...)`. */
export const server = setupServer();
