import { isHeadingLine } from '../ingredients/heading.js';
import type { IngredientLine } from '../ingredients/model.js';
import { newBuilder, settle, type Builder, type ServingPart } from './card-builder.js';
import { itemLike, listBeforeGap } from './card-blocks.js';
import { isLarge, type ReadLine } from './card-lines.js';
import {
  continuesIngredient,
  endsSentence,
  item,
  sentenceLike,
  startsLower,
  wordCount,
} from './card-lines-joined.js';
import {
  bulletOf,
  firstStep,
  headingOf,
  isAttribution,
  numberingOf,
  servingOf,
  timesOf,
  titleAfterLabel,
  type Heading,
} from './card-parts.js';
import { dropStart, readingOf, textOf, type Reading } from './card-reading.js';
import {
  addIngredient,
  addText,
  factsIn,
  probeIngredient,
  servingIn,
  timesIn,
} from './card-section-items.js';
import { TO_TASTE, alternatives, type Section } from './card-words.js';

/*
 * Reads a card's lines in order into recipes: title, sections (by heading, else by look), servings
 * and times, and a new recipe where a title-like line follows a complete one.
 */

const TASTE = new RegExp(`(?<![\\p{L}])(?:${alternatives(TO_TASTE)})(?![\\p{L}])`, 'iu');
/** Most words an ingredient line without an amount has ("salt and pepper"). */
const SHORT_WORDS = 4;
/** Most words of a line that can be a title. */
const TITLE_WORDS = 8;

/** Reads a card's lines, in order, into the recipes on it. */
export class CardReader {
  private readonly drafts: Builder[] = [];
  private draft = newBuilder();
  private readonly parsed = new Map<string, IngredientLine>();
  /** Whether no line of the card is a heading (the lines' look and place tell the sections). */
  private headless = false;

  constructor(private readonly lines: readonly ReadLine[]) {}

  /** The recipes on the card, in order. */
  read(): Builder[] {
    this.headless = !this.lines.some((line) => headingOf(line.text));
    for (const [index, line] of this.lines.entries()) this.readLine(index, line);
    settle(this.draft);
    this.drafts.push(this.draft);
    return this.drafts;
  }

  /** One line: a label, times, a serving, a heading, or a line of the current section. */
  private readLine(index: number, line: ReadLine): void {
    if (isAttribution(line.text)) {
      if (this.complete()) this.startDraft();
      return;
    }
    const label = titleAfterLabel(line.text);
    if (label !== undefined) return this.titleLabel(readingOf(line), label);
    const facts = factsIn(readingOf(line));
    if (facts) {
      this.draft.times.push(...facts.times);
      if (facts.serving) this.setServing(facts.serving);
      return;
    }
    const times = timesIn(readingOf(line));
    if (times) {
      this.draft.times.push(times.part);
      if (times.step && this.inBody()) this.asStep(readingOf(line));
      return;
    }
    const serving = servingIn(readingOf(line));
    if (serving) return this.setServing(serving);
    const heading = headingOf(line.text);
    if (heading) return this.heading(index, line, heading);
    this.content(index, readingOf(line));
  }

  /** Whether the recipe's ingredients or steps have begun ("Bake 45 minutes" is then a step too). */
  private inBody(): boolean {
    const { section, ingredients } = this.draft;
    return section === 'method' || section === 'tips' || ingredients.length > 0;
  }

  /** Whether the recipe being read has both ingredients and steps. */
  private complete(): boolean {
    return this.draft.ingredients.length > 0 && this.draft.instructions.length > 0;
  }

  /** Ends the recipe being read and starts the next one. */
  private startDraft(): void {
    settle(this.draft);
    this.drafts.push(this.draft);
    this.draft = newBuilder();
  }

