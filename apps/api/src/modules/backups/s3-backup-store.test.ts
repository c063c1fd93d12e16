import { createHash, randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.js';
import { useTestDatabase } from '../../test/test-database.js';
import { insertRecipe } from '../../test/test-recipes.js';
import { S3BackupStore } from './s3-backup-store.js';
import { runnerOn } from './test-backups.js';

const PART = 5 * 1024 * 1024;
let server: S3TestServer;
let store: S3BackupStore;

beforeAll(async () => {
  server = await startS3TestServer();
  store = new S3BackupStore({
    bucket: server.bucket,
    prefix: 'site-a/',
    region: server.region,
    endpoint: server.endpoint,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    partBytes: PART,
  });
});
async function bytesOf(key: string): Promise<Buffer> {
  const read = await store.read(key);
  if (!read) throw new Error(`no object at ${key}`);
  return buffer(read);
}

afterAll(async () => {
  store?.destroy();
  await server?.stop();
});

describe('backup files in an S3 bucket (s3rver)', () => {
  it('when a file of several parts is written, then nothing is under its key until it is finished, and then its bytes are all there', async () => {
    const bytes = randomBytes(2 * PART + 12_345);
    const writer = await store.create('big.json');
    for (let i = 0; i < bytes.length; i += 1024 * 1024) {
      await writer.write(bytes.subarray(i, i + 1024 * 1024));
    }

    expect(await store.read('big.json')).toBeUndefined();
    expect(await store.list()).not.toContain('big.json');
    await writer.finish();

    const read = await bytesOf('big.json');
    expect(createHash('sha256').update(read).digest('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
    expect(await store.list()).toContain('big.json');
    await store.remove('big.json');
    expect(await store.read('big.json')).toBeUndefined();
  });

  it('when a file is dropped before it is finished, then there is no object under its key', async () => {
    const writer = await store.create('dropped.json');
    await writer.write(Buffer.from('{"format":'));
    // s3rver refuses AbortMultipartUpload (S3 and MinIO take it); unfinished, nothing shows anyway.
    await writer.abort().catch(() => undefined);

    expect(await store.read('dropped.json')).toBeUndefined();
    expect(await store.list()).not.toContain('dropped.json');
  });

  describe('a backup written by the runner', () => {
    const test = useTestDatabase('file');

    it('when it completes, then the object’s bytes have the recorded checksum and size', async () => {
      await insertRecipe({ db: test }, { title: 'Apple Pie' });
      const { runner } = runnerOn(test.database, store);

      const done = await runner.run('manual');

      expect(done).toMatchObject({ status: 'complete', recipes: 1 });
      const bytes = await bytesOf(done?.storageKey ?? '');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(done?.checksum);
      expect(bytes.length).toBe(done?.size);
      expect(await store.list()).toEqual([done?.storageKey]);
    });
  });
});
