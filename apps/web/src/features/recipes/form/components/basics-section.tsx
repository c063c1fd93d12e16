import { CATEGORIES, DIFFICULTIES, TITLE_MAX_LENGTH } from '@family-recipes/shared';
import { useWatch } from 'react-hook-form';
import { controlProps, FormField } from '../../../../components/ui/form-field';
import type { RecipeFormState } from './use-recipe-form';

/** About the recipe: title (with its counter), description, category, difficulty and source. */
export function BasicsSection({ state }: { state: RecipeFormState }) {
  const { ids, error, field, isEdit } = state;
  const title = useWatch({ control: state.form.control, name: 'title' });
  const titleCounterId = `${ids('title').id}-count`;

  return (
    <fieldset className="recipe-form__section">
      <legend className="recipe-form__legend">About the recipe</legend>

      <FormField
        ids={ids('title')}
        label="Title"
        required
        error={error('title')}
        aside={
          <span
            id={titleCounterId}
            className={`recipe-form__counter${
              title.length >= TITLE_MAX_LENGTH ? ' recipe-form__counter--full' : ''
            }`}
          >
            <span className="visually-hidden">Characters used: </span>
            {title.length}/{TITLE_MAX_LENGTH}
          </span>
        }
      >
        <input
          {...controlProps(ids('title'), { error: error('title'), required: true })}
          aria-describedby={[titleCounterId, error('title') ? ids('title').errorId : '']
            .filter(Boolean)
            .join(' ')}
          className="form-control"
          type="text"
          maxLength={TITLE_MAX_LENGTH}
          autoComplete="off"
          {...field('title')}
        />
      </FormField>

      <FormField
        ids={ids('description')}
        label="Description"
        required
        hint="A few sentences about the dish: who made it, when you eat it, why it is loved."
        error={error('description')}
      >
        <textarea
          {...controlProps(ids('description'), {
            hint: true,
            error: error('description'),
            required: true,
          })}
          className="form-control form-control--textarea"
          rows={4}
          {...field('description')}
        />
      </FormField>

      <div className="recipe-form__row">
        <FormField
          ids={ids('category')}
          label="Category"
          required
          hint={isEdit ? 'The category cannot be changed after a recipe is submitted.' : undefined}
          error={error('category')}
        >
          <select
            {...controlProps(ids('category'), {
              hint: isEdit,
              error: error('category'),
              required: true,
            })}
            className="form-control form-control--select"
            disabled={isEdit}
            {...field('category')}
          >
            <option value="">Choose a category</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </FormField>

        <FormField ids={ids('difficulty')} label="Difficulty" required error={error('difficulty')}>
          <select
            {...controlProps(ids('difficulty'), { error: error('difficulty'), required: true })}
            className="form-control form-control--select"
            {...field('difficulty')}
          >
            <option value="">Choose a difficulty</option>
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {difficulty}
              </option>
            ))}
          </select>
        </FormField>
      </div>

      <FormField
        ids={ids('source')}
        label="Source"
        required
        hint="Whose recipe is it? For example “Grandma Rose” or the name of a cookbook."
        error={error('source')}
      >
        <input
          {...controlProps(ids('source'), { hint: true, error: error('source'), required: true })}
          className="form-control"
          type="text"
          {...field('source')}
        />
      </FormField>
    </fieldset>
  );
}
