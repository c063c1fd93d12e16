import { MEALS, type Meal } from '@family-recipes/shared';
import { FormField, type FieldIds } from '../../../components/ui/form-field';
import { MEAL_LABELS } from '../plan-dates';

/** The meal of the day a recipe goes to, as a labelled select. */
export function MealField({
  ids,
  value,
  onChange,
}: {
  ids: FieldIds;
  value: Meal;
  onChange: (meal: Meal) => void;
}) {
  return (
    <FormField ids={ids} label="Meal" marker={false}>
      <select
        id={ids.id}
        className="form-control form-control--select"
        value={value}
        onChange={(event) => onChange(event.target.value as Meal)}
      >
        {MEALS.map((option) => (
          <option key={option} value={option}>
            {MEAL_LABELS[option]}
          </option>
        ))}
      </select>
    </FormField>
  );
}
