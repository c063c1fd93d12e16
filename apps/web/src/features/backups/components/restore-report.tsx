import type { RestoreResult } from '@family-recipes/shared';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/language';
import { backupsMessages } from '../messages';

/** What a restore wrote, table by table, and what it left out and why. */
function RestoreReport({ result }: { result: RestoreResult }) {
  const t = useT(backupsMessages);
  const summary = {
    recipes: t('recipeCount', { count: result.recipes }),
    users: t('userCount', { count: result.users }),
  };
  const restored = Object.entries(result.restored).filter(([, rows]) => rows > 0);
  return (
    <div className="restore-report" role="status">
      <p className="restore-report__title">
        {result.claimed > 0
          ? t('restoredSummaryClaimed', { ...summary, claimed: result.claimed })
          : t('restoredSummary', summary)}
      </p>
      {restored.length > 0 && (
        <ul className="restore-report__list" aria-label={t('restoredList')}>
          {restored.map(([table, rows]) => (
            <li key={table}>
              {table.replaceAll('_', ' ')}: {rows}
            </li>
          ))}
        </ul>
      )}
      {result.skipped.length > 0 && (
        <>
          <p className="restore-report__title">{t('leftOutTitle')}</p>
          <ul className="restore-report__list" aria-label={t('leftOutList')}>
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
