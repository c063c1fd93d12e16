import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import type { MailTransport, OutgoingMail } from '../mail/index.js';
import { users } from '../users/users.schema.js';
import { ContactOutbox } from './contact-outbox.js';
import { ContactRepository } from './contact.repository.js';
import { contactMessage as message } from './test-contact.js';

/*
 * A contact mail goes to the site's contact address (an administrator's) in the language that
 * address's user record chose, else English, which reads exactly as it always has.
 */

const FROM = 'Family Recipes <no-reply@family-recipes.test>';
const CONTACT_TO = 'Owner@Family-Recipes.test';
const T0 = new Date('2030-05-01T08:00:00Z');

let t: TestDatabase;
let repo: ContactRepository;

beforeEach(async () => {
  t = await createTestDatabase();
  repo = new ContactRepository(t.database.db);
});
afterEach(async () => {
  await t.dispose();
});

async function deliveredTo(contactTo = CONTACT_TO): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = { send: async (mail) => void sent.push(mail) };
  const outbox = new ContactOutbox({
    repository: repo,
    transport,
    from: FROM,
    contactTo,
    clock: () => T0,
  });
  await outbox.deliverDue();
  return sent;
}

const ownerRecord = (language: string | null) =>
  t.database.db
    .insert(users)
    .values({ name: 'Owner', email: 'owner@family-recipes.test', sub: 'sub-owner', language });

describe(`the contact mail’s language on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('when the contact address has no record, then the mail is in English, exactly as it always was', async () => {
    await repo.insert(message(), T0);
    const [mail] = await deliveredTo();
    expect(mail).toEqual({
      from: FROM,
      to: CONTACT_TO,
      replyTo: 'grace@example.test',
      subject: 'Family Recipes contact: Apple pie',
      text: [
        'A visitor wrote through the contact form of Family Recipes.',
        '',
        'Name: Grace Hopper',
        'Email: grace@example.test',
        'Subject: Apple pie',
        'Received: 2030-05-01T08:00:00.000Z',
        '',
        'Could you share the apple pie recipe?\nThank you!',
        '',
      ].join('\n'),
    });
  });

  it('when the contact address’s record chose German, then the mail is in German with the moment as German writes it', async () => {
    await ownerRecord('de');
    await repo.insert(message({ subject: null }), T0);
    const [mail] = await deliveredTo();
    expect(mail?.subject).toBe('Kontakt über Family Recipes: Neue Nachricht');
    expect(mail?.text).toContain(
      'Jemand hat über das Kontaktformular von Family Recipes geschrieben.',
    );
    expect(mail?.text).toContain('Betreff: (kein Betreff)');
    expect(mail?.text).toContain('Eingegangen: 1. Mai 2030 um 08:00:00 UTC');
    expect(mail?.text).toContain('Could you share the apple pie recipe?');
  });

  it('when the record chose Arabic, then the mail is in Arabic; with no choice, English', async () => {
    await ownerRecord('ar');
    await repo.insert(message(), T0);
    expect((await deliveredTo())[0]?.subject).toBe(
      'رسالة عبر نموذج الاتصال في Family Recipes: Apple pie',
    );
    await t.database.db.update(users).set({ language: null });
    await repo.insert(message({ subject: 'Again' }), T0);
    expect((await deliveredTo())[0]?.subject).toBe('Family Recipes contact: Again');
  });
});
