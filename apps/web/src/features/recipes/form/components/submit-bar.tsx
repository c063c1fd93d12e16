import type { RecipeFormState } from './use-recipe-form';
import { Button } from '../../../../components/ui/button';

/** The upload's progress, what happens next, and the submit button. */
export function SubmitBar({ state }: { state: RecipeFormState }) {
  const { progress, busy, isEdit, prefix } = state;
  return (
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
      <Button variant="primary" large type="submit" disabled={busy} aria-disabled={busy}>
        {busy ? 'Sending…' : isEdit ? 'Save Changes' : 'Submit Recipe'}
      </Button>
    </div>
  );
}
