import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/test-utils';
import { apiFetch, apiFetchList, ApiError, queryString } from './api-client';

describe('apiFetch', () => {
  it('when the answer is 2xx JSON, then it resolves with the body and sends cookies', async () => {
    const fetchMock = vi.fn(async () => jsonResponse([{ _id: '1' }]));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiFetch('/api/all-recipes')).resolves.toEqual([{ _id: '1' }]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/all-recipes',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('when the answer is a 404 JSON body, then it throws ApiError with its message and errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Recipe not found', errors: ['a', 'b'] }, 404)),
    );

    const error = await apiFetch('/api/recipes/missing').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Recipe not found', errors: ['a', 'b'] });
  });

  it('when fetch rejects, then it throws ApiError with status 0 and "Network error occurred."', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    const error = await apiFetch('/api/all-recipes').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Network error occurred.', errors: [] });
  });

  it('when the error answer is not JSON, then the ApiError names the status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );

    await expect(apiFetch('/api/all-recipes')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502.',
    });
  });

  it('when a json option is given, then it is sent as a JSON body', async () => {
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) =>
      jsonResponse({ ok: true }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);

    await apiFetch('/api/insert-user', { method: 'POST', json: { name: 'Ann' } });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"Ann"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });
});

describe('apiFetchList', () => {
  it('when the list answer has X-Total-Count, then the total comes from the header', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify([{ id: 1 }, { id: 2 }]), {
            status: 200,
            headers: { 'Content-Type': 'application/json', 'X-Total-Count': '42' },
          }),
      ),
    );
    await expect(apiFetchList('/api/all-recipes?limit=2')).resolves.toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 42,
    });
  });

  it('when the answer is not an array, then it throws ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ id: 1 })),
    );
    await expect(apiFetchList('/api/all-recipes')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('queryString', () => {
  it('when values are empty, then they are left out', () => {
    expect(queryString({ q: '', limit: 4, page: undefined })).toBe('?limit=4');
    expect(queryString({ q: '' })).toBe('');
  });
});
