import type { CardSide } from '@family-recipes/shared';

export interface RecogniseOptions {
  /** Recognition languages, tesseract's codes ('eng', 'deu'), English first. */
  languages: string[];
  /** How far the reading is, 0 to 1 (loading the engine and its data the first fifth). */
  onProgress?: (fraction: number) => void;
  /** Stops the reading (its worker is ended); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * Reads the text of one side of a printed recipe card on this device: the photo is made grey,
 * evenly lit and sized so that its lines are about 40 pixels tall, then tesseract (in a web
 * worker, straightening a slightly tilted card) reads it. The lines come in reading order with
 * their words, confidences and boxes in the photo's pixels.
 *
 * The engine (tesseract.js, its WebAssembly core and the languages' data, all served by the site)
 * loads on the first call only: a separate chunk, so that the benchmark (scripts/bench/card-scan.js)
 * can run it from the build whatever imports this module.
 */
export async function recogniseCard(
  image: Blob | ImageBitmap | HTMLCanvasElement,
  options: RecogniseOptions,
): Promise<CardSide> {
  const engine = await import('./recognise-engine');
  return engine.recogniseCard(image, options);
}
