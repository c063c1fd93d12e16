import type { CardSide } from '@family-recipes/shared';
import { createWorker, OEM, type RecognizeOptions, type Worker } from 'tesseract.js';
import { CORE_PATH, LANG_PATH, LANGUAGES, WORKER_PATH } from 'virtual:card-scan-files';
import {
  fractionParts,
  fractionText,
  maybeFraction,
  sideBySide,
  unrotated,
} from './card-fractions';
import { cardSideOf, lineHeight, type RecognisedPage } from './card-lines';
import { cardMask, offCardWhite } from './card-mask';
import { evenOut, greyOf, toPgm, type GreyImage } from './prepare-photo';
import type { RecogniseOptions } from './recognise';

/*
 * Text recognition of a card's photo with tesseract.js, in its web worker, every file served by
 * the site (vite/card-scan-files.ts). Loaded by recognise.ts on a cook's first scan only.
 */

/** The long side of the image that a first look (layout only, no reading) measures lines on. */
const LOOK_SIDE = 1600;
/** The height of a line's box (ascenders to descenders) that tesseract's LSTM reads best at. */
const LINE_HEIGHT = 40;
/** The most pixels read: the time tesseract takes grows with them. */
const MAX_PIXELS = 8_000_000;
/** The worker is ended when no scan has used it for this long (the back of a card comes soon). */
const IDLE_MS = 60_000;

/**
 * tesseract's settings for every reading: the resolution the line height above means (a 10 pt
 * line is about 40 pixels at 300 dpi), rather than tesseract guessing it from the image.
 */
const TESSERACT = { user_defined_dpi: '300' } as Partial<RecognizeOptions>;

/** How the parts of a typeset fraction are read: one line of digits. */
const DIGITS = {
  ...TESSERACT,
  tessedit_pageseg_mode: '7',
  tessedit_char_whitelist: '0123456789',
} as unknown as Partial<RecognizeOptions>;

/**
 * The confidence a fraction read again from its parts is given, below the review's threshold for
 * an unsure word: the cook checks it against the card.
 */
const REREAD_CONFIDENCE = 50;

type Progress = (fraction: number) => void;

interface Engine {
  languages: string;
  worker: Promise<Worker>;
  /** Where the worker's progress goes: the scan under way. */
  listener: ((status: string, progress: number) => void) | undefined;
}

let engine: Engine | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
/** Scans one after another: one worker reads one image at a time. */
let queue: Promise<unknown> = Promise.resolve();

function endEngine() {
  const ended = engine;
  engine = undefined;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = undefined;
  void ended?.worker.then((worker) => worker.terminate()).catch(() => undefined);
}

function engineFor(languages: string): Engine {
  if (engine?.languages === languages) return engine;
  endEngine();
  const created: Engine = {
    languages,
    worker: Promise.resolve(undefined as never),
    listener: undefined,
  };
  created.worker = createWorker(languages, OEM.LSTM_ONLY, {
    workerPath: WORKER_PATH,
    corePath: CORE_PATH,
    langPath: LANG_PATH,
    // The worker is started from its own address (worker-src 'self'); from a blob: address its
    // core could not find the .wasm beside it.
    workerBlobURL: false,
    gzip: true,
    // The service worker keeps the data (its 'card-scan' cache; its address changes with its
    // content): no second copy in IndexedDB that a new version would leave behind.
    cacheMethod: 'none',
    logger: (message) => created.listener?.(message.status, message.progress),
    errorHandler: () => undefined,
  });
  // A worker that failed to start is not kept: the next scan starts another.
  created.worker.catch(() => {
    if (engine === created) engine = undefined;
  });
  engine = created;
  return created;
}

/** The photo as pixels on a canvas `scale` times its size. */
function drawn(bitmap: ImageBitmap, scale: number) {
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas =
    typeof OffscreenCanvas === 'undefined'
      ? Object.assign(document.createElement('canvas'), { width, height })
      : new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas to prepare the photo on');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return greyOf(context.getImageData(0, 0, width, height).data, width, height);
}

/** Cells on the long side of the mask that tells the card from the table it lies on. */
const MASK_CELLS = 160;

interface Mask {
  cells: Uint8Array;
  columns: number;
  rows: number;
}

/**
 * The photo at `scale`, grey, evenly lit and stretched, for an expected line height, with what is
 * off the card white (the mask is found on the first look's image and kept for the reading).
 */
function prepared(
  bitmap: ImageBitmap,
  scale: number,
  line: number,
  found?: Mask,
): { image: GreyImage; mask: Mask } {
  const grey = drawn(bitmap, scale);
  let mask = found;
  if (!mask) {
    const long = Math.max(grey.width, grey.height);
    const columns = Math.max(1, Math.round((MASK_CELLS * grey.width) / long));
    const rows = Math.max(1, Math.round((MASK_CELLS * grey.height) / long));
    mask = { cells: cardMask(grey, columns, rows), columns, rows };
  }
  const even = evenOut(grey, Math.max(16, Math.round(line * 3)));
  return { image: offCardWhite(even, mask.cells, mask.columns, mask.rows), mask };
}

