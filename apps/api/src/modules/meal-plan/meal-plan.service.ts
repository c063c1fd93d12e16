import {
  API_MESSAGES,
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES,
  MEALS,
  clampToPlanWindow,
  inPlanWindow,
  type AddRecipeToListInput,
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
  type PlanToListInput,
  type ShoppingList,
} from '@family-recipes/shared';
import { AppError, invalidField, invalidInput } from '../../http/errors.js';
import type { HouseholdLookup } from '../households/index.js';
import type { Principal } from '../identity/index.js';
import type { MealPlanRepository, NewPlanEntry, PlannedRow } from './meal-plan.repository.js';
import { addDays, daysBetween } from './plan-days.js';
import type { PlanSurpriseRepository } from './plan-surprise.repository.js';

/**
 * What the meal plan needs of the shopping lists: the recipes' ingredients added to one of the
 * cook's lists, under the list's own rules (another cook's list is unknown: 404).
 */
export interface PlanShopping {
  addRecipes(
    listId: string,
    inputs: AddRecipeToListInput[],
    principal: Principal,
    /** `includeStaples`: the household's pantry staples go on too (left off by default). */
    options?: { includeStaples?: boolean | undefined },
  ): Promise<ShoppingList>;
}

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

/** The Monday of the day's week (UTC calendar). */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

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
    private readonly shopping: PlanShopping,
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
   * Puts every recipe planned in the range on the list, once per time it is planned and scaled to
   * the servings planned (its own when none are), in plan order; notes add nothing. Days outside
   * the plan window are left out; a range wholly outside it is refused with the window's message,
   * which says why nothing was added.
   */
  async toShoppingList(input: PlanToListInput, principal: Principal): Promise<ShoppingList> {
    if (!clampToPlanWindow(input)) throw invalidField('from', KITCHEN_MESSAGES.dateOutsideWindow);
    const rows = await this.entriesInWindow(principal, input);
    const recipes = rows.flatMap((row) =>
      row.recipe ? [{ recipeId: row.recipe.id, servings: row.servings ?? undefined }] : [],
    );
    if (recipes.length === 0) throw invalidField('from', KITCHEN_MESSAGES.nothingPlanned);
    return this.shopping.addRecipes(input.listId, recipes, principal, {
      includeStaples: input.includeStaples,
    });
  }

  /**
   * "Surprise me": a recipe not yet planned in the day's week (Monday to Sunday) goes at the end of
   * the meal (plan-surprise.repository.ts says which). 409 when none is left; a full meal is
   * refused like a day with too many recipes.
   */
  async surprise(input: PlanSurpriseInput, principal: Principal): Promise<PlanSurpriseResult> {
    const { date, meal } = input;
    if (!inPlanWindow(date)) throw invalidField('date', KITCHEN_MESSAGES.dateOutsideWindow);
    const householdId = await this.households.householdOf(principal);
    const weekFrom = mondayOf(date);
    const outcome = await this.surprises.surprise({
      householdId,
      cook: principal.sub,
      day: date,
      meal,
      weekFrom,
      weekTo: addDays(weekFrom, 6),
    });
    if (outcome.planned === null) {
      if (outcome.reason === 'full') throw invalidField(meal, MEAL_FULL);
      throw new AppError(409, PLAN_MESSAGES.nothingToSurprise);
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
