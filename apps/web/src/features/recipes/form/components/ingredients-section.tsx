import { parseIngredients, parseLines, parseTags } from '@family-recipes/shared';
import { useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field';
import { replaceLine } from '../ingredient-correction';
import { useT } from '../../../../i18n/language';
import { recipeFormMessages } from '../messages';
import { markers, withNodes } from '../../../../i18n/with-nodes';
import { IngredientsUnderstood } from './ingredients-understood';
import type { RecipeFormState } from './use-recipe-form';

/**
 * Ingredients, steps, tips and tags, each with a live preview of how the recipe will read: the
 * ingredients as the site reads each line, with a way to correct one.
 */
export function IngredientsSection({ state }: { state: RecipeFormState }) {
  const t = useT(recipeFormMessages);
  const { labelled, controlOf, isEdit } = state;
  const control = state.form.control;
  const [ingredientText, instructionText, tipText, tagText] = useWatch({
    control,
    name: ['ingredients', 'instructions', 'tips', 'tags'],
  });
  const ingredients = useMemo(() => parseIngredients(ingredientText), [ingredientText]);
  const instructions = useMemo(() => parseLines(instructionText), [instructionText]);
  const tips = useMemo(() => parseLines(tipText), [tipText]);
  const tags = useMemo(() => parseTags(tagText), [tagText]);

  return (
    <fieldset className="recipe-form__section">
      <legend className="recipe-form__legend">{t('ingredientsAndSteps')}</legend>

      <div className="recipe-form__ingredients">
        <FormField
          {...labelled('ingredients')}
          label={t('ingredients')}
          required
          hint={
            isEdit
              ? withNodes(t('ingredientsHintEdit', markers(['decimals'])), [
                  <strong key="decimals">{t('useDecimals')}</strong>,
                ])
              : withNodes(t('ingredientsHint', markers(['example'])), [
                  // The example is written as the site reads ingredients: it stays as it is.
                  <span key="example" className="recipe-form__example">
                    1 1/2 cups flour
                  </span>,
                ])
          }
        >
          <textarea
            {...controlOf('ingredients', { hint: true, required: true })}
            className="form-control form-control--textarea"
            rows={8}
          />
        </FormField>
        <IngredientsUnderstood
          lines={ingredients}
          onCorrect={(index, line) => {
            state.form.setValue('ingredients', replaceLine(ingredientText, index, line), {
              shouldDirty: true,
            });
            state.form.clearErrors('ingredients');
          }}
        />
      </div>

      <div className="recipe-form__with-preview">
        <FormField
          {...labelled('instructions')}
          label={t('instructions')}
          required
          hint={t('instructionsHint')}
        >
          <textarea
            {...controlOf('instructions', { hint: true, required: true })}
            className="form-control form-control--textarea"
            rows={8}
          />
        </FormField>
        <Preview title={t('yourSteps')} empty={t('stepsEmpty')}>
          {instructions.length > 0 && (
            <ol className="preview-list preview-list--steps" aria-label={t('stepsPreview')}>
              {instructions.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          )}
        </Preview>
      </div>

      <div className="recipe-form__with-preview">
        <FormField {...labelled('tips')} label={t('tips')} hint={t('tipsHint')}>
          <textarea
            {...controlOf('tips', { hint: true })}
            className="form-control form-control--textarea"
            rows={4}
          />
        </FormField>
        <Preview title={t('yourTips')} empty={t('tipsEmpty')}>
          {tips.length > 0 && (
            <ul className="preview-list preview-list--tips" aria-label={t('tipsPreview')}>
              {tips.map((tip, index) => (
                <li key={index}>{tip}</li>
              ))}
            </ul>
          )}
        </Preview>
      </div>

      <FormField {...labelled('tags')} label={t('tags')} hint={t('tagsHint')}>
        <input {...controlOf('tags', { hint: true })} className="form-control" type="text" />
        {tags.length > 0 && (
          <ul className="tag-chips" aria-label={t('tagsPreview')}>
            {tags.map((tag) => (
              <li key={tag.toLowerCase()} className="tag-chip">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </FormField>
    </fieldset>
  );
}

function Preview({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode;
}) {
  return (
    <div className="form-preview">
      <p className="form-preview__title" aria-hidden="true">
        {title}
      </p>
      {children || <p className="form-preview__empty">{empty}</p>}
    </div>
  );
}
