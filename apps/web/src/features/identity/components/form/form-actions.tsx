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
      <button type="submit" className="button button--primary" disabled={disabled || busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
