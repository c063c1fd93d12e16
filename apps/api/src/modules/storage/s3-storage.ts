import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Storage } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible endpoint; AWS when absent. */
  endpoint?: string | undefined;
  /** Base URL browsers load objects from; derived from the endpoint or AWS when absent. */
  publicUrl?: string | undefined;
}

/** Stores images in an S3 bucket (DESIGN.md D4). */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly baseUrl: string;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    });
    this.baseUrl = (
      options.publicUrl ??
      (options.endpoint
        ? `${options.endpoint}/${options.bucket}`
        : `https://${options.bucket}.s3.${options.region}.amazonaws.com`)
    ).replace(/\/$/, '');
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.options.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })) },
      }),
    );
  }

  url(key: string): string {
    return `${this.baseUrl}/${key}`;
  }
}
