import { TOAST_DURATION_MS } from '@family-recipes/shared';
import toast from 'react-hot-toast';
import { showValidationToast as showFormValidationToast } from '../../../../components/ui/validation-toast';

/** "Error!" and every message of the form, in the form's order. */
export function showValidationToast(messages: readonly string[]) {
  showFormValidationToast(messages, 'recipe-form-validation');
}

/** The save failed: its title and what the server said. */
export function showFailureToast(title: string, details: readonly string[]) {
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
