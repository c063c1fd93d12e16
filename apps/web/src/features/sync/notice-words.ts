import { formatMessage, sharedTextMatch } from '@family-recipes/shared';
import { useEffect, useState } from 'react';
import { useLanguage, useLoadedT, type Translate } from '../../i18n/language';
import { sharedTextMessages } from '../../i18n/shared-text';
import type { PendingOp } from './kitchen-writes';
import { syncMessages, type SyncKey } from './messages';

const english: Translate<SyncKey> = (key, values) =>
  formatMessage(syncMessages.en[key], values, 'en');

/**
 * The words notices are written in: the signed-in cook's language while the site is open
 * (`useSyncWords`), English before it is known. Notices are written when the server answers,
 * outside any component, and kept as written.
 */
let words: Translate<SyncKey> = english;

/** The server's reason (one of the shared texts, in English) in the same language as `words`. */
let reasonWords = (reason: string): string => reason;

/**
 * Writes notices in the reader's language from now on. Its catalog loads on its own; until it
 * has, and if it cannot (offline), notices are written in English: a waiting change is never
 * held up for its words.
 */
export function useSyncWords(): void {
  const { language } = useLanguage();
  const t = useLoadedT(syncMessages);
  const shared = useLoadedT(sharedTextMessages);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (language === 'en') return;
    let open = true;
    Promise.all([syncMessages.load(language), sharedTextMessages.load(language)]).then(
      () => open && setLoaded((n) => n + 1),
      () => undefined,
    );
    return () => {
      open = false;
    };
  }, [language]);
  useEffect(() => {
    const reasonIn = (reason: string) => {
      const match = sharedTextMatch(reason);
      return match === undefined ? reason : shared(match.key, match.values);
    };
    words = t;
    reasonWords = reasonIn;
    return () => {
      if (words === t) words = english;
      if (reasonWords === reasonIn) reasonWords = (reason) => reason;
    };
  });
}

/** What the cook changed, in their words. */
function changeText(op: PendingOp): string {
  switch (op.kind) {
    case 'check':
      return words(op.checked ? 'changeTick' : 'changeUntick', { label: op.label });
    case 'edit':
    case 'add':
      return words('changeLine', { text: op.text });
    case 'cooked':
      return words('changeNote');
  }
}

/** The cook's change was kept over `line`, someone else's. */
export const replacedText = (line: string) => words('replaced', { line });

/** Someone else changed the line after the cook; their version `line` was kept. */
export const changedLaterText = (op: Extract<PendingOp, { label: string }>, line: string) =>
  words('notKeptChangedLater', { change: changeText(op), label: op.label, line });

/** The line, list or recipe the change was for is gone. */
export const goneText = (op: PendingOp) =>
  words(op.kind === 'cooked' ? 'notKeptRecipeGone' : 'notKeptLineGone', {
    change: changeText(op),
  });

/** The server refused the change for `reason` (its own words; none said). */
export const refusalText = (op: PendingOp, reason: string) =>
  reason === ''
    ? words('notKept', { change: changeText(op) })
    : words('notKeptBecause', { change: changeText(op), reason: reasonWords(reason) });

/** What the cook is asked when changes made offline could not be sent before logging out. */
export const discardQuestion = (left: number) => words('discardQuestion', { count: left });
