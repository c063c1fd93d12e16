// Photos of printed recipe cards with known text, for the card scan's benchmark
// (scripts/bench/card-scan.js): Debian's Chromium draws each card from HTML in one of this
// machine's fonts, on a plain, ruled or coloured card, lays it on a table at a slight angle and
// tilt, and the photo gets grain, uneven light and JPEG compression. Every choice comes from a
// seeded generator: every run makes the same images. The text is the demo recipes'
// (/work/shared/demo-content, public domain), some cards in German (german-recipes.js).
//   node scripts/cards/make-cards.js [--out test-results/cards] [--count 24] [--recipes FILE]
// Writes each card's JPEG and cards.json: per card its file, title, ingredients, instructions,
// serving, times and language as printed, and `lines`, the card's printed lines as drawn (a
// long step wraps over several), which the benchmark scores against.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CARDS, FONTS, TABLES, WORDS } from './card-styles.js';
import { GERMAN_RECIPES } from './german-recipes.js';
import { photographed, printedLines } from './photo.js';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
const DEFAULT_RECIPES = path.resolve(root, '../shared/demo-content/recipes.json');

/**
 * @typedef {import('./german-recipes.js').SourceRecipe} SourceRecipe
 * @typedef {'title' | 'meta' | 'heading' | 'ingredient' | 'step'} LineKind
 * @typedef {{ kind: LineKind, text: string }} PrintedLine
 * @typedef {{ file: string, title: string, ingredients: string[], instructions: string[],
 *   serving: string, times: { prep: number, cook: number }, language: 'en' | 'de',
 *   lines: PrintedLine[], style: Record<string, string | number | boolean> }} CardTruth
 */

/** A seeded generator of numbers in [0, 1) (mulberry32). @param {number} seed */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @template T
 * @param {() => number} random
 * @param {readonly T[]} items
 * @returns {T}
 */
function pick(random, items) {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
}

/** @param {() => number} random @param {number} low @param {number} high */
const between = (random, low, high) => low + (high - low) * random();

const VULGAR = /** @type {Record<string, string>} */ ({
  '1/2': '½',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/4': '¼',
  '3/4': '¾',
  '1/8': '⅛',
});

