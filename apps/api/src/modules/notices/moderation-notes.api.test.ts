import { recipeSchema, recipeSummarySchema } from '@family-recipes/shared';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { smallJpeg } from '../../test/test-images.js';
import { recipeForm, withFields } from '../../test/test-recipes.js';
import { bearer } from '../../test/test-users.js';
import { adminEmails } from '../identity/index.js';
import { DailyDigest } from './daily-digest.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

let jpeg: Buffer;

const t = useTestApp(undefined, undefined, { env: { PUBLIC_URL: 'https://recipes.example.test' } });
const [cook, other, admin] = useUsers(t, 'Cook Clara', 'Other Oscar', {
  groups: ['admin'],
  name: 'Admin Ada',
});

beforeAll(async () => {
  jpeg = await smallJpeg();
});

function fields(overrides: Record<string, string> = {}): Record<string, string> {
  return recipeForm({ title: 'Aunt May’s Lemon Cake', category: 'Desserts', ...overrides });
}

async function submit(overrides: Record<string, string> = {}, card?: Buffer) {
  let req = withFields(
    request(t.app).post('/api/submit-recipe').set(bearer(cook)),
    fields(overrides),
  );
  req = req.attach('thumbnail_image', jpeg, 'cake.jpg');
  if (card) req = req.attach('card_image', card, 'card.jpg');
  const res = await req;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string; title: string };
}

function setStatus(id: string, status: 101 | 199, body?: unknown, user = admin) {
  const req = request(t.app).put(`/api/admin/recipes/${id}/status/${status}`).set(bearer(user));
  return body === undefined ? req : req.send(body as object);
}

