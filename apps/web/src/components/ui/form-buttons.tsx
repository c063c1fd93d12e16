/** A form's buttons: the primary one sends it (held while `busy`), "Cancel" closes it unsent. */
export function SubmitOrCancel({
  className,
  submit,
  busy,
  onCancel,
}: {
  className: string;
  submit: string;
  busy?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className={className}>
      <button type="submit" className="button button--primary" disabled={busy}>
        {submit}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
