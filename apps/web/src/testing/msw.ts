import { setupServer } from 'msw/node';

/**
 * The API as web tests see it: each test declares the answers it needs with `server.use(...)`
 * (msw's `http` handlers), and a request no handler answers fails the test.
 */
export const server = setupServer();
