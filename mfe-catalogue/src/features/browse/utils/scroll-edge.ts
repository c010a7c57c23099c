/** How close to the end of a carousel counts as the end; a little slack so the next page starts early. */
export const SCROLL_END_SLACK_PX = 48;

export interface ScrollBox {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

export function isAtStart(box: ScrollBox): boolean {
  return box.scrollLeft <= 1;
}

/** True when the viewer has scrolled (or can see) to the last cards. */
export function isNearEnd(box: ScrollBox, slack: number = SCROLL_END_SLACK_PX): boolean {
  return box.scrollLeft + box.clientWidth >= box.scrollWidth - slack;
}
