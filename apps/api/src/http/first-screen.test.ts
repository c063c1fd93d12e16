import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_CODE_ELEMENT_ID,
  PAGE_STATE_ELEMENT_ID,
  type ApiTransport,
} from '@family-recipes/shared';
import { hasSessionCookie } from '../modules/identity/index.js';
import fc from 'fast-check';
import { FIRST_SCREEN_TIMEOUT_MS, firstScreen, messagesJson } from './first-screen.js';
import { jsonForScript } from './html.js';
import { createLogger } from './logger.js';
import { spaRouter } from './spa.js';

const APP_CODE_TAGS =
  '<script data-app-code type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link data-app-code rel="modulepreload" crossorigin href="/assets/vendor-2.js">';
const INDEX_FILE =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/boot-0.js"></script>' +
  '<title>Family Recipes</title><meta name="description" content="The family site." />' +
  `\n    ${APP_CODE_TAGS}\n  </head><body>` +
  '<noscript>Family Recipes needs JavaScript to show its recipes.</noscript>' +
  '<div id="root"></div></body></html>';
/** index.html as sent: its html tag names the page's language (English here) and direction. */
const INDEX = INDEX_FILE.replace('<html>', '<html lang="en" dir="ltr">');

/**
 * A stand-in for the web build's server entry (apps/web/src/entry-server.tsx, tested in the web
 * app): these tests are about when the server uses it and what it does with the answer.
 */
const ENTRY = `
export async function renderPage(url, api) {
  const { pathname } = new URL(url);
  if (pathname === '/slow') return new Promise(() => {});
  if (pathname === '/broken') throw new Error('cannot draw');
  if (pathname === '/private') return undefined;
  const { payload } = await api({ method: 'GET', path: '/api/config' });
  return {
    html: '<main><h1>Drawn ' + pathname + '</h1><p>' + payload.answeredBy + '</p></main>',
    state: { queries: [{ title: 'Soup </script><script>alert(1)</script> \\u2028' }] },
    head: { title: 'Soup & <b>bread</b> | Family Recipes', description: 'A "warm" soup.' },
  };
}
`;

/** The API the page is drawn with: here, one answer for every call. */
const api: ApiTransport = () =>
  Promise.resolve({ status: 200, headers: {}, payload: { answeredBy: 'the services in process' } });

let root: string;
let app: Express;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'fr-first-screen-'));
  const webDist = path.join(root, 'dist');
  await mkdir(webDist);
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_FILE);
  await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
  app = express();
  app.use(cookieParser());
  app.use(
    spaRouter(
      webDist,
      undefined,
      firstScreen(webDist, createLogger('silent'), hasSessionCookie, api),
    )!,
  );
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function stateOf(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe("a public page's first screen drawn on the server", () => {
  it('when a visitor asks for a public page, then #root holds it and the answers sit beside it, unable to close their script element', async () => {
    const res = await request(app).get('/recipes/abc?x=1').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<div id="root"><main><h1>Drawn /recipes/abc</h1>');
    // The page is drawn with the API it was given (http/caller.ts in the app).
    expect(res.text).toContain('<p>the services in process</p>');
    expect(res.text).not.toContain('needs JavaScript');
    // The page's own head, escaped, in place of index.html's.
    expect(res.text).toContain(
      '<title>Soup &#38; &#60;b&#62;bread&#60;/b&#62; | Family Recipes</title>',
    );
    expect(res.text).toContain('<meta name="description" content="A &#34;warm&#34; soup." />');
    expect(res.text).not.toContain('The family site.');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(stateOf(res.text)).toEqual({
      queries: [{ title: 'Soup </script><script>alert(1)</script> \u2028' }],
    });
    // The app's code waits, inert, for the boot script, which stays where it was.
    expect(res.text).toContain('<script type="module" crossorigin src="/assets/boot-0.js">');
    expect(res.text).not.toMatch(/<head>.*data-app-code.*<\/head>/s);
    expect(res.text).toContain(
      `<template id="${APP_CODE_ELEMENT_ID}">${APP_CODE_TAGS}</template></body>`,
    );
  });

  it('when the visitor is signed in, then the bare app is sent: their pages depend on who they are', async () => {
    const res = await request(app).get('/recipes/abc').set('Cookie', 'idToken=x').expect(200);
    expect(res.text).toBe(INDEX);
    const refresh = await request(app).get('/').set('Cookie', 'refreshToken=y').expect(200);
    expect(refresh.text).toBe(INDEX);
  });

  it('when the page is not drawn, drawing fails or takes too long, then the bare app is sent', async () => {
    expect((await request(app).get('/private').expect(200)).text).toBe(INDEX);
    expect((await request(app).get('/broken').expect(200)).text).toBe(INDEX);
    const started = Date.now();
    expect((await request(app).get('/slow').expect(200)).text).toBe(INDEX);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(FIRST_SCREEN_TIMEOUT_MS - 50);
  });

  it('when the request is a HEAD, then no page is drawn', async () => {
    const res = await request(app).head('/recipes/abc').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('when the web build has no server entry, then there is nothing to draw with', () => {
    expect(
      firstScreen(
        path.join(os.tmpdir(), 'fr-no-such-build', 'dist'),
        createLogger('silent'),
        hasSessionCookie,
        api,
      ),
    ).toBe(undefined);
  });
});

describe('messagesJson', () => {
  it('writes the page’s catalogs as jsonForScript does, each catalog once, for any words', () => {
    const catalog = fc.dictionary(fc.string(), fc.string());
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.option(catalog, { nil: null })), (messages) => {
        const first = messagesJson(messages);
        expect(first).toBe(jsonForScript(messages));
        // Written again from what it kept: the same text.
        expect(messagesJson(messages)).toBe(first);
        expect(JSON.parse(first)).toEqual(messages);
        expect(first).not.toMatch(/<|>|&|\u2028|\u2029/u);
      }),
    );
  });

  it('cannot end its script element, whatever a catalog holds', () => {
    const messages = { app: { title: '</script><script>alert(1)</script>' }, shared: null };
    expect(messagesJson(messages)).not.toContain('</script>');
    expect(JSON.parse(messagesJson(messages))).toEqual(messages);
  });
});
