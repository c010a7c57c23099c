import type { Channel, ContentItem, Rail, Screen, Section } from '@palco/contracts';

/** Entities shaped exactly like the API's, so fixtures pass the contracts' schemas. */
export function contentItem(overrides: Partial<ContentItem> = {}): ContentItem {
  const id = overrides.id ?? 'item-1';
  return {
    id,
    title: `Título ${id}`,
    short_description: 'Resumo curto.',
    description: 'Descrição longa.',
    year: 2024,
    images: { poster: `/api/images/poster/${id}.svg`, thumbnail: `/api/images/thumbnail/${id}.svg` },
    cast: [],
    creator: [],
    duration: 5400,
    genre: ['Drama'],
    trailer_id: null,
    media_id: `media-${id}`,
    rating: null,
    classification: 'M/12',
    premium: false,
    exclusive: false,
    label: null,
    action_type: 'DETAIL',
    action_value: id,
    type: 'MOVIE',
    audio_formats: ['pt'],
    subtitle_formats: [],
    release_date: null,
    premium_end_date: null,
    dynamic_label: null,
    seo_title: `Título ${id} | Palco`,
    seo_description: 'Descrição.',
    ...overrides,
  };
}

export function channel(overrides: Partial<Channel> = {}): Channel {
  const id = overrides.id ?? 'channel-1';
  return {
    id,
    name: `Canal ${id}`,
    logo: `/api/images/logo/${id}.svg`,
    media_id: null,
    dvr: false,
    fast: false,
    ...overrides,
  };
}

export function rail(overrides: Partial<Rail> = {}): Rail {
  return {
    id: 'rail-1',
    name: 'Em destaque',
    widget_type: 'carousel',
    design_type: 'poster',
    card_display: 'block',
    show_name: true,
    progress: false,
    contents: [],
    channels: [],
    has_more: false,
    ...overrides,
  };
}

export function screen(overrides: Partial<Screen> = {}): Screen {
  return { id: 'home-screen', name: 'Início', rails: [], ...overrides };
}

export function section(overrides: Partial<Section> = {}): Section {
  return { id: 'home', name: 'Início', slug: 'inicio', screen: 'home-screen', sub_menu: [], ...overrides };
}
