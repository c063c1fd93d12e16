import { KITCHEN_MESSAGES } from '@family-recipes/shared';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { LanguageProvider } from '../../i18n/language';
import { makeItem } from '../../testing/shopping-lists';
import { refusalNotice, replacedNotice } from './kitchen-notices';
import type { PendingOp } from './kitchen-writes';
import sharedDe from '../../../../../packages/shared/src/i18n/locales/de.json';
import { sharedTextMessages } from '../../i18n/shared-text';
import de from './locales/de.json';
import { syncMessages } from './messages';
import { discardQuestion, useSyncWords } from './notice-words';

const tick: PendingOp = {
  kind: 'check',
  op_id: 'op-1',
  edited_at: '2026-11-30T12:00:00.000Z',
  list_id: 'list-1',
  item_id: 'item-1',
  base_version: 1,
  label: '2 Karotten',
  checked: true,
};

const other = makeItem({ quantity: 3, units: '', ingredient: 'Karotten' });

function SyncWords() {
  useSyncWords();
  return null;
}

describe('notices in the cook’s language', () => {
  it('when the site is open in German, then notices are written in German, and in English again once it closes', async () => {
    await Promise.all([syncMessages.load('de'), sharedTextMessages.load('de')]);
    let view: ReturnType<typeof render> | undefined;
    await act(async () => {
      view = render(
        <LanguageProvider initial="de">
          <SyncWords />
        </LanguageProvider>,
      );
    });

    expect(replacedNotice(tick, other).text).toBe('Ihre Änderung hat „3 Karotten“ ersetzt.');
    expect(refusalNotice(tick, new ApiError(404, 'Item not found'))?.text).toBe(
      'Nicht übernommen: Abhaken von „2 Karotten“, weil diese Zeile oder Liste nicht mehr existiert.',
    );
    // The server's own reason, one of the shared texts, reads in German too.
    const cooked: PendingOp = {
      kind: 'cooked',
      op_id: 'op-2',
      edited_at: tick.edited_at,
      recipe_id: 'recipe-1',
      rating: 5,
      note: '',
    };
    const reason = sharedDe['KITCHEN_MESSAGES.cookedDayInFuture'];
    expect(reason).not.toBe(KITCHEN_MESSAGES.cookedDayInFuture);
    expect(
      refusalNotice(cooked, new ApiError(400, KITCHEN_MESSAGES.cookedDayInFuture))?.text,
    ).toContain(reason);
    expect(discardQuestion(2)).toContain('2 Änderungen, die Sie offline vorgenommen haben');
    expect(de.savedOnDevice).not.toBe(syncMessages.en.savedOnDevice);

    view?.unmount();
    expect(replacedNotice(tick, other).text).toBe('Your change replaced “3 Karotten”.');
    expect(
      refusalNotice(tick, new ApiError(400, KITCHEN_MESSAGES.listNameRequired))?.text,
    ).toContain(KITCHEN_MESSAGES.listNameRequired);
    expect(discardQuestion(1)).toBe(
      '1 change you made offline has not been sent yet. Log out and delete it from this device? Choose Cancel to stay logged in; they are sent when you are back online.',
    );
  });
});
