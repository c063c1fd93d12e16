import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from './db/client.js';
import { SHUTTING_DOWN_MESSAGE } from './modules/health/health.router.js';
import { contactMessages } from './modules/contact/contact.schema.js';
import { recipes } from './modules/recipes/recipes.schema.js';
import { startChildServer, type ChildServer } from './test/child-server.js';
import { noisyJpeg } from './test/hostile-files.js';
import { recipeForm } from './test/test-recipes.js';
import { createTestUser, type TestUser } from './test/test-users.js';

/*
 * SIGTERM while the server is busy (server.ts): requests on their way are answered, /api/ready
 * says 503 for a moment, then new connections are refused, the contact outbox and image work finish or stay queued, and the
 * process exits by itself, with code 0, well within its 10 s limit. Every acknowledged write is
 * in the database afterwards.
 */

interface Outcome {
  kind: string;
  startedAt: number;
  status: number;
  /** Connection error code when there was no answer. */
  error?: string;
  body?: unknown;
}

const RECIPE_FIELDS = recipeForm({
  description: 'Made while the server was stopping.',
  category: 'Entrees',
});

function multipart(fields: Record<string, string>, photo: Buffer) {
  const boundary = 'shutdownBoundary42';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="thumbnail_image"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One request on its own connection; resolves when the body is on the wire and when answered. */
function send(
  base: string,
  kind: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer },
) {
  const startedAt = performance.now();
  let markSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const state = { done: false };
  const answered = new Promise<Outcome>((resolve) => {
    const req = http.request(`${base}${options.path}`, {
      method: options.method,
      agent: false,
      headers: {
        ...options.headers,
        ...(options.body ? { 'Content-Length': String(options.body.length) } : {}),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString());
        } catch {
          body = undefined;
        }
        resolve({ kind, startedAt, status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ kind, startedAt, status: 0, error: err.code ?? err.message }),
    );
    req.on('finish', markSent);
    req.end(options.body);
  }).then((outcome) => {
    state.done = true;
    return outcome;
  });
  return { sent, answered, isDone: () => state.done };
}

