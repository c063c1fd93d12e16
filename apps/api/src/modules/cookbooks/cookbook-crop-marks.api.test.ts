import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COOKBOOK_MESSAGES, cookbookPdfSchema } from '@family-recipes/shared';
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholeBody } from '../../test/test-app.js';
import { bearer, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';
import { pageBoxes } from './pdf/testing/boxes.js';
import { tempDir, tool } from './pdf/testing/poppler.js';
import { themeFor } from './pdf/theme.js';
import {
  expectDocumented,
  makeBook,
  newCook,
  pdfPath,
  pdfState,
  recipeWithPhoto,
  settled,
} from './test-cookbooks.js';

/*
 * Crop marks on the print-shop edition (`crop_marks: true` beside `edition: "print"`): refused
 * with any other edition, and when made, a 9 mm slug outside the bleed carrying hairline marks on
 * the trim's lines, on every page of the interior and on the cover sheet (at its folds too).
 */

const t = useTestApp();
const MM = 72 / 25.4;
const DPI = 300;

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function download(app: Express, cook: TestUser, url: string, name: string) {
  const res = await request(app).get(url).set(bearer(cook)).buffer(true).parse(wholeBody);
  expect(res.status).toBe(200);
  const file = path.join(dir, name);
  await writeFile(file, res.body as Buffer);
  return file;
}

/** The darkest grey (0 black, 255 white) of a square of `side` points centred at (x, y) from the page's top left. */
async function darkest(
  file: string,
  page: number,
  x: number,
  y: number,
  side = 4,
): Promise<number> {
  const px = (points: number) => Math.round((points * DPI) / 72);
  const prefix = path.join(dir, `spot-${page}-${Math.round(x)}-${Math.round(y)}`);
  const crop = ['-x', String(px(x - side / 2)), '-y', String(px(y - side / 2))];
  const size = ['-W', String(px(side)), '-H', String(px(side))];
  const args = [
    '-r',
    String(DPI),
    '-gray',
    '-png',
    '-singlefile',
    '-f',
    String(page),
    '-l',
    String(page),
  ];
  await tool('pdftoppm', [...args, ...crop, ...size, file, prefix]);
  const { data } = await sharp(`${prefix}.png`).raw().toBuffer({ resolveWithObject: true });
  return Math.min(...data);
}

describe('crop marks', () => {
  it('when crop marks are asked for with the screen edition or as anything but true or false, then it answers 400 and starts nothing', async () => {
    const cook = await newCook(t);
    const book = await makeBook(t.app, cook, { recipeIds: [await recipeWithPhoto(t)] });
    for (const body of [
      { crop_marks: true },
      { edition: 'screen', crop_marks: true },
      { edition: 'print', crop_marks: 'yes' },
      { edition: 'print', crop_marks: 1 },
    ]) {
      const res = await request(t.app)
        .post(pdfPath(book.id))
        .set(bearer(cook))
        .send(body)
        .expect(400);
      expectDocumented('POST', '/cookbooks/:id/pdf', res);
      expect(res.body.message).toBe(COOKBOOK_MESSAGES.cropMarksPrintOnly);
    }
    expect(await pdfState(t.app, cook, book.id)).toMatchObject({
      status: 'none',
      crop_marks: false,
    });
  });

  it('when the print edition is made with crop marks, then every page has a 9 mm slug outside its bleed with marks on the trim lines, and the cover sheet has them at its folds', async () => {
    const cook = await newCook(t, 'Marker');
    const book = await makeBook(t.app, cook, {
      title: 'Marked',
      recipeIds: [await recipeWithPhoto(t)],
    });
    const res = await request(t.app)
      .post(pdfPath(book.id))
      .set(bearer(cook))
      .send({ edition: 'print', crop_marks: true })
      .expect(202);
    expect(cookbookPdfSchema.parse(res.body)).toMatchObject({ edition: 'print', crop_marks: true });
    const ready = await settled(t.app, cook, book.id);
    expect(ready).toMatchObject({
      status: 'ready',
      edition: 'print',
      crop_marks: true,
      cover: true,
    });

    const interior = await download(t.app, cook, pdfPath(book.id), 'interior.pdf');
    const cover = await download(t.app, cook, `/api/cookbooks/${book.id}/cover.pdf`, 'cover.pdf');
    const { width, height } = themeFor(book.pageSize);
    const inset = 12 * MM;
    for (const page of await pageBoxes(interior)) {
      expect(page.media[2]).toBeCloseTo(width + 2 * inset, 1);
      expect(page.media[3]).toBeCloseTo(height + 2 * inset, 1);
      page.bleed.forEach((v, i) =>
        expect(v).toBeCloseTo([9 * MM, 9 * MM, width + 15 * MM, height + 15 * MM][i] ?? 0, 1),
      );
      page.trim.forEach((v, i) =>
        expect(v).toBeCloseTo([inset, inset, width + inset, height + inset][i] ?? 0, 1),
      );
    }
    // A mark on the trim's left edge above the page, 6 mm from the sheet's top; nothing halfway along.
    expect(await darkest(interior, 1, inset, 6 * MM)).toBeLessThan(128);
    expect(await darkest(interior, 1, inset + width, height + 2 * inset - 6 * MM)).toBeLessThan(
      128,
    );
    expect(await darkest(interior, 1, inset + width / 2, 6 * MM)).toBe(255);

    const [sheet] = await pageBoxes(cover);
    const sheetWidth = sheet?.media[2] ?? 0;
    expect(sheet?.trim[0]).toBeCloseTo(inset, 1);
    const spine = sheetWidth - 2 * inset - 2 * width;
    expect(spine).toBeGreaterThan(0);
    // Marks at both folds of the spine, above the sheet.
    expect(await darkest(cover, 1, inset + width, 6 * MM, 2)).toBeLessThan(128);
    expect(await darkest(cover, 1, inset + width + spine, 6 * MM, 2)).toBeLessThan(128);
    for (const file of [interior, cover]) {
      expect((await tool('qpdf', ['--check', file])).code).toBe(0);
    }

    // The screen edition made next has none.
    await request(t.app)
      .post(pdfPath(book.id))
      .set(bearer(cook))
      .send({ edition: 'screen' })
      .expect(202);
    expect(await settled(t.app, cook, book.id)).toMatchObject({
      edition: 'screen',
      crop_marks: false,
    });
  });
});
