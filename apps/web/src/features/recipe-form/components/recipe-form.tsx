import {
  CATEGORIES,
  DIFFICULTIES,
  formatIngredient,
  IMAGE_LIMITS,
  parseIngredients,
  parseLines,
  parseTags,
  TITLE_MAX_LENGTH,
  TOAST_DURATION_MS,
  TOASTS,
  type Recipe,
} from '@family-recipes/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { photoFromDataUrl, type RecipeDraft } from '../api/import-recipe';
import { sendRecipeForm } from '../api/send-recipe';
import {
  EMPTY_RECIPE_VALUES,
  fieldErrorsOf,
  recipeFormData,
  suggestedTotal,
  validateRecipeForm,
  valuesFromDraft,
  valuesFromRecipe,
  type RecipeFieldName,
  type RecipeFormValues,
} from '../recipe-form-values';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { FamilyFields } from './family-fields';
import { ImportFromPage } from './import-from-page';
import './recipe-form.css';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
const MAX_MEGABYTES = Math.round(IMAGE_LIMITS.maxBytes / (1024 * 1024));

export const PHOTO_MESSAGES = {
  wrongType: 'Please choose a JPEG, PNG, WebP or AVIF photo.',
  tooLarge: `This photo is larger than ${MAX_MEGABYTES} MB. Please choose a smaller one.`,
} as const;

/** Fields in the order they appear, so the first invalid one can take the focus. */
const FIELD_ORDER: RecipeFieldName[] = [
  'title',
  'description',
  'category',
  'difficulty',
  'source',
  'thumbnail',
  'prepTime',
  'cookTime',
  'totalTime',
  'serving',
  'ingredients',
  'instructions',
  'tips',
  'tags',
  'story',
  'fromKitchenOf',
  'card',
  'variationOf',
];

type FieldErrors = Partial<Record<RecipeFieldName, string>>;

export type RecipeFormProps = { mode: 'submit' } | { mode: 'edit'; recipe: Recipe };

