import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** No permission for the group or others: what is kept under DATA_DIR is the family's alone. */
const OTHERS = 0o077;
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

/** Folders and files walked before the walk yields a turn to the event loop. */
const WALK_BATCH = 256;

const isGone = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** False when it was private already, or is gone (removed while the folder was walked). */
async function tighten(entry: string, wanted: number): Promise<boolean> {
  try {
    const stats = await lstat(entry);
    if ((stats.mode & OTHERS) === 0) return false;
    await chmod(entry, wanted);
    return true;
  } catch (err) {
    if (isGone(err)) return false;
    throw err;
  }
}

async function entriesOf(folder: string) {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (err) {
    if (isGone(err)) return [];
    throw err;
  }
}

/**
 * Keeps DATA_DIR readable by this account only: every folder 0700 and file 0600, new ones too.
 * The process's umask makes what it and its children (the identity emulator) create private from
 * then on; the walk tightens what an older version or another tool left open. Links are not
 * followed. Returns how many entries were tightened.
 */
export async function keepDataPrivate(dataDir: string): Promise<number> {
  process.umask(OTHERS);
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  let tightened = 0;
  const folders = [dataDir];
  let walked = 0;
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    if (await tighten(folder, PRIVATE_FOLDER)) tightened += 1;
    for (const entry of await entriesOf(folder)) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(full);
      else if (entry.isFile() && (await tighten(full, PRIVATE_FILE))) tightened += 1;
      walked += 1;
      if (walked % WALK_BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return tightened;
}
