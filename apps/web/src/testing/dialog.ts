/**
 * jsdom has the <dialog> element but not its modal behaviour: here showModal and close toggle
 * `open`, and Escape fires `cancel` as in a browser (the keyboard journeys in e2e check the real
 * one).
 */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { polyfilled?: boolean };
  if (proto.polyfilled || typeof proto.showModal === 'function') return;
  proto.polyfilled = true;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      const cancel = new Event('cancel', { cancelable: true });
      if (this.dispatchEvent(cancel)) this.close();
    });
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
