import { controlProps, FormField } from '../../../../components/ui/form-field';
import type { RecipeFieldName } from '../recipe-form-values';
import type { RecipeFormState } from './use-recipe-form';

const TIMES: { name: 'prepTime' | 'cookTime' | 'totalTime'; label: string; hint: string }[] = [
  { name: 'prepTime', label: 'Prep Time', hint: 'In minutes' },
  { name: 'cookTime', label: 'Cook Time', hint: 'In minutes' },
  { name: 'totalTime', label: 'Total Time', hint: 'Prep + cook, in minutes' },
];

/** Time and servings: the three times in minutes (the total follows prep + cook) and the yield. */
export function TimingSection({ state }: { state: RecipeFormState }) {
  const { ids, error, field } = state;
  const describe = (name: RecipeFieldName) =>
    controlProps(ids(name), { hint: true, error: error(name), required: true });

  return (
    <fieldset className="recipe-form__section">
      <legend className="recipe-form__legend">Time and servings</legend>
      <div className="recipe-form__times">
        {TIMES.map(({ name, label, hint }) => (
          <FormField
            key={name}
            ids={ids(name)}
            label={label}
            required
            hint={hint}
            error={error(name)}
          >
            <input
              {...describe(name)}
              className="form-control form-control--number"
              type="text"
              inputMode="numeric"
              {...field(name)}
            />
          </FormField>
        ))}
      </div>
      <p className="recipe-form__note">
        Total Time fills itself in as prep + cook. Change it if resting, rising or chilling adds
        more time.
      </p>
      <FormField
        ids={ids('serving')}
        label="Serving"
        required
        hint="How much it makes, for example “4 servings” or “24 cookies”."
        error={error('serving')}
      >
        <input
          {...describe('serving')}
          className="form-control"
          type="text"
          {...field('serving')}
        />
      </FormField>
    </fieldset>
  );
}
