import { Readable } from 'node:stream';
import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  getDocsPage,
  getHousehold,
  getRecipe,
  listAccounts,
  listEvents,
  RATE_LIMITS,
  type Access,
  type RateLimitDeclaration,
} from '@family-recipes/shared';
import { allows } from '../modules/identity/index.js';
import { ApiRouter, JsonText, ok, Streamed } from './endpoint.js';
import { AppError, errorHandler } from './errors.js';

type Principal = NonNullable<express.Request['principal']>;

const cook: Principal = {
  sub: 'cook-sub',
  username: 'cook',
  email: 'cook@example.com',
  name: 'Cook',
  groups: ['user'],
};

/** Guards that read an `x-as` header: the stand-in for the identity module's token check. */
function testRouter(counted: RateLimitDeclaration[] = []) {
  const signIn: RequestHandler = (req, _res, next) => {
    if (req.headers['x-as'] === 'cook') req.principal = cook;
    if (!req.principal) throw new AppError(401, 'Authentication required');
    next();
  };
  const guards: Record<Access, RequestHandler | undefined> = {
    public: undefined,
    signedIn: signIn,
    cook: signIn,
    admin: (req, res, next) => {
      signIn(req, res, () => {
        if (!allows('admin', req.principal)) throw new AppError(403, 'Administrators only.');
        next();
      });
    },
  };
  const router = new ApiRouter({
    guards,
    limit: (declaration) => (_req, _res, next) => {
      counted.push(declaration);
      next();
    },
    callerOf: (req) => ({ principal: req.principal ?? undefined, client: 'test' }),
    allows,
  });
  const app = express();
  app.use(express.json());
  app.use('/api', router.routes);
  app.use(errorHandler);
  return { router, app };
}

describe('the executable contract', () => {
  it('when a handler answers a value, text already written or a stream, then each goes as declared', async () => {
    const { router, app } = testRouter();
    router.mount(getRecipe, {}, ({ params }) =>
      params.id === 'written'
        ? { status: 200 as const, body: new JsonText('{"title":"As written"}') }
        : ok({ title: `Recipe ${params.id}` } as never),
    );
    router.mount(getDocsPage, {}, () => ({
      status: 200 as const,
      body: Readable.from(['<p>', 'docs', '</p>']),
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    }));

    const value = await request(app).get('/api/recipes/r1');
    const written = await request(app).get('/api/recipes/written');
    const streamed = await request(app).get('/api/docs');

    expect(value.status).toBe(200);
    expect(value.body).toEqual({ title: 'Recipe r1' });
    expect(written.headers['content-type']).toMatch(/^application\/json/);
    expect(written.body).toEqual({ title: 'As written' });
    expect(streamed.text).toBe('<p>docs</p>');
    expect(streamed.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('when an endpoint declares limits, then they are counted after the access check and before the handler', async () => {
    const counted: RateLimitDeclaration[] = [];
    const { router, app } = testRouter(counted);
    router.mount(getHousehold, {}, () => ok({} as never));
    const shopping = { ...getHousehold, path: '/counted', limits: [RATE_LIMITS.shoppingLists] };
    router.mount(shopping, {}, () => ok({} as never));

    expect((await request(app).get('/api/counted')).status).toBe(401);
    expect(counted).toEqual([]);
    expect((await request(app).get('/api/counted').set('x-as', 'cook')).status).toBe(200);
    expect(counted).toEqual([RATE_LIMITS.shoppingLists]);
  });

  it('when a stream refuses before its headers, then the caller gets the JSON error; else the stream opens', async () => {
    const { router, app } = testRouter();
    router.mount(listEvents, {}, ({ params }) => ({
      status: 200 as const,
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
      body: new Streamed((res) => {
        if (params.id === 'full') throw new AppError(429, 'Too many streams.');
        setImmediate(() => res.end('event: changed\ndata: {}\n\n'));
      }, ': open\n\n'),
    }));

    const refused = await request(app).get('/api/shopping-lists/full/events').set('x-as', 'cook');
    const opened = await request(app).get('/api/shopping-lists/l1/events').set('x-as', 'cook');

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many streams.' });
    expect(opened.status).toBe(200);
    expect(opened.text).toBe(': open\n\nevent: changed\ndata: {}\n\n');
  });

  it('when an endpoint is called in process, then access and the input are checked as over HTTP', async () => {
    const { router } = testRouter();
    router.mount(listAccounts, {}, () => ok([]));
    router.mount(getRecipe, {}, ({ params, caller }) =>
      ok({ id: params.id, http: caller.http !== undefined } as never),
    );
    const visitor = { principal: undefined, client: 'in-process' };

    await expect(router.call(getRecipe, { params: { id: 'r1' } }, visitor)).resolves.toEqual({
      status: 200,
      body: { id: 'r1', http: false },
    });
    await expect(router.call(listAccounts, {}, visitor)).rejects.toMatchObject({ status: 401 });
    await expect(
      router.call(listAccounts, {}, { principal: cook, client: 'in-process' }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      router.call(
        listAccounts,
        {},
        {
          principal: { ...cook, groups: ['admin'] },
          client: 'in-process',
        },
      ),
    ).resolves.toEqual({ status: 200, body: [] });
  });

  it('when an endpoint is read in process, then its success comes as the JSON a client gets, and another answer rejects', async () => {
    const { router } = testRouter();
    const made = new Date('2026-01-02T03:04:05.000Z');
    router.mount(getRecipe, {}, ({ params }) =>
      params.id === 'gone'
        ? ({ status: 404, body: { message: 'Recipe not found' } } as never)
        : ok({ id: params.id, made } as never),
    );
    const visitor = { principal: undefined, client: 'in-process' };

    await expect(router.read(getRecipe, { params: { id: 'r1' } }, visitor)).resolves.toEqual({
      id: 'r1',
      made: '2026-01-02T03:04:05.000Z',
    });
    await expect(router.read(getRecipe, { params: { id: 'gone' } }, visitor)).rejects.toMatchObject(
      { status: 404 },
    );
  });
});
