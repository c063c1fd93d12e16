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