/** Fractions as one character (½), the way some printed cards set them. @param {string} line */
function vulgarFractions(line) {
  return line.replace(/\b(\d+) (\d\/\d)\b|\b(\d\/\d)\b/g, (whole, integer, part, alone) => {
    const fraction = VULGAR[part ?? alone];
    if (!fraction) return whole;
    return integer ? `${integer} ${fraction}` : fraction;
  });
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Text as printed on a card: one line, no doubled spaces. @param {string} text */
const tidy = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * What card `index` shows and how it looks and is photographed.
 * @param {number} index
 * @param {SourceRecipe[]} english
 */
function design(index, english) {
  const random = generator(7919 * (index + 1));
  const language = index % 6 === 5 ? 'de' : 'en';
  const recipe =
    language === 'de'
      ? GERMAN_RECIPES[Math.floor(index / 6) % GERMAN_RECIPES.length]
      : english[(index * 7) % english.length];
  if (!recipe) throw new Error('No recipe for the card');
  const font = FONTS[index % FONTS.length] ?? FONTS[0];
  const card = CARDS[(index * 5) % CARDS.length] ?? CARDS[0];
  const fractions = random() < 0.35 ? 'vulgar' : 'ascii';
  const ingredients = recipe.ingredient_lines
    .slice(0, 14)
    .map((line) => tidy(fractions === 'vulgar' ? vulgarFractions(line) : line));
  const steps = recipe.instructions.slice(0, 8).map(tidy);
  return {
    language: /** @type {'en' | 'de'} */ (language),
    recipe,
    ingredients,
    steps,
    font: /** @type {{ family: string, size: number }} */ (font),
    card: /** @type {{ name: string, css: string, ruled?: string, margin?: string }} */ (card),
    fractions,
    fontPx: Math.round(between(random, 15, 20) * (font?.size ?? 1)),
    lineHeight: Number(between(random, 1.3, 1.55).toFixed(2)),
    columns: ingredients.length >= 6 && random() < 0.55 ? 2 : 1,
    headings: random() < 0.7,
    numbered: random() < 0.75,
    meta: random() < 0.8,
    boldTitle: random() < 0.7,
    width: Math.round(between(random, 560, 760)),
    table: pick(random, TABLES),
    rotate: Number(between(random, -4, 4).toFixed(2)),
    tiltX: Number(between(random, -9, 9).toFixed(2)),
    tiltY: Number(between(random, -7, 7).toFixed(2)),
    /** The photo's long side in pixels: from a small message-app copy to a phone's. */
    photoSide: Math.round(
      pick(random, [1100, 1400, 1800, 2200, 2600]) * between(random, 0.95, 1.05),
    ),
    grain: Number(between(random, 3, 12).toFixed(1)),
    vignette: Number(between(random, 0.15, 0.45).toFixed(2)),
    light: Number(between(random, 0, Math.PI * 2).toFixed(3)),
    lightStrength: Number(between(random, 0.05, 0.25).toFixed(2)),
    quality: Number(between(random, 0.6, 0.88).toFixed(2)),
    method: pick(random, WORDS[language === 'de' ? 'de' : 'en'].method),
    seed: Math.floor(random() * 2 ** 31),
  };
}

/** @param {ReturnType<typeof design>} d */
function cardHtml(d) {
  const words = WORDS[d.language];
  const line = d.fontPx * d.lineHeight;
  const metaParts = [words.serves(d.recipe.serving.replace(/\s*\(.*\)$/, ''))];
  if (d.recipe.prep_time > 0)
    metaParts.push(`${words.prep} ${d.recipe.prep_time} ${words.minutes}`);
  if (d.recipe.cook_time > 0)
    metaParts.push(`${words.cook} ${d.recipe.cook_time} ${words.minutes}`);
  const meta = metaParts.join(' · ');
  const rules = d.card.ruled
    ? `background-image:${d.card.margin ? `linear-gradient(90deg, transparent 46px, ${d.card.margin} 46px, ${d.card.margin} 48px, transparent 48px),` : ''}repeating-linear-gradient(180deg, transparent 0, transparent ${line - 1.5}px, ${d.card.ruled} ${line - 1.5}px, ${d.card.ruled} ${line}px);background-position:0 ${Math.round(line * 2.1)}px;`
    : '';
  const steps = d.steps
    .map(
      (step, i) =>
        `<p class="step" data-kind="step">${d.numbered ? `${i + 1}. ` : ''}${escapeHtml(step)}</p>`,
    )
    .join('');
  return `<!doctype html><html lang="${d.language}"><head><meta charset="utf-8"><style>
    html, body { margin: 0; background: ${d.table}; }
    #scene { width: ${Math.round(d.width * 1.22)}px; display: flex; justify-content: center; padding: ${Math.round(d.width * 0.09)}px 0; perspective: 1600px; }
    #card { width: ${d.width}px; box-sizing: border-box; padding: ${Math.round(line * 1.1)}px ${Math.round(line * 1.4)}px ${Math.round(line * 1.2)}px ${d.card.margin ? 62 : Math.round(line * 1.4)}px;
      ${d.card.css}; ${rules} color: #1d1b19; font-family: '${d.font.family}'; font-size: ${d.fontPx}px; line-height: ${d.lineHeight};
      box-shadow: 0 6px 18px rgba(0,0,0,.35); border-radius: 3px; }
    #card.tilted { transform: rotateZ(${d.rotate}deg) rotateX(${d.tiltX}deg) rotateY(${d.tiltY}deg); }
    h1 { font-size: 1.45em; margin: 0 0 .2em; font-weight: ${d.boldTitle ? 700 : 400}; line-height: 1.25; }
    .meta { margin: 0 0 .6em; font-size: .9em; }
    h2 { font-size: 1.08em; margin: .5em 0 .2em; font-weight: 700; }
    ul { list-style: none; margin: 0 0 .5em; padding: 0; columns: ${d.columns}; column-gap: 2.2em; }
    li { break-inside: avoid; }
    p.step { margin: 0 0 .25em; }
  </style></head><body><div id="scene"><div id="card">
    <h1 data-kind="title">${escapeHtml(tidy(d.recipe.title))}</h1>
    ${d.meta ? `<p class="meta" data-kind="meta">${escapeHtml(meta)}</p>` : ''}
    ${d.headings ? `<h2 data-kind="heading">${words.ingredients}</h2>` : ''}
    <ul>${d.ingredients.map((i) => `<li data-kind="ingredient">${escapeHtml(i)}</li>`).join('')}</ul>
    ${d.headings ? `<h2 data-kind="heading">${escapeHtml(d.method)}</h2>` : ''}
    ${steps}
  </div></div></body></html>`;
}

/**
 * Makes `count` cards in `out`; returns their ground truth (also written to out/cards.json).
 * @param {{ out?: string, count?: number, recipes?: string }} [options]
 * @returns {Promise<{ dir: string, cards: CardTruth[] }>}
 */
export async function makeCards(options = {}) {
  const dir = path.resolve(options.out ?? 'test-results/cards');
  const count = options.count ?? 24;
  const source = JSON.parse(await readFile(options.recipes ?? DEFAULT_RECIPES, 'utf8'));
  /** @type {SourceRecipe[]} */
  const english = Array.isArray(source) ? source : source.recipes;
  await mkdir(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  /** @type {CardTruth[]} */
  const cards = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const d = design(index, english);
      const page = await browser.newPage({
        deviceScaleFactor: 2,
        viewport: { width: 1000, height: 800 },
      });
      await page.setContent(cardHtml(d));
      await page.evaluate(() => /** @type {any} */ (globalThis).document.fonts.ready);
      const lines = await printedLines(page);
      await page.evaluate(() =>
        /** @type {any} */ (globalThis).document.getElementById('card').classList.add('tilted'),
      );
      const png = await page.locator('#scene').screenshot({ type: 'png' });
      const jpeg = await photographed(page, png, d);
      await page.close();
      const file = `card-${String(index + 1).padStart(2, '0')}-${d.recipe.slug}.jpg`;
      await writeFile(path.join(dir, file), jpeg);
      const words = WORDS[d.language];
      cards.push({
        file,
        title: tidy(d.recipe.title),
        ingredients: d.ingredients,
        instructions: d.steps.map((step, i) => (d.numbered ? `${i + 1}. ${step}` : step)),
        serving: d.meta ? words.serves(d.recipe.serving.replace(/\s*\(.*\)$/, '')) : '',
        times: { prep: d.meta ? d.recipe.prep_time : 0, cook: d.meta ? d.recipe.cook_time : 0 },
        language: d.language,
        lines,
        style: {
          font: d.font.family,
          fontPx: d.fontPx,
          card: d.card.name,
          columns: d.columns,
          headings: d.headings,
          fractions: d.fractions,
          rotate: d.rotate,
          tiltX: d.tiltX,
          tiltY: d.tiltY,
          photoSide: d.photoSide,
          grain: d.grain,
          quality: d.quality,
        },
      });
    }
  } finally {
    await browser.close();
  }
  await writeFile(path.join(dir, 'cards.json'), `${JSON.stringify(cards, null, 2)}\n`);
  return { dir, cards };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'test-results/cards' },
      count: { type: 'string', default: '24' },
      recipes: { type: 'string', default: DEFAULT_RECIPES },
    },
  });
  const { dir, cards } = await makeCards({
    out: values.out,
    count: Number(values.count),
    recipes: values.recipes,
  });
  console.log(`${cards.length} cards in ${path.relative(process.cwd(), dir) || dir}`);
}
