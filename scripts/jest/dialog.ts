// jsdom has HTMLDialogElement but not its methods. This stands in for what the tests rely on: `open`
// follows showModal/close, close fires `close`, and an Escape keydown nobody handled sends `cancel` to the
// topmost modal, which closes unless `cancel` is prevented. Focus containment and the top layer are the
// browser's; the Playwright tests check those in Chromium.
const proto = HTMLDialogElement.prototype;
if (typeof proto.showModal !== 'function') {
  const modals: HTMLDialogElement[] = [];
  proto.showModal = function showModal(this: HTMLDialogElement): void {
    this.setAttribute('open', '');
    modals.push(this);
  };
  proto.show = function show(this: HTMLDialogElement): void {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement): void {
    if (!this.open) return;
    this.removeAttribute('open');
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const topmost = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (topmost?.dispatchEvent(new Event('cancel', { cancelable: true }))) topmost.close();
  });
}
