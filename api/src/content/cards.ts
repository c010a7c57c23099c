import {
  type CardItem,
  CardItemSchema,
  type CardRail,
  type CardScreen,
  type ContentItem,
  type Rail,
  type Screen,
} from '@palco/contracts';

/** What a card shows of a title, as contracts' `CardItem` names it, but for the rail-dependent text. */
const CARD_FIELDS = Object.keys(CardItemSchema.shape).filter(
  (field): field is Exclude<keyof CardItem, 'short_description'> => field !== 'short_description',
);

/** Rails whose cards show a title's short description: descriptive cards, and heroes. */
function showsDescription(rail: Pick<Rail, 'design_type' | 'card_display'>): boolean {
  return rail.design_type === 'descriptive' || rail.card_display === 'fullscreen';
}

/** A title as a card of `rail` shows it: the card's fields, and its short description where the rail shows one. */
export function cardOf(item: ContentItem, rail: Pick<Rail, 'design_type' | 'card_display'>): CardItem {
  const card: Record<string, unknown> = {};
  for (const field of CARD_FIELDS) {
    if (item[field] !== undefined) card[field] = item[field];
  }
  if (showsDescription(rail)) card.short_description = item.short_description;
  return card as CardItem;
}

function cardRail(rail: Rail): CardRail {
  return { ...rail, contents: rail.contents.map((item) => cardOf(item, rail)) };
}

/** A screen with its rails' titles as cards (`GET /v1/content/screen/{id}/cards`). */
export function cardScreen(screen: Screen): CardScreen {
  return { ...screen, rails: screen.rails.map(cardRail) };
}
