import type { Logger } from '../../http/logger.js';
import { PeriodicCheck } from '../../db/periodic-check.js';
import type { BackupRunner } from './backup-runner.js';
import type { BackupRow, BackupsRepository } from './backups.repository.js';
import { nextDue, type Schedule } from './schedule.js';

/** How often each replica checks whether a scheduled backup is due. */
const CHECK_MS = 5 * 60 * 1000;
/** The first check after start, once start-up work is over (BACKUP_FIRST_CHECK_SECONDS). */
const FIRST_CHECK_MS = 60 * 1000;

export interface BackupSchedulerOptions {
  runner: BackupRunner;
  repository: BackupsRepository;
  schedule: Schedule;
  /** From start to the first check; FIRST_CHECK_MS when not given. */
  firstCheckMs?: number | undefined;
  logger?: Logger | undefined;
  clock?: (() => Date) | undefined;
}

/**
 * Runs the scheduled backups (schedule.ts). Every replica checks; the lease in the backups table
 * lets one of them write, and a replica that checks later finds the period's backup there.
 */
export class BackupScheduler extends PeriodicCheck {
  constructor(private readonly options: BackupSchedulerOptions) {
    super(options, 'backup check failed');
  }

  /** Writes the period's scheduled backup when it is due; the backup's record, else undefined. */
  async runIfDue(): Promise<BackupRow | undefined> {
    const now = this.clock();
    const scheduled = (await this.options.repository.list()).filter((r) => r.kind === 'scheduled');
    if (nextDue(this.options.schedule, now, scheduled) > now) return undefined;
    return this.options.runner.run('scheduled');
  }

  start(options: { checkMs?: number; firstCheckMs?: number } = {}): void {
    this.startChecks(
      options.checkMs ?? CHECK_MS,
      options.firstCheckMs ?? this.options.firstCheckMs ?? FIRST_CHECK_MS,
    );
  }
}
