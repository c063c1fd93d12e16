import type { Router } from 'express';
import type { Db } from '../../db/client.js';
import { householdLookup } from '../households/index.js';
// Adds the plan's part in the household moves (src/db/owned-tables.ts).
import './household-plan.repository.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { CalendarFeedService } from './calendar-feed.service.js';
import { MealPlanRepository } from './meal-plan.repository.js';
import { mealPlanRouter } from './meal-plan.router.js';
import { MealPlanService } from './meal-plan.service.js';
import { PlanSurpriseRepository } from './plan-surprise.repository.js';
import { MealRulesRepository } from './meal-rules.repository.js';
import { MealRulesService } from './meal-rules.service.js';
import { PlanFillRepository } from './plan-fill.repository.js';
import { PlanFillService } from './plan-fill.service.js';
import { PlanToListRepository } from './plan-to-list.repository.js';
import { PlanToListService, type PlanShopping, type PlanStaples } from './plan-to-list.service.js';

export { PLAN_BACKUP, planOfHousehold, planRows } from './meal-plan-backup.repository.js';
export { MEAL_RULES_BACKUP } from './meal-rules-backup.js';

export interface MealPlanModuleDeps {
  db: Db;
  /** The shopping lists' service: the week's recipes go onto a list under its rules. */
  shopping: PlanShopping;
  /** The pantry's staple keys: marked in a week's preview, left off unless chosen. */
  stapleKeys: PlanStaples;
  /** The site's address (siteUrl): the feed's address, its events' links. */
  publicUrl: string;
  /** The app's limiter: its counters are shared by every instance. */
  limiter: RateLimiter;
}

export interface MealPlanModule {
  /** The meal plan and its calendar feed; mount under /api after authenticate. */
  router: Router;
}

export function createMealPlanModule(deps: MealPlanModuleDeps): MealPlanModule {
  const plans = new MealPlanRepository(deps.db);
  // The plan and its feed are the household's: every member shares them.
  const households = householdLookup(deps.db);
  return {
    router: mealPlanRouter(
      new MealPlanService(plans, households, new PlanSurpriseRepository(deps.db)),
      new CalendarFeedService(plans, households, { publicUrl: deps.publicUrl }),
      deps.limiter,
      new PlanToListService(
        plans,
        new PlanToListRepository(deps.db),
        deps.shopping,
        households,
        deps.stapleKeys,
      ),
      {
        rules: new MealRulesService(new MealRulesRepository(deps.db), households),
        fill: new PlanFillService(new PlanFillRepository(deps.db), plans, households),
      },
    ).routes,
  };
}
