import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import {
  assertBackupKey,
  isBackupKey,
  type BackupStore,
  type BackupWriter,
} from './backup-store.js';
import { s3Client, type S3Place } from '../storage/s3-client.js';

export interface S3BackupStoreOptions extends S3Place {
  bucket: string;
  /** Put before every key: empty, or ending in `/`. */
  prefix: string;
  /** Bytes per uploaded part; S3 takes 5 MiB at least for every part but the last. */
  partBytes?: number;
}

const PART_BYTES = 8 * 1024 * 1024;

/**
 * Backup files in an S3 bucket. A file is a multipart upload: its parts are sent as the backup
 * is written (one part in memory at a time), and S3 shows an object under the key only when the
 * upload is completed; a failed backup aborts it, and the parts of one cut off by a crash stay
 * invisible (a bucket lifecycle rule for incomplete multipart uploads removes them).
 */
export class S3BackupStore implements BackupStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly partBytes: number;

  constructor(private readonly options: S3BackupStoreOptions) {
    this.partBytes = options.partBytes ?? PART_BYTES;
    this.client = s3Client(options);
  }

  async create(key: string): Promise<BackupWriter> {
    const Key = this.objectKey(key);
    const Bucket = this.options.bucket;
    const started = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket, Key, ContentType: 'application/json' }),
    );
    const UploadId = started.UploadId;
    if (!UploadId) throw new Error('The S3 service started no upload.');
    const parts: { ETag: string; PartNumber: number }[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const sendPart = async () => {
      const Body = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      const PartNumber = parts.length + 1;
      const sent = await this.client.send(
        new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body }),
      );
      if (!sent.ETag) throw new Error('The S3 service did not acknowledge a part.');
      parts.push({ ETag: sent.ETag, PartNumber });
    };
    return {
      write: async (chunk) => {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= this.partBytes) await sendPart();
      },
      finish: async () => {
        if (pendingBytes > 0 || parts.length === 0) await sendPart();
        await this.client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      },
      abort: async () => {
        pending = [];
        await this.client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
      },
    };
  }

  async read(key: string): Promise<Readable | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      );
      const body = object.Body;
      if (!body) return undefined;
      return body instanceof Readable ? body : Readable.from(body as AsyncIterable<Uint8Array>);
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (err instanceof NoSuchKey || status === 404) return undefined;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
  }

  async list(): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: this.options.prefix,
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.options.prefix.length) ?? '';
        if (isBackupKey(key)) keys.push(key);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  /** Closes the HTTP agent's sockets. */
  destroy(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    assertBackupKey(key);
    return `${this.options.prefix}${key}`;
  }
}
