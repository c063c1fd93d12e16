import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { hostCheck, UNKNOWN_HOST_MESSAGE } from './host-check.js';

function appWith(publicUrl: string | undefined) {
  const app = express();
  app.use(hostCheck(publicUrl));
  app.use((req, res) => {
    res.json({ reached: req.path });
  });
  return app;
}

describe('hostCheck', () => {
  it.each(['localhost', 'localhost:3000', '127.0.0.1:3500', '[::1]:8080', 'LOCALHOST'])(
    'when PUBLIC_URL is unset and the Host is %s, then the request goes through',
    async (host) => {
      const res = await request(appWith(undefined)).get('/api/all-recipes').set('Host', host);
      expect(res.status).toBe(200);
    },
  );

  it.each([
    'evil.example',
    'evil.example:3000',
    '192.168.1.20:3000',
    '127.0.0.2',
    'localhost.evil.example',
    'localhost@evil.example',
    'localhost/x',
    'evil.example"><x',
    '',
  ])('when PUBLIC_URL is unset and the Host is %j, then 400 Unknown host', async (host) => {
    const api = await request(appWith(undefined)).get('/api/my-recipes').set('Host', host);
    expect(api.status).toBe(400);
    expect(api.body).toEqual({
      message: UNKNOWN_HOST_MESSAGE,
      errors: [{ field: '', message: UNKNOWN_HOST_MESSAGE }],
    });

    const page = await request(appWith(undefined)).get('/recipes/1').set('Host', host);
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.text).toBe(UNKNOWN_HOST_MESSAGE);
  });

  it('when PUBLIC_URL is set, then its host name on any port and the loopback names are accepted, and no other', async () => {
    const app = appWith('https://Recipes.Example.com/');
    for (const host of ['recipes.example.com', 'recipes.example.com:443', 'localhost:3000']) {
      expect((await request(app).get('/').set('Host', host)).status, host).toBe(200);
    }
    for (const host of ['www.recipes.example.com', 'example.com', 'recipes.example.com.evil']) {
      expect((await request(app).get('/').set('Host', host)).status, host).toBe(400);
    }
  });

  it('when the Host is the address the connection arrived at (the server reading its own API in a container), then it is accepted, and another name on that address is not', async () => {
    const address = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (!address) throw new Error('This test needs a network interface besides loopback');
    const server = createServer(appWith('https://recipes.example.com')).listen(0, '0.0.0.0');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const own = await request(`http://${address}:${port}`).get('/api/all-recipes');
      const other = await request(`http://${address}:${port}`)
        .get('/api/all-recipes')
        .set('Host', `evil.example:${port}`);
      expect(own.status).toBe(200);
      expect(other.status).toBe(400);
    } finally {
      server.close();
    }
  });

  it('when a container probe names the server by its own address, then health and readiness answer anyway', async () => {
    const app = appWith('https://recipes.example.com');
    for (const path of ['/api/health', '/api/ready']) {
      const res = await request(app).get(path).set('Host', '172.18.0.5:3000');
      expect(res.status, path).toBe(200);
      expect(res.body).toEqual({ reached: path });
    }
    await request(app).get('/api/health/x').set('Host', '172.18.0.5:3000').expect(400);
  });
});
