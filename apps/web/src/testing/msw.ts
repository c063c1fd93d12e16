import { getUser, pathOf } from '@family-recipes/shared';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The signed-in person's record, which the header reads for the account's language
 * (features/identity/account-language.tsx): unless a test answers it, the record is not there.
 */
const noUserRecord = http.get(pathOf(getUser, { email: 'x' }).replace(/x$/, ':email'), () =>
  HttpResponse.json({ message: 'User not found' }, { status: 404 }),
);

/**
 * The API as web tests see it: each test declares the answers it needs with `server.use(...)`
 * (msw's `http` handlers), and a request no handler answers fails the test.
 */
export const server = setupServer(noUserRecord);
