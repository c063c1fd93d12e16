// How the card draft reader (packages/shared/src/card-scan, cardDrafts) scales with what a photo
// gives it: a heavy card (long lines full of amounts, misreadings and low-confidence words, an
// "Ingredients" heading every seventh line) of a quarter of the lines a side is read to, of all of
// them, and of ten times that with lines ten times too long. Linear work grows 4 times from the
// first to the second (quadratic would be 16: the ceiling is 9, room for a busy machine); what is
// beyond the caps is left out, so the third costs at most 3 times the second.
// Builds nothing: build the shared package first (`pnpm bench:cards` does).
//   node scripts/bench/card-drafts.js [--runs 7]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { quantile } from './stats.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const root = path.resolve(import.meta.dirname, '../..');
const { cardDrafts } = await import(path.join(root, 'packages/shared/dist/index.js'));
const { MAX_LINES_PER_SIDE, MAX_LINE_CHARS } = await import(
  path.join(root, 'packages/shared/dist/card-scan/card-lines.js')
);

const GROWTH_CEILING = 9;
const CAPPED_CEILING = 3;

/** Two sides of `count` lines of `chars` characters (the lines share their words). */
function heavyCard(/** @type {number} */ count, chars = MAX_LINE_CHARS) {
  const phrase = '12 cup l/2 tbs p 1O0 g flour Mix until smooth and ';
  const text = phrase.repeat(Math.ceil(chars / phrase.length)).slice(0, chars);
  const words = text.split(' ').map((word, index) => ({
    text: word,
    confidence: index % 2 === 0 ? 40 : 90,
    box: { x0: index * 30, y0: 0, x1: index * 30 + 25, y1: 18 },
  }));
  const line = (/** @type {number} */ at) => ({
    text: at % 7 === 0 ? 'Ingredients' : text,
    confidence: 50,
    box: { x0: 10, y0: at * 20, x1: 900, y1: at * 20 + 18 },
    words,
  });
  const side = {
    width: 1000,
    height: 1000,
    lines: Array.from({ length: count }, (_, at) => line(at)),
  };
  return [side, side];
}

/** The median of `runs` timings of reading `sides`, after one run to warm up. */
function medianMs(/** @type {unknown[]} */ sides, /** @type {number} */ runs) {
  cardDrafts(sides);
  const times = [];
  for (let at = 0; at < runs; at++) {
    const start = performance.now();
    cardDrafts(sides);
    times.push(performance.now() - start);
  }
  return quantile(times, 0.5);
}

const runs = Number(values.runs);
const small = medianMs(heavyCard(MAX_LINES_PER_SIDE / 4), runs);
const large = medianMs(heavyCard(MAX_LINES_PER_SIDE), runs);
const capped = medianMs(heavyCard(MAX_LINES_PER_SIDE * 10, MAX_LINE_CHARS * 10), runs);
const growth = large / small;
const cappedRatio = capped / large;
console.log(`\nCard drafts of a heavy card, median of ${runs} runs`);
/** @type {string[][]} */
const rows = [
  ['card', 'ms', 'ratio', 'ceiling'],
  [`${MAX_LINES_PER_SIDE / 4} lines a side`, small.toFixed(1), '', ''],
  [
    `${MAX_LINES_PER_SIDE} lines a side`,
    large.toFixed(1),
    `${growth.toFixed(1)} x the first`,
    String(GROWTH_CEILING),
  ],
  [
    `${MAX_LINES_PER_SIDE * 10} lines of ${MAX_LINE_CHARS * 10} characters a side`,
    capped.toFixed(1),
    `${cappedRatio.toFixed(1)} x the second`,
    String(CAPPED_CEILING),
  ],
];
const header = rows[0] ?? [];
const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0)));
const row = (/** @type {string[]} */ cells) =>
  `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(row(header));
console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
for (const cells of rows.slice(1)) console.log(row(cells));
const missed = [];
if (growth >= GROWTH_CEILING)
  missed.push(`growth ${growth.toFixed(1)} (ceiling ${GROWTH_CEILING})`);
if (cappedRatio >= CAPPED_CEILING)
  missed.push(`capped card ${cappedRatio.toFixed(1)} (ceiling ${CAPPED_CEILING})`);
if (missed.length > 0) {
  console.error(`\nTargets missed: ${missed.join('; ')}`);
  process.exit(1);
}
console.log('Every target met.');
