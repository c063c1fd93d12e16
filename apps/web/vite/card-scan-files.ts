import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The recognition languages the site serves (tesseract's codes), each from its
 * `@tesseract.js-data/<code>` package: a cook's device fetches only those it reads a card in.
 */
const LANGUAGES = ['eng', 'deu'];

/**
 * tesseract.js's worker and its core without the legacy engine, built with SIMD (every browser
 * the site supports has it): the core's script fetches the `.wasm` of the same name beside the
 * worker's script, so the three are served from one folder.
 */
const CORE = 'tesseract-core-simd-lstm';

/** The LSTM models alone ("best", in integers): the legacy engine's part is never read. */
const DATA_VARIANT = '4.0.0_best_int';

const VIRTUAL = 'virtual:card-scan-files';
const RESOLVED = `\0${VIRTUAL}`;

interface Folder {
  /** Where it is served, under the site's base: `assets/card-scan-<hash>`. */
  dir: string;
  files: { name: string; source: string }[];
}

/** A folder named after what it holds, so that it can be cached for a year. */
function folder(prefix: string, files: Folder['files']): Folder {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.name).update(readFileSync(file.source));
  return { dir: `assets/${prefix}-${hash.digest('hex').slice(0, 8)}`, files };
}

/** The files of tesseract.js that the card scan needs, as installed beside the web app. */
function cardScanFolders(root: string): { engine: Folder; data: Folder } {
  const fromWeb = createRequire(path.join(root, 'package.json'));
  const tesseractPackage = fromWeb.resolve('tesseract.js/package.json');
  const tesseract = path.dirname(tesseractPackage);
  // The core tesseract.js itself depends on, whatever version that is.
  const core = path.dirname(
    createRequire(tesseractPackage).resolve('tesseract.js-core/package.json'),
  );
  const engine = folder('card-scan', [
    { name: 'worker.min.js', source: path.join(tesseract, 'dist', 'worker.min.js') },
    { name: `${CORE}.js`, source: path.join(core, `${CORE}.js`) },
    { name: `${CORE}.wasm`, source: path.join(core, `${CORE}.wasm`) },
  ]);
  const data = folder(
    'card-scan-data',
    LANGUAGES.map((code) => ({
      name: `${code}.traineddata.gz`,
      source: path.join(
        path.dirname(fromWeb.resolve(`@tesseract.js-data/${code}/package.json`)),
        DATA_VARIANT,
        `${code}.traineddata.gz`,
      ),
    })),
  );
  return { engine, data };
}

/**
 * Serves text recognition for the card scan from the site itself (no CDN): tesseract.js's worker,
 * its WebAssembly core and the languages' trained data are copied from node_modules into the build
 * (nothing of them is kept in git), and `virtual:card-scan-files` tells the app where they are.
 * Only a cook who scans a card fetches them; the service worker does not precache them
 * (installable-site.ts).
 */
export function cardScanFiles(): Plugin {
  let base = '/';
  let emit = false;
  let folders: { engine: Folder; data: Folder } | undefined;
  const served = () => {
    if (!folders) throw new Error('card-scan-files: the configuration was not resolved');
    return folders;
  };
  return {
    name: 'family-recipes:card-scan-files',
    configResolved(config) {
      base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      emit = config.command === 'build' && !config.build.ssr;
      folders = cardScanFolders(config.root);
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      const { engine, data } = served();
      return [
        `export const WORKER_PATH = ${JSON.stringify(`${base}${engine.dir}/worker.min.js`)};`,
        `export const CORE_PATH = ${JSON.stringify(`${base}${engine.dir}/${CORE}.js`)};`,
        `export const LANG_PATH = ${JSON.stringify(`${base}${data.dir}`)};`,
        `export const LANGUAGES = ${JSON.stringify(LANGUAGES)};`,
      ].join('\n');
    },
    configureServer(server) {
      // `pnpm dev`: the same addresses, read from node_modules.
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        for (const { dir, files } of Object.values(served())) {
          const file = files.find((f) => url === `${base}${dir}/${f.name}`);
          if (!file) continue;
          const types: Record<string, string> = {
            '.js': 'text/javascript',
            '.wasm': 'application/wasm',
          };
          res.setHeader(
            'Content-Type',
            types[path.extname(file.name)] ?? 'application/octet-stream',
          );
          createReadStream(file.source).pipe(res);
          return;
        }
        next();
      });
    },
    generateBundle() {
      if (!emit) return;
      for (const { dir, files } of Object.values(served())) {
        for (const file of files) {
          this.emitFile({
            type: 'asset',
            fileName: `${dir}/${file.name}`,
            source: readFileSync(file.source),
          });
        }
      }
    },
  };
}
