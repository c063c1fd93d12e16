import { TOAST_DURATION_MS, TOASTS } from '@family-recipes/shared';
import toast from 'react-hot-toast';

/** "Error!" and every message of the form, in the form's order. */
export function showValidationToast(messages: readonly string[]) {
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
