import { Worker } from 'node:worker_threads';
import type { BookModel, BookProgress, RenderedBook } from './pdf/book-model.js';
import { TooManyPages } from './pdf/pager.js';
import { withoutImageCache } from './pdf/photo.js';
import type {
  FromWorker,
  PhotoAnswer,
  PlainBook,
  Previewed,
  PreviewJob,
  ToWorker,
} from './render-messages.js';

type Photo = NonNullable<BookModel['cover']>;

/** What a render in a worker thread takes besides the book and its file. */
export interface ThreadRender {
  /** Pages the book may run to: past them it fails with TooManyPages. */
  maxPages: number;
  onProgress?: BookProgress;
  /** Aborted when the process stops: the thread is ended then and the render rejects. */
  signal?: AbortSignal;
  /** The heap a new thread may grow to, in MB; past it the thread is ended. */
  heapMb?: number;
  /** Makes the print shop's edition, whose cover is written to this file. */
  coverFile?: string;
}

/**
 * Heap a worker may grow to before it is ended (the book then fails, not the site): a 300-recipe
 * book's stays under 65 MB (docs/performance.md, Cookbook PDF).
 */
const WORKER_HEAP_MB = 512;
/**
 * How long a worker that made a book is kept for the next: starting one loads the renderer's
 * modules again (about a second), which a line of books waiting would pay for each.
 */
const KEPT_MS = 10_000;

/**
 * A thread on render-worker: the built file; from the TypeScript sources (`pnpm dev`, the tests)
 * through tsx, whose loader a worker thread registers for itself.
 */
function startWorker(heapMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: heapMb } };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./render-worker.js', import.meta.url), options);
  }
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./render-worker.ts', import.meta.url).href);
  const boot = `import(${tsx}).then((tsx) => { tsx.register(); return import(${entry}); })`;
  return new Worker(boot, { ...options, eval: true });
}

/** Workers that made a book and wait a moment for the next, with what ends their wait. */
const kept = new Map<Worker, { timer: NodeJS.Timeout; gone: () => void }>();

function takeWorker(heapMb: number | undefined): Worker {
  const [worker, wait] = heapMb === undefined ? ([...kept][0] ?? []) : [];
  if (!worker || !wait) return startWorker(heapMb ?? WORKER_HEAP_MB);
  clearTimeout(wait.timer);
  worker.off('exit', wait.gone);
  kept.delete(worker);
  worker.ref();
  return worker;
}

/** Keeps a worker for the next book; it does not hold the process up meanwhile. */
function keep(worker: Worker): void {
  const gone = () => kept.delete(worker);
  const timer = setTimeout(() => {
    gone();
    void worker.terminate();
  }, KEPT_MS);
  timer.unref();
  worker.unref();
  worker.once('exit', gone);
  kept.set(worker, { timer, gone });
}

/** The book as plain data, each photo replaced by its number in `photos`. */
function plainBook(book: BookModel): { plain: PlainBook; photos: Photo[] } {
  const photos: Photo[] = [];
  const ref = (photo: Photo) => photos.push(photo) - 1;
  const { cover, recipes, familyPages, ...rest } = book;
  const plain: PlainBook = {
    ...rest,
    ...(cover ? { cover: ref(cover) } : {}),
    recipes: recipes.map(({ photo, card, ...recipe }) => ({
      ...recipe,
      ...(photo ? { photo: ref(photo) } : {}),
      ...(card ? { card: ref(card) } : {}),
    })),
    ...(familyPages && {
      familyPages: familyPages.map(({ photo, ...page }) =>
        photo ? { ...page, photo: ref(photo) } : page,
      ),
    }),
  };
  return { plain, photos };
}