/** The submit and edit forms: every field of a recipe, live previews, photo upload with progress. */
export function RecipeForm(props: RecipeFormProps) {
  const isEdit = props.mode === 'edit';
  const recipe = props.mode === 'edit' ? props.recipe : undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const prefix = useId().replace(/:/g, '');
  const ids = (name: RecipeFieldName) => fieldIds(prefix, name);

  const [values, setValues] = useState<RecipeFormValues>(() =>
    recipe ? valuesFromRecipe(recipe) : EMPTY_RECIPE_VALUES,
  );
  // The total follows prep + cook until the person types their own.
  const [totalEdited, setTotalEdited] = useState(() =>
    recipe
      ? String(recipe.more.total_time) !==
        suggestedTotal(String(recipe.more.prep_time), String(recipe.more.cook_time))
      : false,
  );
  const [photo, setPhoto] = useState<File | null>(null);
  const [card, setCard] = useState<File | null>(null);
  const [variationTitle, setVariationTitle] = useState<string | null>(
    recipe?.original?.title ?? null,
  );
  const [replacingPhoto, setReplacingPhoto] = useState(!isEdit);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const photoUrl = useObjectUrl(photo);
  const ingredients = useMemo(() => parseIngredients(values.ingredients), [values.ingredients]);
  const instructions = useMemo(() => parseLines(values.instructions), [values.instructions]);
  const tips = useMemo(() => parseLines(values.tips), [values.tips]);
  const tags = useMemo(() => parseTags(values.tags), [values.tags]);

  const clearError = (name: RecipeFieldName) =>
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });

  const update =
    (name: keyof RecipeFormValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      clearError(name);
      setValues((current) => {
        const next = { ...current, [name]: value };
        if ((name === 'prepTime' || name === 'cookTime') && !totalEdited) {
          next.totalTime = suggestedTotal(next.prepTime, next.cookTime);
          if (next.totalTime !== '') clearError('totalTime');
        }
        return next;
      });
      if (name === 'totalTime') setTotalEdited(value.trim() !== '');
    };

  /** A picked image, checked like the server checks it; a refused one is cleared with its message. */
  const chooseImage =
    (field: 'thumbnail' | 'card', keep: (file: File | null) => void) =>
    (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0] ?? null;
      clearError(field);
      const problem = !file
        ? undefined
        : !ACCEPTED_IMAGE_TYPES.includes(file.type)
          ? PHOTO_MESSAGES.wrongType
          : file.size > IMAGE_LIMITS.maxBytes
            ? PHOTO_MESSAGES.tooLarge
            : undefined;
      if (problem) {
        event.target.value = '';
        keep(null);
        setErrors((current) => ({ ...current, [field]: problem }));
        return;
      }
      keep(file);
    };
  const choosePhoto = chooseImage('thumbnail', setPhoto);
  const chooseCard = chooseImage('card', setCard);

  const keepCurrentPhoto = () => {
    setPhoto(null);
    setReplacingPhoto(false);
    clearError('thumbnail');
  };

  useEffect(() => {
    if (isEdit && replacingPhoto) fileRef.current?.focus();
  }, [isEdit, replacingPhoto]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = validateRecipeForm(values, {
      hasThumbnail: photo !== null,
      requireThumbnail: !isEdit,
    });
    if (!result.success) {
      const fieldErrors = fieldErrorsOf(result.errors);
      if (errors.thumbnail && !fieldErrors.thumbnail) fieldErrors.thumbnail = errors.thumbnail;
      setErrors(fieldErrors);
      showValidationToast(result.errors);
      focusFirstInvalid(formRef.current, prefix, fieldErrors);
      return;
    }

    const reviews = recipe?.reviews ?? [];
    const body = recipeFormData(result.data, photo, reviews, card);
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const saved = await sendRecipeForm(
        isEdit ? 'PUT' : 'POST',
        isEdit
          ? `/api/update-recipe/${encodeURIComponent(recipe?._id ?? '')}`
          : '/api/submit-recipe',
        body,
        { onProgress: setProgress, signal: controller.signal },
      );
      // Lists and the recipe page show the new state the next time they are opened.
      void queryClient.invalidateQueries();
      toast.success(isEdit ? TOASTS.recipeUpdated : TOASTS.recipeSubmitted);
      void navigate(isEdit ? `/recipes/${saved._id}` : '/my-recipes', {
        state: isEdit ? { recipe: saved } : undefined,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setProgress(null);
      const details = isApiError(error)
        ? error.errors.length > 0
          ? error.errors
          : [error.message]
        : [];
      if (isApiError(error) && error.errors.length > 0) {
        setErrors(fieldErrorsOf(error.errors));
      } else if (isApiError(error) && (error.status === 413 || error.status === 415)) {
        setErrors({ thumbnail: error.message });
      }
      showFailureToast(isEdit ? TOASTS.updateFailed : TOASTS.submitFailed, details);
    }
  };

  /** Fills the form with an imported draft; the cook checks and completes it before submitting. */
  const applyDraft = (draft: RecipeDraft) => {
    const next = valuesFromDraft(draft);
    setValues(next);
    setTotalEdited(
      next.totalTime !== '' && next.totalTime !== suggestedTotal(next.prepTime, next.cookTime),
    );
    setErrors({});
    const slug = draft.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    setPhoto(
      draft.thumbnail_image
        ? photoFromDataUrl(draft.thumbnail_image, `${slug || 'imported-photo'}.webp`)
        : null,
    );
    if (fileRef.current) fileRef.current.value = '';
  };

  const titleCounterId = `${ids('title').id}-count`;

  return (
    <>
      {!isEdit && <ImportFromPage onImported={applyDraft} disabled={busy} />}
      <form ref={formRef} className="recipe-form" noValidate onSubmit={(e) => void submit(e)}>
        <p className="recipe-form__intro">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">as required</span> must be filled in. Take your time:
          nothing is sent until you press the button at the bottom.
        </p>

        <fieldset className="recipe-form__section">
          <legend className="recipe-form__legend">About the recipe</legend>

          <FormField
            ids={ids('title')}
            label="Title"
            required
            error={errors.title}
            aside={
              <span
                id={titleCounterId}
                className={`recipe-form__counter${
                  values.title.length >= TITLE_MAX_LENGTH ? ' recipe-form__counter--full' : ''
                }`}
              >
                <span className="visually-hidden">Characters used: </span>
                {values.title.length}/{TITLE_MAX_LENGTH}
              </span>
            }
          >
            <input
              {...controlProps(ids('title'), { error: errors.title, required: true })}
              aria-describedby={[titleCounterId, errors.title ? ids('title').errorId : '']
                .filter(Boolean)
                .join(' ')}
              className="form-control"
              type="text"
              name="title"
              maxLength={TITLE_MAX_LENGTH}
              autoComplete="off"
              value={values.title}
              onChange={update('title')}
            />
          </FormField>

          <FormField
            ids={ids('description')}
            label="Description"
            required
            hint="A few sentences about the dish: who made it, when you eat it, why it is loved."
            error={errors.description}
          >
            <textarea
              {...controlProps(ids('description'), {
                hint: true,
                error: errors.description,
                required: true,
              })}
              className="form-control form-control--textarea"
              name="description"
              rows={4}
              value={values.description}
              onChange={update('description')}
            />
          </FormField>

          <div className="recipe-form__row">
            <FormField
              ids={ids('category')}
              label="Category"
              required
              hint={
                isEdit ? 'The category cannot be changed after a recipe is submitted.' : undefined
              }
              error={errors.category}
            >
              <select
                {...controlProps(ids('category'), {
                  hint: isEdit,
                  error: errors.category,
                  required: true,
                })}
                className="form-control form-control--select"
                name="category"
                value={values.category}
                disabled={isEdit}
                onChange={update('category')}
              >
                <option value="">Choose a category</option>
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            </FormField>

            <FormField
              ids={ids('difficulty')}
              label="Difficulty"
              required
              error={errors.difficulty}
            >
              <select
                {...controlProps(ids('difficulty'), { error: errors.difficulty, required: true })}
                className="form-control form-control--select"
                name="difficulty"
                value={values.difficulty}
                onChange={update('difficulty')}
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
            error={errors.source}
          >
            <input
              {...controlProps(ids('source'), { hint: true, error: errors.source, required: true })}
              className="form-control"
              type="text"
              name="source"
              value={values.source}
              onChange={update('source')}
            />
          </FormField>
        </fieldset>

        <fieldset className="recipe-form__section">
          <legend className="recipe-form__legend">Photo</legend>
          {isEdit && recipe && !replacingPhoto ? (
            <div className="photo-current">
              <img
                className="photo-preview__image"
                src={recipe.thumbnail_image}
                alt={`Current photo of ${recipe.title}`}
                width={320}
                height={240}
              />
              <div className="photo-current__text">
                <p>This is the photo people see now. It stays unless you choose a new one.</p>
                <button
                  type="button"
                  className="button button--secondary recipe-form__photo-button"
                  onClick={() => setReplacingPhoto(true)}
                >
                  Replace photo
                </button>
              </div>
            </div>
          ) : (
            <FormField
              ids={ids('thumbnail')}
              label={isEdit ? 'New photo' : 'Photo of the dish'}
              required={!isEdit}
              hint={`A JPEG, PNG, WebP or AVIF picture, up to ${MAX_MEGABYTES} MB. A photo from your phone is perfect.`}
              error={errors.thumbnail}
            >
              <input
                {...controlProps(ids('thumbnail'), {
                  hint: true,
                  error: errors.thumbnail,
                  required: !isEdit,
                })}
                ref={fileRef}
                className="form-control form-control--file"
                type="file"
                name="thumbnail_image"
                accept={ACCEPTED_IMAGE_TYPES.join(',')}
                onChange={choosePhoto}
              />
              {photoUrl && photo && (
                <figure className="photo-preview">
                  <img
                    className="photo-preview__image"
                    src={photoUrl}
                    alt="Preview of the chosen photo"
                    width={320}
                    height={240}
                  />
                  <figcaption className="photo-preview__caption">
                    {photo.name} ({formatBytes(photo.size)})
                  </figcaption>
                </figure>
              )}
              {isEdit && (
                <button
                  type="button"
                  className="button button--secondary recipe-form__photo-button"
                  onClick={keepCurrentPhoto}
                >
                  Keep the current photo
                </button>
              )}
            </FormField>
          )}
        </fieldset>

        <fieldset className="recipe-form__section">
          <legend className="recipe-form__legend">Time and servings</legend>
          <div className="recipe-form__times">
            <FormField
              ids={ids('prepTime')}
              label="Prep Time"
              required
              hint="In minutes"
              error={errors.prepTime}
            >
              <input
                {...controlProps(ids('prepTime'), {
                  hint: true,
                  error: errors.prepTime,
                  required: true,
                })}
                className="form-control form-control--number"
                type="text"
                inputMode="numeric"
                name="prep_time"
                value={values.prepTime}
                onChange={update('prepTime')}
              />
            </FormField>
            <FormField
              ids={ids('cookTime')}
              label="Cook Time"
              required
              hint="In minutes"
              error={errors.cookTime}
            >
              <input
                {...controlProps(ids('cookTime'), {
                  hint: true,
                  error: errors.cookTime,
                  required: true,
                })}
                className="form-control form-control--number"
                type="text"
                inputMode="numeric"
                name="cook_time"
                value={values.cookTime}
                onChange={update('cookTime')}
              />
            </FormField>
            <FormField
              ids={ids('totalTime')}
              label="Total Time"
              required
              hint="Prep + cook, in minutes"
              error={errors.totalTime}
            >
              <input
                {...controlProps(ids('totalTime'), {
                  hint: true,
                  error: errors.totalTime,
                  required: true,
                })}
                className="form-control form-control--number"
                type="text"
                inputMode="numeric"
                name="total_time"
                value={values.totalTime}
                onChange={update('totalTime')}
              />
            </FormField>
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
            error={errors.serving}
          >
            <input
              {...controlProps(ids('serving'), {
                hint: true,
                error: errors.serving,
                required: true,
              })}
              className="form-control"
              type="text"
              name="serving"
              value={values.serving}
              onChange={update('serving')}
            />
          </FormField>
        </fieldset>

        <fieldset className="recipe-form__section">
          <legend className="recipe-form__legend">Ingredients and steps</legend>

          <div className="recipe-form__with-preview">
            <FormField
              ids={ids('ingredients')}
              label="Ingredients"
              required
              hint={
                isEdit ? (
                  <>
                    One per line: amount, unit, ingredient.{' '}
                    <strong>Use decimals, e.g. 1.5 cups</strong>
                  </>
                ) : (
                  <>
                    One per line: amount, unit, ingredient, for example{' '}
                    <span className="recipe-form__example">1 1/2 cups flour</span>
                  </>
                )
              }
              error={errors.ingredients}
            >
              <textarea
                {...controlProps(ids('ingredients'), {
                  hint: true,
                  error: errors.ingredients,
                  required: true,
                })}
                className="form-control form-control--textarea"
                name="ingredients"
                rows={8}
                value={values.ingredients}
                onChange={update('ingredients')}
              />
            </FormField>
            <Preview title="Your ingredients" empty="Ingredients you type appear here.">
              {ingredients.length > 0 && (
                <ul
                  className="preview-list preview-list--ingredients"
                  aria-label="Preview of the ingredients"
                >
                  {ingredients.map((ingredient, index) => {
                    const amount =
                      ingredient.quantity === null
                        ? ''
                        : formatIngredient({
                            quantity: ingredient.quantity,
                            units: '',
                            ingredient: '',
                          });
                    const rest = [ingredient.units, ingredient.ingredient]
                      .filter(Boolean)
                      .join(' ');
                    return (
                      <li key={index}>
                        {amount && (
                          <>
                            <strong className="preview-list__amount">{amount}</strong>{' '}
                          </>
                        )}
                        {rest}
                      </li>
                    );
                  })}
                </ul>
              )}
            </Preview>
          </div>

          <div className="recipe-form__with-preview">
            <FormField
              ids={ids('instructions')}
              label="Instructions"
              required
              hint="One step per line, in order. The steps are numbered for you."
              error={errors.instructions}
            >
              <textarea
                {...controlProps(ids('instructions'), {
                  hint: true,
                  error: errors.instructions,
                  required: true,
                })}
                className="form-control form-control--textarea"
                name="instructions"
                rows={8}
                value={values.instructions}
                onChange={update('instructions')}
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
              error={errors.tips}
            >
              <textarea
                {...controlProps(ids('tips'), { hint: true, error: errors.tips })}
                className="form-control form-control--textarea"
                name="tips"
                rows={4}
                value={values.tips}
                onChange={update('tips')}
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
            error={errors.tags}
          >
            <input
              {...controlProps(ids('tags'), { hint: true, error: errors.tags })}
              className="form-control"
              type="text"
              name="tags"
              value={values.tags}
              onChange={update('tags')}
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

        <FamilyFields
          prefix={prefix}
          story={values.story}
          fromKitchenOf={values.fromKitchenOf}
          onTextChange={update}
          card={card}
          cardError={errors.card}
          currentCard={recipe?.card_image ?? null}
          onCardChange={chooseCard}
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          variation={{ id: values.variationOf, title: variationTitle }}
          onVariationChange={(choice) => {
            setValues((current) => ({ ...current, variationOf: choice.id }));
            setVariationTitle(choice.title);
          }}
          selfId={recipe?._id}
        />

        <div className="recipe-form__actions">
          {progress !== null && (
            <div className="upload-progress" role="status">
              <label htmlFor={`${prefix}-progress`} className="upload-progress__label">
                {progress < 100 ? `Uploading… ${progress}%` : 'Saving your recipe…'}
              </label>
              <progress
                id={`${prefix}-progress`}
                className="upload-progress__bar"
                max={100}
                value={progress}
              />
            </div>
          )}
          <p className="recipe-form__note">
            {isEdit
              ? 'Saving sends the recipe back to an administrator for approval.'
              : 'An administrator checks each recipe before it appears on the site.'}
          </p>
          <button
            type="submit"
            className="button button--primary button--large"
            disabled={busy}
            aria-disabled={busy}
          >
            {busy ? 'Sending…' : isEdit ? 'Save Changes' : 'Submit Recipe'}
          </button>
        </div>
      </form>
    </>
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

/** A temporary URL for the chosen photo, released when it changes or the form goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function showValidationToast(messages: readonly string[]) {
  toast.error(
    <div className="form-toast">
      <p className="form-toast__title">{TOASTS.validationErrorTitle}</p>
      <ul className="form-toast__list">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>,
    { id: 'recipe-form-validation', duration: TOAST_DURATION_MS.error },
  );
}

function showFailureToast(title: string, details: readonly string[]) {
  toast.error(
    <div className="form-toast">
      <p className="form-toast__title">{title}</p>
      {details.map((detail) => (
        <p key={detail}>{detail}</p>
      ))}
    </div>,
    {
      id: 'recipe-form-failure',
      duration: details.length > 0 ? TOAST_DURATION_MS.error : TOAST_DURATION_MS.default,
    },
  );
}

function focusFirstInvalid(form: HTMLFormElement | null, prefix: string, errors: FieldErrors) {
  const first = FIELD_ORDER.find((name) => errors[name] !== undefined);
  if (!form || !first) return;
  form.querySelector<HTMLElement>(`#${prefix}-${first}`)?.focus();
}
