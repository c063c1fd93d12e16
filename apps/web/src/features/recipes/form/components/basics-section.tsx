import { CATEGORIES, DIFFICULTIES, TITLE_MAX_LENGTH } from '@family-recipes/shared';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field';
import { useRecipeWords } from '../../../../components/recipe-card/recipe-words';
import { useT } from '../../../../i18n/language';
import { recipeFormMessages } from '../messages';
import { LanguageField } from './language-field';
import type { RecipeFormState } from './use-recipe-form';

/**
 * About the recipe: title (with its counter), description, category, difficulty, the language it
 * is written in and source.
 */
export function BasicsSection({ state }: { state: RecipeFormState }) {
  const t = useT(recipeFormMessages);
  const words = useRecipeWords();
  const { ids, error, labelled, controlOf, isEdit } = state;
  const title = useWatch({ control: state.form.control, name: 'title' });
  const titleCounterId = `${ids('title').id}-count`;

  return (
    <fieldset className="recipe-form__section">
      <legend className="recipe-form__legend">{t('aboutTheRecipe')}</legend>

      <FormField
        {...labelled('title')}
        label={t('title')}
        required
        aside={
          <span
            id={titleCounterId}
            className={`recipe-form__counter${
              title.length >= TITLE_MAX_LENGTH ? ' recipe-form__counter--full' : ''
            }`}
          >
            <span className="visually-hidden">{t('charactersUsed')} </span>
            {title.length}/{TITLE_MAX_LENGTH}
          </span>
        }
      >
        <input
          {...controlOf('title', { required: true })}
          aria-describedby={[titleCounterId, error('title') ? ids('title').errorId : '']
            .filter(Boolean)
            .join(' ')}
          className="form-control"
          type="text"
          maxLength={TITLE_MAX_LENGTH}
          autoComplete="off"
        />
      </FormField>

      <FormField
        {...labelled('description')}
        label={t('description')}
        required
        hint={t('descriptionHint')}
      >
        <textarea
          {...controlOf('description', { hint: true, required: true })}
          className="form-control form-control--textarea"
          rows={4}
        />
      </FormField>

      <div className="recipe-form__row">
        <FormField
          {...labelled('category')}
          label={t('category')}
          required
          hint={isEdit ? t('categoryLocked') : undefined}
        >
          <select
            {...controlOf('category', { hint: isEdit, required: true })}
            className="form-control form-control--select"
            disabled={isEdit}
          >
            <option value="">{t('chooseCategory')}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {words.category(category)}
              </option>
            ))}
          </select>
        </FormField>

        <FormField {...labelled('difficulty')} label={t('difficulty')} required>
          <select
            {...controlOf('difficulty', { required: true })}
            className="form-control form-control--select"
          >
            <option value="">{t('chooseDifficulty')}</option>
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {words.difficulty(difficulty)}
              </option>
            ))}
          </select>
        </FormField>
      </div>

      <LanguageField state={state} />

      <FormField {...labelled('source')} label={t('source')} required hint={t('sourceHint')}>
        <input
          {...controlOf('source', { hint: true, required: true })}
          className="form-control"
          type="text"
        />
      </FormField>
    </fieldset>
  );
}
