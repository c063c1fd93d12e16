import { PAGE_TEXT, type Recipe } from '@family-recipes/shared';
import { ApiError } from '../../../lib/api-client';

export interface SendRecipeOptions {
  /** Called with 0-100 while the form (and its photo) is uploaded. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends the recipe form as multipart data. XMLHttpRequest rather than apiFetch because fetch
 * reports no upload progress, and a phone photo can take a while on a slow line. Cookies go
 * along and a non-2xx answer becomes an ApiError, exactly as apiFetch does.
 */
export function sendRecipeForm(
  method: 'POST' | 'PUT',
  url: string,
  body: FormData,
  { onProgress, signal }: SendRecipeOptions = {},
): Promise<Recipe> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    xhr.addEventListener('load', () => {
      const payload = readJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isRecord(payload)) {
        resolve(payload as unknown as Recipe);
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        reject(new ApiError(xhr.status, 'The server sent an answer that could not be read.'));
        return;
      }
      reject(
        new ApiError(
          xhr.status,
          messageOf(payload) ?? `Request failed with status ${xhr.status}.`,
          errorsOf(payload),
        ),
      );
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, PAGE_TEXT.networkError)));
    xhr.addEventListener('abort', () =>
      reject(new DOMException('The upload was cancelled.', 'AbortError')),
    );
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send(body);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function messageOf(payload: unknown): string | undefined {
  if (!isRecord(payload)) return undefined;
  const { message } = payload;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

function errorsOf(payload: unknown): string[] {
  if (!isRecord(payload) || !Array.isArray(payload['errors'])) return [];
  return payload['errors'].filter((item): item is string => typeof item === 'string');
}
