import {
  ACCEPTED_IMAGE_ACCEPT,
  COOKBOOK_LIMITS,
  COOKBOOK_PAGE_SIZES,
  IMAGE_LIMITS,
  isAcceptedImageType,
  SITE_LANGUAGE_NAMES,
  SITE_LANGUAGES,
  type CookbookFields,
  type CookbookInput,
  type CookbookPageSize,
  type CookbookRecipe,
} from '@family-recipes/shared';
import type { UseFormReturn } from 'react-hook-form';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/language';
import { cookbooksMessages, type CookbooksT } from '../messages';

type BookForm = UseFormReturn<CookbookInput, unknown, CookbookFields>;

const MAX_MEGABYTES = Math.round(IMAGE_LIMITS.maxBytes / (1024 * 1024));

/** What is wrong with a picked cover photo, checked as the recipe form checks its photo. */
export function coverProblem(file: File, t: CookbooksT): string | undefined {
  if (!isAcceptedImageType(file.type)) return t('photoType');
  if (file.size > IMAGE_LIMITS.maxBytes) return t('photoTooLarge', { megabytes: MAX_MEGABYTES });
  return undefined;
}

/** Title, subtitle and dedication. */
export function DetailsSection({ form, prefix }: { form: BookForm; prefix: string }) {
  const t = useT(cookbooksMessages);
  const errors = form.formState.errors;
  const text = (name: 'title' | 'subtitle', label: string, max: number, required = false) => {
    const ids = fieldIds(prefix, name);
    const error = errors[name]?.message;
    return (
      <FormField ids={ids} label={label} required={required} error={error}>
        <input
          {...controlProps(ids, { error, required })}
          {...form.register(name)}
          className="form-control"
          type="text"
          maxLength={max}
        />
      </FormField>
    );
  };
  const dedication = fieldIds(prefix, 'dedication');
  const dedicationError = errors.dedication?.message;
  return (
    <TitledSection className="cookbook-panel" heading={t('theBook')}>
      {text('title', t('title'), COOKBOOK_LIMITS.titleMax, true)}
      {text('subtitle', t('subtitle'), COOKBOOK_LIMITS.subtitleMax)}
      <FormField
        ids={dedication}
        label={t('dedication')}
        hint={t('dedicationHint')}
        error={dedicationError}
      >
        <textarea
          {...controlProps(dedication, { hint: true, error: dedicationError })}
          {...form.register('dedication')}
          className="form-control form-control--textarea"
          maxLength={COOKBOOK_LIMITS.dedicationMax}
        />
      </FormField>
    </TitledSection>
  );
}

export type CoverMode = 'none' | 'recipe' | 'upload';

/** The cover photo: none, one of the book's recipes' photos, or a photo uploaded for it. */
export function CoverSection({
  form,
  prefix,
  recipes,
  mode,
  onMode,
  uploaded,
  file,
  fileError,
  onFile,
}: {
  form: BookForm;
  prefix: string;
  recipes: CookbookRecipe[];
  mode: CoverMode;
  onMode(mode: CoverMode): void;
  /** The photo uploaded before, if any. */
  uploaded: string | null;
  file: File | null;
  fileError: string | undefined;
  onFile(file: File | null): void;
}) {
  const t = useT(cookbooksMessages);
  const recipeIds = fieldIds(prefix, 'coverRecipeId');
  const fileIds = fieldIds(prefix, 'cover');
  const recipeError = form.formState.errors.coverRecipeId?.message;
  const preview = useObjectUrl(file);
  const modes: [CoverMode, string][] = [
    ['none', t('coverNone')],
    ['recipe', t('coverRecipe')],
    ['upload', t('coverUpload')],
  ];
  return (
    <TitledSection className="cookbook-panel" heading={t('coverPhoto')}>
      <fieldset className="cookbook-choices">
        <legend className="visually-hidden">{t('coverPhoto')}</legend>
        {modes.map(([value, label]) => (
          <label key={value} className="cookbook-choice">
            <input
              type="radio"
              name="cover-mode"
              value={value}
              checked={mode === value}
              disabled={value === 'recipe' && recipes.length === 0}
              onChange={() => onMode(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {mode === 'recipe' && (
        <FormField ids={recipeIds} label={t('coverRecipeLabel')} marker={false} error={recipeError}>
          <select
            {...controlProps(recipeIds, { error: recipeError })}
            {...form.register('coverRecipeId', { setValueAs: (v: string) => v || null })}
            className="form-control form-control--select"
          >
            {recipes.map((recipe) => (
              <option key={recipe._id} value={recipe._id}>
                {recipe.title}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {mode === 'upload' && (
        <FormField
          ids={fileIds}
          label={uploaded ? t('newPhoto') : t('photo')}
          marker={false}
          hint={t(uploaded ? 'photoHintKept' : 'photoHint', { megabytes: MAX_MEGABYTES })}
          error={fileError}
        >
          <input
            {...controlProps(fileIds, { hint: true, error: fileError })}
            className="form-control form-control--file"
            type="file"
            accept={ACCEPTED_IMAGE_ACCEPT}
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          />
        </FormField>
      )}
      {mode === 'upload' && (preview ?? uploaded) && (
        <img
          className="cookbook-cover"
          src={preview ?? uploaded ?? ''}
          alt={preview ? t('chosenCoverAlt') : t('bookCoverAlt')}
          width={320}
          height={240}
        />
      )}
    </TitledSection>
  );
}

/**
 * The book's language (the one its PDF prints in, each offered in its own name), page size,
 * photos, and whether the household may open it; `owner` names the maker of a book a household
 * member edits, who alone decides that.
 */
export function PrintSection({
  form,
  prefix,
  owner,
}: {
  form: BookForm;
  prefix: string;
  owner: string | undefined;
}) {
  const t = useT(cookbooksMessages);
  const languageIds = fieldIds(prefix, 'language');
  const languageError = form.formState.errors.language?.message;
  return (
    <TitledSection className="cookbook-panel" heading={t('printing')}>
      <FormField
        ids={languageIds}
        label={t('bookLanguage')}
        marker={false}
        hint={t('bookLanguageHint')}
        error={languageError}
      >
        <select
          {...controlProps(languageIds, { hint: true, error: languageError })}
          {...form.register('language')}
          className="form-control form-control--select"
        >
          {SITE_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {SITE_LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset className="cookbook-choices cookbook-choices--row">
        <legend className="cookbook-choices__legend">{t('pageSize')}</legend>
        {COOKBOOK_PAGE_SIZES.map((size: CookbookPageSize) => (
          <label key={size} className="cookbook-choice">
            <input type="radio" value={size} {...form.register('pageSize')} />
            <span>{t('pageSizeName', { size })}</span>
          </label>
        ))}
      </fieldset>
      <label className="cookbook-choice">
        <input type="checkbox" {...form.register('photos')} />
        <span>
          {t('printPhotos')}
          <span className="cookbook-choice__hint">{t('printPhotosHint')}</span>
        </span>
      </label>
      <label className="cookbook-choice">
        <input type="checkbox" disabled={owner !== undefined} {...form.register('shared')} />
        <span>
          {t('shareHousehold')}
          <span className="cookbook-choice__hint">
            {owner === undefined ? t('shareHint') : t('shareOwnerOnly', { name: owner })}
          </span>
        </span>
      </label>
    </TitledSection>
  );
}
