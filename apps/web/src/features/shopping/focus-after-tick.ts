/**
 * A ticked line moves into the basket and an unticked one back to its aisle, so the box the cook
 * just used is gone from where it was. The focus goes on to the next box of the group it left
 * (or the one before), else to the basket's button (ticking) or to the line in its aisle
 * (unticking), so a keyboard or screen reader user keeps their place.
 */
export function keepFocusAfterTick(box: HTMLInputElement | null, itemId: string): void {
  if (!box || document.activeElement !== box) return;
  const basket = box.closest('.shopping-basket');
  const panel = box.closest('.shopping-panel') ?? document;
  const group = basket
    ? [...basket.querySelectorAll<HTMLInputElement>('.shopping-item__box')]
    : [...panel.querySelectorAll<HTMLInputElement>('.shopping-aisle .shopping-item__box')];
  const index = group.indexOf(box);
  const next = group[index + 1] ?? group[index - 1];
  requestAnimationFrame(() => {
    const fallback = basket
      ? panel.querySelector<HTMLElement>(`.shopping-item__box[data-item="${itemId}"]`)
      : panel.querySelector<HTMLElement>('.shopping-basket__toggle');
    (next?.isConnected ? next : fallback)?.focus();
  });
}