/** Reads a photo the worker asks for and hands it the bytes (moved, not copied again). */
async function answerPhoto(worker: Worker, id: number, photo: Photo | undefined): Promise<void> {
  let answer: PhotoAnswer;
  const moved: ArrayBuffer[] = [];
  try {
    const bytes = photo ? await photo() : undefined;
    const copy = bytes ? new Uint8Array(bytes) : null;
    if (copy) moved.push(copy.buffer);
    answer = { type: 'photo', id, bytes: copy, error: null };
  } catch (err) {
    answer = {
      type: 'photo',
      id,
      bytes: null,
      error: err instanceof Error ? err.message : 'No photo',
    };
  }
  // After the worker has ended (it failed meanwhile), the answer goes nowhere.
  worker.postMessage(answer satisfies ToWorker, moved);
}

/**
 * Lays out and writes the book to `file` in a worker thread, so that the site's requests are
 * answered meanwhile: the worker has the book as plain data and asks for each photo when it
 * prints it. Rejects when the worker fails or stops (a crash, its heap limit, the process
 * stopping), and then ends it; with TooManyPages when the book would run past `maxPages`. A worker
 * whose book was made is kept a moment for the next. libvips's cache, which is the process's, is
 * off meanwhile (pdf/photo.ts).
 */
export function renderInThread(
  book: BookModel,
  file: string,
  options: ThreadRender,
): Promise<RenderedBook> {
  const { maxPages, coverFile } = options;
  return inThread(
    book,
    options,
    (plain) => ({
      type: 'job',
      job: { book: plain, file, maxPages, ...(coverFile ? { coverFile } : {}) },
    }),
    ({ pages, bytes }) => ({ pages, bytes }),
  );
}

/**
 * The book's preview made in a worker thread as renderInThread makes a book: its layout (unless
 * `job.layout` is given) and, with `job.recipe`, the PDF of the cover and that recipe's pages.
 */
export function previewInThread(
  book: BookModel,
  job: Omit<PreviewJob, 'book'>,
  options: Pick<ThreadRender, 'signal'>,
): Promise<Previewed> {
  return inThread(
    book,
    { maxPages: job.maxPages, ...options },
    (plain) => ({ type: 'preview', job: { ...job, book: plain } }),
    ({ preview }) => {
      if (!preview) throw new Error('The cookbook’s thread answered no preview.');
      return preview;
    },
  );
}

/** A job for a worker thread, from the book as plain data; what its last word resolves to. */
function inThread<T>(
  book: BookModel,
  options: ThreadRender,
  jobOf: (plain: PlainBook) => ToWorker,
  resultOf: (done: Extract<FromWorker, { type: 'done' }>) => T,
): Promise<T> {
  const { plain, photos } = plainBook(book);
  const { signal, onProgress } = options;
  const make = (resolve: (made: T) => void, reject: (err: Error) => void) => {
    if (signal?.aborted) {
      reject(new Error('The process is stopping.'));
      return;
    }
    const worker = takeWorker(options.heapMb);
    let ended = false;
    const end = (outcome: () => void, reusable = false) => {
      if (ended) return;
      ended = true;
      signal?.removeEventListener('abort', stop);
      worker.off('message', heard).off('error', failed).off('exit', exited);
      if (reusable && options.heapMb === undefined) keep(worker);
      else void worker.terminate();
      outcome();
    };
    const stop = () => end(() => reject(new Error('The process is stopping.')));
    const failed = (err: Error) => end(() => reject(err));
    const exited = (code: number) =>
      end(() => reject(new Error(`The cookbook’s thread stopped (exit code ${code}).`)));
    const heard = (message: FromWorker) => {
      if (message.type === 'photo') void answerPhoto(worker, message.id, photos[message.ref]);
      else if (message.type === 'progress') onProgress?.(message.share, message.stage);
      else if (message.type === 'done') {
        end(() => {
          try {
            resolve(resultOf(message));
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        }, true);
      } else if (message.type === 'too-many-pages') {
        end(() => reject(new TooManyPages(message.limit)), true);
      } else end(() => reject(new Error(message.message)));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.on('message', heard).on('error', failed).on('exit', exited);
    worker.postMessage(jobOf(plain));
  };
  return withoutImageCache(() => new Promise<T>(make));
}
