import type { BackupRecord, RestoreResult } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { PanelLoading } from '../../../components/ui/page-loading';
import { LoadFailure } from '../../../components/ui/retry-button';
import { backupsQueryOptions, useRestoreListed, useStartBackup } from '../api/backups-api';
import { BackupItem } from './backup-item';
import {
  describeSchedule,
  formatCounts,
  formatSize,
  formatTime,
  noticeText,
} from './backup-format';
import { RestoreFromFile } from './restore-from-file';
import { RestoreStatus } from './restore-report';
import './backups.css';
import { Button } from '../../../components/ui/button';
import { useLanguage, useT } from '../../../i18n/language';
import { backupsMessages } from '../messages';

/**
 * The administrators' Backups page: the schedule, "Back up now" with the running backup's
 * progress, the last backups to download or restore, and a restore from a file.
 */
export function BackupsPage() {
  const t = useT(backupsMessages);
  const words = { t, language: useLanguage().language };
  const backups = useQuery(backupsQueryOptions());
  const start = useStartBackup();
  const restoreListed = useRestoreListed();
  const [asking, setAsking] = useState<BackupRecord | null>(null);
  const [report, setReport] = useState<RestoreResult | null>(null);

  if (backups.isPending) {
    return <PanelLoading />;
  }
  if (backups.isError) {
    return (
      <LoadFailure
        className="backups__problem"
        message={t('loadFailed', { error: backups.error.message })}
        query={backups}
        primary
      />
    );
  }

  const { items, schedule, notice } = backups.data;
  const running = items.find((item) => item.status === 'running');
  const restoring = restoreListed.isPending;

  const confirmRestore = (record: BackupRecord) => {
    setAsking(null);
    setReport(null);
    restoreListed.mutate(record.id, { onSuccess: setReport });
  };

  return (
    <div className="backups">
      {notice && (
        <p className="backups__notice" role="alert">
          {noticeText(words, notice)}
        </p>
      )}

      <section className="backups__section" aria-labelledby="backups-now">
        <h2 id="backups-now" className="backups__heading">
          {t('backUpHeading')}
        </h2>
        <p className="backups__text">{describeSchedule(words, schedule)}</p>
        <Button
          variant="primary"
          large
          disabled={running !== undefined || start.isPending}
          onClick={() => start.mutate()}
        >
          {running || start.isPending ? t('backingUp') : t('backUpNow')}
        </Button>
        <div aria-live="polite">
          {running && (
            <p className="backups__progress">
              <span className="spinner" aria-hidden="true" />{' '}
              {t('backingUpSince', {
                time: formatTime(words, running.started_on),
                size: formatSize(words, running.size),
                counts: formatCounts(words, running),
              })}
            </p>
          )}
        </div>
        {start.isError && (
          <p className="backups__error" role="alert">
            {start.error.message}
          </p>
        )}
      </section>

      <section className="backups__section" aria-labelledby="backups-list">
        <h2 id="backups-list" className="backups__heading">
          {t('lastBackups')}
        </h2>
        {items.length === 0 ? (
          <p className="backups__text">{t('noBackups')}</p>
        ) : (
          <ul className="backups__list">
            {items.map((record) => (
              <BackupItem
                key={record.id}
                record={record}
                restoring={restoring}
                onRestore={setAsking}
              />
            ))}
          </ul>
        )}
        <RestoreStatus
          progress={restoring && ` ${t('restoringPhotos')}`}
          error={restoreListed.error}
          report={report}
        />
      </section>

      <RestoreFromFile />

      {asking && (
        <Dialog title={t('restoreQuestion')} onClose={() => setAsking(null)}>
          <p className="backups__text">
            {t('restoreText', {
              time: formatTime(words, asking.started_on),
              counts: formatCounts(words, asking),
            })}
          </p>
          <div className="form-actions">
            <Button variant="primary" onClick={() => confirmRestore(asking)}>
              {t('restore')}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {t('cancel')}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
