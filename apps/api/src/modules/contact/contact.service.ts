import type { ContactMessageInput } from '@family-recipes/shared';
import type { ContactMessageRow } from './contact.schema.js';
import type { ContactRepository } from './contact.repository.js';

export type Clock = () => Date;

export interface ContactServiceOptions {
  repository: ContactRepository;
  /** Called once a message is safely stored, to have it delivered without waiting for the poll. */
  onStored?: () => void;
  clock?: Clock;
}

export class ContactService {
  private readonly clock: Clock;

  constructor(private readonly options: ContactServiceOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  /**
   * Stores a visitor's checked message. Delivery happens afterwards from the outbox, so the
   * visitor's words are kept even when the mail server is down
   * (docs/decisions/007-contact-outbox.md).
   */
  async submit(input: ContactMessageInput): Promise<ContactMessageRow> {
    const { name, email, subject, body } = input;
    const stored = await this.options.repository.insert(
      { name, email, subject: subject === '' ? null : subject, body },
      this.clock(),
    );
    this.options.onStored?.();
    return stored;
  }
}
