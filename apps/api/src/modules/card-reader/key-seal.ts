import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * The reader's API key is kept sealed with AES-256-GCM under a key of this installation, in a
 * file of DATA_DIR: a copy of the database (a dump, a stolen backup of the server) does not give
 * the key away without that file too.
 */

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds a sealed value to its use: a value sealed for something else does not open here. */
const PURPOSE = Buffer.from('family-recipes card reader api key');

/** A sealed value that does not open: tampered with, or sealed under another key file. */
export class SealBrokenError extends Error {
  constructor() {
    super('The sealed API key does not open with this installation’s key file');
    this.name = 'SealBrokenError';
  }
}

const codeOf = (err: unknown) =>
  err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : '';

/** The key in `file`, checked for its length. */
async function readKey(file: string): Promise<Buffer> {
  const key = await readFile(file);
  if (key.length !== KEY_BYTES) throw new Error(`${file} is not a ${KEY_BYTES}-byte key`);
  return key;
}

/**
 * The installation's key, made on first use. It is written whole to a file of its own and then
 * linked under its name, which fails when the name exists: two processes that start at once on
 * one DATA_DIR both end up reading the one key that was linked first, never half a file.
 */
export async function installationKey(file: string): Promise<Buffer> {
  try {
    return await readKey(file);
  } catch (err) {
    if (codeOf(err) !== 'ENOENT') throw err;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${randomUUID()}.tmp`;
  await writeFile(draft, randomBytes(KEY_BYTES), { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
  } catch (err) {
    if (codeOf(err) !== 'EEXIST') throw err;
  } finally {
    await unlink(draft);
  }
  return readKey(file);
}

/** Seals and opens the API key under the installation's key (read once, then kept). */
export class KeySeal {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly file: string) {}

  private keyOf(): Promise<Buffer> {
    this.key ??= installationKey(this.file).catch((err: unknown) => {
      // A failure (a full disk, a folder not writable yet) is tried again on the next use.
      this.key = undefined;
      throw err;
    });
    return this.key;
  }

  /** base64 of a fresh random IV, the tag and the ciphertext. */
  async seal(plain: string): Promise<string> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', await this.keyOf(), iv);
    cipher.setAAD(PURPOSE);
    const text = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64');
  }

  /** The sealed value's text; SealBrokenError unless it opens whole under this key. */
  async open(sealed: string): Promise<string> {
    const key = await this.keyOf();
    const bytes = Buffer.from(sealed, 'base64');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new SealBrokenError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(PURPOSE);
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const text = bytes.subarray(IV_BYTES + TAG_BYTES);
      return Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
    } catch {
      throw new SealBrokenError();
    }
  }
}
