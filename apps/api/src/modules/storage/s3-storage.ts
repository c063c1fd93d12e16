import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { AppError } from '../../http/errors.js';
import { assertSafeKey, type FileStorage } from './storage.js';
import { s3Client, s3Endpoint, type S3Place } from './s3-client.js';

export interface S3StorageOptions extends S3Place {
  bucket: string;
  /** Base URL browsers load objects from; derived from the endpoint or AWS when absent. */
  publicUrl?: string | undefined;
}

export const STORAGE_UNAVAILABLE = 'Image storage is unavailable. Please try again in a moment.';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EPIPE',
]);

/**
 * The endpoint could not be reached, or answered with a server error (after the SDK's own
 * retries): a dependency that is down, answered 503 so that clients try again (docs/architecture.md,
 * API conventions), not a fault of ours.
 */
function storageError(err: unknown): unknown {
  const e = err as { code?: unknown; name?: unknown; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  const unreachable =
    (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) ||
    e.name === 'TimeoutError' ||
    (status !== undefined && status >= 500);
  return unreachable ? new AppError(503, STORAGE_UNAVAILABLE) : err;
}

/** Stored images never change (a new upload gets a new key), so browsers may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Stores images in an S3 bucket (docs/decisions/006-images.md). */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly baseUrl: string;

  constructor(private readonly options: S3StorageOptions) {
    const endpoint = s3Endpoint(options);
    this.client = s3Client(options);
    this.baseUrl = (
      options.publicUrl ??
      (endpoint
        ? `${endpoint}/${options.bucket}`
        : `https://${options.bucket}.s3.${options.region}.amazonaws.com`)
    ).replace(/\/+$/, '');
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.putObject(key, body, body.length, contentType);
  }

  /** One PutObject streamed from the file (its length known): S3 takes up to 5 GB so. */
  async putFile(key: string, file: string, contentType: string): Promise<void> {
    assertSafeKey(key);
    const { size } = await stat(file);
    await this.putObject(key, createReadStream(file), size, contentType);
  }

  async openRead(key: string): Promise<Readable | undefined> {
    const body = await this.bodyOf(key, storageError);
    if (!body) return undefined;
    return body instanceof Readable ? body : Readable.from(body as AsyncIterable<Uint8Array>);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const body = await this.bodyOf(key, (err) => err);
    return body ? Buffer.from(await body.transformToByteArray()) : undefined;
  }

  private async putObject(
    key: string,
    body: Buffer | Readable,
    length: number,
    contentType: string,
  ): Promise<void> {
    assertSafeKey(key);
    await this.client
      .send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: length,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      )
      .catch((err: unknown) => {
        throw storageError(err);
      });
  }

  /**
   * The object's body, or undefined when there is none: NoSuchKey, or the bare 404 some
   * S3-compatible services answer instead. Any other failure is thrown as `failure` maps it.
   */
  private async bodyOf(key: string, failure: (err: unknown) => unknown) {
    assertSafeKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      return object.Body;
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (err instanceof NoSuchKey || status === 404) return undefined;
      throw failure(err);
    }
  }

  /**
   * One DeleteObject per key rather than DeleteObjects: a recipe has three keys, the multi-object
   * call needs a Content-MD5/checksum some S3-compatible services do not accept, and it reports
   * per-key failures in its response body instead of failing, which is easy to miss.
   */
  async remove(keys: string[]): Promise<void> {
    keys.forEach(assertSafeKey);
    // Settled, not Promise.all: a caller that retries or logs must know no request is still running.
    const results = await Promise.allSettled(
      keys.map((Key) =>
        this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key })),
      ),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw storageError(failed.reason);
  }

  url(key: string): string {
    return `${this.baseUrl}/${key}`;
  }

  /** Closes the HTTP agent's sockets, so tests and a graceful shutdown do not wait on them. */
  destroy(): void {
    this.client.destroy();
  }
}
