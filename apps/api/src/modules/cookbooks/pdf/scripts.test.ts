import { rm } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBookModel } from '../book-builder.js';
import { LocalStorage } from '../../storage/storage.js';
import type { BookModel, BookRecipe } from './book-model.js';
import { bookRow, ingredientLine, plainRecipe } from './testing/recipes.js';
import { Typesetter } from './text.js';
import { lines, pageTexts, renderToFile, tempDir, tool } from './testing/poppler.js';

/*
 * A Hebrew and an Arabic recipe in an A4 book, read back: each script in an embedded font with a
 * Unicode map, the words in reading order with their numbers the right way round, and the lines
 * set flush right in the text column. Thai (broken between words) and Devanagari print from their
 * fonts, and an emoji in a title from the emoji font.
 */

const HONEY_CAKE = 'עוגת דבש';
const HONEY_STEP = 'אופים 45 דקות בתנור חם';
const HUMMUS = 'حمص بالطحينة';
const HEBREW_FOODS = ['תפוחים', 'סוכר', 'קינמון', 'חמאה', 'ביצים', 'אגוזים', 'צימוקים', 'לימון'];
const HUMMUS_STEP = 'اطحن الحمص مع 3 ملاعق طحينة';
const TOM_YUM = 'ต้มยำกุ้ง';
/** Thai with no space for a whole line's length: it breaks between words, as ICU finds them. */
const TOM_YUM_STEP =
  'ต้มน้ำให้เดือดแล้วใส่ตะไคร้ข่าและใบมะกรูดลงไปต้มประมาณห้านาทีจากนั้นใส่กุ้งและเห็ดลงไปต้มจนกุ้งสุกแล้วปรุงรสด้วยน้ำปลาน้ำมะนาวและพริกขี้หนู';
const DAL = 'दाल मखनी';
const DAL_STEP = 'दाल को रात भर भिगो दें और फिर 30 मिनट तक पकाएं।';

function recipes(): BookRecipe[] {
  return [
    plainRecipe({
      id: 'honey',
      title: HONEY_CAKE,
      ingredients: [ingredientLine('3', 'כוסות קמח'), ingredientLine('1', 'כוס דבש')],
      instructions: [HONEY_STEP],
    }),
    plainRecipe({
      id: 'long-list',
      title: 'עוגת תפוחים',
      // Nine lines: two columns, the first five in the right-hand one; an English line among
      // them keeps to its column.
      ingredients: HEBREW_FOODS.map((food, i) => ingredientLine(String(i + 1), food)).concat(
        ingredientLine('2', 'eggs'),
      ),
    }),
    plainRecipe({
      id: 'hummus',
      title: HUMMUS,
      ingredients: [ingredientLine('2', 'كوب حمص'), ingredientLine('1', 'ليمونة')],
      instructions: [HUMMUS_STEP],
    }),
    plainRecipe({ id: 'thai', title: TOM_YUM, instructions: [TOM_YUM_STEP] }),
    plainRecipe({ id: 'hindi', title: DAL, instructions: [DAL_STEP] }),
    plainRecipe({ id: 'latin', title: 'Apple Pie 🍎', instructions: ['Bake for 45 minutes.'] }),
  ];
}

let dir: string;
let file: string;
let pages: string[];

