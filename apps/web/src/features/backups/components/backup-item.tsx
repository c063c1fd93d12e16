import { pathOf, downloadBackup, type BackupRecord } from '@family-recipes/shared';
import { formatCounts, formatSize, formatTime, kindLabel, statusLabel } from './backup-format';
import { Button } from '../../../components/ui/button';
import { useLanguage, useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { backupsMessages } from '../messages';

/** One backup: when, how, its result and size; Download and Restore once it is complete. */
export function BackupItem({
  record,
  onRestore,
  restoring,
}: {
  record: BackupRecord;
  onRestore(record: BackupRecord): void;
  restoring: boolean;
}) {
  const t = useT(backupsMessages);
  const text = useSharedText();
  const words = { t, language: useLanguage().language };
  const when = formatTime(words, record.started_on);
  const counts = formatCounts(words, record);
  return (
    <li className={`backup-item backup-item--${record.status}`}>
      <div className="backup-item__head">
        <h3 className="backup-item__when">{when}</h3>
        <span className={`backup-item__status backup-item__status--${record.status}`}>
          {statusLabel(words, record.status)}
        </span>
      </div>
      <p className="backup-item__facts">
        {kindLabel(words, record.kind)} · {formatSize(words, record.size)} ·{' '}
        {record.status === 'running' ? t('countsSoFar', { counts }) : counts}
      </p>
      {record.error && <p className="backup-item__error">{text(record.error)}</p>}
      {record.status === 'complete' && (
        <div className="backup-item__actions">
          <a
            className="button button--secondary"
            href={pathOf(downloadBackup, { id: record.id })}
            download={record.file_name}
            aria-label={t('downloadLabel', { time: when })}
          >
            {t('download')}
          </a>
          <Button
            variant="secondary"
            disabled={restoring}
            onClick={() => onRestore(record)}
            aria-label={t('restoreLabel', { time: when })}
          >
            {t('restoreEllipsis')}
          </Button>
        </div>
      )}
    </li>
  );
}
