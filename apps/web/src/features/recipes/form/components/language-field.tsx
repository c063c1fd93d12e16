import { guessLanguage, languageName, RECIPE_LANGUAGES } from '@family-recipes/shared';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field';
import { useT } from '../../../../i18n/language';
import { recipeFormMessages } from '../messages';
import type { RecipeFormState } from './use-recipe-form';

const GUESS_FIELDS = ['title', 'description', 'ingredients', 'instructions'] as const;

/**
 * The language the recipe is written in, each by its own name. Until the cook picks one it
 * follows a guess from what they typed (title, description, ingredients, steps); once picked, or
 * when editing a saved recipe, it stays as chosen.
 */
export function LanguageField({ state }: { state: RecipeFormState }) {
  const t = useT(recipeFormMessages);
  const { form, labelled, controlOf, languageChosen } = state;
  const typed = useWatch({ control: form.control, name: GUESS_FIELDS });
  const text = typed.join('\n');
  const guess = useMemo(() => guessLanguage(text), [text]);

  useEffect(() => {
    if (languageChosen.current || !guess || guess === form.getValues('language')) return;
    form.setValue('language', guess);
  }, [guess, form, languageChosen]);

  return (
    <FormField {...labelled('language')} label={t('language')} hint={t('languageHint')}>
      <select
        {...controlOf('language', { hint: true })}
        className="form-control form-control--select"
      >
        {RECIPE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
