import type { Section } from '@palco/contracts';

/** The screen to show for a section: the chosen sub-menu entry's, else the section's own. */
export function screenFor(section: Pick<Section, 'screen' | 'sub_menu'>, menuId: string | null): string {
  return section.sub_menu.find((entry) => entry.id === menuId)?.screen ?? section.screen;
}
