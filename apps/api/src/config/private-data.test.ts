import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keepDataPrivate } from './private-data.js';

const mode = async (file: string) => (await stat(file)).mode & 0o777;

let root: string;
let before: number;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'fr-private-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});
// The umask is the process's: put back what the other files of this worker expect.
afterEach(() => {
  process.umask(before);
});

describe('DATA_DIR readable by this account only', () => {
  it('when an older install left folders 0755 and files 0644, then they become 0700 and 0600, a link is not followed, and a second start finds nothing to do', async () => {
    before = process.umask(0o022);
    const data = path.join(root, 'older');
    await mkdir(path.join(data, 'identity', 'pool'), { recursive: true, mode: 0o755 });
    await chmod(data, 0o755);
    await chmod(path.join(data, 'identity'), 0o755);
    const store = path.join(data, 'identity', 'pool', 'local.json');
    await writeFile(store, '{"password":"Recipes!2024"}', { mode: 0o644 });
    const outside = path.join(root, 'outside.txt');
    await writeFile(outside, 'not ours', { mode: 0o644 });
    await symlink(outside, path.join(data, 'link'));

    expect(await keepDataPrivate(data)).toBe(4);

    expect(await mode(data)).toBe(0o700);
    expect(await mode(path.join(data, 'identity'))).toBe(0o700);
    expect(await mode(path.join(data, 'identity', 'pool'))).toBe(0o700);
    expect(await mode(store)).toBe(0o600);
    expect(await mode(outside)).toBe(0o644);
    expect(await keepDataPrivate(data)).toBe(0);
  });

  it('when the site writes a file or a folder after the start, then it is private from the first byte', async () => {
    before = process.umask(0o022);
    const data = path.join(root, 'new');
    expect(await keepDataPrivate(data)).toBe(0);
    expect(await mode(data)).toBe(0o700);
    await mkdir(path.join(data, 'mail'));
    await writeFile(path.join(data, 'mail', 'code.eml'), 'Your code is 123456');
    expect(await mode(path.join(data, 'mail'))).toBe(0o700);
    expect(await mode(path.join(data, 'mail', 'code.eml'))).toBe(0o600);
  });
});
