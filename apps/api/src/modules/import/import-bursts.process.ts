import { RATE_LIMITS } from '@family-recipes/shared';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../test/hostile-uploads.js';
import { streamMultipart } from '../../test/multipart-stream.js';
import { describeBurst, expectHealthy, measured, serverWithCook } from '../../test/rss-burst.js';
import { bearer } from '../../test/test-users.js';
import { IMPORT_FILE_MAX_BYTES } from './import.router.js';

/*
 * A burst of large file imports against `pnpm start`'s server in its own process, whose memory is
 * sampled from /proc (a process-level test: embedded defaults whatever DATABASE_URL says).
 */

describe('bursts of large file imports against the running server', () => {
  const running = serverWithCook();

  /** A file of `bytes` that is not JSON: read whole, then refused with 400 (or 413 unread). */
  const largeImport = (bytes: number) =>
    streamMultipart({
      url: `${running.server.base}/api/import/file`,
      headers: bearer(running.cook),
      fileField: 'file',
      fileName: 'recipes.json',
      fileBytes: bytes,
    });

  it('when 8 large file imports arrive at once from one cook, then each is answered 4xx or 2xx, RSS grows by less than 100 MB and /api/health keeps answering', async () => {
    // Just under the limit, so each is read whole and parsed; and 45 MB, the size that once raised
    // the server's memory by 470 MB four at a time.
    const justUnder = IMPORT_FILE_MAX_BYTES - 1024 * 1024;
    const sizes = [
      ...Array.from({ length: 5 }, () => justUnder),
      ...Array.from({ length: 3 }, () => 45 * 2 ** 20),
    ];
    // The warm-up and the burst stay within one account's limit.
    expect(sizes.length + 1).toBeLessThanOrEqual(RATE_LIMITS.importFile.max);
    // Warm up: the import path once, so that the burst measures growth, not first-use costs.
    expect((await largeImport(justUnder)).status).toBe(400);

    const { result, burst } = await measured(running.server, () =>
      Promise.all(sizes.map((bytes) => largeImport(bytes))),
    );

    console.info(
      `${describeBurst(`${sizes.length} large file imports (5 of ${Math.round(justUnder / 2 ** 20)} MB, 3 of 45 MB)`, burst)}; ` +
        result.map((r) => r.status).join(', '),
    );
    expect(result.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 413, 413, 413]);
    expectHealthy(burst);
    expect(await filesUnder(path.join(running.server.dataDir, 'uploads'))).toEqual([]);
  });
});
