/** Enters fullscreen on the element, or leaves it when something is already fullscreen. */
export async function toggleFullscreen(element: HTMLElement): Promise<void> {
  if (document.fullscreenElement) await document.exitFullscreen();
  else await element.requestFullscreen();
}
