import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Icon, X } from '../icons';
import './dialog.css';

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
 * The app's modal dialog, on the native <dialog>: showModal puts it above the page and makes the
 * page inert, and the page does not scroll behind it. It is labelled by its title; the focus goes
 * to `initialFocus` or else the first field, Tab goes round its controls, Escape (and a click on
 * the backdrop, unless `lightDismiss` is off) calls `onClose`, and when it goes the focus returns
 * to whatever opened it. The page decides when it goes: it is shown while it is drawn.
 *
 * Its parts are classed after `className` ("modal": modal__panel, modal__top, modal__title).
 */
export function Dialog({
  title,
  onClose,
  children,
  className = 'modal',
  closeButton,
  initialFocus,
  lightDismiss = true,
  onKeyDown,
}: {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  className?: string;
  /** Beside the title, instead of the ✕ Close button. */
  closeButton?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  lightDismiss?: boolean;
  onKeyDown?(event: KeyboardEvent<HTMLDialogElement>): void;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (
      initialFocus?.current ?? dialog.querySelector<HTMLElement>('input, select, textarea')
    )?.focus();
    const root = document.documentElement;
    const { overflow } = root.style;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
    // A ref, the same object on every render: the dialog opens once, when drawn.
  }, [initialFocus]);

  return (
    <dialog
      ref={dialogRef}
      className={className}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        wrapTab(event);
      }}
      onCancel={(event) => {
        // Escape: the page decides when the dialog goes, so it closes by leaving the page.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog itself, not its panel, is a click on the backdrop.
        if (lightDismiss && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={`${className}__panel`}>
        <div className={`${className}__top`}>
          <h2 id={titleId} className={`${className}__title`}>
            {title}
          </h2>
          {closeButton ?? (
            <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
              <Icon icon={X} size={24} />
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}
