import { Button } from '../../../../components/ui/button';
/** A form's send button in its row, named for what it is doing while `busy`. */
export function SubmitRow({
  label,
  busyLabel,
  busy,
  disabled = false,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Holds the button even when nothing is being sent. */
  disabled?: boolean;
}) {
  return (
    <div className="form-actions">
      <Button variant="primary" type="submit" disabled={disabled || busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
