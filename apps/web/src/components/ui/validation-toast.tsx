import { TOAST_DURATION_MS, TOASTS } from '@family-recipes/shared';
import toast from 'react-hot-toast';
import { useSharedText } from '../../i18n/shared-text';

function ValidationToast({ messages }: { messages: readonly string[] }) {
  const text = useSharedText();
  return (
    <div className="form-toast">
      <p className="form-toast__title">{text(TOASTS.validationErrorTitle)}</p>
      <ul className="form-toast__list">
        {messages.map((message) => (
          <li key={message}>{text(message)}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Error!" and every message of a form, in the form's order, in the reader's language; `id` keeps
 * one such toast a form.
 */
export function showValidationToast(messages: readonly string[], id: string) {
  toast.error(<ValidationToast messages={messages} />, { id, duration: TOAST_DURATION_MS.error });
}
