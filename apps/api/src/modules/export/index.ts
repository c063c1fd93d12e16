import type { Router } from 'express';
import type { Db } from '../../db/client.js';
import type { Storage } from '../storage/storage.js';
import { ExportRepository } from './export.repository.js';
import { exportRouter } from './export.router.js';
import { ExportService } from './export.service.js';

export { scanBackup } from './backup-reader.js';

export interface ExportModuleDeps {
  db: Db;
  storage: Storage;
  /** The site's absolute URL without a trailing slash (siteUrl), the base of the photo links. */
  publicUrl: string;
  /** Gives restored accounts to the identity pool's accounts of their address (ExportService). */
  claimAccounts?: (() => Promise<number>) | undefined;
}

export interface ExportModule {
  /** A cook's export, the admins' backup and restore (decision 017); mount under /api. */
  router: Router;
}

/** What the backups module writes and reads back: the whole site as one file (decision 017). */
export interface SiteBackups {
  /** The chunks of one backup, its photo links under `origin`. */
  backup(origin: string): AsyncGenerator<string>;
  /** Restores the backup file at `file` into a site without recipes, with the restore's report. */
  restore: ExportService['restore'];
}

/** The site's backup and restore on `db` and `storage`, without the routes (modules/backups). */
export function siteBackups(deps: Omit<ExportModuleDeps, 'publicUrl'>): SiteBackups {
  const service = new ExportService(new ExportRepository(deps.db), deps.storage, {
    claimAccounts: deps.claimAccounts,
  });
  return { backup: (origin) => service.backup(origin), restore: (file) => service.restore(file) };
}

export function createExportModule(deps: ExportModuleDeps): ExportModule {
  const service = new ExportService(new ExportRepository(deps.db), deps.storage, {
    claimAccounts: deps.claimAccounts,
  });
  return { router: exportRouter(service, deps.publicUrl).routes };
}
