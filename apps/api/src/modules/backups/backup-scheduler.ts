import type { Logger } from '../../http/logger.js';
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
export class BackupScheduler {
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;
  private checking: Promise<unknown> | undefined;
  private readonly clock: () => Date;

  constructor(private readonly options: BackupSchedulerOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  /** Writes the period's scheduled backup when it is due; the backup's record, else undefined. */
  async runIfDue(): Promise<BackupRow | undefined> {
    const now = this.clock();
    const scheduled = (await this.options.repository.list()).filter((r) => r.kind === 'scheduled');
    if (nextDue(this.options.schedule, now, scheduled) > now) return undefined;
    return this.options.runner.run('scheduled');
  }

  start(options: { checkMs?: number; firstCheckMs?: number } = {}): void {
    if (this.timer) return;
    const check = () => {
      if (this.checking) return;
      this.checking = this.runIfDue()
        .catch((err: unknown) => this.options.logger?.error({ err }, 'backup check failed'))
        .finally(() => {
          this.checking = undefined;
        });
    };
    this.timer = setInterval(check, options.checkMs ?? CHECK_MS);
    this.timer.unref();
    this.first = setTimeout(
      check,
      options.firstCheckMs ?? this.options.firstCheckMs ?? FIRST_CHECK_MS,
    );
    this.first.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.first);
    this.timer = undefined;
    await this.checking;
  }
}
