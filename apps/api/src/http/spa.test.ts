import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import compression from 'compression';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaRouter } from './spa.js';

const SCRIPT = 'console.log("the app");'.repeat(50);
const SCRIPT_BR = brotliCompressSync(SCRIPT);
const WASM = Buffer.from('\0asm\x01\0\0\0'.repeat(200), 'latin1');
const WASM_BR = brotliCompressSync(WASM);

let webDist: string;
let app: Express;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'fr-spa-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Family Recipes</title>');
  await writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js.br'), SCRIPT_BR);
  await writeFile(path.join(webDist, 'assets', 'plain-def456.css'), 'body{margin:0}');
  await mkdir(path.join(webDist, 'assets', 'card-scan-0a1b2c3d'));
  await writeFile(path.join(webDist, 'assets', 'card-scan-0a1b2c3d', 'core.wasm'), WASM);
  await writeFile(path.join(webDist, 'assets', 'card-scan-0a1b2c3d', 'core.wasm.br'), WASM_BR);
  app = express();
  app.use(compression());
  app.use(spaRouter(webDist)!);
});

afterAll(async () => {
  await rm(webDist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('when the browser accepts brotli, then the precompressed asset is sent, typed and cached for a year', async () => {
    const res = await request(app)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    // The build's file as it is (supertest decodes it), not compressed again on the fly.
    expect(res.headers['content-length']).toBe(String(SCRIPT_BR.length));
    expect(res.text).toBe(SCRIPT);
  });

  it('when the browser does not accept brotli, then the asset itself is sent', async () => {
    const res = await request(app)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when an asset in a folder of the assets has a brotli file, then that is sent, typed as the asset', async () => {
    const res = await request(app)
      .get('/assets/card-scan-0a1b2c3d/core.wasm')
      .set('Accept-Encoding', 'gzip, br')
      .buffer(true)
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/wasm');
    expect(res.headers['content-length']).toBe(String(WASM_BR.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when an asset has no brotli file, then it is served as usual and cached for a year', async () => {
    const res = await request(app)
      .get('/assets/plain-def456.css')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when a page is requested, then index.html is served and never cached', async () => {
    const res = await request(app).get('/recipes/123').expect(200);
    expect(res.text).toContain('<title>Family Recipes</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when robots.txt is requested, then the file is served, not index.html', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.text).toContain('User-agent: *');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('when a missing asset is requested, then the answer is 404, not index.html', async () => {
    await request(app).get('/assets/missing.js').set('Accept-Encoding', 'br').expect(404);
  });
});
