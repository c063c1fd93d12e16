import {
  API_MESSAGES,
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES,
  MEAL_RULE_MESSAGES,
  MEALS,
  clampToPlanWindow,
  inPlanWindow,
  type FieldError,
  type MealPlan,
  PLAN_MESSAGES,
  type PlanDay,
  type PlanDayInput,
  type PlanItemInput,
  type PlannedEntry,
  type PlanRange,
  type PlanSurpriseInput,
  type PlanSurpriseResult,
} from '@family-recipes/shared';
import { AppError, invalidField, invalidInput } from '../../http/errors.js';
import type { HouseholdLookup } from '../households/index.js';
import type { Principal } from '../identity/index.js';
import type { MealPlanRepository, NewPlanEntry, PlannedRow } from './meal-plan.repository.js';
import { addDays, daysBetween } from './plan-days.js';
import type { PlanSurpriseRepository } from './plan-surprise.repository.js';

function plannedEntry(row: PlannedRow): PlannedEntry {
  if (!row.recipe) return { kind: 'note', note: row.note ?? '' };
  return {
    kind: 'recipe',
    _id: row.recipe.id,
    title: row.recipe.title,
    thumbnail_image: row.recipe.thumbnailImage,
    serving: row.recipe.serving,
    servings: row.servings,
  };
}

/** A line of PUT /api/meal-plan/:date as it is stored. */
function storedLine(item: PlanItemInput): Omit<NewPlanEntry, 'meal' | 'position'> {
  if (typeof item === 'string') return { recipeId: item, note: null, servings: null };
  if ('note' in item) return { recipeId: null, note: item.note, servings: null };
  return { recipeId: item.recipe_id, note: null, servings: item.servings ?? null };
}

/** The first day of the day's week, for weeks starting on `firstDay` (0 Sunday … 6 Saturday). */
function weekStartOf(day: string, firstDay: number): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday - firstDay + 7) % 7));
}

const MONDAY = 1;

const MEAL_FULL = `At most ${KITCHEN_LIMITS.recipesPerMeal} recipes a meal`;

const emptyDay = (date: string): PlanDay => ({
  date,
  breakfast: [],
  lunch: [],
  dinner: [],
  other: [],
});

/**
 * A household's meal plan (docs/product.md, the family kitchen): every member reads and writes the
 * same one, each seeing the lines whose recipes they can reach.
 */
export class MealPlanService {
  constructor(
    private readonly plans: MealPlanRepository,
    private readonly households: HouseholdLookup,
    private readonly surprises: PlanSurpriseRepository,
  ) {}

  /**
   * Every day of the range in order, empty days included. Only the days within the plan window
   * are read: the others hold nothing a cook could have planned, so they come back empty.
   */
  async plan(range: PlanRange, principal: Principal): Promise<MealPlan> {
    const rows = await this.entriesInWindow(principal, range);
    const days = new Map(daysBetween(range.from, range.to).map((day) => [day, emptyDay(day)]));
    for (const row of rows) days.get(row.day)?.[row.meal].push(plannedEntry(row));
    return { days: [...days.values()] };
  }

  /**
   * Replaces the whole day: recipes, each at its own servings or those planned, and notes. Each
   * recipe must be one the cook can reach; otherwise every meal and place that names one is
   * reported (`dinner.0`) and the day stays as it was.
   */
  async replaceDay(date: string, input: PlanDayInput, principal: Principal): Promise<PlanDay> {
    const entries: NewPlanEntry[] = MEALS.flatMap((meal) =>
      input[meal].map((item, position) => ({ meal, position, ...storedLine(item) })),
    );
    const householdId = await this.households.householdOf(principal);
    const others = (await this.households.memberSubs(householdId)).filter(
      (sub) => sub !== principal.sub,
    );
    const missing = new Set(
      await this.plans.replaceDay(householdId, principal.sub, others, date, entries),
    );
    if (missing.size > 0) {
      const errors: FieldError[] = entries
        .filter((entry) => entry.recipeId !== null && missing.has(entry.recipeId))
        .map((entry) => ({
          field: `${entry.meal}.${entry.position}`,
          message: API_MESSAGES.recipeNotFound,
        }));
      throw invalidInput(errors, API_MESSAGES.recipeNotFound);
    }
    const { days } = await this.plan({ from: date, to: date }, principal);
    return days[0] ?? emptyDay(date);
  }

  /**
   * "Surprise me": a recipe that suits the meal and is not yet planned in the day's week (from the
   * cook's first day of the week, `week_starts`, Monday when not sent) goes at the end of the
   * meal, or with `instead` takes the place of that recipe on the meal's last line
   * (plan-surprise.repository.ts says which). 409 when none is left, or when the recipe to replace
   * is no longer the last line; a full meal is refused like a day with too many recipes.
   */
  async surprise(input: PlanSurpriseInput, principal: Principal): Promise<PlanSurpriseResult> {
    const { date, meal } = input;
    if (!inPlanWindow(date)) throw invalidField('date', KITCHEN_MESSAGES.dateOutsideWindow);
    // A cook with no household yet has planned nothing: a refusal must not make them one.
    if ((await this.households.existingHouseholdOf(principal)) === null) {
      if (input.instead !== undefined) throw new AppError(409, MEAL_RULE_MESSAGES.notLastSurprise);
      if (!(await this.surprises.anySuits(principal.sub, meal))) {
        throw new AppError(409, MEAL_RULE_MESSAGES.nothingSuits);
      }
    }
    const householdId = await this.households.householdOf(principal);
    const weekFrom = weekStartOf(date, input.week_starts ?? MONDAY);
    const outcome = await this.surprises.surprise({
      householdId,
      cook: principal.sub,
      day: date,
      meal,
      weekFrom,
      weekTo: addDays(weekFrom, 6),
      instead: input.instead,
    });
    if (outcome.planned === null) {
      if (outcome.reason === 'full') throw invalidField(meal, MEAL_FULL);
      if (outcome.reason === 'not-last')
        throw new AppError(409, MEAL_RULE_MESSAGES.notLastSurprise);
      throw new AppError(409, MEAL_RULE_MESSAGES.nothingSuits);
    }
    const { days } = await this.plan({ from: date, to: date }, principal);
    const entry = days[0]?.[meal].findLast(
      (line) => line.kind === 'recipe' && line._id === outcome.planned,
    );
    if (entry?.kind !== 'recipe') throw new AppError(409, PLAN_MESSAGES.nothingToSurprise);
    return { date, meal, entry };
  }

  /**
   * The household's entries the cook can see in the part of the range within the plan window
   * (the read is clamped).
   */
  private async entriesInWindow(principal: Principal, range: PlanRange): Promise<PlannedRow[]> {
    const inWindow = clampToPlanWindow(range);
    if (!inWindow) return [];
    // A cook without a household has planned nothing; reading the plan makes them none (a week
    // sent to a list then answers "nothing planned" and has changed nothing).
    const householdId = await this.households.existingHouseholdOf(principal);
    if (householdId === null) return [];
    return this.plans.entries(householdId, [principal.sub], inWindow.from, inWindow.to);
  }
}
