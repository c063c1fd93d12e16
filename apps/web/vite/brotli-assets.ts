import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Hashed assets never change, so they are compressed once, as hard as brotli goes, and served as
 * they are (apps/api/src/http/spa.ts) instead of being compressed on the fly for every visitor.
 */
export function brotliAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'family-recipes:brotli-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // The card scan's WebAssembly core too (vite/card-scan-files.ts): a quarter smaller than
      // gzip on the fly.
      const files = Object.keys(bundle).filter((file) => /\.(?:js|css|svg|wasm)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await readFile(full);
          const compressed = brotliCompressSync(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          });
          if (compressed.length < body.length) await writeFile(`${full}.br`, compressed);
        }),
      );
    },
  };
}
