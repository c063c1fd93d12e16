import {
  PAGE_TEXT,
  pathOf,
  type Endpoint,
  type ParamsOf,
  type ResponseOf,
} from '@family-recipes/shared';
import { answerOf, ApiError, isApiError, parseJson, unreadable } from './api-client';
import type { Params } from './endpoint-client';

/*
 * Uploads with progress, apart from api-client.ts: only the pages that send photos load this, so
 * the code every page loads first stays lighter.
 */

export interface ApiUploadOptions {
  method?: 'POST' | 'PUT';
  /** Called with 0-100 while the body (and its photos) is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * apiFetch for a multipart form whose sending takes a while (a phone photo on a slow line):
 * XMLHttpRequest, because fetch reports no upload progress. The same cookies, parsing and
 * ApiError as every other call; a cancelled upload rejects with an AbortError.
 */
export function apiUpload<T>(
  path: string,
  body: FormData,
  { method = 'POST', onProgress, signal }: ApiUploadOptions = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    xhr.addEventListener('load', () => {
      try {
        const header = (name: string) =>
          typeof xhr.getResponseHeader === 'function' ? xhr.getResponseHeader(name) : null;
        resolve(answerOf(xhr.status, parseJson(xhr.responseText), header) as T);
      } catch (error) {
        reject(isApiError(error) ? error : unreadable(xhr.status));
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, PAGE_TEXT.networkError)));
    xhr.addEventListener('abort', () => reject(aborted()));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send(body);
  });
}

/** Sends a multipart form to `endpoint` with upload progress (apiUpload). */
export function upload<E extends Endpoint>(
  endpoint: E,
  input: Params<E> & { form: FormData } & Omit<ApiUploadOptions, 'method'>,
): Promise<ResponseOf<E>> {
  const { form, params, ...options } = input;
  const method = endpoint.method === 'put' ? 'PUT' : 'POST';
  return apiUpload<ResponseOf<E>>(pathOf(endpoint, (params ?? {}) as ParamsOf<E>), form, {
    ...options,
    method,
  });
}
