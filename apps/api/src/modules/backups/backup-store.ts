import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where backup files go: a folder (BackupFolder) or an S3 bucket (s3-backup-store.ts). A file is
 * written a chunk at a time and appears under its key only once `finish()` succeeds, so a backup
 * that fails or a process that stops never leaves a file that looks whole.
 */
export interface BackupStore {
  /** `folder` or `s3`, as GET /api/admin/backups names it. */
  readonly kind: 'folder' | 's3';
  /** Starts a file at `key`; nothing is under `key` until the writer's finish(). */
  create(key: string): Promise<BackupWriter>;
  /** The file's bytes, streamed; undefined when there is no file at `key`. */
  read(key: string): Promise<Readable | undefined>;
  /** Removes the file and anything left of an unfinished one; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The keys of the whole files at the top of the storage (a backup copied in by hand too). */
  list(): Promise<string[]>;
}

export interface BackupWriter {
  /** Resolves once the chunk is handed to storage, so a slow storage slows the backup down. */
  write(chunk: Buffer): Promise<void>;
  /** Makes the file whole under its key. */
  finish(): Promise<void>;
  /** Drops what was written; safe after a failed write or finish. */
  abort(): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.json$/i;

/** Whether `key` is one a backup file may have. */
export function isBackupKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('/') && !key.includes('..');
}

/** Keys become file paths and object names: a narrow alphabet, no `..`, no leading slash. */
export function assertBackupKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe backup key: ${key}`);
  }
}

/** The suffix of a file being written; only a finished file has its key's own name. */
const PARTIAL = '.partial';

/** Backup files in a folder of the server (the embedded defaults: DATA_DIR/backups). */
export class BackupFolder implements BackupStore {
  readonly kind = 'folder' as const;

  constructor(readonly dir: string) {}

  async create(key: string): Promise<BackupWriter> {
    const file = this.fileOf(key);
    const partial = `${file}${PARTIAL}`;
    // A backup holds every account and household: readable by the server's own user alone.
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const handle = await open(partial, 'w', 0o600);
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await handle.close();
    };
    return {
      write: async (chunk) => {
        let written = 0;
        while (written < chunk.length) {
          const { bytesWritten } = await handle.write(chunk, written);
          written += bytesWritten;
        }
      },
      finish: async () => {
        // On disk before the name says the file is whole: a power cut after the rename must not
        // leave a whole-looking file with missing bytes.
        await handle.sync();
        await close();
        await rename(partial, file);
      },
      abort: async () => {
        await close().catch(() => undefined);
        await rm(partial, { force: true });
      },
    };
  }

  async read(key: string): Promise<Readable | undefined> {
    const file = this.fileOf(key);
    try {
      const handle = await open(file, 'r');
      return handle.createReadStream({ highWaterMark: 256 * 1024 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    const file = this.fileOf(key);
    await Promise.all([rm(file, { force: true }), rm(`${file}${PARTIAL}`, { force: true })]);
  }

  async list(): Promise<string[]> {
    try {
      const entries = await readdir(this.dir, { withFileTypes: true });
      return entries.filter((e) => e.isFile() && isBackupKey(e.name)).map((e) => e.name);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }

  private fileOf(key: string): string {
    assertBackupKey(key);
    const root = path.resolve(this.dir);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Unsafe backup key: ${key}`);
    return file;
  }
}
