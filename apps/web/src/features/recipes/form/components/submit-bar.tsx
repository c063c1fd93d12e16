import type { RecipeFormState } from './use-recipe-form';
import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../i18n/language';
import { recipeFormMessages } from '../messages';

/** The upload's progress, what happens next, and the submit button. */
export function SubmitBar({ state }: { state: RecipeFormState }) {
  const t = useT(recipeFormMessages);
  const { progress, busy, isEdit, prefix } = state;
  return (
    <div className="recipe-form__actions">
      {progress !== null && (
        <div className="upload-progress" role="status">
          <label htmlFor={`${prefix}-progress`} className="upload-progress__label">
            {progress < 100 ? t('uploading', { progress }) : t('savingRecipe')}
          </label>
          <progress
            id={`${prefix}-progress`}
            className="upload-progress__bar"
            max={100}
            value={progress}
          />
        </div>
      )}
      <p className="recipe-form__note">{isEdit ? t('editNote') : t('submitNote')}</p>
      <Button variant="primary" large type="submit" disabled={busy} aria-disabled={busy}>
        {busy ? t('sending') : isEdit ? t('saveChanges') : t('submitRecipe')}
      </Button>
    </div>
  );
}
