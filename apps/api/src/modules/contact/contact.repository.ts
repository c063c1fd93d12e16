import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { OutboxTableQueue } from '../../db/outbox.js';
import { contactMessages, type ContactMessageRow } from './contact.schema.js';
import { DEFAULT_CLAIM_LEASE_MS } from '../mail/index.js';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string | null;
  body: string;
}

/**
 * The only code that reads and writes contact messages: the outbox of
 * docs/decisions/007-contact-outbox.md.
 */
export class ContactRepository extends OutboxTableQueue<ContactMessageRow> {
  constructor(db: Db) {
    super(db, contactMessages, DEFAULT_CLAIM_LEASE_MS);
  }

  /** Stores a message as pending and due at once. */
  async insert(message: NewContactMessage, now: Date): Promise<ContactMessageRow> {
    const [created] = await this.db
      .insert(contactMessages)
      .values({ ...message, status: 'pending', nextAttemptAt: now, createdOn: now })
      .returning();
    if (!created) throw new Error('Insert returned no row');
    return created;
  }

  async findById(id: string): Promise<ContactMessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .limit(1);
    return row;
  }
}
