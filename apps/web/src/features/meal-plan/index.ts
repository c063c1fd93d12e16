/**
 * What other features may use of the meal plan: the recipe page's "Add to meal plan", and the key
 * of the plan's own changes while they are saved (the household's live stream waits for them).
 */
export { AddToMealPlanAction } from './components/add-to-meal-plan-entry';
export { PLAN_CHANGE } from './api/meal-plan-api';
