// The drafts of the cards a card-scan benchmark read (test-results/bench-cards.json, which keeps
// each recognised side), made again with the shared package's current build and scored: a change
// to the draft reader measured in seconds, without reading the photos again.
// `pnpm bench:cards:rescore` builds the shared package first.
//   node scripts/cards/rescore.js [--json test-results/bench-cards.json] [--cards test-results/cards]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { scoreDraft, totals } from './score.js';

const { values } = parseArgs({
  options: {
    json: { type: 'string', default: 'test-results/bench-cards.json' },
    cards: { type: 'string', default: 'test-results/cards' },
    verbose: { type: 'boolean', default: false },
  },
});
const root = path.resolve(import.meta.dirname, '../..');
const { cardDrafts } = await import(path.join(root, 'packages/shared/dist/index.js'));
const bench = JSON.parse(await readFile(values.json, 'utf8'));
const known = JSON.parse(await readFile(path.join(values.cards, 'cards.json'), 'utf8'));
/** @type {(import("./score.js").CardTruth & { file: string })[]} */
const cards = known.cards ?? known;
const forms = [];
for (const result of bench.cards) {
  const card = cards.find((c) => c.file === result.file);
  if (!card || !result.side) throw new Error(`No card or side for ${result.file}`);
  const [draft] = cardDrafts([result.side], {
    fallbackLanguage: result.language === 'de' ? 'de' : 'en',
  });
  const form = scoreDraft(card, draft);
  forms.push(form);
  if (form.missed.length > 0) {
    console.log(
      `${result.file}: ingredients ${form.ingredientsFound}/${form.ingredientLines}, steps ${form.stepsFound}/${form.stepLines}`,
    );
    if (values.verbose) for (const missed of form.missed) console.log(`  missed: ${missed}`);
  }
}
const all = totals(forms);
const percent = (/** @type {number} */ share) => `${(100 * share).toFixed(1)} %`;
console.log(
  `\ningredients right in the form ${percent(all.ingredientsRight)} of ${all.ingredientLines}, steps ${percent(all.stepsRight)} of ${all.stepLines}`,
);
