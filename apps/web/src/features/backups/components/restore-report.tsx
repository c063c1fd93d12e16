import type { RestoreResult } from '@family-recipes/shared';
import type { ReactNode } from 'react';

/** What a restore wrote, table by table, and what it left out and why. */
function RestoreReport({ result }: { result: RestoreResult }) {
  const restored = Object.entries(result.restored).filter(([, rows]) => rows > 0);
  return (
    <div className="restore-report" role="status">
      <p className="restore-report__title">
        Restored {result.recipes} {result.recipes === 1 ? 'recipe' : 'recipes'} and {result.users}{' '}
        {result.users === 1 ? 'user' : 'users'}. Each cook gets their kitchen back when they sign in
        with their verified email address
        {result.claimed > 0 &&
          ` (${result.claimed} ${result.claimed === 1 ? 'account has' : 'accounts have'} already)`}
        .
      </p>
      {restored.length > 0 && (
        <ul className="restore-report__list" aria-label="Restored">
          {restored.map(([table, rows]) => (
            <li key={table}>
              {table.replaceAll('_', ' ')}: {rows}
            </li>
          ))}
        </ul>
      )}
      {result.skipped.length > 0 && (
        <>
          <p className="restore-report__title">Left out:</p>
          <ul className="restore-report__list" aria-label="Left out">
            {result.skipped.map((skip) => (
              <li key={`${skip.table}:${skip.reason}`}>
                {skip.table.replaceAll('_', ' ')} ({skip.rows}): {skip.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * How a restore goes: `progress` while it runs (announced, after a spinner), then its failure or
 * the report of what it wrote.
 */
export function RestoreStatus({
  progress,
  error,
  report,
}: {
  progress: ReactNode;
  error: Error | null;
  report: RestoreResult | null;
}) {
  return (
    <>
      <div aria-live="polite">
        {progress && (
          <p className="backups__progress">
            <span className="spinner" aria-hidden="true" />
            {progress}
          </p>
        )}
      </div>
      {error && (
        <p className="backups__error" role="alert">
          {error.message}
        </p>
      )}
      {report && <RestoreReport result={report} />}
    </>
  );
}
