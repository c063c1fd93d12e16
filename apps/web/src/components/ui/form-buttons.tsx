import { Button } from './button';
/** A form's buttons: the primary one sends it (held while `busy`), "Cancel" closes it unsent. */
export function SubmitOrCancel({
  className,
  submit,
  busy,
  large = false,
  onCancel,
}: {
  className: string;
  submit: string;
  busy?: boolean;
  /** Draws the primary button at the large size. */
  large?: boolean;
  onCancel: () => void;
}) {
  const submitClass = large ? 'button button--primary button--large' : 'button button--primary';
  return (
    <div className={className}>
      <button type="submit" className={submitClass} disabled={busy}>
        {submit}
      </button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