  /** "Recipe: Apple Pie": the title, starting a new recipe when this one has a title or a body. */
  private titleLabel(reading: Reading, label: number): void {
    const rest = dropStart(reading, label);
    const hasBody = this.draft.ingredients.length + this.draft.instructions.length > 0;
    if (this.complete() || (rest.tokens.length > 0 && (this.draft.title || hasBody))) {
      this.startDraft();
    }
    if (rest.tokens.length > 0) this.draft.title = rest;
  }

  /** The first serving a recipe gives is its serving; another one is kept as a tip. */
  private setServing(serving: ServingPart): void {
    if (this.draft.serving) this.draft.tips.push(item(readingOf(serving.reading.line)));
    else this.draft.serving = serving;
  }

  /**
   * A heading starts its section (an Ingredients heading after a complete recipe, a new recipe);
   * what follows it on the line is a serving ("Zutaten für 4 Personen") or the section's first line.
   */
  private heading(index: number, line: ReadLine, heading: Heading): void {
    if (heading.section === 'ingredients' && this.complete()) this.startDraft();
    settle(this.draft);
    this.draft.section = heading.section;
    this.draft.headed = true;
    if (heading.rest < 0) return;
    // The serving is looked for in a copy: its digit fixes belong to a serving only.
    const serving = servingIn(dropStart(readingOf(line), heading.rest));
    if (serving) this.setServing(serving);
    else this.content(index, dropStart(readingOf(line), heading.rest));
  }

  /** A line that is also a step ("Bake 45 minutes"): a step, or a tip in the tips. */
  private asStep(reading: Reading): void {
    settle(this.draft);
    if (this.draft.section !== 'tips') this.draft.section = 'method';
    this.addText(this.draft.section === 'tips' ? 'tips' : 'instructions', reading);
  }

  /** A line of the recipe's text, read by the section it is in (or starting a new recipe). */
  private content(index: number, reading: Reading): void {
    if (this.startsRecipe(index, reading)) {
      this.startDraft();
      this.draft.title = reading;
      return;
    }
    switch (this.draft.section) {
      case 'start':
        return this.atStart(index, reading);
      case 'ingredients':
        return this.inIngredients(index, reading);
      case 'method':
        return this.addText('instructions', reading);
      case 'tips':
        return this.addText('tips', reading);
    }
  }

  /** Whether a line with an amount reads as an ingredient rather than a step or a number. */
  private ingredientLike(reading: Reading | undefined): boolean {
    if (!reading) return false;
    const text = textOf(reading);
    if (numberingOf(text) > 0 || wordCount(text) > 12) return false;
    const parsed = probeIngredient(reading, this.parsed);
    // "Pinch of salt" is one pinch; "Lemon Bars" names no amount.
    const unitFirst =
      parsed.unit !== null &&
      parsed.units !== '' &&
      parsed.text.trimStart().startsWith(parsed.units);
    return parsed.quantity !== null || unitFirst;
  }

  /** The next line (`ahead` lines on) as a reading, when there is one. */
  private next(index: number, ahead = 1): Reading | undefined {
    const line = this.lines[index + ahead];
    if (!line || headingOf(line.text) || servingOf(line.text) || timesOf(line.text)) {
      return undefined;
    }
    return readingOf(line);
  }

