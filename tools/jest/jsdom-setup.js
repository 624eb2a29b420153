// What jsdom leaves out of the window and every browser the shop supports has.

// react-router needs TextEncoder/TextDecoder: Node's own.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });

// The shop's dialogs are <dialog> elements opened with showModal(): as a browser does, open and
// close them and fire 'close' a task later (jsdom has the element and its `open`, not the methods).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
}

// jsdom lays nothing out, so there is nothing to scroll: scrollIntoView does nothing, as in a page that fits.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
