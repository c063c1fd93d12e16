import { TOAST_DURATION_MS, TOASTS } from '@family-recipes/shared';
import toast from 'react-hot-toast';

/** "Error!" and every message of a form, in the form's order; `id` keeps one such toast a form. */
export function showValidationToast(messages: readonly string[], id: string) {
  toast.error(
    <div className="form-toast">
      <p className="form-toast__title">{TOASTS.validationErrorTitle}</p>
      <ul className="form-toast__list">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>,
    { id, duration: TOAST_DURATION_MS.error },
  );
}
