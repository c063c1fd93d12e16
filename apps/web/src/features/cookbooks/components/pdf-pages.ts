import type * as PdfJsModule from 'pdfjs-dist';

/*
 * PDF pages drawn into canvases by pdf.js, loaded the first time a preview is drawn (never with a
 * page's first load), its worker from a file of its own.
 */

type PdfJs = typeof PdfJsModule;

let loaded: Promise<PdfJs> | undefined;

function pdfJs(): Promise<PdfJs> {
  loaded ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  });
  // A failed load (the network dropped) is tried again next time.
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

/** A page of the PDF (from 1; from -1, the last, counting back) and the canvas it is drawn in. */
export interface PageCanvas {
  page: number;
  canvas: HTMLCanvasElement;
}

/**
 * Draws each page into its canvas at `width` CSS pixels wide (sharp on the screen's pixel ratio);
 * the canvas keeps the page's shape. `bytes` is not taken: pdf.js gets a copy.
 */
export async function drawPdfPages(
  bytes: ArrayBuffer,
  pages: readonly PageCanvas[],
  width: number,
): Promise<void> {
  const lib = await pdfJs();
  const task = lib.getDocument({ data: new Uint8Array(bytes.slice(0)) });
  try {
    const doc = await task.promise;
    for (const { page: number, canvas } of pages) {
      const page = await doc.getPage(number < 0 ? doc.numPages + 1 + number : number);
      const natural = page.getViewport({ scale: 1 });
      const scale = (width / natural.width) * (window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale });
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      await page.render({ canvas, viewport }).promise;
    }
  } finally {
    await task.destroy();
  }
}
