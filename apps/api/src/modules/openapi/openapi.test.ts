import { validate } from '@readme/openapi-parser';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { smallJpeg } from '../../test/test-images.js';
import { bearer } from '../../test/test-users.js';
import { buildOpenApiDocument, openApiPath } from './document.js';
import { responseProblems } from './response-validator.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

type JsonObject = Record<string, unknown>;

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: string;
}

/** Every "METHOD /path" the app registers, read from its router stack. */
function registeredRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path =
          typeof layer.route.path === 'string' ? layer.route.path : String(layer.route.path);
        for (const method of Object.keys(layer.route.methods)) {
          if (method !== '_all') found.push(`${method.toUpperCase()} ${prefix}${path}`);
        }
      } else if (layer.handle.stack) {
        const mount = layer.rawPath && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found;
}

function documentedRoutes(document: JsonObject): string[] {
  const paths = document['paths'] as Record<string, JsonObject>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

const document = buildOpenApiDocument();

const t = useTestApp();
const [cook] = useUsers(t, 'Cook Carla');

describe('the OpenAPI document', () => {
  it('when it is validated, then it is a valid OpenAPI 3.1 document and every operation has answers', async () => {
    expect(document['openapi']).toBe('3.1.0');
    await expect(validate(structuredClone(document) as never)).resolves.toMatchObject({
      valid: true,
    });
    const paths = document['paths'] as Record<string, Record<string, JsonObject>>;
    for (const item of Object.values(paths)) {
      for (const operation of Object.values(item)) {
        expect(Object.keys(operation['responses'] as JsonObject).length).toBeGreaterThan(1);
        expect(operation['responses']).toHaveProperty('500');
      }
    }
  });

  it('when the routes the app registers under /api are listed, then the document has exactly them', () => {
    const live = registeredRoutes(t.app)
      .filter((route) => route.split(' ')[1]?.startsWith('/api/'))
      .map((route) => {
        const [method = '', path = ''] = route.split(' ');
        return `${method} ${openApiPath(path.slice('/api'.length))}`;
      });
    expect(live.length).toBeGreaterThan(25);
    expect([...new Set(live)].sort()).toEqual(documentedRoutes(document).sort());
  });

  it('when an admin-only or signed-in operation is documented, then it names the security and the 401', () => {
    const paths = document['paths'] as Record<string, Record<string, JsonObject>>;
    const backup = paths['/api/admin/backup']?.['get'];
    expect(backup?.['security']).toEqual([{ bearerIdToken: [] }, { idTokenCookie: [] }]);
    expect(Object.keys(backup?.['responses'] as JsonObject)).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
    expect(paths['/api/all-recipes']?.['get']?.['security']).toBeUndefined();
  });

  it('when a call takes a form as well as JSON, then its body is documented as both (the contact form sends multipart)', () => {
    const paths = document['paths'] as Record<string, Record<string, JsonObject>>;
    const body = paths['/api/send-email']?.['post']?.['requestBody'] as JsonObject;
    expect(Object.keys(body['content'] as JsonObject)).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    const upload = paths['/api/submit-recipe']?.['post']?.['requestBody'] as JsonObject;
    expect(Object.keys(upload['content'] as JsonObject)).toEqual(['multipart/form-data']);
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  it('when the document is requested, then the server sends it', async () => {
    const res = await request(t.app).get('/api/openapi.json').expect(200);
    expect(res.body).toEqual(document);
  });

  it('when the docs page is requested, then it lists every operation without any script', async () => {
    const res = await request(t.app).get('/api/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).not.toMatch(/<script/i);
    for (const path of Object.keys(document['paths'] as JsonObject)) {
      expect(res.text).toContain(`<code>${path}</code>`);
    }
  });
});

describe('real answers against the document', () => {
  it('when the service, recipe, error and export calls answer, then their bodies match it', async () => {
    const submitted = await request(t.app)
      .post('/api/submit-recipe')
      .set('Authorization', `Bearer ${cook.idToken}`)
      .field('title', 'Lemon Tart')
      .field('description', 'Sharp and sweet.')
      .field('category', 'Desserts')
      .field('instructions', JSON.stringify(['Bake the shell.', 'Fill it.']))
      .field('ingredients', JSON.stringify([{ quantity: 3, units: '', ingredient: 'lemons' }]))
      .field(
        'more',
        JSON.stringify({
          prep_time: 20,
          cook_time: 30,
          total_time: 50,
          serving: '8 slices',
          difficulty: 'Medium',
          source: 'Aunt May',
        }),
      )
      .attach('thumbnail_image', await smallJpeg(), 'tart.jpg')
      .expect(201);
    const id = (submitted.body as { _id: string })._id;
    const answers = [
      { method: 'POST', expressPath: '/submit-recipe', res: submitted },
      { method: 'GET', expressPath: '/health', res: await request(t.app).get('/api/health') },
      { method: 'GET', expressPath: '/config', res: await request(t.app).get('/api/config') },
      {
        method: 'GET',
        expressPath: '/recipes/:id',
        res: await request(t.app).get(`/api/recipes/${id}`).set(bearer(cook)),
      },
      {
        method: 'GET',
        expressPath: '/my-recipes',
        res: await request(t.app).get('/api/my-recipes').set(bearer(cook)),
      },
      {
        method: 'GET',
        expressPath: '/recipes/:id',
        res: await request(t.app).get(`/api/recipes/${id}`),
      },
      {
        method: 'GET',
        expressPath: '/admin/backup',
        res: await request(t.app).get('/api/admin/backup').set(bearer(cook)),
      },
      {
        method: 'GET',
        expressPath: '/export/my-recipes',
        res: await request(t.app).get('/api/export/my-recipes').set(bearer(cook)),
      },
      {
        method: 'GET',
        expressPath: '/all-recipes',
        res: await request(t.app).get('/api/all-recipes?limit=0'),
      },
    ];
    expect(answers.map((a) => a.res.status)).toEqual([201, 200, 200, 200, 200, 403, 403, 200, 400]);
    for (const { method, expressPath, res } of answers) {
      expect(
        responseProblems(document, { method, expressPath, status: res.status, body: res.body }),
        `${method} ${expressPath} ${res.status}`,
      ).toEqual([]);
    }
  });

  it('when a body does not match, then the check reports it', () => {
    expect(
      responseProblems(document, {
        method: 'GET',
        expressPath: '/config',
        status: 200,
        body: { cognito: { region: 5 } },
      }).length,
    ).toBeGreaterThan(0);
  });
});
