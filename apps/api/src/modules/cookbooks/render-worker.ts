import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { BookModel } from './pdf/book-model.js';
import { printCookbook } from './pdf/index.js';
import { TooManyPages } from './pdf/pager.js';
import { makePreview } from './preview-job.js';
import type { FromWorker, PhotoRef, PlainBook, RenderJob, ToWorker } from './render-messages.js';

/*
 * Cookbook PDFs made off the site's request loop, in a worker thread (render-thread.ts starts it
 * and hands it one book at a time): the book comes as plain data, each photo is asked of the
 * parent when its page is printed, and the PDF is written to the job's file, readable by this
 * account only. Each book ends with a word of how it went, once its file is closed.
 */

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs in a worker thread: see render-thread.ts.');
const send = (message: FromWorker) => port.postMessage(message);

const asked = new Map<
  number,
  { resolve: (bytes?: Buffer) => void; reject: (err: Error) => void }
>();
let lastId = 0;

const photo = (ref: PhotoRef) => () =>
  new Promise<Buffer | undefined>((resolve, reject) => {
    lastId += 1;
    asked.set(lastId, { resolve, reject });
    send({ type: 'photo', id: lastId, ref });
  });

function bookOf({ cover, recipes, familyPages, ...rest }: PlainBook): BookModel {
  return {
    ...rest,
    ...(cover === undefined ? {} : { cover: photo(cover) }),
    recipes: recipes.map(({ photo: ref, card, ...recipe }) => ({
      ...recipe,
      ...(ref === undefined ? {} : { photo: photo(ref) }),
      ...(card === undefined ? {} : { card: photo(card) }),
    })),
    ...(familyPages && {
      familyPages: familyPages.map(({ photo: ref, ...page }) =>
        ref === undefined ? page : { ...page, photo: photo(ref) },
      ),
    }),
  };
}

// wx: a file already at that path (or a link put there) is never written through.
const fileOut = (file: string) => createWriteStream(file, { flags: 'wx', mode: 0o600 });

async function make(job: RenderJob): Promise<FromWorker> {
  const out = fileOut(job.file);
  const cover = job.coverFile === undefined ? undefined : fileOut(job.coverFile);
  const streams = cover ? [out, cover] : [out];
  try {
    await Promise.all(streams.map((stream) => once(stream, 'open')));
    const { pages, bytes } = await printCookbook(
      bookOf(job.book),
      out,
      (share, stage) => send({ type: 'progress', share, stage }),
      { maxPages: job.maxPages, ...(cover ? { cover } : {}) },
    );
    return { type: 'done', pages, bytes };
  } catch (err) {
    for (const stream of streams) stream.destroy();
    if (err instanceof TooManyPages) return { type: 'too-many-pages', limit: err.limit };
    return { type: 'failed', message: err instanceof Error ? err.message : String(err) };
  } finally {
    // The descriptors are the process's: a thread ended with one open would leave it open.
    for (const stream of streams) {
      if (!stream.closed) await once(stream, 'close').catch(() => undefined);
    }
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'job') {
    void make(message.job).then(send);
    return;
  }
  if (message.type === 'preview') {
    void makePreview(bookOf(message.job.book), message.job).then(send);
    return;
  }
  const waiting = asked.get(message.id);
  if (!waiting) return;
  asked.delete(message.id);
  if (message.error !== null) waiting.reject(new Error(message.error));
  else if (!message.bytes) waiting.resolve();
  else {
    const { buffer, byteOffset, byteLength } = message.bytes;
    waiting.resolve(Buffer.from(buffer, byteOffset, byteLength));
  }
});
