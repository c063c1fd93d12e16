import { validateContactInput } from '@family-recipes/shared';
import type { ContactMessageRow } from '../../db/schema.js';
import { invalidInput } from '../../http/errors.js';
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
   * Validates and stores a visitor's message. Delivery happens afterwards from the outbox, so the
   * visitor's words are kept even when the mail server is down
   * (docs/decisions/007-contact-outbox.md).
   */
  async submit(raw: unknown): Promise<ContactMessageRow> {
    const result = validateContactInput(raw);
    if (!result.success) {
      throw invalidInput(result.errors, 'Invalid input');
    }
    const { name, email, subject, body } = result.data;
    const stored = await this.options.repository.insert(
      { name, email, subject: subject === '' ? null : subject, body },
      this.clock(),
    );
    this.options.onStored?.();
    return stored;
  }
}
