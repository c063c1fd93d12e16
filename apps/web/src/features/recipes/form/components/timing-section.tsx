import { FormField } from '../../../../components/ui/form-field';
import { useT } from '../../../../i18n/language';
import { recipeFormMessages } from '../messages';
import type { RecipeFormState } from './use-recipe-form';

const TIMES = [
  { name: 'prepTime', label: 'prepTime', hint: 'inMinutes' },
  { name: 'cookTime', label: 'cookTime', hint: 'inMinutes' },
  { name: 'totalTime', label: 'totalTime', hint: 'totalTimeHint' },
] as const;

/** Time and servings: the three times in minutes (the total follows prep + cook) and the yield. */
export function TimingSection({ state }: { state: RecipeFormState }) {
  const t = useT(recipeFormMessages);
  const { labelled, controlOf } = state;

  return (
    <fieldset className="recipe-form__section">
      <legend className="recipe-form__legend">{t('timeAndServings')}</legend>
      <div className="recipe-form__times">
        {TIMES.map(({ name, label, hint }) => (
          <FormField key={name} {...labelled(name)} label={t(label)} required hint={t(hint)}>
            <input
              {...controlOf(name, { hint: true, required: true })}
              className="form-control form-control--number"
              type="text"
              inputMode="numeric"
            />
          </FormField>
        ))}
      </div>
      <p className="recipe-form__note">{t('totalTimeNote')}</p>
      <FormField {...labelled('serving')} label={t('serving')} required hint={t('servingHint')}>
        <input
          {...controlOf('serving', { hint: true, required: true })}
          className="form-control"
          type="text"
        />
      </FormField>
    </fieldset>
  );
}
