import { parseIngredients, parseLines, parseTags } from '@family-recipes/shared';
import { useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { controlProps, FormField } from '../../../../components/ui/form-field';
import { replaceLine } from '../ingredient-correction';
import { IngredientsUnderstood } from './ingredients-understood';
import type { RecipeFormState } from './use-recipe-form';

/**
 * Ingredients, steps, tips and tags, each with a live preview of how the recipe will read: the
 * ingredients as the site reads each line, with a way to correct one.
 */
export function IngredientsSection({ state }: { state: RecipeFormState }) {
  const { ids, error, field, isEdit } = state;
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
      <legend className="recipe-form__legend">Ingredients and steps</legend>

      <div className="recipe-form__ingredients">
        <FormField
          ids={ids('ingredients')}
          label="Ingredients"
          required
          hint={
            isEdit ? (
              <>
                One per line: amount, unit, ingredient. <strong>Use decimals, e.g. 1.5 cups</strong>
              </>
            ) : (
              <>
                One per line: amount, unit, ingredient, for example{' '}
                <span className="recipe-form__example">1 1/2 cups flour</span>
              </>
            )
          }
          error={error('ingredients')}
        >
          <textarea
            {...controlProps(ids('ingredients'), {
              hint: true,
              error: error('ingredients'),
              required: true,
            })}
            className="form-control form-control--textarea"
            rows={8}
            {...field('ingredients')}
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
          ids={ids('instructions')}
          label="Instructions"
          required
          hint="One step per line, in order. The steps are numbered for you."
          error={error('instructions')}
        >
          <textarea
            {...controlProps(ids('instructions'), {
              hint: true,
              error: error('instructions'),
              required: true,
            })}
            className="form-control form-control--textarea"
            rows={8}
            {...field('instructions')}
          />
        </FormField>
        <Preview title="Your steps" empty="Steps you type appear here, numbered.">
          {instructions.length > 0 && (
            <ol className="preview-list preview-list--steps" aria-label="Preview of the steps">
              {instructions.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          )}
        </Preview>
      </div>

      <div className="recipe-form__with-preview">
        <FormField
          ids={ids('tips')}
          label="Tips & Tricks"
          hint="One tip per line, for example how to store leftovers."
          error={error('tips')}
        >
          <textarea
            {...controlProps(ids('tips'), { hint: true, error: error('tips') })}
            className="form-control form-control--textarea"
            rows={4}
            {...field('tips')}
          />
        </FormField>
        <Preview title="Your tips" empty="Tips you type appear here.">
          {tips.length > 0 && (
            <ul className="preview-list preview-list--tips" aria-label="Preview of the tips">
              {tips.map((tip, index) => (
                <li key={index}>{tip}</li>
              ))}
            </ul>
          )}
        </Preview>
      </div>

      <FormField
        ids={ids('tags')}
        label="Tags"
        hint="Separated by commas, for example: vegetarian, holiday, quick"
        error={error('tags')}
      >
        <input
          {...controlProps(ids('tags'), { hint: true, error: error('tags') })}
          className="form-control"
          type="text"
          {...field('tags')}
        />
        {tags.length > 0 && (
          <ul className="tag-chips" aria-label="Preview of the tags">
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
