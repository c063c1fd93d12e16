import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { smallJpeg } from '../test/test-images.js';
import { createTestUser } from '../test/test-users.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.dispose();
});

function expectSecurityHeaders(headers: Record<string, string | undefined>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('when an API answer, an API error or a page is served, then each carries the CSP, nosniff, framing and referrer rules', async () => {
    for (const path of ['/api/health', '/api/nope', '/', '/recipes/x']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBeLessThan(500);
      expectSecurityHeaders(res.headers as Record<string, string>);
    }
  });

  it('when a stored photo is served, then it is image/webp with nosniff and the CSP, so it can never run as a page', async () => {
    const cook = await createTestUser(t.identity.settings, { groups: ['user'] });
    let submit = request(t.app)
      .post('/api/submit-recipe')
      .set('Authorization', `Bearer ${cook.idToken}`);
    const fields: Record<string, string> = {
      title: 'Header Toast',
      description: 'Toast.',
      category: 'Breakfast',
      instructions: JSON.stringify(['Toast.']),
      tags: '[]',
      ingredients: JSON.stringify([{ quantity: 1, units: 'slice', ingredient: 'bread' }]),
      reviews: '[]',
      tips: '[]',
      more: JSON.stringify({
        prep_time: 1,
        cook_time: 2,
        total_time: 3,
        serving: '1',
        difficulty: 'Easy',
        source: 'Me',
      }),
    };
    for (const [k, v] of Object.entries(fields)) submit = submit.field(k, v);
    const created = await submit
      .attach('thumbnail_image', await smallJpeg(), 'toast.html')
      .expect(201);

    const photo = await request(t.app)
      .get((created.body as { thumbnail_image: string }).thumbnail_image)
      .expect(200);

    expect(photo.headers['content-type']).toBe('image/webp');
    expectSecurityHeaders(photo.headers as Record<string, string>);
  });
});
