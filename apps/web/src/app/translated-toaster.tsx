import { TOAST_DURATION_MS, TOAST_POSITION } from '@family-recipes/shared';
import { Toaster, ToastBar } from 'react-hot-toast';
import { useSharedText } from '../i18n/shared-text';

const TOAST_STYLE = {
  background: 'var(--color-surface)',
  color: 'var(--color-ink)',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-md)',
  boxShadow: 'var(--shadow-md)',
  padding: 'var(--space-3) var(--space-4)',
  maxWidth: '26rem',
};

/**
 * The app's toaster (app/provider.tsx loads it lazily). A toast whose message is one of the shared
 * package's English texts (TOASTS…) shows in the reader's language; any other message as it is.
 */
export default function TranslatedToaster() {
  const text = useSharedText();
  return (
    <Toaster
      position={TOAST_POSITION}
      toastOptions={{ duration: TOAST_DURATION_MS.default, style: TOAST_STYLE }}
    >
      {(toast) => (
        <ToastBar
          toast={
            typeof toast.message === 'string' ? { ...toast, message: text(toast.message) } : toast
          }
          position={toast.position ?? TOAST_POSITION}
        />
      )}
    </Toaster>
  );
}
