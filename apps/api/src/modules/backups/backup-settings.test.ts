import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config.js';

const load = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/recipes', ...env }).backups;

describe('the backup settings', () => {
  it('when nothing is set, then backups are daily at 03:00 UTC into DATA_DIR/backups, 7 daily and 4 weekly kept', () => {
    expect(load({})).toEqual({
      periodHours: 24,
      hourUtc: 3,
      firstCheckSeconds: 60,
      keepDaily: 7,
      keepWeekly: 4,
      store: { kind: 'folder', dir: path.resolve('/srv/recipes/backups') },
    });
  });

  it('when BACKUP_SCHEDULE names a schedule, then it is that many hours, and off turns scheduled backups off', () => {
    const hours = ['off', 'hourly', 'daily', 'weekly', '6h', 'Weekly'].map(
      (BACKUP_SCHEDULE) => load({ BACKUP_SCHEDULE }).periodHours,
    );
    expect(hours).toEqual([null, 1, 24, 168, 6, 168]);
  });

  it('when BACKUP_FIRST_CHECK_SECONDS is set, then the first check comes that many seconds after start', () => {
    expect(load({ BACKUP_FIRST_CHECK_SECONDS: '5' }).firstCheckSeconds).toBe(5);
  });

  it('when BACKUP_S3_BUCKET is set, then backups go to that bucket under BACKUP_S3_PREFIX with the S3 endpoint and region', () => {
    expect(
      load({
        BACKUP_S3_BUCKET: 'backups',
        BACKUP_S3_PREFIX: 'family/',
        S3_ENDPOINT: 'http://storage:9000',
        S3_REGION: 'eu-west-1',
      }).store,
    ).toEqual({
      kind: 's3',
      bucket: 'backups',
      prefix: 'family/',
      region: 'eu-west-1',
      endpoint: 'http://storage:9000',
    });
    expect(load({ BACKUP_DIR: '/mnt/usb' }).store).toEqual({ kind: 'folder', dir: '/mnt/usb' });
  });

  it('when a setting is out of range, then the configuration is refused naming it', () => {
    for (const [name, value] of [
      ['BACKUP_SCHEDULE', 'monthly'],
      ['BACKUP_SCHEDULE', '0h'],
      ['BACKUP_SCHEDULE', '169h'],
      ['BACKUP_HOUR_UTC', '24'],
      ['BACKUP_FIRST_CHECK_SECONDS', '0'],
      ['BACKUP_FIRST_CHECK_SECONDS', '3601'],
      ['BACKUP_KEEP_DAILY', '0'],
      ['BACKUP_KEEP_WEEKLY', '-1'],
      ['BACKUP_S3_PREFIX', '/abs'],
    ] as const) {
      expect(() => load({ [name]: value }), `${name}=${value}`).toThrow(ConfigError);
      try {
        load({ [name]: value });
      } catch (err) {
        expect((err as ConfigError).problems.join('\n')).toContain(name);
      }
    }
  });
});
