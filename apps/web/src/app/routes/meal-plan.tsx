import { MealPlanPage } from '../../features/meal-plan/components/meal-plan-page';

export default function MealPlanRoute() {
  return <MealPlanPage />;
}
