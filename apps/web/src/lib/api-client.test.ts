import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw';
import { API_PREFIX, apiFetch, apiFetchList, ApiError, queryString } from './api-client';
import { apiUpload } from './api-upload';

describe('apiFetch', () => {
  it('when the answer is 2xx JSON, then it resolves with the body and sends cookies', async () => {
    let credentials: RequestCredentials | undefined;
    let accept: string | null = null;
    server.use(
      http.get(`${API_PREFIX}/all-recipes`, ({ request }) => {
        credentials = request.credentials;
        accept = request.headers.get('Accept');
        return HttpResponse.json([{ _id: '1' }]);
      }),
    );

    await expect(apiFetch(`${API_PREFIX}/all-recipes`)).resolves.toEqual([{ _id: '1' }]);
    expect(credentials).toBe('include');
    expect(accept).toBe('application/json');
  });

  it('when the answer is a 404 JSON body, then it throws ApiError with its message and field errors', async () => {
    server.use(
      http.get(`${API_PREFIX}/recipes/missing`, () =>
        HttpResponse.json(
          {
            message: 'Recipe not found',
            errors: [{ field: 'title', message: 'Title is required' }, 'not a field error'],
          },
          { status: 404 },
        ),
      ),
    );

    const error = await apiFetch(`${API_PREFIX}/recipes/missing`).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'Recipe not found',
      errors: [{ field: 'title', message: 'Title is required' }],
    });
  });

  it('when the server cannot be reached, then it throws ApiError with status 0 and "Network error occurred."', async () => {
    server.use(http.get(`${API_PREFIX}/all-recipes`, () => HttpResponse.error()));

    const error = await apiFetch(`${API_PREFIX}/all-recipes`).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Network error occurred.', errors: [] });
  });

  it('when the call is cancelled, then the abort is passed on as it is', async () => {
    server.use(
      http.get(`${API_PREFIX}/all-recipes`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();

    const call = apiFetch(`${API_PREFIX}/all-recipes`, { signal: controller.signal });
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('when the error answer is not JSON, then the ApiError names the status', async () => {
    server.use(
      http.get(`${API_PREFIX}/all-recipes`, () => new HttpResponse('Bad Gateway', { status: 502 })),
    );

    await expect(apiFetch(`${API_PREFIX}/all-recipes`)).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502.',
    });
  });

  it('when a 429 answer says Retry-After, then the ApiError carries the seconds', async () => {
    server.use(
      http.post(`${API_PREFIX}/refresh-tokens`, () =>
        HttpResponse.json(
          { message: 'Too many session refreshes.' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );

    await expect(
      apiFetch(`${API_PREFIX}/refresh-tokens`, { method: 'POST' }),
    ).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
  });

  it('when a json option is given, then it is sent as a JSON body', async () => {
    let sent: { body: unknown; type: string | null } | undefined;
    server.use(
      http.post(`${API_PREFIX}/insert-user`, async ({ request }) => {
        sent = { body: await request.json(), type: request.headers.get('Content-Type') };
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );

    await apiFetch(`${API_PREFIX}/insert-user`, { method: 'POST', json: { name: 'Ann' } });

    expect(sent).toEqual({ body: { name: 'Ann' }, type: 'application/json' });
  });
});

describe('apiFetchList', () => {
  it('when the list answer has X-Total-Count, then the total comes from the header', async () => {
    server.use(
      http.get(`${API_PREFIX}/all-recipes`, () =>
        HttpResponse.json([{ id: 1 }, { id: 2 }], { headers: { 'X-Total-Count': '42' } }),
      ),
    );
    await expect(apiFetchList(`${API_PREFIX}/all-recipes?limit=2`)).resolves.toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 42,
    });
  });

  it('when the answer is not an array, then it throws ApiError', async () => {
    server.use(http.get(`${API_PREFIX}/all-recipes`, () => HttpResponse.json({ id: 1 })));
    await expect(apiFetchList(`${API_PREFIX}/all-recipes`)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('apiUpload', () => {
  const form = () => {
    const body = new FormData();
    body.append('title', 'Sunday Pancakes');
    return body;
  };

  it('when the form is accepted, then it resolves with the body, sent with its method and cookies', async () => {
    let received: { method: string; title: FormDataEntryValue | null } | undefined;
    server.use(
      http.put(`${API_PREFIX}/update-recipe/r1`, async ({ request }) => {
        received = { method: request.method, title: (await request.formData()).get('title') };
        return HttpResponse.json({ _id: 'r1' }, { status: 201 });
      }),
    );

    await expect(
      apiUpload(`${API_PREFIX}/update-recipe/r1`, form(), { method: 'PUT' }),
    ).resolves.toEqual({
      _id: 'r1',
    });
    expect(received).toEqual({ method: 'PUT', title: 'Sunday Pancakes' });
  });

  it('when the answer is an error, then it is the same ApiError apiFetch throws', async () => {
    server.use(
      http.post(`${API_PREFIX}/submit-recipe`, () =>
        HttpResponse.json(
          {
            message: 'Title is required',
            errors: [{ field: 'title', message: 'Title is required' }],
          },
          { status: 400 },
        ),
      ),
    );

    await expect(apiUpload(`${API_PREFIX}/submit-recipe`, form())).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Title is required',
      errors: [{ field: 'title', message: 'Title is required' }],
    });
  });

  it('when the server cannot be reached, then it throws ApiError with status 0', async () => {
    server.use(http.post(`${API_PREFIX}/submit-recipe`, () => HttpResponse.error()));

    await expect(apiUpload(`${API_PREFIX}/submit-recipe`, form())).rejects.toMatchObject({
      status: 0,
      message: 'Network error occurred.',
    });
  });

  it('when the signal is already aborted, then nothing is sent and it rejects with an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();

    await expect(
      apiUpload(`${API_PREFIX}/submit-recipe`, form(), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('queryString', () => {
  it('when values are empty, then they are left out', () => {
    expect(queryString({ q: '', limit: 4, page: undefined })).toBe('?limit=4');
    expect(queryString({ q: '' })).toBe('');
  });
});
