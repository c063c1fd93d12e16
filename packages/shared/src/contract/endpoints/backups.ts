import { endpoint } from '../endpoint.js';

/* The administrators' backups: scheduled and on demand, listed, downloaded and restored. */

const backupIdParam = { id: { schema: 'Uuid', description: 'The backup’s id' } } as const;

export const listBackups = endpoint({
  method: 'get',
  path: '/admin/backups',
  summary:
    'The backups, newest first (running, complete or failed), the schedule, and a notice when the last scheduled backup failed or none completed within two periods',
  tag: 'Backups',
  access: 'admin',
  responses: { 200: { description: 'The backups', schema: 'BackupList' } },
  errors: [503],
});

export const startBackup = endpoint({
  method: 'post',
  path: '/admin/backups',
  summary: 'Back up now: starts a backup and answers at once with its record (status running)',
  tag: 'Backups',
  access: 'admin',
  responses: { 202: { description: 'The backup, running', schema: 'BackupRecord' } },
  errors: [409, 503],
});

export const downloadBackup = endpoint({
  method: 'get',
  path: '/admin/backups/:id/file',
  summary: 'Download a complete backup’s file, streamed',
  tag: 'Backups',
  access: 'admin',
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

export const restoreListedBackup = endpoint({
  method: 'post',
  path: '/admin/backups/:id/restore',
  summary: 'Restore a complete backup into a site without recipes',
  tag: 'Backups',
  access: 'admin',
  params: backupIdParam,
  responses: { 200: { description: 'What the backup held', schema: 'RestoreResult' } },
  errors: [400, 404, 409, 503],
});
