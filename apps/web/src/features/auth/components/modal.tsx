import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon, X } from '../../../components/icons';
import './modal.css';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal <dialog> makes the page behind it inert, but at its last control a browser still lets Tab
 * leave for its own toolbar; this sends it back to the first control (and Shift+Tab the other way).
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
  const edge = event.shiftKey ? tabbable[0] : tabbable.at(-1);
  const wrapTo = event.shiftKey ? tabbable.at(-1) : tabbable[0];
  if (!edge || !wrapTo || document.activeElement !== edge) return;
  event.preventDefault();
  wrapTo.focus();
}

/**
 * An accessible modal dialog on the native <dialog>: showModal puts it above the page and makes the
 * page inert, Escape or the backdrop close it, the first field takes the focus, Tab goes round its
 * controls, and focus returns to whatever opened it.
 */
export function Modal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={wrapTab}
      onCancel={(event) => {
        // Escape: the page decides when the dialog goes, so it closes by leaving the page.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog itself, not its panel, is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__panel">
        <div className="modal__top">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label="Close"
            onClick={() => onClose()}
          >
            <Icon icon={X} size={24} />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
