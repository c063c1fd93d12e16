import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { smallJpeg } from '../../test/test-images.js';
import { recipeForm, withFields } from '../../test/test-recipes.js';
import { bearer, type TestUser } from '../../test/test-users.js';
import { adminEmails } from '../identity/index.js';
import { DailyDigest } from './daily-digest.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

/*
 * The review mails and the daily digest are written in their recipient's language: the one the
 * recipient's user record chose, else English.
 */

const URL = 'https://recipes.example.test';
const t = useTestApp(undefined, undefined, { env: { PUBLIC_URL: URL } });
const [germanCook, arabicCook, germanAdmin, arabicAdmin, englishAdmin] = useUsers(
  t,
  'Greta Koch',
  'Amal Tabbakh',
  { groups: ['admin'], name: 'Dieter Admin' },
  { groups: ['admin'], name: 'Layla Admin' },
  { groups: ['admin'], name: 'Edith Admin' },
);

let jpeg: Buffer;

/** The person's user record, made as the account page makes it, with `language` chosen. */
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

beforeAll(async () => {
  jpeg = await smallJpeg();
  await chooseLanguage(germanCook, 'de');
  await chooseLanguage(arabicCook, 'ar');
  await chooseLanguage(germanAdmin, 'de');
  await chooseLanguage(arabicAdmin, 'ar');
});

async function submit(cook: TestUser, title: string): Promise<string> {
  const res = await withFields(
    request(t.app).post('/api/submit-recipe').set(bearer(cook)),
    recipeForm({ title, category: 'Desserts' }),
  ).attach('thumbnail_image', jpeg, 'cake.jpg');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { _id: string })._id;
}

const review = (id: string, status: 101 | 199, note: string) =>
  request(t.app)
    .put(`/api/admin/recipes/${id}/status/${status}`)
    .set(bearer(germanAdmin))
    .send({ note })
    .expect(200);

const mailsTo = async (who: TestUser, kind: string) =>
  (await t.notices.repository.list({ toAddress: who.email.toLowerCase() })).filter(
    (m) => m.kind === kind,
  );

describe('the notices in their recipient’s language', () => {
  it('when a German cook’s recipe is approved, then the mail is in German, with the note as written', async () => {
    const id = await submit(germanCook, 'Apfelkuchen');
    await review(id, 101, 'Sehr schön!');
    const [mail] = await mailsTo(germanCook, 'approved');
    expect(mail?.subject).toBe('Dein Rezept „Apfelkuchen“ ist auf Family Recipes');
    expect(mail?.body).toContain('Hallo Greta Koch,');
    expect(mail?.body).toContain('Eine Notiz von Dieter Admin:\n\nSehr schön!');
    expect(mail?.body).toContain(`Hier ist es: ${URL}/recipes/${id}`);
  });

  it('when an Arabic cook’s recipe is denied, then the mail is in Arabic', async () => {
    const id = await submit(arabicCook, 'Knafeh');
    await review(id, 199, 'Please add the syrup.');
    const [mail] = await mailsTo(arabicCook, 'denied');
    expect(mail?.subject).toBe('وصفتك «Knafeh» تحتاج إلى بعض التعديلات');
    expect(mail?.body).toContain('مرحبًا Amal Tabbakh،');
    expect(mail?.body).toContain(`${URL}/edit-recipe/${id}`);
  });

  it('when the digest goes out, then each administrator reads it in their own language, English without a choice', async () => {
    for (const admin of [germanAdmin, arabicAdmin, englishAdmin]) {
      await request(t.app)
        .put('/api/admin/digest')
        .set(bearer(admin))
        .send({ daily_digest: true })
        .expect(200);
    }
    await submit(germanCook, 'Zwetschgendatschi');
    const now = new Date(Date.now() + 60_000);
    if (now.getUTCHours() < 23) now.setUTCHours(23, 0, 0, 0);
    const digest = new DailyDigest({
      repository: t.notices.repository,
      publicUrl: URL,
      adminEmails: adminEmails(t.identity.settings),
      clock: () => now,
    });
    expect(await digest.runIfDue()).toMatchObject({ claimed: true, mails: 3 });

    const [german] = await mailsTo(germanAdmin, 'digest');
    expect(german?.subject).toMatch(
      /^Family Recipes: \d+ neue(s Rezept wartet| Rezepte warten) auf Prüfung$/,
    );
    expect(german?.body).toContain(`- Zwetschgendatschi von Greta Koch: ${URL}/recipes/`);
    expect(german?.body).toContain('Du bekommst diese Mail, weil du');

    const [arabic] = await mailsTo(arabicAdmin, 'digest');
    expect(arabic?.subject).toMatch(/بانتظار المراجعة على Family Recipes$/);
    expect(arabic?.body).toContain('\u200f- «Zwetschgendatschi» من Greta Koch:');
    expect(arabic?.body).toContain('تصلك هذه الرسالة لأنك طلبت الملخص اليومي');

    const [english] = await mailsTo(englishAdmin, 'digest');
    expect(english?.subject).toMatch(/^Family Recipes: \d+ new recipes? waiting for review$/);
    expect(english?.body).toContain('Zwetschgendatschi by Greta Koch');
  });
});
