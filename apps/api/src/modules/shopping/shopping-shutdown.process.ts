import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../../test/child-server.js';
import { createTestUser, type TestUser } from '../../test/test-users.js';
import { openStream, within } from '../../test/shopping-lists.js';

/*
 * An open event stream never ends by itself: on SIGTERM the server ends it (server.ts aborts the
 * app's `stopping` signal), so the process still exits promptly with code 0.
 */

let server: ChildServer;
let cook: TestUser;

beforeAll(async () => {
  server = await startChildServer();
  cook = await createTestUser(await server.identity(), { groups: ['user'] });
}, 90_000);
afterAll(async () => {
  await server?.dispose();
});

describe('shutdown with a shopping list open live', () => {
  it('when SIGTERM arrives while a list’s event stream is open, then the stream ends and the process exits with 0 within 5 s', async () => {
    const created = await fetch(`${server.base}/api/shopping-lists`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${cook.idToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Shutdown shop' }),
    });
    expect(created.status).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    const stream = await openStream(server.base, `/api/shopping-lists/${id}/events`, cook);
    expect(stream.status).toBe(200);

    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    await within(stream.ended, 5_000);
    const code = await within(server.exited(), 5_000);
    expect(code).toBe(0);
    expect(performance.now() - signalledAt).toBeLessThan(5_000);
  });
});
