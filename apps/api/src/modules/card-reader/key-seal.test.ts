import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installationKey, KeySeal, SealBrokenError } from './key-seal.js';

const folders: string[] = [];

async function keyFile(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fr-seal-'));
  folders.push(dir);
  return path.join(dir, 'secrets', 'card-reader.key');
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the sealed API key', () => {
  it('when a key is sealed, then the sealed text holds nothing of it, differs each time, and opens to it', async () => {
    const file = await keyFile();
    const seal = new KeySeal(file);
    const first = await seal.seal('sk-family-secret-123');
    const second = await seal.seal('sk-family-secret-123');
    expect(first).not.toContain('sk-family');
    expect(Buffer.from(first, 'base64').toString('latin1')).not.toContain('secret');
    expect(first).not.toBe(second);
    expect(await seal.open(first)).toBe('sk-family-secret-123');
    expect(await new KeySeal(file).open(second)).toBe('sk-family-secret-123');
  });

  it('when the installation key is made, then its file is 32 bytes, readable by its owner alone, and no draft is left', async () => {
    const file = await keyFile();
    await new KeySeal(file).seal('key');
    const info = await stat(file);
    expect(info.mode & 0o777).toBe(0o600);
    expect((await readFile(file)).length).toBe(32);
    expect(await readdir(path.dirname(file))).toEqual(['card-reader.key']);
  });

  it('when many processes make the key at once, then they all get the one key that was written first', async () => {
    const file = await keyFile();
    const keys = await Promise.all(Array.from({ length: 8 }, () => installationKey(file)));
    const written = await readFile(file);
    for (const key of keys) expect(key.equals(written)).toBe(true);
    expect(await readdir(path.dirname(file))).toEqual(['card-reader.key']);
  });

  it('when any byte of the sealed text is changed, then it does not open', async () => {
    const seal = new KeySeal(await keyFile());
    const sealed = Buffer.from(await seal.seal('sk-abc'), 'base64');
    for (let i = 0; i < sealed.length; i += 1) {
      const tampered = Buffer.from(sealed);
      tampered[i] = (tampered[i] ?? 0) ^ 0x01;
      await expect(seal.open(tampered.toString('base64'))).rejects.toBeInstanceOf(SealBrokenError);
    }
    await expect(seal.open('')).rejects.toBeInstanceOf(SealBrokenError);
  });

  it('when a key sealed under another installation’s key file is opened, then it does not open', async () => {
    const sealed = await new KeySeal(await keyFile()).seal('sk-abc');
    await expect(new KeySeal(await keyFile()).open(sealed)).rejects.toBeInstanceOf(SealBrokenError);
  });
});
