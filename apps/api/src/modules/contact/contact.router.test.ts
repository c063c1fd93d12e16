import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { contactMessages } from './contact.schema.js';
import { createTestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

/** Each test speaks from its own client address, so the rate limit of one does not touch another. */
const BEHIND_PROXY = { TRUST_PROXY: 'true' };

const t = useTestApp(undefined, undefined, { env: BEHIND_PROXY });

let ipSeq = 1;
const nextIp = () => `10.20.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
let emailSeq = 0;
const uniqueEmail = () => `visitor-${Date.now()}-${emailSeq++}@example.test`;

async function storedCount(db: Db = t.db.database.db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

async function storedFor(email: string) {
  return t.db.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

/** A POST to the contact route from a client address of its own unless `ip` is given. */
const sendEmail = (ip = nextIp()) =>
  request(t.app).post('/api/send-email').set('X-Forwarded-For', ip);

function postForm(fields: Record<string, string>, ip = nextIp()) {
  const req = sendEmail(ip);
  for (const [name, value] of Object.entries(fields)) void req.field(name, value);
  return req;
}

/** Sends a message the route refuses with `status`, checks that nothing was stored, and gives the answer's body. */
async function refusedBody(send: () => request.Test, status = 400) {
  const before = await storedCount();
  const res = await send().expect(status);
  expect(await storedCount()).toBe(before);
  return res.body;
}

/** The answer to a form the route cannot take as a whole. */
const formProblem = (message: string) => ({ message, errors: [{ field: '', message }] });

describe(`POST /api/send-email on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('when a complete form is posted as multipart, then it answers 200 and stores the message as pending', async () => {
    const email = uniqueEmail();
    const res = await postForm({
      name: 'Ada Lovelace',
      email,
      subject: 'Soup',
      body: 'Lovely soup, thank you.',
    }).expect(200);
    expect(res.body).toEqual({ message: 'Message received' });
    expect(await storedFor(email)).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        subject: 'Soup',
        body: 'Lovely soup, thank you.',
        status: 'pending',
        attempts: 0,
      }),
    ]);
  });

  it('when the optional subject is left out of a JSON request, then the message is stored without one', async () => {
    const email = uniqueEmail();
    await sendEmail()
      .send({ name: 'Ada', email, body: 'Hello' })
      .expect(200, { message: 'Message received' });
    const [row] = await storedFor(email);
    expect(row).toMatchObject({ subject: null, body: 'Hello' });
  });

  it('when every field is missing, then it answers 400 with the three messages together and stores nothing', async () => {
    const body = await refusedBody(() => sendEmail().send({}));
    expect(body).toEqual({
      message: 'Name is required',
      errors: [
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Email is required' },
        { field: 'body', message: 'Message is required' },
      ],
    });
  });

  it('when multipart fields are blank, then it answers 400 with the same messages and stores nothing', async () => {
    const body = await refusedBody(() =>
      postForm({
        name: '  ',
        email: '',
        subject: 'Only a subject',
        body: '\n',
      }),
    );
    expect(body.errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: 'Email is required' },
      { field: 'body', message: 'Message is required' },
    ]);
  });

  it('when the request has no body at all, then it answers 400 with the required messages', async () => {
    const res = await sendEmail().expect(400);
    expect(res.body.message).toBe('Name is required');
  });

  it('when the email has no @, then it answers 400 Enter a valid email! and stores nothing', async () => {
    const body = await refusedBody(() =>
      postForm({ name: 'Ada', email: 'ada.example.test', body: 'Hi' }),
    );
    expect(body).toEqual({
      message: 'Enter a valid email!',
      errors: [{ field: 'email', message: 'Enter a valid email!' }],
    });
  });

  it('when fields are too long, then it answers 400 naming each and stores nothing', async () => {
    const body = await refusedBody(() =>
      postForm({
        name: 'n'.repeat(101),
        email: uniqueEmail(),
        subject: 's'.repeat(201),
        body: 'b'.repeat(5001),
      }),
    );
    expect(body.errors).toEqual([
      { field: 'name', message: 'Name must be at most 100 characters' },
      { field: 'subject', message: 'Subject must be at most 200 characters' },
      { field: 'body', message: 'Message must be at most 5000 characters' },
    ]);
  });

  it('when the longest accepted message is sent, then it is stored whole', async () => {
    const email = uniqueEmail();
    const body = 'é'.repeat(5000);
    await postForm({ name: 'Ada', email, body }).expect(200);
    expect((await storedFor(email))[0]?.body).toBe(body);
  });

  it('when SQL and HTML are typed into the form, then they are stored verbatim and harm nothing', async () => {
    const email = uniqueEmail();
    const name = "Robert'); DROP TABLE contact_messages;--";
    const subject = '<img src=x onerror="alert(1)">';
    const body = "<script>alert('hi')</script>\n' OR '1'='1'; -- \\x00 $1 ${injected}";
    const res = await postForm({ name, email, subject, body }).expect(200);
    expect(JSON.stringify(res.body)).not.toMatch(/script|DROP/);
    // Read back after the insert: the table is still there and holds the text exactly as typed.
    expect(await storedFor(email)).toEqual([expect.objectContaining({ name, subject, body })]);
  });

  it('when a file is attached, then it answers 400 and stores nothing', async () => {
    const body = await refusedBody(() =>
      sendEmail()
        .field('name', 'Ada')
        .field('email', uniqueEmail())
        .field('body', 'See attachment')
        .attach('file', Buffer.from('MZ not really a program'), 'invoice.exe'),
    );
    expect(body).toEqual(formProblem('Files cannot be attached to a contact message.'));
  });

  it('when a field is far larger than any accepted message, then it answers 413 and stores nothing', async () => {
    const big = { name: 'Ada', email: uniqueEmail(), body: 'x'.repeat(200_000) };
    const body = await refusedBody(() => postForm(big), 413);
    expect(body).toEqual({ message: 'The message is too large.' });
  });

  it('when the form has too many fields, then it answers 400 and stores nothing', async () => {
    const fields: Record<string, string> = { name: 'Ada', email: uniqueEmail(), body: 'Hi' };
    for (let i = 0; i < 10; i++) fields[`extra${i}`] = 'x';
    const body = await refusedBody(() => postForm(fields));
    expect(body).toEqual(formProblem('The form has too many fields.'));
  });

  it('when the multipart body is cut off, then it answers 400', async () => {
    const res = await sendEmail()
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda')
      .expect(400);
    expect(res.body).toEqual(formProblem('The form data could not be read.'));
  });

  it('when a client sends a sixth message within ten minutes, then it gets 429 with Retry-After and the message is not stored', async () => {
    const ip = nextIp();
    const email = uniqueEmail();
    for (let i = 1; i <= 5; i++) {
      await postForm({ name: 'Ada', email, body: `Message ${i}` }, ip).expect(200);
    }
    const res = await postForm({ name: 'Ada', email, body: 'Message 6' }, ip).expect(429);
    expect(res.body).toEqual({ message: 'Too many messages. Please try again in a few minutes.' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await storedFor(email)).map((m) => m.body)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    // Another visitor is not held back.
    await postForm({ name: 'Bob', email: uniqueEmail(), body: 'Hi' }).expect(200);
  });

  it('when the outbox is running, then a posted message reaches the mailbox at CONTACT_TO soon after', async () => {
    const own = await createTestApp(BEHIND_PROXY, { databasePrefix: 'contact_e2e' });
    const mailbox = own.identity.mailbox;
    try {
      own.contact.outbox.start(60 * 60_000);
      const email = uniqueEmail();
      await request(own.app)
        .post('/api/send-email')
        .set('X-Forwarded-For', nextIp())
        .field('name', 'Ada')
        .field('email', email)
        .field('subject', 'Pie')
        .field('body', 'Your pie was wonderful.')
        .expect(200);
      await expect.poll(async () => (await mailbox.list()).length, { timeout: 5000 }).toBe(1);
      const [delivered] = await mailbox.list();
      expect(delivered).toMatchObject({
        to: 'owner@family-recipes.test',
        replyTo: email,
        subject: 'Family Recipes contact: Pie',
      });
      expect(delivered?.text).toContain('Your pie was wonderful.');
      await expect
        .poll(async () => {
          const [row] = await own.db.database.db
            .select({ status: contactMessages.status })
            .from(contactMessages)
            .where(eq(contactMessages.email, email));
          return row?.status;
        })
        .toBe('sent');
    } finally {
      await own.dispose();
    }
  });
});