/**
 * Typeset fractions (½) that the reading of `page` misread ("%", "Y5", "Va"): each such word's
 * parts are read again as digits (card-fractions.ts), and the word becomes "1/2" or "1 1/2" when
 * they make a fraction, marked unsure so that the review shows it to be checked.
 */
async function fractionsRead(
  worker: Worker,
  page: GreyImage,
  data: RecognisedPage & { rotateRadians?: number | null },
  step: <T>(work: Promise<T>) => Promise<T>,
): Promise<void> {
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const text = word.text.trim();
          if (!maybeFraction(text, word.confidence)) continue;
          const box = unrotated(word.bbox, data.rotateRadians ?? 0, page);
          const parts = fractionParts(page, box, text.startsWith('('));
          if (!parts) continue;
          const { whole, numerator, denominator } = parts;
          const image = sideBySide(
            whole ? [whole, numerator, denominator] : [numerator, denominator],
          );
          const read = await step(
            worker.recognize(toPgm(image) as unknown as Blob, DIGITS, { text: true }),
          );
          const fraction = fractionText(read.data.text ?? '', whole !== undefined, text);
          if (fraction === undefined) continue;
          word.text = fraction;
          word.confidence = Math.min(word.confidence, REREAD_CONFIDENCE);
        }
      }
    }
  }
}

async function recogniseNow(
  image: Blob | ImageBitmap | HTMLCanvasElement,
  options: RecogniseOptions,
): Promise<CardSide> {
  const { signal } = options;
  signal?.throwIfAborted();
  const served = options.languages.filter((code) => LANGUAGES.includes(code));
  if (served.length === 0) {
    throw new Error(`No text recognition for ${options.languages.join(', ')} on this site`);
  }
  let reported = 0;
  const report: Progress = (fraction) => {
    if (fraction <= reported) return;
    reported = Math.min(1, fraction);
    options.onProgress?.(reported);
  };
  const current = engineFor(served.join('+'));
  current.listener = (status, progress) => {
    // Loading the engine and the language data is the first fifth; reading the rest.
    if (status === 'recognizing text') report(0.25 + 0.75 * progress);
    else if (/loading|initializ/.test(status)) report(0.2 * progress);
  };
  const aborted = new Promise<never>((_, reject) => {
    signal?.addEventListener(
      'abort',
      () =>
        reject(signal.reason instanceof Error ? signal.reason : new Error('The scan was stopped')),
      { once: true },
    );
  });
  aborted.catch(() => undefined);
  const step = <T>(work: Promise<T>) => (signal ? Promise.race([work, aborted]) : work);
  const bitmap = image instanceof ImageBitmap ? image : await step(createImageBitmap(image));
  try {
    const worker = await step(current.worker);
    report(0.2);
    // A first look at a moderate size finds the lines and how tall they are ...
    const lookScale = LOOK_SIDE / Math.max(bitmap.width, bitmap.height);
    const look = prepared(bitmap, lookScale, LOOK_SIDE / 40);
    const layout = await step(
      worker.recognize(toPgm(look.image) as unknown as Blob, TESSERACT, {
        text: false,
        layoutBlocks: true,
      }),
    );
    const measured = lineHeight({
      blocks: (layout.data as unknown as { layoutBlocks: RecognisedPage['blocks'] }).layoutBlocks,
    });
    // ... then the photo is read at the size that makes them about LINE_HEIGHT pixels tall.
    let scale =
      Number.isFinite(measured) && measured > 4 ? (lookScale * LINE_HEIGHT) / measured : lookScale;
    scale = Math.min(scale, Math.sqrt(MAX_PIXELS / (bitmap.width * bitmap.height)));
    report(0.25);
    const page = prepared(bitmap, scale, LINE_HEIGHT, look.mask).image;
    const result = await step(
      worker.recognize(
        toPgm(page) as unknown as Blob,
        { ...TESSERACT, rotateAuto: true },
        { text: false, blocks: true },
      ),
    );
    const data = result.data as unknown as RecognisedPage & { rotateRadians?: number | null };
    await fractionsRead(worker, page, data, step);
    report(1);
    return cardSideOf(data, { width: bitmap.width, height: bitmap.height }, scale);
  } catch (error) {
    // tesseract.js cannot stop a job: an aborted scan ends its worker.
    if (signal?.aborted) endEngine();
    throw error;
  } finally {
    current.listener = undefined;
    if (bitmap !== image) bitmap.close();
    if (engine === current) {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = setTimeout(endEngine, IDLE_MS);
    }
  }
}

/** See recognise.ts: the same, once this module is loaded. */
export function recogniseCard(
  image: Blob | ImageBitmap | HTMLCanvasElement,
  options: RecogniseOptions,
): Promise<CardSide> {
  const run = queue.then(() => recogniseNow(image, options));
  queue = run.catch(() => undefined);
  return run;
}
