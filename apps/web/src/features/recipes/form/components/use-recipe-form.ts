import {
  IMAGE_LIMITS,
  isAcceptedImageType,
  TOASTS,
  type Recipe,
  type RecipeInput,
} from '@family-recipes/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { controlProps, fieldIds } from '../../../../components/ui/form-field';
import { setServerErrors } from '../../../../components/ui/form-errors';
import { isApiError } from '../../../../lib/api-client';
import { photoFromDataUrl, type RecipeDraft } from '../api/import-recipe';
import { sendRecipeForm } from '../api/send-recipe';
import { invalidateRecipeQueries } from '../api/recipe-queries';
import {
  EMPTY_RECIPE_VALUES,
  formFieldOf,
  recipeFormData,
  suggestedTotal,
  valuesFromDraft,
  valuesFromRecipe,
  type RecipeFieldName,
  type RecipeFormValues,
} from '../recipe-form-values';
import {
  FIELD_ORDER,
  recipeResolver,
  validateRecipeData,
  type RecipeFormData,
  type RecipeResolverContext,
} from './recipe-form-resolver';
import { showFailureToast, showValidationToast } from './recipe-form-toasts';
import { useT, type Translate } from '../../../../i18n/language';
import { recipeFormMessages } from '../messages';

export const MAX_MEGABYTES = Math.round(IMAGE_LIMITS.maxBytes / (1024 * 1024));

/** What is wrong with a picked image, checked like the server checks it. */
function imageProblem(
  file: File | null,
  t: Translate<keyof typeof recipeFormMessages.en>,
): string | undefined {
  if (!file) return undefined;
  if (!isAcceptedImageType(file.type)) return t('photoWrongType');
  return file.size > IMAGE_LIMITS.maxBytes
    ? t('photoTooLarge', { megabytes: MAX_MEGABYTES })
    : undefined;
}

/** Prep plus cook fills the total until the person types their own. */
function totalWasEdited(values: RecipeFormValues): boolean {
  return (
    values.totalTime !== '' && values.totalTime !== suggestedTotal(values.prepTime, values.cookTime)
  );
}

/**
 * The recipe form's state and actions: the fields (react-hook-form with the shared recipe
 * schema), the chosen pictures, the upload with its progress, and the imported draft.
 */
