import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeBurst, expectHealthy, measured, serverWithCook } from '../../test/rss-burst.js';
import {
  filesUnder,
  HOSTILE,
  HUNDRED_MB,
  RECIPE_FIELDS,
  UPLOAD_LIMIT,
} from '../../test/hostile-uploads.js';
import { streamMultipart } from '../../test/multipart-stream.js';
import { bearer } from '../../test/test-users.js';
import { UPLOAD_MESSAGES } from './upload.js';

/*
 * Bursts of hostile uploads against `pnpm start`'s server in its own process, whose memory is
 * sampled from /proc (a process-level test: embedded defaults whatever DATABASE_URL says).
 */

describe('bursts of hostile uploads against the running server', () => {
  const running = serverWithCook();

  const hundredMegabytes = (withLength: boolean) =>
    streamMultipart({
      url: `${running.server.base}/api/submit-recipe`,
      headers: bearer(running.cook),
      fields: RECIPE_FIELDS,
      fileBytes: HUNDRED_MB,
      withLength,
    });

  it('when 20 hostile uploads of every kind arrive at once, then each is refused, RSS grows by less than 100 MB and /api/health keeps answering', async () => {
    const files = await Promise.all(HOSTILE.map(async (h) => ({ ...h, body: await h.bytes() })));
    const send = async (i: number) => {
      const kind = i % (files.length + 1);
      const file = files[kind];
      if (!file) {
        return {
          label: '100 MB body',
          expected: 413,
          status: (await hundredMegabytes(true)).status,
        };
      }
      const form = new FormData();
      for (const [k, v] of Object.entries(RECIPE_FIELDS)) form.append(k, v);
      form.append('thumbnail_image', new Blob([new Uint8Array(file.body)]), file.name);
      const res = await fetch(`${running.server.base}/api/submit-recipe`, {
        method: 'POST',
        headers: bearer(running.cook),
        body: form,
      });
      await res.arrayBuffer();
      return { label: file.label, expected: file.status, status: res.status };
    };
    // Warm up: every code path once, so that the burst measures growth, not first-use costs.
    for (let i = 0; i <= files.length; i += 1) await send(i);

    const { result, burst } = await measured(running.server, () =>
      Promise.all(Array.from({ length: 20 }, (_, i) => send(i))),
    );

    console.info(
      `${describeBurst('20 hostile uploads of every kind', burst)}; ` +
        result.map((r) => `${r.label}: ${r.status}`).join(', '),
    );
    expect(result.map((r) => [r.label, r.status])).toEqual(
      result.map((r) => [r.label, r.expected]),
    );
    expectHealthy(burst);
    expect(await filesUnder(path.join(running.server.dataDir, 'uploads'))).toEqual([]);
  });

  it('when 20 forms just over the size limit arrive at once, then each gets 413, RSS grows by less than 150 MB and /api/health keeps answering', async () => {
    // Declared small enough to be read, so each is refused only once 15 MB have arrived. Three are
    // read at a time (45 MB); the 320 MB read in all leave garbage that V8 collects only after
    // some 64 MB of it. Read all at once they would hold 300 MB.
    const justTooLarge = () =>
      streamMultipart({
        url: `${running.server.base}/api/submit-recipe`,
        headers: bearer(running.cook),
        fields: RECIPE_FIELDS,
        fileBytes: UPLOAD_LIMIT + 1024 * 1024,
      });
    await justTooLarge();

    const { result, burst } = await measured(running.server, () =>
      Promise.all(Array.from({ length: 20 }, justTooLarge)),
    );

    console.info(describeBurst('20 forms of 16 MB', burst));
    expect(result.map((r) => [r.status, r.body])).toEqual(
      Array.from({ length: 20 }, () => [413, { message: UPLOAD_MESSAGES.fileTooLarge }]),
    );
    expectHealthy(burst, 150);
    expect(await filesUnder(path.join(running.server.dataDir, 'uploads'))).toEqual([]);
  });
});
