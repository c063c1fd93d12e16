// How the cookbook's recipes sit on their pages (decision 036): the same 100 recipes as the
// cookbook bench (the 40 demo recipes cycled), laid out once per page size by the built renderer's
// layout pass, its own records counted: pages, recipes on two pages or more, breaks inside the
// method and those that turn the page, nearly empty pages, blank pages added, small frames.
//   node scripts/bench/cookbook-layout.js [--recipes 100]          (after `turbo run build`)
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { demoBook } from './cookbook.js';

const api = path.resolve(import.meta.dirname, '../../apps/api/dist');

/**
 * @typedef {{ pageSize: string, pages: number, recipes: number, onTwoPagesOrMore: number,
 *   spreads: number, methodBreaks: number, methodTurns: number, nearEmpty: number,
 *   blankPages: number, smallFrames: number, seconds: number }} LayoutRow
 */

/** The layout figures of a `recipes`-recipe book in each page size; prints them as a table. */
export async function benchCookbookLayout({ recipes = 100 } = {}) {
  const { layoutStats } = await import(
    pathToFileURL(path.join(api, 'modules/cookbooks/pdf/layout-stats.js')).href
  );
  /** @type {LayoutRow[]} */
  const rows = [];
  for (const pageSize of ['A4', 'Letter', 'A5']) {
    const book = { ...(await demoBook(recipes)), pageSize };
    rows.push({ pageSize, ...(await layoutStats(book)) });
  }
  console.log(
    '| Size | Pages | On 2+ pages | Spreads | Method breaks | Method page turns | Nearly empty | Blank added | Small frames | Layout pass |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.pageSize} | ${r.pages} | ${r.onTwoPagesOrMore} | ${r.spreads} | ${r.methodBreaks} | ` +
        `${r.methodTurns} | ${r.nearEmpty} | ${r.blankPages} | ${r.smallFrames} | ${r.seconds.toFixed(1)} s |`,
    );
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { recipes: { type: 'string', default: '100' } } });
  await benchCookbookLayout({ recipes: Number(values.recipes) });
}
