import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A running S3-compatible server for tests; never used by the application itself. */
export interface S3TestServer {
  /** Base URL, e.g. `http://127.0.0.1:41234`; use with path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  /** s3rver only accepts requests signed with its built-in key pair. */
  accessKeyId: string;
  secretAccessKey: string;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
}

/**
 * Starts s3rver on loopback with a fresh folder and one empty bucket, so S3Storage is tested
 * against real HTTP and real S3 request signing instead of a mocked client.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'fr-s3-'));
  const bucket = `recipes-${randomUUID().slice(0, 8)}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Buckets are addressed by path (S3Storage sets forcePathStyle for custom endpoints); host
    // names like `bucket.127.0.0.1` would not resolve.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run().catch(async (err: unknown) => {
    await rm(directory, { recursive: true, force: true });
    throw err;
  });
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
