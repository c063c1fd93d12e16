import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/*
 * The installed site (docs/decisions/028-an-installable-site-readable-offline.md): the files the
 * web build writes for it are served as what they are, the service worker is never cached, and
 * the security headers let the browser run the worker and read the manifest.
 */

const SERVICE_WORKER = 'define(["./workbox-0a1b2c3d"],function(s){s.precacheAndRoute([])});';
const MANIFEST = JSON.stringify({ name: 'Family Recipes', start_url: '/' });

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'fr-installable-'));
  await mkdir(path.join(webDist, 'assets'));
  await mkdir(path.join(webDist, 'icons'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Family Recipes</title>');
  await writeFile(path.join(webDist, 'sw.js'), SERVICE_WORKER);
  await writeFile(path.join(webDist, 'workbox-0a1b2c3d.js'), 'self.workbox = {};');
  await writeFile(path.join(webDist, 'manifest.webmanifest'), MANIFEST);
  await writeFile(path.join(webDist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e]));
  t = await createTestApp({ WEB_DIST: webDist });
});

afterAll(async () => {
  await t.dispose();
  await rm(webDist, { recursive: true, force: true });
});

describe('the installable site', () => {
  it('when the service worker is requested, then it is JavaScript that the browser checks again on every visit', async () => {
    const res = await request(t.app).get('/sw.js').expect(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(SERVICE_WORKER);
    // Its scope is the whole site, where it is served: no wider scope to allow.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });

  it('when the workbox script is requested, then it is JavaScript cached for a year, since its name changes with it', async () => {
    const res = await request(t.app).get('/workbox-0a1b2c3d.js').expect(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when the manifest and an icon are requested, then they come typed as a web app manifest and a PNG', async () => {
    const manifest = await request(t.app).get('/manifest.webmanifest').expect(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(manifest.text)).toEqual({ name: 'Family Recipes', start_url: '/' });
    const icon = await request(t.app).get('/icons/icon-192.png').expect(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('when a page, the worker or an API answer is served, then the CSP lets the site run its worker and read its manifest', async () => {
    for (const url of ['/', '/sw.js', '/api/health']) {
      const csp = (await request(t.app).get(url)).headers['content-security-policy'] ?? '';
      expect(csp, url).toContain("worker-src 'self'");
      expect(csp, url).toContain("manifest-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
    }
  });

  it('when a page is requested, then it is still the app itself, not the worker or the manifest', async () => {
    const res = await request(t.app).get('/favourites').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when a file of the same name is asked for under /api, then the API answers, not the web app', async () => {
    const res = await request(t.app).get('/api/sw.js').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
