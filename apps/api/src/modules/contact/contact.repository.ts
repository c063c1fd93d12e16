import { eq } from 'drizzle-orm';
import type { SiteLanguage } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { OutboxTableQueue } from '../../db/outbox.js';
import { contactMessages, type ContactMessageRow } from './contact.schema.js';
import { DEFAULT_CLAIM_LEASE_MS, recipientLanguage } from '../mail/index.js';
import { chosenLanguages } from '../users/index.js';

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

  /** The language of mail to `address`: the one its user record chose, else English. */
  async mailLanguage(address: string): Promise<SiteLanguage> {
    return recipientLanguage(await chosenLanguages(this.db, [address]), address);
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
