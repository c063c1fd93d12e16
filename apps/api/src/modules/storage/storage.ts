import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/**
 * Where image files live (docs/decisions/006-images.md). Keys are relative paths such as
 * `recipes/abc-640.webp`.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes; undefined when there is no object at that key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Deletes the objects; keys that do not exist are not an error. */
  remove(keys: string[]): Promise<void>;
  /** The URL a browser loads the object from. */
  url(key: string): string;
}

/**
 * A storage that also moves files too large to hold in memory (a cookbook's PDF): from a file on
 * disk, and back as a stream.
 */
export interface FileStorage extends Storage {
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The object's bytes as a stream; undefined when there is no object at that key. */
  openRead(key: string): Promise<Readable | undefined>;
}

/** The storage itself when it moves files; else one that reads them whole (test doubles). */
export function fileStorageOf(storage: Storage): FileStorage {
  const own = storage as Partial<FileStorage>;
  if (typeof own.putFile === 'function' && typeof own.openRead === 'function') {
    return storage as FileStorage;
  }
  return Object.assign(Object.create(storage) as Storage, {
    putFile: async (key: string, file: string, contentType: string) =>
      storage.put(key, await readFile(file), contentType),
    openRead: async (key: string) => {
      const body = await storage.get(key);
      return body ? Readable.from([body]) : undefined;
    },
  });
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

/**
 * Keys become file paths and object names, so only a narrow alphabet is allowed: no `..`, no
 * leading slash, no backslash, no percent-encoding that a proxy could decode differently.
 */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/**
 * Writes `file` as `write` writes a temporary file beside it, then renames it into place, so that
 * a reader never sees half a file; the random part keeps two writers of one file (a retried
 * request) from sharing a temporary file. The folder is made when missing.
 */
export async function writeAtomically(
  file: string,
  write: (temporary: string) => Promise<void>,
): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await write(temporary);
    await rename(temporary, file);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}

/** The default adapter: a local folder served at /uploads. */
export class LocalStorage implements FileStorage {
  constructor(
    readonly dir: string,
    private readonly baseUrl = '/uploads',
  ) {}

  /** The content type is not kept: the server that serves the folder derives it from `.webp`. */
  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    await writeAtomically(this.fileOf(key), (temporary) => writeFile(temporary, body));
  }

  async putFile(key: string, source: string, _contentType?: string): Promise<void> {
    await writeAtomically(this.fileOf(key), (temporary) => copyFile(source, temporary));
  }

  async openRead(key: string): Promise<Readable | undefined> {
    // Opened first, so that a missing file is known before an answer starts.
    const handle = await open(this.fileOf(key), 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw err;
    });
    return handle?.createReadStream();
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.fileOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async remove(keys: string[]): Promise<void> {
    const files = keys.map((key) => this.fileOf(key));
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }

  url(key: string): string {
    return `${this.baseUrl}/${key}`;
  }

  private fileOf(key: string): string {
    assertSafeKey(key);
    const root = path.resolve(this.dir);
    const file = path.resolve(root, key);
    // The pattern already rules out escapes; this second check guards against a future change
    // to the pattern letting one through.
    if (!file.startsWith(root + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return file;
  }
}
