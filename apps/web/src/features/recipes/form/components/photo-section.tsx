import { ACCEPTED_IMAGE_ACCEPT, type Recipe } from '@family-recipes/shared';
import { useWatch } from 'react-hook-form';
import { controlProps, FormField } from '../../../../components/ui/form-field';
import { useObjectUrl } from '../../../../hooks/use-object-url';
import { MAX_MEGABYTES, type RecipeFormState } from './use-recipe-form';
import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../i18n/language';
import { recipeFormMessages } from '../messages';

/** The dish's photo: the current one on the edit form until replaced, else a file with a preview. */
export function PhotoSection({
  state,
  recipe,
}: {
  state: RecipeFormState;
  recipe: Recipe | undefined;
}) {
  const t = useT(recipeFormMessages);
  const { ids, error, isEdit } = state;
  const photo = useWatch({ control: state.form.control, name: 'thumbnail' });
  const photoUrl = useObjectUrl(photo);

  return (
    <fieldset className="recipe-form__section">
      <legend className="recipe-form__legend">{t('photo')}</legend>
      {recipe && !state.replacingPhoto ? (
        <div className="photo-current">
          <img
            className="photo-preview__image"
            src={recipe.thumbnail_image}
            alt={t('currentPhotoAlt', { title: recipe.title })}
            width={320}
            height={240}
          />
          <div className="photo-current__text">
            <p>{t('currentPhotoNote')}</p>
            <Button
              variant="secondary"
              className="recipe-form__photo-button"
              onClick={() => state.setReplacingPhoto(true)}
            >
              {t('replacePhoto')}
            </Button>
          </div>
        </div>
      ) : (
        <FormField
          ids={ids('thumbnail')}
          label={isEdit ? t('newPhoto') : t('photoOfDish')}
          required={!isEdit}
          hint={t('photoHint', { megabytes: MAX_MEGABYTES })}
          error={error('thumbnail')}
        >
          <input
            {...controlProps(ids('thumbnail'), {
              hint: true,
              error: error('thumbnail'),
              required: !isEdit,
            })}
            ref={state.fileRef}
            className="form-control form-control--file"
            type="file"
            name="thumbnail_image"
            accept={ACCEPTED_IMAGE_ACCEPT}
            onChange={state.choosePhoto}
          />
          {photoUrl && photo && (
            <figure className="photo-preview">
              <img
                className="photo-preview__image"
                src={photoUrl}
                alt={t('photoPreviewAlt')}
                width={320}
                height={240}
              />
              <figcaption className="photo-preview__caption">
                {photo.name} ({formatBytes(photo.size)})
              </figcaption>
            </figure>
          )}
          {isEdit && (
            <Button
              variant="secondary"
              className="recipe-form__photo-button"
              onClick={state.keepCurrentPhoto}
            >
              {t('keepCurrentPhoto')}
            </Button>
          )}
        </FormField>
      )}
    </fieldset>
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
