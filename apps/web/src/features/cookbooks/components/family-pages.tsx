import {
  ACCEPTED_IMAGE_ACCEPT,
  COOKBOOK_LIMITS,
  type CookbookFields,
  type CookbookRecipe,
} from '@family-recipes/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { TitledSection } from '../../../components/ui/titled-section';
import { usePagePhoto } from '../api/cookbooks-api';
import { coverProblem } from './book-settings';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { cookbooksMessages } from '../messages';

/** A family page as the form holds it (its photo is uploaded apart, once the page is saved). */
export type FamilyPage = CookbookFields['familyPages'][number];

/** Each page's field errors, as the form has them. */
type PageErrors = Partial<Record<'title' | 'caption' | 'story' | 'after', { message?: string }>>;

/**
 * The family's own pages: a title, a photo with its caption, a story, and where the page goes
 * (before one of the recipes, or at the end). A page's photo can be chosen once the book with
 * that page is saved.
 */
export function FamilyPagesSection({
  pages,
  recipes,
  bookId,
  images,
  errors,
  onChange,
}: {
  pages: FamilyPage[];
  /** The book's recipes in print order, to place the pages among. */
  recipes: CookbookRecipe[];
  /** The saved book's id; undefined for a new book. */
  bookId: string | undefined;
  /** The saved pages' photos by page id. */
  images: Map<string, string | null>;
  errors: (PageErrors | undefined)[] | undefined;
  onChange(pages: FamilyPage[]): void;
}) {
  const t = useT(cookbooksMessages);
  const add = () =>
    onChange([
      ...pages,
      { id: crypto.randomUUID(), title: '', caption: '', story: '', after: recipes.length },
    ]);
  return (
    <TitledSection className="cookbook-panel" heading={t('familyPages')}>
      <p className="cookbook-panel__text">{t('familyPagesText')}</p>
      {pages.map((page, p) => (
        <PageFields
          key={page.id}
          page={page}
          number={p + 1}
          recipes={recipes}
          bookId={bookId}
          image={images.has(page.id) ? (images.get(page.id) ?? null) : undefined}
          errors={errors?.[p]}
          onChange={(next) => onChange(pages.map((old, i) => (i === p ? next : old)))}
          onRemove={() => onChange(pages.filter((_, i) => i !== p))}
        />
      ))}
      <Button
        variant="secondary"
        disabled={pages.length >= COOKBOOK_LIMITS.familyPagesMax}
        onClick={add}
      >
        {t('addFamilyPage')}
      </Button>
    </TitledSection>
  );
}

function PageFields({
  page,
  number,
  recipes,
  bookId,
  image,
  errors,
  onChange,
  onRemove,
}: {
  page: FamilyPage;
  number: number;
  recipes: CookbookRecipe[];
  bookId: string | undefined;
  /** The saved page's photo (null for none); undefined while the page is not saved. */
  image: string | null | undefined;
  errors: PageErrors | undefined;
  onChange(page: FamilyPage): void;
  onRemove(): void;
}) {
  const t = useT(cookbooksMessages);
  const shared = useSharedText();
  const prefix = useId();
  const photo = usePagePhoto();
  const [photoError, setPhotoError] = useState<string>();
  const text = (name: 'title' | 'caption' | 'story', label: string, max: number) => {
    const id = `${prefix}-${name}`;
    const error = errors?.[name]?.message;
    const props = {
      id,
      className: 'form-control',
      value: page[name],
      maxLength: max,
      'aria-invalid': error ? ('true' as const) : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      onChange: (event: { target: { value: string } }) =>
        onChange({ ...page, [name]: event.target.value }),
    };
    return (
      <div className="form-group">
        <label htmlFor={id}>{label}</label>
        {name === 'story' ? <textarea rows={4} {...props} /> : <input type="text" {...props} />}
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </div>
    );
  };

  const choose = (file: File | undefined) => {
    if (!file || !bookId) return;
    const problem = coverProblem(file, t);
    setPhotoError(problem);
    if (problem) return;
    photo.upload.mutate(
      { id: bookId, pageId: page.id, file },
      { onError: (error) => setPhotoError(shared(error.message)) },
    );
  };

  return (
    <fieldset className="cookbook-family-page">
      <legend className="cookbook-chapter__legend">{t('familyPageNumber', { number })}</legend>
      {text('title', t('pageTitleLabel'), COOKBOOK_LIMITS.familyTitleMax)}
      {text('caption', t('photoCaption'), COOKBOOK_LIMITS.familyCaptionMax)}
      {text('story', t('story'), COOKBOOK_LIMITS.familyStoryMax)}
      <div className="form-group">
        <label htmlFor={`${prefix}-after`}>{t('placeInBook')}</label>
        <select
          id={`${prefix}-after`}
          className="form-control"
          value={Math.min(page.after, recipes.length)}
          onChange={(event) => onChange({ ...page, after: Number(event.target.value) })}
        >
          {recipes.map((recipe, i) => (
            <option key={recipe._id} value={i}>
              {t('beforeRecipe', { title: recipe.title })}
            </option>
          ))}
          <option value={recipes.length}>{t('atTheEnd')}</option>
        </select>
      </div>
      {image === undefined || !bookId ? (
        <p className="cookbook-panel__text">{t('savePhotoFirst')}</p>
      ) : (
        <div className="form-group">
          {image && <img className="cookbook-family-page__photo" src={image} alt="" />}
          <label htmlFor={`${prefix}-photo`}>{image ? t('replacePhoto') : t('photo')}</label>
          <input
            id={`${prefix}-photo`}
            type="file"
            accept={ACCEPTED_IMAGE_ACCEPT}
            disabled={photo.upload.isPending}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {photoError && <FieldError>{photoError}</FieldError>}
          {image && (
            <Button
              variant="secondary"
              onClick={() =>
                photo.remove.mutate(
                  { id: bookId, pageId: page.id },
                  { onSuccess: () => toast.success(t('photoRemoved')) },
                )
              }
            >
              {t('removePhoto')}
            </Button>
          )}
        </div>
      )}
      <Button variant="secondary" aria-label={t('removeFamilyPage', { number })} onClick={onRemove}>
        {t('removeThisPage')}
      </Button>
    </fieldset>
  );
}
