import type { RestoreResult } from '@family-recipes/shared';
import { useId, useState, type FormEvent } from 'react';
import { useRestoreFile } from '../api/backups-api';
import { RestoreStatus } from './restore-report';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { backupsMessages } from '../messages';

/** A backup file from this computer, sent with its progress, restored into an empty site. */
export function RestoreFromFile() {
  const t = useT(backupsMessages);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const [report, setReport] = useState<RestoreResult | null>(null);
  const restore = useRestoreFile(setSent);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setSent(0);
    setReport(null);
    restore.mutate(file, { onSuccess: setReport });
  };

  return (
    <section className="backups__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="backups__heading">
        {t('restoreFromFileHeading')}
      </h2>
      <form className="backups__file" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-file`} className="form-label">
          {t('backupFileLabel')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/json,.json"
          className="backups__input"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Button variant="secondary" type="submit" disabled={!file || restore.isPending}>
          {restore.isPending ? t('restoring') : t('restoreFromFile')}
        </Button>
      </form>
      <RestoreStatus
        progress={
          restore.isPending &&
          ` ${sent < 100 ? t('sendingFile', { percent: sent }) : t('restoring')}`
        }
        error={restore.error}
        report={report}
      />
    </section>
  );
}
