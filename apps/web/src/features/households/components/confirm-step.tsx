import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { householdsMessages } from '../messages';

/**
 * The second step of a change that cannot be undone from here: what will happen, in words, then
 * the change itself or Cancel. The change's button takes the focus when it appears.
 */
export function ConfirmStep({
  label,
  children,
  confirm,
  busy,
  onConfirm,
  onCancel,
}: {
  /** The group's accessible name, e.g. "Remove Grace?". */
  label: string;
  children: ReactNode;
  confirm: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const t = useT(householdsMessages);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div className="household-confirm" role="group" aria-label={label}>
      <p className="household-confirm__text">{children}</p>
      <div className="household-actions">
        <Button variant="primary" ref={confirmRef} disabled={busy} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
