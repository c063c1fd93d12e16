import {
  downloadBackup,
  listBackups,
  pathOf,
  restoreListedBackup,
  startBackup,
  type BackupList,
  type BackupRecord,
  type RestoreResult,
  type SiteLanguage,
  BACKUP_MESSAGES,
  RESTORE_MESSAGES,
  RESTORE_SKIPPED,
} from '@family-recipes/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../../i18n/language';
import { loadEveryCatalog } from '../../../i18n/messages';
import { answer, failure } from '../../../testing/api-mocks';
import { polyfillDialog } from '../../../testing/dialog';
import { clearToasts, renderSignedIn, stubMatchMedia, TEST_COOK } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { BackupNoticeLink } from '..';
import { BackupsPage } from './backups-page';

const ADMIN = { ...TEST_COOK, groups: ['admin'] };
const NOT_EMPTY = RESTORE_MESSAGES.notEmpty;
let counter = 0;

function record(overrides: Partial<BackupRecord> = {}): BackupRecord {
  counter += 1;
  return {
    id: `55555555-5555-4555-8555-${String(counter).padStart(12, '0')}`,
    kind: 'scheduled',
    status: 'complete',
    started_on: '2026-11-26T03:00:00.000Z',
    finished_on: '2026-11-26T03:01:00.000Z',
    size: 12.5 * 1024 * 1024,
    checksum: 'a'.repeat(64),
    recipes: 40,
    users: 3,
    error: null,
    file_name: 'family-recipes-backup-2026-11-26.json',
    ...overrides,
  };
}

function list(items: BackupRecord[], notice: BackupList['notice'] = null): BackupList {
  return {
    items,
    schedule: {
      enabled: true,
      period_hours: 24,
      next_on: '2026-11-27T03:00:00.000Z',
      keep_daily: 7,
      keep_weekly: 4,
      storage: 'folder',
    },
    notice,
  };
}

/** The page with the header's backup notice beside it. */
function renderWithNotice(language: SiteLanguage = 'en') {
  return renderSignedIn(
    <LanguageProvider initial={language}>
      <MemoryRouter>
        <BackupNoticeLink />
        <BackupsPage />
      </MemoryRouter>
    </LanguageProvider>,
    { user: ADMIN },
  );
}

beforeEach(() => {
  stubMatchMedia();
  polyfillDialog();
});
afterEach(() => clearToasts());

