import { CreateBucketCommand, DeleteBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { Express } from 'express';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackupList, BackupRecord } from '@family-recipes/shared';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_SITE_ORIGIN } from '../../test/test-identity.js';
import { insertRecipe } from '../../test/test-recipes.js';
import { bearer, createTestUser, type TestUser } from '../../test/test-users.js';
import type { BackupSource } from './backup-runner.js';
import { BACKUP_MESSAGES } from './backups.messages.js';
import { createBackupsModule, type BackupsModule } from './index.js';
import { S3BackupStore } from './s3-backup-store.js';
import { exportOf, tempFolder } from './test-backups.js';

/*
 * Faults a backup meets on a real engine and a real S3 service: each backup is recorded failed
 * with its reason, leaves no file that looks whole, and the next one completes.
 */

let t: TestApp;
let admin: TestUser;
let s3: S3TestServer;
let client: S3Client;

/** A backups module on the test app with `source` in front of the real export and `store`. */
function moduleWith(deps: { store?: S3BackupStore; source?: BackupSource; dir?: string }) {
  const backups: BackupsModule = createBackupsModule({
    db: t.db.database.db,
    storage: t.storage,
    settings: { ...t.config.backups, store: { kind: 'folder', dir: deps.dir ?? '/nonexistent' } },
    publicUrl: TEST_SITE_ORIGIN,
    store: deps.store,
    source: deps.source,
  });
  return { backups, app: t.build({ backups }) };
}

/** Backs up now through the API and answers the finished record as the list shows it. */
async function backUp(app: Express, backups: BackupsModule): Promise<BackupRecord | undefined> {
  const started = await request(app).post('/api/admin/backups').set(bearer(admin)).expect(202);
  await backups.runner.idle();
  const list = (await request(app).get('/api/admin/backups').set(bearer(admin)).expect(200))
    .body as BackupList;
  return list.items.find((item) => item.id === (started.body as BackupRecord).id);
}

function s3Store(bucket: string): S3BackupStore {
  return new S3BackupStore({
    bucket,
    prefix: 'site/',
    region: s3.region,
    endpoint: s3.endpoint,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    partBytes: 5 * 1024 * 1024,
  });
}

beforeAll(async () => {
  [t, s3] = await Promise.all([createTestApp(), startS3TestServer()]);
  admin = await createTestUser(t.identity.settings, { groups: ['admin'], name: 'Admin Ada' });
  for (const title of ['Apple Pie', 'Bean Soup', 'Corn Bread']) await insertRecipe(t, { title });
  client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
});
afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  await t?.dispose();
});

describe('a backup to an S3 bucket that refuses it', () => {
  it('when the bucket does not exist, then the backup is recorded failed with S3’s reason, and once it exists the next backup completes', async () => {
    const bucket = 'no-such-bucket';
    const store = s3Store(bucket);
    const { backups, app } = moduleWith({ store });
    try {
      const failed = await backUp(app, backups);

      expect(failed).toMatchObject({ status: 'failed', checksum: null });
      expect(failed?.error).toBe(BACKUP_MESSAGES.storage('The specified bucket does not exist.'));

      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      const done = await backUp(app, backups);
      expect(done).toMatchObject({ status: 'complete', recipes: 3, error: null });
      expect(await store.list()).toEqual([done?.file_name]);
    } finally {
      store.destroy();
    }
  });

  it('when the bucket is deleted while the backup is written, then it is recorded failed and nothing is under its key', async () => {
    const bucket = 'deleted-midway';
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    const store = s3Store(bucket);
    let deleteBucket = true;
    const source: BackupSource = {
      async *backup(origin) {
        let first = true;
        for await (const chunk of exportOf(t.db.database).backup(origin)) {
          yield chunk;
          // After the upload started (create) and before its part and completion are sent.
          if (first && deleteBucket) await client.send(new DeleteBucketCommand({ Bucket: bucket }));
          first = false;
        }
      },
    };
    const { backups, app } = moduleWith({ store, source });
    try {
      const failed = await backUp(app, backups);

      expect(failed).toMatchObject({ status: 'failed', checksum: null });
      expect(failed?.error).toBe(BACKUP_MESSAGES.storage('The specified bucket does not exist.'));

      deleteBucket = false;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      expect(await store.list()).toEqual([]);
      const done = await backUp(app, backups);
      expect(done).toMatchObject({ status: 'complete', recipes: 3 });
      expect(await store.list()).toEqual([done?.file_name]);
    } finally {
      store.destroy();
    }
  });
});

// On PGlite there is no server connection to cut: backup-runner.test.ts covers a database that
// fails mid-way there with the error the driver throws.
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  describe('a backup whose PostgreSQL connection is terminated', () => {
    it('when the server ends the backend reading the recipes, then the backup is recorded failed with the database’s words, leaves no file, and the next one completes', async () => {
      const folder = await tempFolder();
      const admin2 = new pg.Client({ connectionString: t.db.url });
      await admin2.connect();
      let lockTables = true;
      const source: BackupSource = {
        async *backup(origin) {
          let first = true;
          for await (const chunk of exportOf(t.db.database).backup(origin)) {
            // Holds the recipes so that the backup's next read waits on them, in flight.
            if (first && lockTables) {
              await admin2.query('BEGIN; LOCK TABLE recipes IN ACCESS EXCLUSIVE MODE');
            }
            first = false;
            yield chunk;
          }
        },
      };
      const { backups, app } = moduleWith({ source, dir: folder.dir });
      try {
        const started = await request(app).post('/api/admin/backups').set(bearer(admin));
        expect(started.status).toBe(202);
        const waiting = async () =>
          (
            await admin2.query<{ pid: number }>(
              `SELECT pid FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            )
          ).rows;
        await vi.waitFor(async () => expect(await waiting()).not.toEqual([]));
        for (const { pid } of await waiting()) {
          await admin2.query('SELECT pg_terminate_backend($1)', [pid]);
        }
        await admin2.query('ROLLBACK');
        await backups.runner.idle();

        const list = (await request(app).get('/api/admin/backups').set(bearer(admin)).expect(200))
          .body as BackupList;
        const failed = list.items.find((i) => i.id === (started.body as BackupRecord).id);
        expect(failed).toMatchObject({ status: 'failed', checksum: null });
        expect(failed?.error).toBe(
          BACKUP_MESSAGES.source('terminating connection due to administrator command.'),
        );
        expect(await folder.files()).toEqual([]);

        lockTables = false;
        const done = await backUp(app, backups);
        expect(done).toMatchObject({ status: 'complete', recipes: 3 });
        expect(await folder.files()).toEqual([done?.file_name]);
      } finally {
        await backups.stop();
        await admin2.end();
        await folder.dispose();
      }
    });
  });
}
