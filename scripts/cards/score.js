// How well text recognition read a card (scripts/bench/card-scan.js), against the ground truth
// make-cards.js wrote: the share of the card's printed ingredient lines and step lines found exactly
// among the recognised lines (case and spacing aside), and the character error rate.

/**
 * @typedef {{ kind: string, text: string }} TruthLine
 * @typedef {{ ingredients: string[], instructions: string[], title?: string,
 *   lines?: TruthLine[] }} CardTruth
 * @typedef {{ ingredientLines: number, ingredientsFound: number, stepLines: number,
 *   stepsFound: number, characters: number, errors: number, missed: string[] }} CardScore
 */

/** A line as compared: Unicode NFC, lower case, one space between words, no space at the ends. */
function normalised(/** @type {string} */ line) {
  return line.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The edit distance between `a` and `b` (insertions, deletions and substitutions). */
function editDistance(/** @type {string} */ a, /** @type {string} */ b) {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  let current = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length] ?? 0;
}

/**
 * The card's printed lines of each kind: those make-cards.js measured (a step that wraps is
 * several lines), else the truth's ingredients and instructions one line each.
 * @param {CardTruth} truth
 * @returns {TruthLine[]}
 */
function printedLines(truth) {
  if (truth.lines) return truth.lines;
  return [
    ...(truth.title ? [{ kind: 'title', text: truth.title }] : []),
    ...truth.ingredients.map((text) => ({ kind: 'ingredient', text })),
    ...truth.instructions.map((text) => ({ kind: 'step', text })),
  ];
}

/**
 * Scores one card's recognised lines against its ground truth:
 * - ingredient and step lines: each printed line counts as found when a recognised line is the
 *   same once normalised (each recognised line matches one printed line at most);
 * - characters and errors: for every printed line (title, headings and all), the edit distance to
 *   the recognised line closest to it, so that the order tesseract reads the blocks in does not
 *   count; errors / characters is the character error rate.
 * @param {CardTruth} truth
 * @param {string[]} recognised the recognised lines' text
 * @returns {CardScore}
 */
export function scoreCard(truth, recognised) {
  const lines = printedLines(truth).map((line) => ({
    kind: line.kind,
    text: normalised(line.text),
  }));
  const read = recognised.map(normalised).filter((line) => line !== '');
  /** @type {Map<string, number>} */
  const available = new Map();
  for (const line of read) available.set(line, (available.get(line) ?? 0) + 1);
  const score = {
    ingredientLines: 0,
    ingredientsFound: 0,
    stepLines: 0,
    stepsFound: 0,
    characters: 0,
    errors: 0,
    /** @type {string[]} */
    missed: [],
  };
  for (const line of lines) {
    const left = available.get(line.text) ?? 0;
    const found = left > 0;
    if (found) available.set(line.text, left - 1);
    if (line.kind === 'ingredient') {
      score.ingredientLines += 1;
      if (found) score.ingredientsFound += 1;
    } else if (line.kind === 'step') {
      score.stepLines += 1;
      if (found) score.stepsFound += 1;
    }
    if (!found && (line.kind === 'ingredient' || line.kind === 'step'))
      score.missed.push(line.text);
    score.characters += line.text.length;
    score.errors += found
      ? 0
      : Math.min(line.text.length, ...read.map((candidate) => editDistance(line.text, candidate)));
  }
  return score;
}

/**
 * The figures over many cards: shares of lines found and the character error rate.
 * @param {CardScore[]} scores
 */
export function totals(scores) {
  const sum = (/** @type {(s: CardScore) => number} */ of) => scores.reduce((t, s) => t + of(s), 0);
  const ingredientLines = sum((s) => s.ingredientLines);
  const stepLines = sum((s) => s.stepLines);
  const characters = sum((s) => s.characters);
  return {
    ingredientLines,
    ingredientsRight: ingredientLines ? sum((s) => s.ingredientsFound) / ingredientLines : NaN,
    stepLines,
    stepsRight: stepLines ? sum((s) => s.stepsFound) / stepLines : NaN,
    cer: characters ? sum((s) => s.errors) / characters : NaN,
  };
}

/**
 * A form line as compared: as `normalised`, fractions as "1/2" ("1 ½" = "1 1/2"), no step number,
 * and the look-alikes a photo cannot tell apart taken as one: dashes as "-", "˚" as "°", curly
 * quotes as straight ones.
 */
function formLine(/** @type {string} */ line) {
  return normalised(
    line
      .replace(/\u02da/g, '°')
      .normalize('NFKC')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/\u2044/g, '/')
      .replace(/(\d)(\d\/\d)/g, '$1 $2')
      .replace(/^\s*\d{1,2}[.)]\s+/, ''),
  );
}

/**
 * Scores what a card's draft puts in the form (@family-recipes/shared cardDrafts) against the
 * card's ground truth: an ingredient is right when a line of the draft's ingredients is the
 * printed ingredient, a step when a line of its instructions is the printed step (a step that
 * wraps on the card is one line in the form), once normalised (formLine).
 * @param {CardTruth} truth
 * @param {{ ingredients: string[], instructions: string[] } | undefined} draft
 * @returns {CardScore}
 */
export function scoreDraft(truth, draft) {
  const score = {
    ingredientLines: truth.ingredients.length,
    ingredientsFound: 0,
    stepLines: truth.instructions.length,
    stepsFound: 0,
    characters: 0,
    errors: 0,
    /** @type {string[]} */
    missed: [],
  };
  const count = (/** @type {string[]} */ expected, /** @type {string[]} */ got) => {
    const left = new Map();
    for (const line of got.map(formLine)) left.set(line, (left.get(line) ?? 0) + 1);
    let found = 0;
    for (const line of expected) {
      const key = formLine(line);
      const candidates = got.map(formLine);
      const n = left.get(key) ?? 0;
      score.characters += key.length;
      if (n > 0) {
        left.set(key, n - 1);
        found += 1;
      } else {
        score.missed.push(line);
        score.errors += Math.min(key.length, ...candidates.map((c) => editDistance(key, c)));
      }
    }
    return found;
  };
  score.ingredientsFound = count(truth.ingredients, draft?.ingredients ?? []);
  score.stepsFound = count(truth.instructions, draft?.instructions ?? []);
  return score;
}
