import { pathOf, downloadBackup, type BackupRecord } from '@family-recipes/shared';
import { formatCounts, formatSize, formatTime, KIND_LABELS, STATUS_LABELS } from './backup-format';
import { Button } from '../../../components/ui/button';

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
  const when = formatTime(record.started_on);
  return (
    <li className={`backup-item backup-item--${record.status}`}>
      <div className="backup-item__head">
        <h3 className="backup-item__when">{when}</h3>
        <span className={`backup-item__status backup-item__status--${record.status}`}>
          {STATUS_LABELS[record.status]}
        </span>
      </div>
      <p className="backup-item__facts">
        {KIND_LABELS[record.kind]} · {formatSize(record.size)} · {formatCounts(record)}
        {record.status === 'running' && ' so far'}
      </p>
      {record.error && <p className="backup-item__error">{record.error}</p>}
      {record.status === 'complete' && (
        <div className="backup-item__actions">
          <a
            className="button button--secondary"
            href={pathOf(downloadBackup, { id: record.id })}
            download={record.file_name}
            aria-label={`Download the backup of ${when}`}
          >
            Download
          </a>
          <Button
            variant="secondary"
            disabled={restoring}
            onClick={() => onRestore(record)}
            aria-label={`Restore the backup of ${when}`}
          >
            Restore…
          </Button>
        </div>
      )}
    </li>
  );
}