beforeAll(async () => {
  dir = await tempDir();
  const row = bookRow();
  const built = buildBookModel(row, [], new LocalStorage(dir), new Date('2026-11-30T12:00:00Z'));
  const book: BookModel = { ...built, recipes: recipes(), contributors: ['Rose'] };
  file = (await renderToFile(book, dir, 'rtl')).file;
  pages = await pageTexts(file);
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('right-to-left recipes', () => {
  it('when recipes are in Hebrew and Arabic, then embedded fonts with Unicode maps print them', async () => {
    const fonts = lines((await tool('pdffonts', [file])).out).slice(2);
    for (const family of ['NotoSerifHebrew', 'NotoNaskhArabic']) {
      const used = fonts.filter((font) => font.includes(family));
      expect(used.length).toBeGreaterThan(0);
      for (const font of used) expect(font).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+$/);
    }
  });

  it('when a step mixes Hebrew or Arabic words with a number, then it reads back in order, its number whole', () => {
    // pdftotext marks right-to-left text with embedding controls and spaces a number its own way.
    const bare = (text: string) => text.replace(/[\u202a-\u202e\s]/g, '');
    const text = bare(pages.join('\n'));
    for (const expected of [HONEY_CAKE, HONEY_STEP, HUMMUS, HUMMUS_STEP]) {
      expect(text).toContain(bare(expected));
    }
  });

  it('when a recipe is in Hebrew, then its title, ingredients and steps are set flush right, the headings flush left', async () => {
    const page = pages.findIndex((p) => p.includes('Ingredients') && p.includes('דקות')) + 1;
    const args = ['-bbox', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'];
    const { out } = await tool('pdftotext', args);
    const size = /<page width="([\d.]+)"/.exec(out);
    const width = Number(size?.[1]);
    const word =
      /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g;
    const words = [...out.matchAll(word)].map((m) => ({
      text: (m[3] ?? '').replace(/[\u202a-\u202e]/g, ''),
      left: Number(m[1]),
      right: Number(m[2]),
    }));
    const hebrew = words.filter((w) => /\p{Script=Hebrew}/u.test(w.text));
    const heading = words.find((w) => w.text === 'Ingredients');
    expect(hebrew.length).toBeGreaterThan(8);
    const margin = heading?.left ?? 0;
    expect(margin).toBeGreaterThan(0);
    // Every Hebrew word in the right half; the longest line ends within a few points of the column's right edge.
    for (const w of hebrew) expect(w.left).toBeGreaterThan(width / 2);
    expect(Math.max(...hebrew.map((w) => w.right))).toBeGreaterThan(width - margin - 40);
  });
});

describe('a right-to-left list in two columns', () => {
  it('when a Hebrew recipe has nine ingredients, one in English, then the right-hand column holds the first five and the English line keeps to the left-hand one', async () => {
    const page = pages.findIndex((p) => p.includes('סוכר')) + 1;
    const args = ['-bbox', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'];
    const { out } = await tool('pdftotext', args);
    const width = Number(/<page width="([\d.]+)"/.exec(out)?.[1]);
    const word =
      /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g;
    const words = [...out.matchAll(word)].map((m) => ({
      text: m[3] ?? '',
      left: Number(m[1]),
      right: Number(m[2]),
    }));
    // pdftotext -bbox gives a Hebrew word's letters in the order they are drawn.
    const drawn = (food: string) => [...food].reverse().join('');
    const at = (food: string) => words.find((w) => w.text === drawn(food) || w.text === food);
    for (const food of [...HEBREW_FOODS, 'eggs']) expect(at(food), food).toBeDefined();
    for (const food of HEBREW_FOODS.slice(0, 5)) expect(at(food)?.left).toBeGreaterThan(width / 2);
    for (const food of [...HEBREW_FOODS.slice(5), 'eggs']) {
      expect(at(food)?.right).toBeLessThan(width / 2);
    }
  });
});

describe('emoji', () => {
  it('when a title holds an emoji, then an embedded emoji font prints it and it reads back', async () => {
    const fonts = lines((await tool('pdffonts', [file])).out).slice(2);
    expect(fonts.some((font) => font.includes('NotoEmoji'))).toBe(true);
    expect(pages.join('\n')).toContain('Apple Pie 🍎');
  });
});

describe('Thai and Devanagari', () => {
  it('when recipes are in Thai and Hindi, then embedded fonts with Unicode maps print them and their titles read back', async () => {
    const fonts = lines((await tool('pdffonts', [file])).out).slice(2);
    for (const family of ['NotoSerifThai', 'NotoSerifDevanagari']) {
      const used = fonts.filter((font) => font.includes(family));
      expect(used.length).toBeGreaterThan(0);
      for (const font of used) expect(font).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+$/);
    }
    // pdftotext puts spaces between Thai glyphs where their marks stand.
    const text = pages.join('\n').replace(/[\s\u202a-\u202e]/g, '');
    for (const expected of [TOM_YUM, DAL]) expect(text).toContain(expected.replace(/\s/g, ''));
  });

  it('when a Thai step runs longer than a line, then it breaks between two words', () => {
    const ts = new Typesetter(new PDFDocument({ autoFirstPage: false }));
    const broken = ts
      .lines([{ text: TOM_YUM_STEP, face: 'regular' }], 11, 300)
      .map((line) => line.runs.map((run) => run.text).join(''));
    expect(broken.length).toBeGreaterThan(2);
    expect(broken.join('')).toBe(TOM_YUM_STEP);
    const words = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(TOM_YUM_STEP)];
    const starts = new Set(words.map((w) => w.index));
    let at = 0;
    for (const line of broken.slice(0, -1)) {
      at += line.length;
      expect(starts.has(at)).toBe(true);
    }
  });
});