describe('moderation notes, on ' + (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'), () => {
  it('when an admin denies with a note, then the owner and admins read it and the cook gets a mail with the note and a link', async () => {
    const recipe = await submit({ title: 'Denied Lemon Cake' });
    const denied = await setStatus(recipe._id, 199, { note: 'Please add the oven temperature.' });
    expect(denied.status).toBe(200);
    expect(denied.body.status).toBe(199);
    expect(denied.body.review_note).toBe('Please add the oven temperature.');

    const mine = await request(t.app).get('/api/my-recipes').set(bearer(cook));
    const listed = (mine.body as { _id: string; review_note?: string | null }[]).find(
      (r) => r._id === recipe._id,
    );
    expect(listed?.review_note).toBe('Please add the oven temperature.');
    recipeSummarySchema.array().parse(mine.body);

    const asOwner = await request(t.app).get(`/api/recipes/${recipe._id}`).set(bearer(cook));
    expect(asOwner.body.review_note).toBe('Please add the oven temperature.');
    recipeSchema.parse(asOwner.body);

    const mails = await t.notices.repository.list({ recipeId: recipe._id });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('denied');
    expect(mails[0]?.toAddress).toBe(cook.email);
    expect(mails[0]?.subject).toBe('Your recipe "Denied Lemon Cake" needs a few changes');
    expect(mails[0]?.body).toContain('Hello Cook Clara,');
    expect(mails[0]?.body).toContain('Please add the oven temperature.');
    expect(mails[0]?.body).toContain(`https://recipes.example.test/edit-recipe/${recipe._id}`);
    expect(mails[0]?.body).toContain(`https://recipes.example.test/recipes/${recipe._id}`);
  });

  it('when the outbox runs, then the stored mail reaches the cook’s mailbox and is marked sent', async () => {
    const recipe = await submit({ title: 'Mailed Lemon Cake' });
    await setStatus(recipe._id, 101, { note: 'Lovely, thank you!' }).expect(200);
    const report = await t.notices.outbox.deliverDue();
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const inbox = await t.identity.mailbox.list();
    const mail = inbox.find((m) => m.to === cook.email && m.subject.includes('Mailed Lemon Cake'));
    expect(mail?.subject).toBe('Your recipe "Mailed Lemon Cake" is on Family Recipes');
    expect(mail?.text).toContain('Lovely, thank you!');
    expect(mail?.text).toContain(`https://recipes.example.test/recipes/${recipe._id}`);
    const [row] = await t.notices.repository.list({ recipeId: recipe._id });
    expect(row?.status).toBe('sent');
  });

  it('when another user or an anonymous visitor reads the recipe, then neither the note nor the history is there', async () => {
    const recipe = await submit({ title: 'Private Note Cake' });
    await setStatus(recipe._id, 101, { note: 'Secret reviewer words' }).expect(200);
    const asOther = await request(t.app).get(`/api/recipes/${recipe._id}`).set(bearer(other));
    expect(asOther.status).toBe(200);
    expect(asOther.body).not.toHaveProperty('review_note');
    expect(asOther.body).not.toHaveProperty('history');
    const anonymous = await request(t.app).get(`/api/recipes/${recipe._id}`);
    expect(anonymous.body).not.toHaveProperty('review_note');
    expect(anonymous.body).not.toHaveProperty('history');
    expect(JSON.stringify(anonymous.body)).not.toContain('Secret reviewer words');
    const list = await request(t.app).get('/api/all-recipes?limit=100');
    expect(JSON.stringify(list.body)).not.toContain('Secret reviewer words');
    const listOther = await request(t.app).get('/api/all-recipes?limit=100').set(bearer(other));
    expect(JSON.stringify(listOther.body)).not.toContain('Secret reviewer words');
  });

  it('when a denied recipe is edited and approved, then the history lists every change with who, from, to and note', async () => {
    const recipe = await submit({ title: 'History Cake' });
    await setStatus(recipe._id, 199, { note: 'Too vague.' }).expect(200);
    const edited = await withFields(
      request(t.app).put(`/api/update-recipe/${recipe._id}`).set(bearer(cook)),
      fields({ title: 'History Cake' }),
    );
    expect(edited.status).toBe(201);
    expect(edited.body.status).toBe(100);
    // The cook still sees what was asked while the recipe waits again.
    expect(edited.body.review_note).toBe('Too vague.');
    await setStatus(recipe._id, 101).expect(200);

    const asAdmin = await request(t.app).get(`/api/recipes/${recipe._id}`).set(bearer(admin));
    const history = asAdmin.body.history as {
      from: number | null;
      to: number;
      by: string;
      note: string | null;
    }[];
    expect(history.map((h) => [h.from, h.to, h.by, h.note])).toEqual([
      [null, 100, 'Cook Clara', null],
      [100, 199, 'Admin Ada', 'Too vague.'],
      [199, 100, 'Cook Clara', null],
      [100, 101, 'Admin Ada', null],
    ]);
    // An approval without a note clears the older request for changes.
    expect(asAdmin.body.review_note).toBeNull();
    const mails = await t.notices.repository.list({ recipeId: recipe._id });
    expect(mails.map((m) => m.kind).sort()).toEqual(['approved', 'denied']);
    const approved = mails.find((m) => m.kind === 'approved');
    expect(approved?.body).not.toContain('A note from');
  });

  it('when the status call has no body, a blank note or a bad one, then it still works or says what is wrong', async () => {
    const a = await submit({ title: 'No Body Cake' });
    const plain = await setStatus(a._id, 101);
    expect(plain.status).toBe(200);
    expect(plain.body.review_note).toBeNull();
    const b = await submit({ title: 'Bad Note Cake' });
    const bad = await setStatus(b._id, 199, { note: 42 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The note must be text');
    const long = await setStatus(b._id, 199, { note: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    const notAdmin = await setStatus(b._id, 199, { note: 'hi' }, cook);
    expect(notAdmin.status).toBe(403);
    expect(await t.notices.repository.list({ recipeId: b._id })).toHaveLength(0);
  });
});

describe('the daily digest', () => {
  it('when an admin has not turned it on, then it is off; turned on, it is kept', async () => {
    const before = await request(t.app).get('/api/admin/digest').set(bearer(admin));
    expect(before.body).toEqual({ daily_digest: false });
    await request(t.app)
      .put('/api/admin/digest')
      .set(bearer(admin))
      .send({ daily_digest: true })
      .expect(200);
    const after = await request(t.app).get('/api/admin/digest').set(bearer(admin));
    expect(after.body).toEqual({ daily_digest: true });
    const cookTry = await request(t.app)
      .put('/api/admin/digest')
      .set(bearer(cook))
      .send({ daily_digest: true });
    expect(cookTry.status).toBe(403);
    const bad = await request(t.app)
      .put('/api/admin/digest')
      .set(bearer(admin))
      .send({ daily_digest: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('when several instances check on the same day, then exactly one digest is stored for each subscriber', async () => {
    await request(t.app)
      .put('/api/admin/digest')
      .set(bearer(admin))
      .send({ daily_digest: true })
      .expect(200);
    // A subscription left from when the cook was an administrator: no digest for them.
    await t.notices.repository.setSubscribed(cook.email, true);
    await submit({ title: 'Digest Cake' });
    // 23:00 UTC or later, and after the submission above (from 23:00 on, a minute from now).
    const now = new Date(Date.now() + 60_000);
    if (now.getUTCHours() < 23) now.setUTCHours(23, 0, 0, 0);
    const clock = () => now;
    const instances = [1, 2, 3].map(
      () =>
        new DailyDigest({
          repository: t.notices.repository,
          publicUrl: 'https://recipes.example.test',
          adminEmails: adminEmails(t.identity.settings),
          clock,
        }),
    );
    const results = await Promise.all(instances.map((d) => d.runIfDue()));
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
    expect(results.find((r) => r.claimed)?.mails).toBe(1);
    const mails = (
      await t.notices.repository.list({ toAddress: admin.email.toLowerCase() })
    ).filter((m) => m.kind === 'digest');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Family Recipes: \d+ new recipes? waiting for review$/);
    expect(mails[0]?.body).toContain('Digest Cake by Cook Clara');
    expect(mails[0]?.body).toContain('https://recipes.example.test/pending-recipes');
    const toCook = await t.notices.repository.list({ toAddress: cook.email.toLowerCase() });
    expect(toCook.filter((m) => m.kind === 'digest')).toHaveLength(0);
    // The same day again: nothing more.
    expect(await instances[0]!.runIfDue()).toEqual({ claimed: false, mails: 0 });
  });

  it('when it is before the digest hour, then nothing is claimed', async () => {
    const early = new Date('2031-05-05T03:00:00Z');
    const digest = new DailyDigest({
      repository: t.notices.repository,
      publicUrl: 'https://recipes.example.test',
      adminEmails: adminEmails(t.identity.settings),
      clock: () => early,
    });
    expect(await digest.runIfDue()).toEqual({ claimed: false, mails: 0 });
  });
});
