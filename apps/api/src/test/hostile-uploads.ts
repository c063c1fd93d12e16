import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Express } from 'express';
import { IMAGE_MESSAGES } from '../modules/images/image-processor.js';
import { RECIPE_FORM_LIMITS } from '../modules/images/upload.js';
import {
  gifImage,
  HEIC_PHOTO,
  htmlPage,
  jpegHtmlPolyglot,
  pngBomb,
  svgWithScript,
  truncatedJpeg,
} from './hostile-files.js';
import type { TestApp } from './test-app.js';
import { recipeForm } from './test-recipes.js';

/** Every text field of a valid submission, so that only the file can be the problem. */
export const RECIPE_FIELDS: Record<string, string> = recipeForm({
  title: 'Hostile Pie',
  category: 'Desserts',
  status: '100',
});

export const HUNDRED_MB = 100 * 1024 * 1024;
export const UPLOAD_LIMIT = RECIPE_FORM_LIMITS.fileSize;

export interface HostileFile {
  label: string;
  name: string;
  bytes: () => Buffer | Promise<Buffer>;
  status: number;
  message: string;
}

/** Each hostile file with the answer the API must give it. */
export const HOSTILE: HostileFile[] = [
  {
    label: 'a JPEG/HTML polyglot',
    name: 'pie.jpg',
    bytes: jpegHtmlPolyglot,
    status: 415,
    message: IMAGE_MESSAGES.markup,
  },
  {
    label: 'an SVG with a script',
    name: 'pie.svg',
    bytes: svgWithScript,
    status: 415,
    message: IMAGE_MESSAGES.unsupported,
  },
  {
    label: 'a PNG decompression bomb of 30000 x 30000 pixels',
    name: 'pie.png',
    bytes: () => pngBomb(30_000),
    status: 413,
    message: IMAGE_MESSAGES.tooManyPixels,
  },
  {
    label: 'a truncated JPEG',
    name: 'pie.jpg',
    bytes: truncatedJpeg,
    status: 415,
    message: IMAGE_MESSAGES.unsupported,
  },
  {
    label: 'a web page named ../../x.webp',
    name: '../../x.webp',
    bytes: htmlPage,
    status: 415,
    message: IMAGE_MESSAGES.unsupported,
  },
  {
    label: 'an iPhone HEIC photo',
    name: 'IMG_0001.HEIC',
    bytes: () => HEIC_PHOTO,
    status: 415,
    message: IMAGE_MESSAGES.unsupported,
  },
  {
    label: 'a GIF',
    name: 'pie.gif',
    bytes: gifImage,
    status: 415,
    message: IMAGE_MESSAGES.unsupported,
  },
];

/** The test app's uploads folder, for tests that look at the stored files. */
export function localUploadsDir(t: Pick<TestApp, 'config'>): string {
  if (t.config.storage.kind !== 'local')
    throw new Error('These tests need the local uploads folder');
  return t.config.storage.dir;
}

/** Every file under `dir`, relative, sorted; none when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`, for requests that supertest cannot make (streamed bodies). */
  base: string;
  /** Drops the open connections and stops listening. */
  close(): Promise<void>;
}

/** `app` listening on a free loopback port. */
export async function listenOnLoopback(app: Express): Promise<LoopbackServer> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
