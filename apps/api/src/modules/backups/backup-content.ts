import { createHash } from 'node:crypto';
import { scanBackup } from '../export/index.js';
import type { Progress } from './backups.repository.js';

/**
 * Reads a backup's chunks as a restore reads them (scanBackup), counting what it holds into
 * `progress` (its `size` and `recipes` grow as the chunks pass) and hashing every byte. Rejects
 * when the content is not a backup a restore would read. Answers the SHA-256 in hex and the
 * backup's `created_on`.
 */
export async function readBackupContent(
  chunks: AsyncIterable<Buffer>,
  progress: Progress,
): Promise<{ checksum: string; createdOn: Date | undefined }> {
  const hash = createHash('sha256');
  const tapped = async function* () {
    for await (const chunk of chunks) {
      hash.update(chunk);
      progress.size += chunk.length;
      yield chunk;
    }
  };
  let createdOn: Date | undefined;
  for await (const part of scanBackup(tapped())) {
    if (part.kind === 'element' && part.key === 'recipes') progress.recipes += 1;
    if (part.kind !== 'field') continue;
    if (part.key === 'users') {
      const users: unknown = JSON.parse(part.json);
      progress.users = Array.isArray(users) ? users.length : 0;
    }
    if (part.key === 'created_on') {
      const value: unknown = JSON.parse(part.json);
      const date = typeof value === 'string' ? new Date(value) : undefined;
      if (date && !Number.isNaN(date.getTime())) createdOn = date;
    }
  }
  return { checksum: hash.digest('hex'), createdOn };
}
