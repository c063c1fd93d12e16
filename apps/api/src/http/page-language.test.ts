import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPageLanguage } from './html.js';
import { spaRouter } from './spa.js';

let webDist: string;
let app: Express;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'fr-lang-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head><title>Family Recipes</title></head><body><div id="root"></div></body></html>',
  );
  app = express();
  app.use(spaRouter(webDist)!);
});

afterAll(async () => {
  await rm(webDist, { recursive: true, force: true });
});

describe('the language a page is sent in', () => {
  it('is the lang cookie’s, with its direction, before the browser’s languages', async () => {
    const res = await request(app)
      .get('/all-recipes')
      .set('Cookie', 'theme=x; lang=ar')
      .set('Accept-Language', 'de-DE,de;q=0.9')
      .expect(200);
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    expect(res.headers['content-language']).toBe('ar');
    expect(res.headers['vary']).toMatch(/Accept-Language/);
    expect(res.headers['vary']).toMatch(/Cookie/);
  });

  it('is the first of the browser’s languages the site has, without a cookie', async () => {
    const res = await request(app)
      .get('/')
      .set('Accept-Language', 'ja, nl-BE;q=0.8, fr;q=0.9')
      .expect(200);
    expect(res.text).toContain('<html lang="fr" dir="ltr">');
  });

  it('is English for a cookie naming no site language and a browser asking for none', async () => {
    const res = await request(app)
      .get('/about')
      .set('Cookie', 'lang="><script>alert(1)</script>')
      .set('Accept-Language', 'xx, "><b>')
      .expect(200);
    expect(res.text).toContain('<html lang="en" dir="ltr">');
    expect(res.text).not.toContain('<script>alert');
  });
});

describe('withPageLanguage', () => {
  it('replaces the html tag’s attributes, once', () => {
    expect(withPageLanguage('<html lang="en" class="x"><p><html></p>', 'zh')).toBe(
      '<html lang="zh" dir="ltr"><p><html></p>',
    );
  });
});
