/** What the rest of the app uses of the backups: the administrators' notice in the header. */
export { BackupNoticeLink } from './components/backup-notice';
