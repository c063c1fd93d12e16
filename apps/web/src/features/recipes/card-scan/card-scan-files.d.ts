/** Where the site serves text recognition's files (apps/web/vite/card-scan-files.ts). */
declare module 'virtual:card-scan-files' {
  /** tesseract.js's worker script. */
  export const WORKER_PATH: string;
  /** tesseract's WebAssembly core (LSTM only, SIMD); its .wasm is beside it. */
  export const CORE_PATH: string;
  /** The folder of the languages' trained data (`<code>.traineddata.gz`). */
  export const LANG_PATH: string;
  /** The recognition languages served (tesseract's codes). */
  export const LANGUAGES: string[];
}