export function useRecipeForm(recipe: Recipe | undefined) {
  const t = useT(recipeFormMessages);
  const isEdit = recipe !== undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const prefix = useId().replace(/:/g, '');
  const ids = (name: RecipeFieldName) => fieldIds(prefix, name);

  const form = useForm<RecipeFormData, RecipeResolverContext, RecipeInput>({
    defaultValues: {
      ...(recipe ? valuesFromRecipe(recipe) : EMPTY_RECIPE_VALUES),
      thumbnail: null,
      card: null,
    },
    resolver: recipeResolver,
    context: { requireThumbnail: !isEdit },
    // An error goes away as soon as its field changes; the form is checked again on submit.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { setValue, getValues, clearErrors, setError, reset } = form;

  const totalEdited = useRef(recipe ? totalWasEdited(valuesFromRecipe(recipe)) : false);
  // The language follows a guess from the text until the cook picks one (or it was saved before).
  const languageChosen = useRef(isEdit);
  const [variationTitle, setVariationTitle] = useState<string | null>(
    recipe?.original?.title ?? null,
  );
  const [replacingPhoto, setReplacingPhoto] = useState(!isEdit);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  // A refused file's message stays on its field until another file is chosen.
  const fileProblems = useRef<Partial<Record<'thumbnail' | 'card', string>>>({});

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (isEdit && replacingPhoto) fileRef.current?.focus();
  }, [isEdit, replacingPhoto]);

  /** register() for a typed field: its error clears as it changes; prep and cook fill the total. */
  const field = (name: keyof RecipeFormValues) =>
    form.register(name, {
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        clearErrors(name);
        if (name === 'language') languageChosen.current = true;
        if (name === 'totalTime') totalEdited.current = event.target.value.trim() !== '';
        if ((name === 'prepTime' || name === 'cookTime') && !totalEdited.current) {
          const total = suggestedTotal(getValues('prepTime'), getValues('cookTime'));
          setValue('totalTime', total);
          if (total !== '') clearErrors('totalTime');
        }
      },
    });

  /** A picked image, checked like the server checks it; a refused one is cleared with its message. */
  /** Takes a photo for the dish or the card, or says why it cannot; false when it cannot. */
  const setImage = (name: 'thumbnail' | 'card', file: File | null): boolean => {
    clearErrors(name);
    const problem = imageProblem(file, t);
    fileProblems.current[name] = problem;
    if (problem) {
      setValue(name, null);
      setError(name, { type: 'file', message: problem });
      return false;
    }
    setValue(name, file);
    return true;
  };

  const chooseImage = (name: 'thumbnail' | 'card') => (event: ChangeEvent<HTMLInputElement>) => {
    if (!setImage(name, event.target.files?.[0] ?? null)) event.target.value = '';
  };

  const keepCurrentPhoto = () => {
    setValue('thumbnail', null);
    fileProblems.current.thumbnail = undefined;
    setReplacingPhoto(false);
    clearErrors('thumbnail');
  };

  const focusField = (name: RecipeFieldName | undefined) => {
    if (name) formRef.current?.querySelector<HTMLElement>(`#${ids(name).id}`)?.focus();
  };

  const invalid = (errors: FieldErrors<RecipeFormData>) => {
    const result = validateRecipeData(getValues(), { requireThumbnail: !isEdit });
    for (const name of ['thumbnail', 'card'] as const) {
      const problem = fileProblems.current[name];
      if (problem && !errors[name]) setError(name, { type: 'file', message: problem });
    }
    if (!result.success) showValidationToast(result.errors.map((error) => error.message));
    focusField(FIELD_ORDER.find((name) => errors[name] !== undefined));
  };

  const save = async (input: RecipeInput) => {
    if (busy) return;
    const { thumbnail, card } = getValues();
    const body = recipeFormData(input, thumbnail, recipe?.reviews ?? [], card);
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const saved = await sendRecipeForm(isEdit ? recipe._id : undefined, body, {
        onProgress: setProgress,
        signal: controller.signal,
      });
      // Lists and the recipe page show the new state the next time they are opened.
      void invalidateRecipeQueries(queryClient, saved._id);
      toast.success(isEdit ? TOASTS.recipeUpdated : TOASTS.recipeSubmitted);
      void navigate(isEdit ? `/recipes/${saved._id}` : '/my-recipes', {
        state: isEdit ? { recipe: saved } : undefined,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setProgress(null);
      const details = isApiError(error)
        ? error.errors.length > 0
          ? error.errors.map((fieldError) => fieldError.message)
          : [error.message]
        : [];
      if (isApiError(error) && error.errors.length > 0) {
        clearErrors();
        setServerErrors(setError, error.errors, formFieldOf);
      } else if (isApiError(error) && (error.status === 413 || error.status === 415)) {
        clearErrors();
        setError('thumbnail', { type: 'server', message: error.message });
      }
      showFailureToast(isEdit ? TOASTS.updateFailed : TOASTS.submitFailed, details);
    }
  };

  const submit = form.handleSubmit(save, invalid);

  /**
   * Fills the form with a draft's values, the card's photo kept, and the dish's photo given (or,
   * when `thumbnail` is undefined, the one the cook chose kept).
   */
  const fill = (next: RecipeFormValues, thumbnail: File | null | undefined) => {
    totalEdited.current = totalWasEdited(next);
    // The page named its language, or the import guessed it from the whole text: kept.
    languageChosen.current = true;
    if (thumbnail === undefined) {
      reset({ ...next, card: getValues('card'), thumbnail: getValues('thumbnail') });
      return;
    }
    fileProblems.current = {};
    reset({ ...next, card: getValues('card'), thumbnail });
    if (fileRef.current) fileRef.current.value = '';
  };

  /** Fills the form with an imported draft; the cook checks and completes it before submitting. */
  const applyDraft = (draft: RecipeDraft) => {
    const slug = draft.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    fill(
      valuesFromDraft(draft),
      draft.thumbnail_image
        ? photoFromDataUrl(draft.thumbnail_image, `${slug || 'imported-photo'}.webp`)
        : null,
    );
  };

  /**
   * Fills the form from a scanned card, whose photo becomes the recipe's card image; a photo of
   * the dish the cook already chose is kept.
   */
  const applyScan = (values: RecipeFormValues, card: File) => {
    fill(values, undefined);
    setImage('card', card);
  };

  const chooseVariation = (choice: { id: string; title: string | null }) => {
    setValue('variationOf', choice.id);
    setVariationTitle(choice.title);
  };

  const { errors } = form.formState;
  const error = (name: RecipeFieldName) => errors[name]?.message;
  /** What a field's FormField is given: its ids and its error message. */
  const labelled = (name: RecipeFieldName) => ({ ids: ids(name), error: error(name) });
  /** A typed control: its accessibility attributes (hint, error, required) and register(). */
  const controlOf = (
    name: keyof RecipeFormValues,
    options: { hint?: boolean; required?: boolean } = {},
  ) => ({ ...controlProps(ids(name), { ...options, error: error(name) }), ...field(name) });

  return {
    form,
    error,
    isEdit,
    prefix,
    ids,
    field,
    labelled,
    controlOf,
    formRef,
    fileRef,
    busy,
    progress,
    replacingPhoto,
    setReplacingPhoto,
    keepCurrentPhoto,
    choosePhoto: chooseImage('thumbnail'),
    chooseCard: chooseImage('card'),
    variationTitle,
    chooseVariation,
    languageChosen,
    submit,
    applyDraft,
    applyScan,
  };
}

export type RecipeFormState = ReturnType<typeof useRecipeForm>;
