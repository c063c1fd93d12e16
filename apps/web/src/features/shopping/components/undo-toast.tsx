import type { ShoppingList } from '@family-recipes/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import toast, { type Toast } from 'react-hot-toast';
import { undoRemoval } from '../api/list-undo-api';
import { focusPutBack } from '../focus-after-tick';
import type { ShoppingT } from '../messages';
import { useSharedText } from '../../../i18n/shared-text';
import './undo-toast.css';

/** How long the toast of a removal stays, its Undo with it (while focused, it stays). */
export const UNDO_TOAST_MS = 15_000;
/** How long it stays once the focus has left its Undo. */
const AFTER_FOCUS_MS = 5_000;

export interface Removal {
  /** "“2 lemons” removed." */
  text: string;
  listId: string;
  /** The id the removal answered; without one there is nothing to undo. */
  undo: string | undefined;
  /** Moves the focus to the Undo button at once: the control that was used is gone. */
  focusUndo?: boolean;
  /**
   * The words of the toast in the reader's language: it is drawn outside the page's language
   * (app/provider.tsx), so it is handed the page's `t` of shoppingMessages.
   */
  t: ShoppingT;
}

/** The lines of the list the undo put back: those not on it before. */
const putBack = (before: readonly string[], after: ShoppingList) =>
  after.items.filter((item) => !before.includes(item._id));

/**
 * Says what a removal took off the list, with an Undo button that puts it back (the server does:
 * list-undo-api.ts). It stays UNDO_TOAST_MS, and as long as its Undo has the focus.
 */
export function toastRemoval(queryClient: QueryClient, removal: Removal): void {
  if (removal.undo === undefined) {
    toast.success(removal.text);
    return;
  }
  const undoId = removal.undo;
  const id = `undo-${undoId}`;
  // Once undone (or refused) the toast goes: the focus leaving its button must not bring it back.
  let finished = false;
  const show = (duration: number) =>
    toast.success(
      (shown) => (
        <UndoToast
          shown={shown}
          text={removal.text}
          t={removal.t}
          focusUndo={removal.focusUndo ?? false}
          onUndo={() => {
            finished = true;
            return undoRemoval(queryClient, removal.listId, undoId);
          }}
          onKeep={(keep) => {
            if (!finished) show(keep ? Infinity : Date.now() - shown.createdAt + AFTER_FOCUS_MS);
          }}
        />
      ),
      { id, duration },
    );
  show(UNDO_TOAST_MS);
}

function UndoToast({
  shown,
  text,
  t,
  focusUndo,
  onUndo,
  onKeep,
}: {
  shown: Toast;
  text: string;
  t: ShoppingT;
  focusUndo: boolean;
  onUndo: () => Promise<ShoppingList>;
  onKeep: (keep: boolean) => void;
}) {
  const shared = useSharedText();
  const button = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const textId = `${shown.id}-text`;

  useEffect(() => {
    if (focusUndo) button.current?.focus();
  }, [focusUndo]);

  const undo = async () => {
    setBusy(true);
    const before = [...document.querySelectorAll<HTMLElement>('.shopping-item__box')].map(
      (box) => box.dataset['item'] ?? '',
    );
    try {
      const list = await onUndo();
      toast.dismiss(shown.id);
      toast.success(t('putBack'));
      // The focus goes to the first line put back, once it is drawn; else it stays on the page.
      const [first] = putBack(before, list);
      if (first) focusPutBack(first._id, button.current);
    } catch (error) {
      toast.dismiss(shown.id);
      const why = error instanceof Error ? shared(error.message) : String(error);
      toast.error(t('undoFailed', { reason: why }));
    }
  };

  return (
    <span className="shopping-undo">
      <span id={textId}>{text}</span>{' '}
      <button
        ref={button}
        type="button"
        className="button button--secondary shopping-undo__button"
        aria-describedby={textId}
        disabled={busy}
        onFocus={() => onKeep(true)}
        onBlur={() => onKeep(false)}
        onClick={() => void undo()}
      >
        {t('undo')}
      </button>
    </span>
  );
}
