import { FormField } from '../../../../components/ui/form-field';
import type { RecipeFormState } from './use-recipe-form';

const TIMES: { name: 'prepTime' | 'cookTime' | 'totalTime'; label: string; hint: string }[] = [
  { name: 'prepTime', label: 'Prep Time', hint: 'In minutes' },
  { name: 'cookTime', label: 'Cook Time', hint: 'In minutes' },
  { name: 'totalTime', label: 'Total Time', hint: 'Prep + cook, in minutes' },
];

/** Time and servings: the three times in minutes (the total follows prep + cook) and the yield. */
export function TimingSection({ state }: { state: RecipeFormState }) {
  const { labelled, controlOf } = state;

  return (
    <fieldset className="recipe-form__section">
      <legend className="recipe-form__legend">Time and servings</legend>
      <div className="recipe-form__times">
        {TIMES.map(({ name, label, hint }) => (
          <FormField key={name} {...labelled(name)} label={label} required hint={hint}>
            <input
              {...controlOf(name, { hint: true, required: true })}
              className="form-control form-control--number"
              type="text"
              inputMode="numeric"
            />
          </FormField>
        ))}
      </div>
      <p className="recipe-form__note">
        Total Time fills itself in as prep + cook. Change it if resting, rising or chilling adds
        more time.
      </p>
      <FormField
        {...labelled('serving')}
        label="Serving"
        required
        hint="How much it makes, for example “4 servings” or “24 cookies”."
      >
        <input
          {...controlOf('serving', { hint: true, required: true })}
          className="form-control"
          type="text"
        />
      </FormField>
    </fieldset>
  );
}
