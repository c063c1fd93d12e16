import { Writable } from 'node:stream';
import type { BookModel } from './pdf/book-model.js';
import { TooManyPages } from './pdf/pager.js';
import { layOutBook, printPreview } from './pdf/preview.js';
import type { FromWorker, PreviewJob } from './render-messages.js';

/**
 * A preview made in a cookbook's worker thread (render-worker.ts): the book's layout (or the one
 * the job brings), then, when a recipe is asked for, the PDF of the cover and its pages, kept in
 * memory (a few pages).
 */
export async function makePreview(book: BookModel, job: PreviewJob): Promise<FromWorker> {
  try {
    const layout = job.layout ?? (await layOutBook(book, job.maxPages));
    let pdf: Uint8Array | null = null;
    if (job.recipe !== null) {
      const span = layout.spans[job.recipe];
      if (!span) throw new RangeError(`No recipe ${job.recipe} in the book’s layout.`);
      const chunks: Buffer[] = [];
      const out = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
      });
      await printPreview(book, job.recipe, span, out);
      pdf = Buffer.concat(chunks);
    }
    return {
      type: 'done',
      pages: layout.pages,
      bytes: pdf?.byteLength ?? 0,
      preview: { layout, pdf },
    };
  } catch (err) {
    if (err instanceof TooManyPages) return { type: 'too-many-pages', limit: err.limit };
    return { type: 'failed', message: err instanceof Error ? err.message : String(err) };
  }
}
