import { MEALS, type Meal } from '@family-recipes/shared';
import { FormField, type FieldIds } from '../../../components/ui/form-field';
import { usePlanWords } from '../use-plan-words';
import { useT } from '../../../i18n/language';
import { mealPlanMessages } from '../messages';

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
  const t = useT(mealPlanMessages);
  const { mealName } = usePlanWords();
  return (
    <FormField ids={ids} label={t('meal')} marker={false}>
      <select
        id={ids.id}
        className="form-control form-control--select"
        value={value}
        onChange={(event) => onChange(event.target.value as Meal)}
      >
        {MEALS.map((option) => (
          <option key={option} value={option}>
            {mealName(option)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
