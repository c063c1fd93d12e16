import type { Logger } from '../../http/logger.js';
import { PeriodicCheck } from '../../db/periodic-check.js';
import { digestMail } from './notice-mails.js';
import type { NoticeRepository } from './notices.repository.js';

/** The digest goes out at the first check after this hour (UTC) each day. */
const DIGEST_HOUR_UTC = 7;
/** How often each instance checks whether today's digest is due. */
const DIGEST_CHECK_MS = 10 * 60 * 1000;

export interface DailyDigestOptions {
  repository: NoticeRepository;
  /**
   * The administrators' email addresses now (the identity service's admin group): a subscriber who
   * is no longer an administrator gets no digest, which lists recipes that are not public.
   */
  adminEmails: () => Promise<string[]>;
  publicUrl: string;
  logger?: Logger | undefined;
  /** A digest was stored: have the outbox deliver it now. */
  onStored?: () => void;
  clock?: () => Date;
  hourUtc?: number;
}

/**
 * Sends the administrators who asked for it one mail a day listing new submissions (decision
 * 019). Every instance checks; the database lets exactly one of them claim each day.
 */
export class DailyDigest extends PeriodicCheck {
  constructor(private readonly options: DailyDigestOptions) {
    super(options, 'daily digest failed');
  }

  /** Claims and stores today's digest if it is due and no instance has claimed it. */
  async runIfDue(): Promise<{ claimed: boolean; mails: number }> {
    const now = this.clock();
    if (now.getUTCHours() < (this.options.hourUtc ?? DIGEST_HOUR_UTC)) {
      return { claimed: false, mails: 0 };
    }
    const day = now.toISOString().slice(0, 10);
    // Asked before claiming: with the identity service down the day stays unclaimed and a later
    // check sends it.
    const admins = new Set((await this.options.adminEmails()).map((e) => e.toLowerCase()));
    const result = await this.options.repository.claimDigest(
      day,
      now,
      admins,
      (to, entries, waiting, language) =>
        digestMail(to, entries, waiting, this.options.publicUrl, language),
    );
    if (result.claimed) {
      this.options.logger?.info({ day, mails: result.mails }, 'daily digest claimed');
    }
    if (result.mails > 0) this.options.onStored?.();
    return result;
  }

  start(intervalMs: number = DIGEST_CHECK_MS): void {
    this.startChecks(intervalMs, 0);
  }
}