describe('graceful shutdown on SIGTERM under load', () => {
  let server: ChildServer;
  let cooks: TestUser[];
  let photo: Buffer;

  beforeAll(async () => {
    server = await startChildServer();
    const settings = await server.identity();
    cooks = await Promise.all([1, 2].map(() => createTestUser(settings, { groups: ['user'] })));
    // Big enough that decoding takes a while, so the submissions are still being worked on.
    photo = await noisyJpeg(2400, 1800);
  }, 90_000);
  afterAll(async () => {
    await server?.dispose();
  });

  it('when a client keeps its connection for the next request, then the server keeps it idle for 65 s, longer than clients and proxies keep theirs', async () => {
    // Node closes idle connections after 5 s by default: a client reusing one at that moment
    // meets a reset. The Keep-Alive header announces the server's idle limit.
    const res = await fetch(`${server.base}/api/health`);
    await res.arrayBuffer();
    expect(res.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('when SIGTERM arrives with requests in flight, then all of them complete, new connections are refused, every acknowledged write is kept and the process exits with 0 within 10 s', async () => {
    const { base } = server;
    let contactSeq = 0;
    const contact = (kind: string) =>
      send(base, kind, {
        method: 'POST',
        path: '/api/send-email',
        // One address per message: the contact limit counts per client address.
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `10.9.${(contactSeq >> 8) & 255}.${contactSeq++ & 255}`,
        },
        body: Buffer.from(
          JSON.stringify({ name: 'Sam', email: 'sam@example.test', body: `Message ${contactSeq}` }),
        ),
      });
    const submission = (i: number) => {
      const form = multipart({ ...RECIPE_FIELDS, title: `Shutdown stew ${i}` }, photo);
      return send(base, 'submit', {
        method: 'POST',
        path: '/api/submit-recipe',
        headers: {
          Authorization: `Bearer ${cooks[i % cooks.length]?.idToken ?? ''}`,
          'Content-Type': form.contentType,
        },
        body: form.body,
      });
    };

    // Background traffic on fresh connections, before and after the signal.
    let loading = true;
    const background: Outcome[] = [];
    const readers = Array.from({ length: 6 }, async (_, i) => {
      while (loading) {
        const path = ['/api/all-recipes', '/api/recipes?q=stew', '/api/health'][i % 3] ?? '/';
        const outcome = await send(base, 'read', { method: 'GET', path }).answered;
        background.push(outcome);
        // No answer: the listener has closed, and every later connection is refused too.
        if (outcome.status === 0) return;
      }
    });
    // Every reader has had an answer before the signal.
    await vi.waitFor(() => expect(background.length).toBeGreaterThanOrEqual(readers.length), {
      timeout: 10_000,
      interval: 20,
    });

    // In flight: submissions and contact messages the server has received when the signal comes.
    const inFlight = [
      ...Array.from({ length: 6 }, (_, i) => submission(i)),
      ...Array.from({ length: 6 }, () => contact('contact')),
    ];
    await Promise.all(inFlight.map((r) => r.sent));
    const openAtSignal = inFlight.filter((r) => !r.isDone()).length;
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');

    // During the short grace the server still answers, says it is not ready and ends each
    // connection; afterwards new connections are refused, not answered with errors.
    // Once the process has taken the signal, /api/ready stops answering 200.
    let ready = await fetch(`${base}/api/ready`);
    let readyBody: unknown = await ready.json();
    await vi.waitFor(
      async () => {
        if (ready.status === 200) {
          ready = await fetch(`${base}/api/ready`);
          readyBody = await ready.json();
        }
        expect(ready.status).not.toBe(200);
      },
      { timeout: 2_000, interval: 10 },
    );
    // A background read without an answer: the listener has closed.
    await vi.waitFor(() => expect(background.some((o) => o.status === 0)).toBe(true), {
      timeout: 5_000,
      interval: 20,
    });
    const late = await send(base, 'late', { method: 'GET', path: '/api/health' }).answered;

    const exitCode = await server.exited();
    const exitMs = performance.now() - signalledAt;
    loading = false;
    await Promise.all(readers);
    const answers = await Promise.all(inFlight.map((r) => r.answered));

    const failedInFlight = answers.filter((a) => a.status !== (a.kind === 'submit' ? 201 : 200));
    const afterSignal = background.filter((o) => o.startedAt >= signalledAt);
    console.info(
      `shutdown: exit ${exitCode} after ${Math.round(exitMs)} ms; in flight at SIGTERM: ` +
        `${answers.length} (${answers.filter((a) => a.kind === 'submit').length} submissions with photos, ` +
        `${answers.filter((a) => a.kind === 'contact').length} contact messages; ${openAtSignal} not yet answered), failed: ${failedInFlight.length}; ` +
        `background reads: ${background.length}, 5xx: ${background.filter((o) => o.status >= 500).length}, ` +
        `refused after the signal: ${afterSignal.filter((o) => o.status === 0).length}; /api/ready after: ${ready.status}; ` +
        `new connection after the listener closed: ${late.error ?? late.status}`,
    );

    // The photos take a while to decode: most submissions were still being worked on.
    expect(openAtSignal).toBeGreaterThanOrEqual(3);
    expect(failedInFlight).toEqual([]);

    expect(exitCode).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    expect([ready.status, ready.headers.get('connection'), readyBody]).toEqual([
      503,
      'close',
      { message: SHUTTING_DOWN_MESSAGE },
    ]);
    expect(late.status).toBe(0);
    expect(late.error).toBe('ECONNREFUSED');
    expect(background.filter((o) => o.status >= 500)).toEqual([]);
    // Reads that failed had no answer at all: they came after the listener had closed.
    for (const o of background.filter((x) => x.status === 0)) {
      expect(o.startedAt).toBeGreaterThan(signalledAt - 50);
    }

    // Every acknowledged write survived: rows, photo files, messages delivered or queued.
    const database = createDatabase({ pgliteDir: path.join(server.dataDir, 'db') });
    try {
      const stored = await database.db
        .select({ id: recipes.id, image: recipes.thumbnailImage })
        .from(recipes);
      const acknowledged = answers
        .filter((a) => a.kind === 'submit')
        .map((a) => (a.body as { _id: string })._id);
      expect(stored.map((r) => r.id).sort()).toEqual([...acknowledged].sort());
      for (const { image } of stored) {
        // Each size served, and the original kept for print.
        for (const name of ['320.webp', '640.webp', '1280.webp', 'original.jpg']) {
          const file = path.join(
            server.dataDir,
            image.replace(/^\/uploads\//, 'uploads/').replace(/-1280\.webp$/, `-${name}`),
          );
          expect(existsSync(file), file).toBe(true);
        }
      }
      const messages = await database.db
        .select({ status: contactMessages.status })
        .from(contactMessages);
      expect(messages).toHaveLength(answers.filter((a) => a.kind === 'contact').length);
      expect(messages.every((m) => m.status === 'sent' || m.status === 'pending')).toBe(true);
    } finally {
      await database.close();
    }
  }, 90_000);
});
