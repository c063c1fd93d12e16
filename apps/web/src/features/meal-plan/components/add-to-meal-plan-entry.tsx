import { contributorAction } from '../../../components/ui/contributor-action';

/** "Add to meal plan" for signed-in cooks; nothing for visitors. */
export const AddToMealPlanAction = contributorAction(() => import('./add-to-meal-plan'));
