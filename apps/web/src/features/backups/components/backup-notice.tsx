import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { backupsQueryOptions } from '../api/backups-api';
import './backups.css';
import { useLanguage, useT } from '../../../i18n/language';
import { noticeText } from './backup-format';
import { backupsMessages } from '../messages';

/**
 * In the header for an administrator, when the last scheduled backup failed or none completed
 * within two schedule periods: a link to the Backups page saying so.
 */
export function BackupNoticeLink() {
  const t = useT(backupsMessages);
  const words = { t, language: useLanguage().language };
  const notice = useQuery({ ...backupsQueryOptions(), select: (list) => list.notice }).data;
  if (!notice) return null;
  return (
    <Link to="/backups" className="backup-notice" title={noticeText(words, notice)}>
      <span aria-hidden="true">⚠ </span>
      {notice.reason === 'failed' ? t('backupFailed') : t('backupOverdue')}
    </Link>
  );
}
