import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/test-utils';
import { apiFetch } from './api-client';
import { fetchEarly, takeEarly } from './early-fetch';

afterEach(() => vi.useRealTimers());

describe('early reads', () => {
  it('when the same read is started twice, then it is sent once and taken once', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    void fetchEarly('/api/once');
    void fetchEarly('/api/once');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/once', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    expect(takeEarly('/api/once')).toBeDefined();
    expect(takeEarly('/api/once')).toBeUndefined();
  });

  it('when an early answer is older than ten seconds, then apiFetch asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = vi.fn(async () => jsonResponse({ fresh: true }));
    vi.stubGlobal('fetch', fetchMock);

    void fetchEarly('/api/stale');
    vi.setSystemTime(Date.now() + 10_000);
    await apiFetch('/api/stale');

    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when the call is not a plain read, then an early answer for the path is not used', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({}));
    vi.stubGlobal('fetch', fetchMock);

    void fetchEarly('/api/written');
    await apiFetch('/api/written', { method: 'PUT' });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/written',
      expect.objectContaining({ method: 'PUT' }),
    );
  });
});
