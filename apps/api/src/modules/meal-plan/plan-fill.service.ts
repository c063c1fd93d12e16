import {
  clampToPlanWindow,
  KITCHEN_MESSAGES,
  type PlanFillDinnersInput,
  type PlanFillResult,
} from '@family-recipes/shared';
import { invalidField } from '../../http/errors.js';
import type { HouseholdLookup } from '../households/index.js';
import type { Principal } from '../identity/index.js';
import type { MealPlanRepository } from './meal-plan.repository.js';
import { addDays, utcDay } from './plan-days.js';
import type { PlanFillRepository } from './plan-fill.repository.js';

/**
 * The first day "Fill empty dinners" may fill: the caller's today when it is within a day of the
 * server's UTC date (a cook east or west of UTC), the server's otherwise; never a day before it.
 */
export function firstFillDay(today: string | undefined, now: Date): string {
  const serverToday = utcDay(now);
  if (today && today >= addDays(serverToday, -1) && today <= addDays(serverToday, 1)) return today;
  return serverToday;
}

/** "Fill empty dinners" of one week (docs/product.md, the family kitchen). */
export class PlanFillService {
  constructor(
    private readonly fills: PlanFillRepository,
    private readonly plans: MealPlanRepository,
    private readonly households: HouseholdLookup,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Fills the empty dinners of the seven days from `input.from` (a week starting on any day) from
   * the caller's today on (plan-fill.repository.ts says how),
   * within the plan window, and answers each dinner filled with its recipe and the empty ones no
   * recipe suited. A week wholly past fills nothing.
   */
  async fill(input: PlanFillDinnersInput, principal: Principal): Promise<PlanFillResult> {
    const weekFrom = input.from;
    const weekTo = addDays(weekFrom, 6);
    const today = firstFillDay(input.today, this.now());
    const none: PlanFillResult = { from: weekFrom, to: weekTo, filled: [], unfilled: [] };
    const inWindow = clampToPlanWindow({ from: weekFrom, to: weekTo });
    if (!inWindow) throw invalidField('from', KITCHEN_MESSAGES.dateOutsideWindow);
    const start = [inWindow.from, today].sort()[1] ?? today;
    if (start > inWindow.to) return none;

    const householdId = await this.households.householdOf(principal);
    const outcome = await this.fills.fill({
      householdId,
      cook: principal.sub,
      weekFrom,
      weekTo: inWindow.to,
      start,
    });
    if (outcome.filled.length === 0) return { ...none, unfilled: outcome.unfilled };
    const rows = await this.plans.entries(householdId, [principal.sub], start, inWindow.to);
    const filled = outcome.filled.flatMap(({ day, recipeId }) => {
      const row = rows.find(
        (one) => one.day === day && one.meal === 'dinner' && one.recipe?.id === recipeId,
      );
      if (!row?.recipe) return [];
      const { id, title, thumbnailImage, serving } = row.recipe;
      return [
        {
          date: day,
          entry: {
            kind: 'recipe' as const,
            _id: id,
            title,
            thumbnail_image: thumbnailImage,
            serving,
            servings: row.servings,
          },
        },
      ];
    });
    return { ...none, filled, unfilled: outcome.unfilled };
  }
}
