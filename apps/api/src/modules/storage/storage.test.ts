import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage } from './storage.js';

let root: string;
let storage: LocalStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'fr-storage-'));
  storage = new LocalStorage(path.join(root, 'uploads'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('LocalStorage', () => {
  it('when a file is put, then it is readable at its key and its URL is under /uploads', async () => {
    await storage.put('recipes/abc-320.webp', Buffer.from('webp'), 'image/webp');

    expect(await readFile(path.join(root, 'uploads/recipes/abc-320.webp'), 'utf8')).toBe('webp');
    expect(await readdir(path.join(root, 'uploads/recipes'))).toEqual(['abc-320.webp']);
    expect(storage.url('recipes/abc-320.webp')).toBe('/uploads/recipes/abc-320.webp');
  });

  it('when a file is read back, then its bytes come back; a missing key gives undefined', async () => {
    await storage.put('recipes/b-640.webp', Buffer.from('bytes'), 'image/webp');

    expect((await storage.get('recipes/b-640.webp'))?.toString()).toBe('bytes');
    expect(await storage.get('recipes/never-written.webp')).toBeUndefined();
    await expect(storage.get('../x.webp')).rejects.toThrow('Unsafe storage key');
  });

  it('when a file on disk is put, then it is stored whole and streams back; a missing key gives undefined', async () => {
    const source = path.join(root, 'book.pdf');
    await writeFile(source, '%PDF-1.7 a book');

    await storage.putFile('cookbooks/b-1.pdf', source, 'application/pdf');

    const stream = await storage.openRead('cookbooks/b-1.pdf');
    expect(stream && (await text(stream))).toBe('%PDF-1.7 a book');
    expect(await storage.openRead('cookbooks/never-written.pdf')).toBeUndefined();
    expect(await readdir(path.join(root, 'uploads/cookbooks'))).toEqual(['b-1.pdf']);
    await expect(storage.putFile('../b.pdf', source, 'application/pdf')).rejects.toThrow(
      'Unsafe storage key',
    );
  });

  it('when files are removed, then they are gone and missing keys are no error', async () => {
    await storage.put('recipes/a-320.webp', Buffer.from('a'), 'image/webp');

    await storage.remove(['recipes/a-320.webp', 'recipes/never-written.webp']);

    expect(await readdir(path.join(root, 'uploads/recipes'))).toEqual([]);
  });

  it.each([
    '../x.webp',
    'recipes/../../x.webp',
    '/etc/x.webp',
    'recipes\\x.webp',
    'recipes//x.webp',
    'Recipes/X.webp',
    'recipes/x',
  ])('when the key is %s, then put and remove refuse it and nothing is written', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'Unsafe storage key',
    );
    await expect(storage.remove([key])).rejects.toThrow('Unsafe storage key');
    expect(await readdir(root)).toEqual([]);
  });
});
