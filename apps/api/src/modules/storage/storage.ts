import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where image files live (DESIGN.md D4). Keys are relative paths such as `recipes/abc-640.webp`. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(keys: string[]): Promise<void>;
  /** The URL a browser loads the object from. */
  url(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

/** The default adapter: a local folder served at /uploads. */
export class LocalStorage implements Storage {
  constructor(
    readonly dir: string,
    private readonly baseUrl = '/uploads',
  ) {}

  async put(key: string, body: Buffer): Promise<void> {
    assertSafeKey(key);
    const file = path.join(this.dir, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(`${file}.tmp`, body);
    await rename(`${file}.tmp`, file);
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) => {
        assertSafeKey(key);
        return rm(path.join(this.dir, key), { force: true });
      }),
    );
  }

  url(key: string): string {
    return `${this.baseUrl}/${key}`;
  }
}
