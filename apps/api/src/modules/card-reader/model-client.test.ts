import { afterEach, describe, expect, it, vi } from 'vitest';
import { askModel, ModelCallError } from './model-client.js';

/*
 * The model call's deadline, on the logic alone: a fetch that never settles and never listens to
 * its signal (what a fetch that lost its signal does) still ends at the timeout, and the process
 * stopping ends it at once.
 */

const request = { endpoint: 'https://reader.example', model: 'm', key: null, photos: [] };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('askModel', () => {
  it('when the network never answers and the abort does not reach it, then the call fails at its timeout as unreachable', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const call = askModel(request, { timeoutMs: 5_000, stopping: new AbortController().signal });
    const outcome = call.then(
      () => 'answered',
      (err: unknown) => err,
    );
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await outcome;
    expect(err).toBeInstanceOf(ModelCallError);
    expect((err as ModelCallError).kind).toBe('unreachable');
  });

  it('when the process stops, then the call ends at once as interrupted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const stopping = new AbortController();
    const call = askModel(request, { timeoutMs: 60_000, stopping: stopping.signal });
    stopping.abort();
    await expect(call).rejects.toMatchObject({ kind: 'interrupted' });
  });
});