  /**
   * "salt and pepper", "Butter (soft)", "For the crust:": an ingredient line without an amount. A
   * short food line (brackets aside) counts before one with an amount, or (`lower`) when it starts
   * in lower case or the next line is no sentence.
   */
  private amountless(index: number, reading: Reading, lower = true): boolean {
    const text = textOf(reading);
    if (TASTE.test(text)) return true;
    const outside = text.replace(/\([^)]*\)/gu, ' ');
    if (wordCount(outside) > SHORT_WORDS || endsSentence(text) || numberingOf(text) > 0)
      return false;
    const parsed = probeIngredient(reading, this.parsed);
    if (isHeadingLine(parsed) && /:$|^for\s/iu.test(text)) return true;
    if (parsed.food === '') return false;
    const next = this.next(index);
    // In a list that goes on ("Almonds" / "Pecans" / "1 Tbsp flax seed"), any case.
    const listed = lower && next !== undefined && !sentenceLike(textOf(next));
    return (lower && startsLower(text)) || listed || this.ingredientLike(next);
  }

  /** Whether a line starts a new recipe: a title-like line after a complete one. */
  private startsRecipe(index: number, reading: Reading): boolean {
    if (!this.complete() || this.draft.section === 'ingredients') return false;
    const text = textOf(reading);
    if (
      wordCount(text) > TITLE_WORDS ||
      endsSentence(text) ||
      !/^["'“‘([]*[\p{Lu}\p{Lo}]/u.test(text)
    ) {
      return false;
    }
    const next = this.lines[index + 1];
    const nextHeading = next && headingOf(next.text);
    if (nextHeading?.section === 'ingredients') return true;
    if (isLarge(reading.line) && (nextHeading || this.ingredientLike(this.next(index)))) {
      return true;
    }
    return this.ingredientLike(this.next(index)) && this.ingredientLike(this.next(index, 2));
  }

  /**
   * Before a recipe's body: a line numbered as a first step starts the method (another numbered
   * line goes with the title); without headings, a list a gap sets apart (listBeforeGap) the
   * ingredients; a line with an amount that does not end a sentence the ingredients, a sentence
   * the method, another ingredient line the ingredients (an amountless one only right before one
   * with an amount); a large line, or any other, goes with the title.
   */
  private atStart(index: number, reading: Reading): void {
    const text = textOf(reading);
    const large = isLarge(reading.line) && probeIngredient(reading, this.parsed).unit === null;
    const named = this.draft.preamble.length > 0 || this.draft.title !== undefined;
    const numbered = numberingOf(text) > 0;
    const listEnd = this.headless && !large && !numbered ? listBeforeGap(this.lines, index) : -1;
    let section: Section | undefined;
    if (numbered) section = firstStep(text) ? 'method' : undefined;
    else if (listEnd >= 0) section = 'ingredients';
    else if (!endsSentence(text) && this.ingredientLike(reading)) section = 'ingredients';
    else if (sentenceLike(text)) section = 'method';
    else if (large) section = undefined;
    else if (this.ingredientLike(reading)) section = 'ingredients';
    else if (named && this.amountless(index, reading, false)) section = 'ingredients';
    if (!section) {
      this.draft.preamble.push(reading.line);
      return;
    }
    settle(this.draft);
    this.draft.section = section;
    this.draft.headed = false;
    this.draft.listEnd = listEnd;
    this.content(index, reading);
  }

  /**
   * A line among the ingredients: an ingredient, unless it is a step (after the gap that ends a
   * list; under a heading, a numbered line, or after the first a sentence-like one that is no
   * list item and has no amount; without one, any line that does not read as an ingredient),
   * which starts the method.
   */
  private inIngredients(index: number, reading: Reading): void {
    const text = textOf(reading);
    const last = this.draft.ingredients.at(-1);
    const { listEnd } = this.draft;
    const continued = last && continuesIngredient(last, dropStart(reading, bulletOf(text)));
    const step =
      listEnd >= 0
        ? index >= listEnd
        : !continued &&
          (this.draft.headed
            ? numberingOf(text) > 0 ||
              (last !== undefined &&
                sentenceLike(text) &&
                !itemLike(text) &&
                probeIngredient(reading, this.parsed).quantity === null &&
                !TASTE.test(text))
            : !this.ingredientLike(reading) && !this.amountless(index, reading));
    if (!step) return this.addIngredient(reading);
    this.draft.section = 'method';
    this.draft.headed = false;
    this.addText('instructions', reading);
  }

  private addIngredient(reading: Reading): void {
    addIngredient(this.draft.ingredients, reading, (part) => this.ingredientLike(part));
  }

  private addText(field: 'instructions' | 'tips', reading: Reading): void {
    addText(this.draft[field], reading);
  }
}
