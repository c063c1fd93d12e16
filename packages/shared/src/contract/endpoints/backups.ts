import { endpoint } from '../endpoint.js';

/* The administrators' backups: scheduled and on demand, listed, downloaded and restored. */

const backups = { tag: 'Backups', access: 'admin' } as const;

const backupIdParam = { id: { schema: 'Uuid', description: 'The backup’s id' } } as const;

export const listBackups = endpoint('get', '/admin/backups', backups, {
  summary:
    'The backups, newest first (running, complete or failed), the schedule, and a notice when the last scheduled backup failed or none completed within two periods',
  responses: { 200: { description: 'The backups', schema: 'BackupList' } },
  errors: [503],
});

export const startBackup = endpoint('post', '/admin/backups', backups, {
  summary: 'Back up now: starts a backup and answers at once with its record (status running)',
  responses: { 202: { description: 'The backup, running', schema: 'BackupRecord' } },
  errors: [409, 503],
});

export const downloadBackup = endpoint('get', '/admin/backups/:id/file', backups, {
  summary: 'Download a complete backup’s file, streamed',
  params: backupIdParam,
  responses: {
    200: {
      description: 'The backup file',
      schema: 'Backup',
      headers: {
        'Content-Disposition': 'attachment with the file’s name',
        'X-Checksum-Sha256': 'The SHA-256 of the file’s bytes, 64 hex digits',
      },
    },
  },
  errors: [404, 409, 503],
});

export const restoreListedBackup = endpoint('post', '/admin/backups/:id/restore', backups, {
  summary: 'Restore a complete backup into a site without recipes',
  params: backupIdParam,
  responses: { 200: { description: 'What the backup held', schema: 'RestoreResult' } },
  errors: [400, 404, 409, 503],
});
