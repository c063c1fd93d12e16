import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A message in the development mailbox (docs/decisions/002-identity-emulator.md);
 * bin/identity-emulator.cjs writes the same shape.
 */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  date: string;
  replyTo?: string;
}

/** The development mailbox: one JSON file per message under DATA_DIR/mail. */
export class Mailbox {
  constructor(readonly dir: string) {}

  async deliver(message: Omit<MailboxMessage, 'id' | 'date'>): Promise<MailboxMessage> {
    await mkdir(this.dir, { recursive: true });
    const date = new Date().toISOString();
    const id = `${date.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
    const stored: MailboxMessage = { id, ...message, date };
    const file = path.join(this.dir, `${id}.json`);
    await writeFile(`${file}.tmp`, JSON.stringify(stored, null, 2));
    await rename(`${file}.tmp`, file);
    return stored;
  }

  /** Newest first. */
  async list(limit = 100): Promise<MailboxMessage[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const files = names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse()
      .slice(0, limit);
    const messages = await Promise.all(
      files.map(
        async (f) => JSON.parse(await readFile(path.join(this.dir, f), 'utf8')) as MailboxMessage,
      ),
    );
    return messages.sort((a, b) => b.date.localeCompare(a.date));
  }
}
