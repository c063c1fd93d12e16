/** "Try again" after a read failed: asks the query for its data once more. */
export function RetryButton({
  query,
  primary = false,
}: {
  query: { refetch: () => Promise<unknown> };
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={primary ? 'button button--primary' : 'button button--secondary'}
      onClick={() => void query.refetch()}
    >
      Try again
    </button>
  );
}

/** A read that failed: what could not be loaded and why, with "Try again" under it. */
export function LoadFailure({
  className,
  textClassName,
  message,
  query,
  primary = false,
}: {
  className?: string;
  textClassName?: string;
  message: string;
  query: { refetch: () => Promise<unknown> };
  primary?: boolean;
}) {
  return (
    <div className={className} role="alert">
      <p className={textClassName}>{message}</p>
      <RetryButton query={query} primary={primary} />
    </div>
  );
}
