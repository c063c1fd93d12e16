import sharp from 'sharp';
import type { Database } from './db/client.js';

/**
 * What the process holds, as seen from inside: V8's heap, the memory V8 knows of outside it, the
 * image library's cache and the embedded engine's WebAssembly memory. `pnpm bench` (memory)
 * subtracts these from the resident size it reads from outside.
 */
function memoryReport(database: Database) {
  const usage = process.memoryUsage();
  const cache = sharp.cache();
  return {
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    // Includes the embedded engine's WebAssembly memory, which V8 counts as external.
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    sharp: {
      memoryMb: cache.memory.current,
      memoryMaxMb: cache.memory.max,
      files: cache.files.current,
      items: cache.items.current,
      concurrency: sharp.concurrency(),
    },
    pgliteWasmBytes: database.wasmMemoryBytes?.() ?? null,
  };
}

/**
 * With MEMORY_REPORT=1, SIGUSR2 prints one JSON line `{"memoryReport":{...}}` to standard output.
 * Off by default, and reached only by whoever may signal the process: it opens no address.
 */
export function enableMemoryReport(database: Database, env = process.env): boolean {
  if (env.MEMORY_REPORT !== '1') return false;
  process.on('SIGUSR2', () => {
    process.stdout.write(`${JSON.stringify({ memoryReport: memoryReport(database) })}\n`);
  });
  return true;
}