describe('BackupsPage', () => {
  it('when backups exist, then each shows its time, result, size and counts, and a complete one can be downloaded', async () => {
    const done = record();
    const failed = record({
      status: 'failed',
      started_on: '2026-11-25T03:00:00.000Z',
      error: 'The backup storage refused the file: disk full.',
      checksum: null,
    });
    server.use(answer(listBackups, () => list([done, failed])));
    renderSignedIn(<BackupsPage />, { user: ADMIN });

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Complete')).toBeVisible();
    expect(within(items[0]!).getByText('Scheduled · 12.5 MB · 40 recipes, 3 users')).toBeVisible();
    const download = within(items[0]!).getByRole('link', { name: /Download the backup of/ });
    expect(download).toHaveAttribute('href', pathOf(downloadBackup, { id: done.id }));
    expect(download).toHaveAttribute('download', done.file_name);
    expect(within(items[1]!).getByText('Failed')).toBeVisible();
    expect(within(items[1]!).getByText(failed.error!)).toBeVisible();
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /A backup is written every day; the next is due .*The last 7 daily and 4 weekly backups are kept, in a folder on the server\./,
      ),
    ).toBeVisible();
  });

  it('when "Back up now" is pressed, then the backup starts and its progress shows until it is done', async () => {
    let items = [record()];
    const running = record({
      kind: 'manual',
      status: 'running',
      finished_on: null,
      size: 2 * 1024 * 1024,
      recipes: 12,
      users: null,
      checksum: null,
    });
    const started = answer(startBackup, () => {
      items = [running, ...items];
      return running;
    });
    server.use(
      answer(listBackups, () => list(items)),
      started,
    );
    renderSignedIn(<BackupsPage />, { user: ADMIN });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back up now' }));

    expect(await screen.findByText(/2\.0 MB written, 12 recipes so far\./)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Backing up…' })).toBeDisabled();
    expect(started.calls).toHaveLength(1);
  });

  it('when an administrator restores a listed backup, then they confirm it and read what was restored and left out', async () => {
    const done = record();
    const result: RestoreResult = {
      recipes: 40,
      users: 3,
      restored: { recipes: 40, users: 3, favourites: 12, shopping_lists: 2 },
      claimed: 1,
      skipped: [
        { table: 'shopping_list_members', rows: 1, reason: 'Lists belong to households now.' },
      ],
    };
    const restore = answer(restoreListedBackup, () => result);
    server.use(
      answer(listBackups, () => list([done])),
      restore,
    );
    renderSignedIn(<BackupsPage />, { user: ADMIN });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Restore the backup of/ }));
    const dialog = screen.getByRole('dialog', { name: 'Restore this backup?' });
    expect(within(dialog).getByText(/40 recipes, 3 users/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(
      await screen.findByText(/Restored 40 recipes and 3 users\..*\(1 account has already\)/),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Restored' })).getByText('favourites: 12'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Left out' })).getByText(
        'shopping list members (1): Lists belong to households now.',
      ),
    ).toBeVisible();
    expect(restore.calls.map(({ params }) => params.id)).toEqual([done.id]);
  });

  it('when a German administrator restores, then the report, what was left out and why, and a refusal are in German', async () => {
    const result: RestoreResult = {
      recipes: 40,
      users: 3,
      restored: { recipes: 40, users: 3, shopping_lists: 2 },
      claimed: 0,
      skipped: [
        { table: 'shopping_list_members', rows: 1, reason: RESTORE_SKIPPED.listMembers },
        {
          table: 'photos',
          rows: 2,
          reason: `${RESTORE_SKIPPED.photo} ${RESTORE_SKIPPED.accountWaiting}`,
        },
      ],
    };
    const failed = record({
      status: 'failed',
      error: BACKUP_MESSAGES.storage('the disk is full (no space left on device).'),
    });
    const done = record();
    server.use(
      answer(listBackups, () => list([failed, done])),
      answer(restoreListedBackup, () => result),
    );
    await loadEveryCatalog('de');
    renderWithNotice('de');
    const user = userEvent.setup();

    expect(
      await screen.findByText(
        'Die Sicherung konnte nicht in den Sicherungsspeicher geschrieben werden: the disk is full (no space left on device).',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Sicherung vom .* wiederherstellen/ }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Wiederherstellen' }),
    );

    const restored = await screen.findByRole('list', { name: 'Wiederhergestellt' });
    expect(within(restored).getByText('Einkaufslisten: 2')).toBeVisible();
    const leftOut = screen.getByRole('list', { name: 'Ausgelassen' });
    expect(
      within(leftOut).getByText(
        'Mitglieder der Einkaufslisten (1): Listen gehören jetzt zu Haushalten: Die Listenfreigabe älterer Sicherungen wird nicht wiederhergestellt, die Liste geht an ihren Haushalt.',
      ),
    ).toBeVisible();
    expect(
      within(leftOut).getByText(
        'Fotos (2): Ein Foto, das die Upload-Prüfung abgelehnt hat, wurde weggelassen; sein Rezept wurde ohne es wiederhergestellt, und ein Administrator oder die Person, die es gekocht hat, kann wieder eines hinzufügen. Dieses Konto wartet auf dieser Website bereits darauf, dass sich sein Inhaber anmeldet; der frühere Eintrag wurde behalten.',
      ),
    ).toBeVisible();
  });

  it('when a German administrator restores into a site with recipes, then the refusal is in German', async () => {
    server.use(
      answer(listBackups, () => list([record()])),
      answer(restoreListedBackup, () => failure(409, RESTORE_MESSAGES.notEmpty)),
    );
    await loadEveryCatalog('de');
    renderWithNotice('de');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: /Sicherung vom .* wiederherstellen/ }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Wiederherstellen' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Eine Wiederherstellung braucht eine leere Website: Diese hat bereits Rezepte. Stellen Sie in eine neue Installation wieder her.',
    );
  });

  it('when the site already has recipes, then the restore says so and nothing is reported restored', async () => {
    server.use(
      answer(listBackups, () => list([record()])),
      answer(restoreListedBackup, () => failure(409, NOT_EMPTY)),
    );
    renderSignedIn(<BackupsPage />, { user: ADMIN });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Restore the backup of/ }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_EMPTY);
    expect(screen.queryByText(/Restored \d+ recipes/)).not.toBeInTheDocument();
  });

  it('when the last scheduled backup failed, then the page and the header say so', async () => {
    const notice = {
      reason: 'failed' as const,
      message: 'The last scheduled backup failed: the backup storage refused the file.',
      error: 'the backup storage refused the file.',
      completed_on: null,
    };
    server.use(answer(listBackups, () => list([record()], notice)));
    renderWithNotice();

    expect(await screen.findByRole('alert')).toHaveTextContent(notice.message);
    expect(screen.getByRole('link', { name: /Backup failed/ })).toHaveAttribute('href', '/backups');
  });

  it('when a German administrator’s scheduled backups are overdue, then the page and the header say so in German with the date written the German way', async () => {
    const completed = '2026-11-20T03:00:00.000Z';
    const notice = {
      reason: 'overdue' as const,
      message: `The last scheduled backup completed on ${completed}, more than two schedule periods ago.`,
      error: null,
      completed_on: completed,
    };
    server.use(answer(listBackups, () => list([record()], notice)));
    await loadEveryCatalog('de');
    renderWithNotice('de');

    const date = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(completed),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Die letzte geplante Sicherung wurde am ${date} abgeschlossen, vor mehr als zwei Planungszeiträumen.`,
    );
    expect(screen.getByRole('link', { name: /Sicherung überfällig/ })).toHaveAttribute(
      'title',
      `Die letzte geplante Sicherung wurde am ${date} abgeschlossen, vor mehr als zwei Planungszeiträumen.`,
    );
  });

  it('when no scheduled backup has completed, then the page says so', async () => {
    const notice = {
      reason: 'overdue' as const,
      message: 'No scheduled backup has completed yet.',
      error: null,
      completed_on: null,
    };
    server.use(answer(listBackups, () => list([], notice)));
    renderWithNotice();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No scheduled backup has completed yet.',
    );
  });

  it('when scheduled backups are fine, then the header shows no notice', async () => {
    server.use(answer(listBackups, () => list([record()])));
    renderWithNotice();

    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /Backup/ })).not.toBeInTheDocument();
  });
});
