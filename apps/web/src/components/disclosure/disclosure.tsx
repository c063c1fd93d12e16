import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Icon } from '../icons';

/**
 * A disclosure: a button that shows and hides a panel, with aria-expanded saying which and
 * aria-controls naming the panel. For a button and panel that sit apart (a toolbar above, the
 * panel below); <Disclosure> puts them one after the other.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    /** Hides the panel and gives the focus back to its button, for the panel it was in is gone. */
    close: () => {
      setOpen(false);
      buttonRef.current?.focus();
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((was) => !was),
    } as const,
    panelProps: { id: panelId, hidden: !open },
  };
}

/**
 * A button and, below it, the panel it shows: drawn only while open, and given `close`, which
 * hides it and puts the focus back on the button (a form's Cancel, or once it is done).
 */
export function Disclosure({
  className,
  buttonClassName,
  icon,
  label,
  name,
  children,
}: {
  className: string;
  buttonClassName: string;
  /** Drawn before the label. */
  icon?: ComponentProps<typeof Icon>['icon'];
  /** What the button shows. */
  label: ReactNode;
  /** The button's accessible name, where what it shows says less (aria-label). */
  name?: string;
  children: (close: () => void) => ReactNode;
}) {
  const { open, close, buttonProps, panelProps } = useDisclosure();
  return (
    <div className={className}>
      <button {...buttonProps} className={buttonClassName} aria-label={name}>
        {icon && <Icon icon={icon} />}
        {label}
      </button>
      <div {...panelProps}>{open && children(close)}</div>
    </div>
  );
}
