import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { noticeMails } from '../notices/notices.schema.js';
import { useTestApp } from '../../test/use-test-app.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';

/*
 * The invitation's mail is written in the invited address's language: the one its user record
 * chose, else the inviter's page language (the lang cookie, else Accept-Language, else English).
 */

const t = useTestApp();

/** The cook's user record, made as the account page makes it, with `language` chosen. */
async function chooseLanguage(who: TestUser, language: string): Promise<void> {
  const made = await request(t.app)
    .post('/api/insert-user')
    .set(bearer(who))
    .send({ name: who.name, email: who.email });
  expect([200, 201]).toContain(made.status);
  await request(t.app)
    .put(`/api/update-db-user/${(made.body as { _id: string })._id}`)
    .set(bearer(who))
    .send({ language })
    .expect(201);
}

const invite = (who: TestUser, email: string, headers: Record<string, string> = {}) =>
  request(t.app)
    .post('/api/household/invitations')
    .set({ ...bearer(who), ...headers })
    .send({ email })
    .expect(201);

async function mailTo(email: string) {
  const mails = await t.db.database.db
    .select()
    .from(noticeMails)
    .where(eq(noticeMails.toAddress, email.toLowerCase()));
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

describe('the invitation mail’s language', () => {
  it('when a German cook with an account is invited, then the mail is in German, whatever the inviter reads', async () => {
    const owner = await createCook(t, 'Olga Owner');
    const guest = await createCook(t, 'Greta Gast');
    await chooseLanguage(guest, 'de');

    await invite(owner, guest.email, { Cookie: 'lang=fr', 'Accept-Language': 'es' });

    const mail = await mailTo(guest.email);
    expect(mail.subject).toBe('Olga Owner lädt dich ein, auf Family Recipes eine Küche zu teilen');
    expect(mail.body).toMatch(
      /^Hallo,\n\nOlga Owner lädt dich in den eigenen Haushalt „Olga Owner's kitchen“/,
    );
    expect(mail.body).toMatch(/bis zum \d{1,2}\. [A-Za-zä]+ \d{4}\./);
    expect(mail.body).toContain('/household/join?code=');
  });

  it('when an Arabic cook with an account is invited, then the mail is in Arabic', async () => {
    const owner = await createCook(t, 'Omar Owner');
    const guest = await createCook(t, 'Amal Guest');
    await chooseLanguage(guest, 'ar');

    await invite(owner, guest.email);

    const mail = await mailTo(guest.email);
    expect(mail.subject).toBe('دعوة من Omar Owner لمشاركة مطبخ على Family Recipes');
    expect(mail.body.split('\n')[0]).toBe('مرحبًا،');
    expect(mail.body).toContain('يعمل الرابط مرة واحدة فقط، حتى');
  });

  it('when the address has no account, then the mail is in the inviter’s page language: the cookie, else Accept-Language', async () => {
    const owner = await createCook(t, 'Paula Page');
    await invite(owner, 'cookie.guest@example.test', {
      Cookie: 'lang=ar',
      'Accept-Language': 'de-DE,de;q=0.9',
    });
    await invite(owner, 'browser.guest@example.test', { 'Accept-Language': 'de-DE,de;q=0.9' });
    await invite(owner, 'unknown.guest@example.test', {
      Cookie: 'lang=xx',
      'Accept-Language': 'tlh, <script>',
    });

    expect((await mailTo('cookie.guest@example.test')).subject).toBe(
      'دعوة من Paula Page لمشاركة مطبخ على Family Recipes',
    );
    expect((await mailTo('browser.guest@example.test')).subject).toBe(
      'Paula Page lädt dich ein, auf Family Recipes eine Küche zu teilen',
    );
    const english = await mailTo('unknown.guest@example.test');
    expect(english.subject).toBe('Paula Page invites you to share a kitchen on Family Recipes');
    // Nothing of the refused values reaches the mail (the join link's random code aside, which
    // may hold any letters).
    const withoutLink = english.body.replace(/https?:\/\/\S+/g, '');
    expect(english.body).toContain('/household/join?code=');
    expect(withoutLink).not.toMatch(/tlh|script|xx/);
  });

  it('when a cook’s record chose no language, then the inviter’s page language is used', async () => {
    const owner = await createCook(t, 'Nico Nolang');
    const guest = await createCook(t, 'Undecided Uma');
    await request(t.app)
      .post('/api/insert-user')
      .set(bearer(guest))
      .send({ name: guest.name, email: guest.email })
      .expect(201);

    await invite(owner, guest.email, { Cookie: 'lang=nl' });

    expect((await mailTo(guest.email)).subject).toBe(
      'Nico Nolang nodigt je uit om een keuken te delen op Family Recipes',
    );
  });
});
