import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from './db/client.js';
import { enableMemoryReport } from './memory-report.js';

/*
 * The memory figures `pnpm bench` reads from inside the server: off unless MEMORY_REPORT=1, then
 * one JSON line on standard output for each SIGUSR2, with V8's heap, libvips's cache and, on the
 * embedded engine, its WebAssembly memory.
 */
let database: Database;
/** The listeners that were there before each test: only those a test added are removed. */
let before: NodeJS.SignalsListener[] = [];

beforeAll(async () => {
  database = createDatabase({});
  await database.ping();
});

afterAll(async () => {
  await database.close();
});

beforeEach(() => {
  before = process.listeners('SIGUSR2');
});

afterEach(() => {
  for (const listener of process.listeners('SIGUSR2')) {
    if (!before.includes(listener)) process.off('SIGUSR2', listener);
  }
  vi.restoreAllMocks();
});

describe('memory report', () => {
  it('when MEMORY_REPORT is not 1, then SIGUSR2 is not listened for', () => {
    expect(enableMemoryReport(database, {})).toBe(false);
    expect(enableMemoryReport(database, { MEMORY_REPORT: 'true' })).toBe(false);
    expect(process.listenerCount('SIGUSR2')).toBe(before.length);
  });

  it('when MEMORY_REPORT=1 and SIGUSR2 arrives, then one JSON line tells the heap, the image cache and the embedded engine', async () => {
    expect(enableMemoryReport(database, { MEMORY_REPORT: '1' })).toBe(true);
    const written = new Promise<string>((resolve) => {
      const write = process.stdout.write.bind(process.stdout);
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk, ...rest) => {
        const text = String(chunk);
        if (text.startsWith('{"memoryReport"')) {
          resolve(text);
          return true;
        }
        return write(chunk, ...(rest as []));
      });
    });
    process.kill(process.pid, 'SIGUSR2');
    const line = await written;
    expect(line.endsWith('\n')).toBe(true);
    const { memoryReport } = JSON.parse(line) as {
      memoryReport: {
        rss: number;
        heapUsed: number;
        heapTotal: number;
        sharp: { memoryMaxMb: number; concurrency: number };
        pgliteWasmBytes: number | null;
      };
    };
    expect(memoryReport.heapUsed).toBeGreaterThan(0);
    expect(memoryReport.heapTotal).toBeGreaterThanOrEqual(memoryReport.heapUsed);
    expect(memoryReport.rss).toBeGreaterThan(memoryReport.heapUsed);
    expect(memoryReport.sharp.concurrency).toBeGreaterThan(0);
    // The embedded engine's memory holds at least its 16 MB of shared buffers (db/pglite-engine.ts).
    expect(memoryReport.pgliteWasmBytes).toBeGreaterThan(16 * 2 ** 20);
  });
});
