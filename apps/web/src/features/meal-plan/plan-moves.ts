import {
  KITCHEN_LIMITS,
  MEALS,
  type Meal,
  type PlanDay,
  type PlanDayInput,
  type PlanItemInput,
  type PlannedEntry,
} from '@family-recipes/shared';

/** One meal of one day. */
export interface Slot {
  date: string;
  meal: Meal;
}

/** One line of a meal (a recipe or a note): its slot and its place in that meal. */
export interface Placed extends Slot {
  index: number;
}

export function emptyDay(date: string): PlanDay {
  return { date, breakfast: [], lunch: [], dinner: [], other: [] };
}

/** What a line is called on screen: a recipe's title or a note's text. */
export const entryName = (entry: PlannedEntry): string =>
  entry.kind === 'recipe' ? entry.title : entry.note;

/** A line as PUT /api/meal-plan/:date takes it: a bare id at the recipe's own servings. */
function itemInput(entry: PlannedEntry): PlanItemInput {
  if (entry.kind === 'note') return { note: entry.note };
  return entry.servings === null ? entry._id : { recipe_id: entry._id, servings: entry.servings };
}

/** The body of PUT /api/meal-plan/:date for a day: each meal's lines in order. */
export function dayInput(day: PlanDay): PlanDayInput {
  return {
    breakfast: day.breakfast.map(itemInput),
    lunch: day.lunch.map(itemInput),
    dinner: day.dinner.map(itemInput),
    other: day.other.map(itemInput),
  };
}

export function isFull(day: PlanDay, meal: Meal): boolean {
  return day[meal].length >= KITCHEN_LIMITS.recipesPerMeal;
}

export function withRecipe(day: PlanDay, meal: Meal, entry: PlannedEntry): PlanDay {
  return { ...day, [meal]: [...day[meal], entry] };
}

/** The day with the recipe at `index` planned for `servings` (null: the recipe's own). */
export function withServings(
  day: PlanDay,
  meal: Meal,
  index: number,
  servings: number | null,
): PlanDay {
  return {
    ...day,
    [meal]: day[meal].map((entry, at) =>
      at === index && entry.kind === 'recipe' ? { ...entry, servings } : entry,
    ),
  };
}

/** The day with the note at `index` saying `note`; a recipe there stays as it is. */
export function withNote(day: PlanDay, meal: Meal, index: number, note: string): PlanDay {
  return {
    ...day,
    [meal]: day[meal].map((entry, at) =>
      at === index && entry.kind === 'note' ? { kind: 'note', note } : entry,
    ),
  };
}

export function withoutRecipe(day: PlanDay, meal: Meal, index: number): PlanDay {
  return { ...day, [meal]: day[meal].filter((_, at) => at !== index) };
}

/**
 * The days a move changes, in the order they are saved: the day the recipe goes to first, so a
 * failure half-way leaves it planned twice rather than lost. Empty when nothing would change or
 * the meal it goes to is full.
 */
export function moveRecipe(days: PlanDay[], from: Placed, to: Slot): PlanDay[] {
  const source = days.find((day) => day.date === from.date);
  const recipe = source?.[from.meal][from.index];
  if (!source || !recipe) return [];
  if (from.date === to.date) {
    if (from.meal === to.meal || isFull(source, to.meal)) return [];
    return [withRecipe(withoutRecipe(source, from.meal, from.index), to.meal, recipe)];
  }
  const target = days.find((day) => day.date === to.date) ?? emptyDay(to.date);
  if (isFull(target, to.meal)) return [];
  return [withRecipe(target, to.meal, recipe), withoutRecipe(source, from.meal, from.index)];
}

/** The ids dnd-kit knows the slots and the chips by. */
export const slotId = ({ date, meal }: Slot) => `slot:${date}:${meal}`;
export const chipId = ({ date, meal, index }: Placed) => `chip:${date}:${meal}:${index}`;

const SLOT_ID = /^slot:(\d{4}-\d{2}-\d{2}):([a-z]+)$/;
const CHIP_ID = /^chip:(\d{4}-\d{2}-\d{2}):([a-z]+):(\d+)$/;

const isMeal = (text: string | undefined): text is Meal =>
  (MEALS as readonly string[]).includes(text ?? '');

export function slotOfId(id: string | number): Slot | undefined {
  const match = SLOT_ID.exec(String(id));
  if (!match?.[1] || !isMeal(match[2])) return undefined;
  return { date: match[1], meal: match[2] };
}

export function placedOfId(id: string | number): Placed | undefined {
  const match = CHIP_ID.exec(String(id));
  if (!match?.[1] || !isMeal(match[2])) return undefined;
  return { date: match[1], meal: match[2], index: Number(match[3]) };
}

/** The days of `days` with `changed` put in their places (or added, in date order). */
export function replaceDays(days: PlanDay[], changed: PlanDay[]): PlanDay[] {
  const kept = days.filter((day) => !changed.some((next) => next.date === day.date));
  return [...kept, ...changed].sort((a, b) => a.date.localeCompare(b.date));
}
