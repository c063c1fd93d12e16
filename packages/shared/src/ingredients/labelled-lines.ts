import demo from './labelled-demo-lines.json' with { type: 'json' };
import family from './labelled-family-lines.json' with { type: 'json' };
import site from './labelled-site-lines.json' with { type: 'json' };
import type { IngredientLine } from './model.js';

/** One real line and what a cook means by it. */
export interface LabelledLine {
  text: string;
  quantity: number | null;
  /** The unit's key in the dictionary. */
  unit: string | null;
  food: string;
  range?: { low: number; high: number };
  alternate?: string;
  note?: string;
  optional?: boolean;
}

/** A data file of labelled lines: what it holds, and its lines in groups, each with its own note. */
interface LabelledFile {
  about: string;
  groups: readonly { about: string; lines: readonly LabelledLine[] }[];
}

const linesOf = (file: LabelledFile): LabelledLine[] => file.groups.flatMap((group) => group.lines);

/**
 * Real lines with what a cook means by them, to measure the parser on: every line of the demo
 * recipes (labelled-demo-lines.json), lines as families write them (labelled-family-lines.json)
 * and lines from public-domain recipe sites (labelled-site-lines.json), in that order.
 */
export const LABELLED_LINES: readonly LabelledLine[] = [
  ...linesOf(demo),
  ...linesOf(family),
  ...linesOf(site),
];

/** The fields a label gives, taken from a parsed line, to compare with the label. */
export function labelledFields(line: IngredientLine, label: LabelledLine): Partial<IngredientLine> {
  return {
    quantity: line.quantity,
    unit: line.unit,
    food: line.food,
    ...(label.range ? { range: line.range } : {}),
    ...(label.alternate === undefined ? {} : { alternate: line.alternate }),
    ...(label.note === undefined ? {} : { note: line.note }),
    ...(label.optional === undefined ? {} : { optional: line.optional }),
  };
}
