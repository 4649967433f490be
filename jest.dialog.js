/* global HTMLDialogElement */
/**
 * jsdom has <dialog> but not its modal methods. This gives it the part a component's own code sees
 * (the `open` attribute and the close event); what the browser adds to a modal dialog (the top
 * layer, focus kept inside, the page behind inert) is tested in the browser tests.
 */
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close() {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
