/** What other features may use of the meal plan: the recipe page's "Add to meal plan". */
export { AddToMealPlanAction } from './components/add-to-meal-plan-entry';
