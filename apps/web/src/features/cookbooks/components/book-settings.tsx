import {
  ACCEPTED_IMAGE_ACCEPT,
  COOKBOOK_LIMITS,
  COOKBOOK_PAGE_SIZES,
  IMAGE_LIMITS,
  isAcceptedImageType,
  type CookbookFields,
  type CookbookInput,
  type CookbookPageSize,
  type CookbookRecipe,
} from '@family-recipes/shared';
import type { UseFormReturn } from 'react-hook-form';
import { controlProps, fieldIds, FormField } from '../../../components/ui/form-field';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { TitledSection } from '../../../components/ui/titled-section';

type BookForm = UseFormReturn<CookbookInput, unknown, CookbookFields>;

const MAX_MEGABYTES = Math.round(IMAGE_LIMITS.maxBytes / (1024 * 1024));

/** What is wrong with a picked cover photo, checked as the recipe form checks its photo. */
export function coverProblem(file: File): string | undefined {
  if (!isAcceptedImageType(file.type)) return 'Please choose a JPEG, PNG, WebP or AVIF photo.';
  if (file.size > IMAGE_LIMITS.maxBytes)
    return `This photo is larger than ${MAX_MEGABYTES} MB. Please choose a smaller one.`;
  return undefined;
}

/** Title, subtitle and dedication. */
export function DetailsSection({ form, prefix }: { form: BookForm; prefix: string }) {
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
    <TitledSection className="cookbook-panel" heading="The book">
      {text('title', 'Title', COOKBOOK_LIMITS.titleMax, true)}
      {text('subtitle', 'Subtitle', COOKBOOK_LIMITS.subtitleMax)}
      <FormField
        ids={dedication}
        label="Dedication"
        hint="Printed on its own page after the cover."
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
  const recipeIds = fieldIds(prefix, 'coverRecipeId');
  const fileIds = fieldIds(prefix, 'cover');
  const recipeError = form.formState.errors.coverRecipeId?.message;
  const preview = useObjectUrl(file);
  const modes: [CoverMode, string][] = [
    ['none', 'No photo on the cover'],
    ['recipe', 'A photo of one of the recipes'],
    ['upload', 'A photo of my own'],
  ];
  return (
    <TitledSection className="cookbook-panel" heading="Cover photo">
      <fieldset className="cookbook-choices">
        <legend className="visually-hidden">Cover photo</legend>
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
        <FormField ids={recipeIds} label="Recipe" marker={false} error={recipeError}>
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
          label={uploaded ? 'A new photo' : 'Photo'}
          marker={false}
          hint={`A JPEG, PNG, WebP or AVIF picture, up to ${MAX_MEGABYTES} MB.${uploaded ? ' The one below stays unless you choose another.' : ''}`}
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
          alt={preview ? 'The chosen cover photo' : 'The book’s cover photo'}
          width={320}
          height={240}
        />
      )}
    </TitledSection>
  );
}

const PAGE_SIZE_LABELS: Record<CookbookPageSize, string> = {
  A4: 'A4',
  Letter: 'US Letter',
  A5: 'A5 (half of A4)',
};

/**
 * Page size, photos, and whether the household may open it; `owner` names the maker of a book
 * a household member edits, who alone decides that.
 */
export function PrintSection({ form, owner }: { form: BookForm; owner: string | undefined }) {
  return (
    <TitledSection className="cookbook-panel" heading="Printing">
      <fieldset className="cookbook-choices cookbook-choices--row">
        <legend className="cookbook-choices__legend">Page size</legend>
        {COOKBOOK_PAGE_SIZES.map((size) => (
          <label key={size} className="cookbook-choice">
            <input type="radio" value={size} {...form.register('pageSize')} />
            <span>{PAGE_SIZE_LABELS[size]}</span>
          </label>
        ))}
      </fieldset>
      <label className="cookbook-choice">
        <input type="checkbox" {...form.register('photos')} />
        <span>
          Print the recipes’ photos
          <span className="cookbook-choice__hint">Without them the book is shorter.</span>
        </span>
      </label>
      <label className="cookbook-choice">
        <input type="checkbox" disabled={owner !== undefined} {...form.register('shared')} />
        <span>
          Share with my household
          <span className="cookbook-choice__hint">
            {owner === undefined
              ? 'The cooks in your household can open the book, change it and download its PDF.'
              : `Only ${owner}, who made the book, can change this.`}
          </span>
        </span>
      </label>
    </TitledSection>
  );
}
