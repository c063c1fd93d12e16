/** How many frames (about two seconds) a line's new place is waited for. */
const FRAMES = 120;

/**
 * Focuses what `find` gives once it is in the page, looked for on each frame for about two
 * seconds: a line ticked or unticked moves when the list answers, not at once. Nothing is done
 * when the cook has put the focus somewhere else meanwhile (anywhere but the page itself or
 * `left`, the control that is going away).
 */
function focusOnceThere(find: () => HTMLElement | null | undefined, left: Element | null): void {
  const attempt = (frames: number) => {
    const active = document.activeElement;
    const lost = !active || active === document.body || active === left || !active.isConnected;
    if (!lost) return;
    const target = find();
    if (target?.isConnected && target !== left) {
      target.focus();
      return;
    }
    if (frames > 0) requestAnimationFrame(() => attempt(frames - 1));
  };
  requestAnimationFrame(() => attempt(FRAMES));
}

/** The boxes of the group `box` is in: the basket's, or those of every aisle. */
function groupOf(box: HTMLInputElement): { boxes: HTMLInputElement[]; root: ParentNode } {
  const basket = box.closest('.shopping-basket');
  const root = box.closest('.shopping-panel') ?? document;
  const boxes = basket
    ? [...basket.querySelectorAll<HTMLInputElement>('.shopping-item__box')]
    : [...root.querySelectorAll<HTMLInputElement>('.shopping-aisle .shopping-item__box')];
  return { boxes, root };
}

/** The box after `box` in its group, else the one before. */
function neighbourOf(box: HTMLInputElement, boxes: HTMLInputElement[]) {
  const index = boxes.indexOf(box);
  return boxes[index + 1] ?? boxes[index - 1];
}

/**
 * A ticked line moves into the basket and an unticked one back to its aisle, so the box the cook
 * just used is gone from where it was. The focus goes on to the next box of the group it left
 * (or the one before), else to the basket's button (ticking) or to the line in its aisle
 * (unticking), once it is there, so a keyboard or screen reader user keeps their place.
 */
export function keepFocusAfterTick(box: HTMLInputElement | null, itemId: string): void {
  if (!box || document.activeElement !== box) return;
  const inBasket = box.closest('.shopping-basket') !== null;
  const { boxes, root } = groupOf(box);
  const next = neighbourOf(box, boxes);
  focusOnceThere(() => {
    if (next?.isConnected) return next;
    return inBasket
      ? root.querySelector<HTMLElement>(
          `.shopping-aisle .shopping-item__box[data-item="${itemId}"]`,
        )
      : root.querySelector<HTMLElement>('.shopping-basket__toggle');
  }, box);
}

/**
 * Before a line is removed: what takes the focus once it is gone, so that it stays in the list:
 * the next line's box of its group (or the one before), else the box to add an item. Call the
 * answer when the line is gone.
 */
export function focusAfterRemove(box: HTMLInputElement | null): () => void {
  if (!box) return () => undefined;
  const { boxes, root } = groupOf(box);
  const next = neighbourOf(box, boxes);
  const line = box.closest('li');
  const removed = document.activeElement;
  const elsewhere = () =>
    [
      ...root.querySelectorAll<HTMLElement>(
        '.shopping-aisle .shopping-item__box, .shopping-add-item input',
      ),
    ].find((candidate) => !line?.contains(candidate));
  return () => focusOnceThere(() => (next?.isConnected ? next : elsewhere()), removed);
}

/**
 * After an undo: the focus goes to the first line put back once it is drawn (the list may be
 * redrawn more than once as the answer and the household's live change arrive), unless the cook
 * has put it somewhere else meanwhile. `left` is the Undo button, which is going away.
 */
export function focusPutBack(itemId: string, left: Element | null): void {
  focusOnceThere(
    () => document.querySelector<HTMLElement>(`.shopping-item__box[data-item="${itemId}"]`),
    left,
  );
}
