import type { Channel, ContentItem, Media } from '@palco/contracts';

export function contentItem(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id: 'item-1',
    title: 'Mar Alto',
    short_description: '',
    description: '',
    year: 2024,
    images: {},
    cast: [],
    creator: [],
    duration: 600,
    genre: [],
    trailer_id: null,
    media_id: 'media-1',
    rating: null,
    classification: null,
    premium: false,
    exclusive: false,
    label: null,
    action_type: 'VOD',
    action_value: 'item-1',
    type: 'MOVIE',
    audio_formats: [],
    subtitle_formats: [],
    release_date: null,
    premium_end_date: null,
    dynamic_label: null,
    seo_title: '',
    seo_description: '',
    user_status: null,
    ...overrides,
  };
}

export function media(overrides: Partial<Media> = {}): Media {
  return { id: 'media-1', url: '/api/media/demo/master.m3u8', type: 'hls', duration: 600, ...overrides };
}

export function channel(overrides: Partial<Channel> = {}): Channel {
  return {
    id: 'chan-1',
    name: 'Palco 1',
    logo: '',
    media_id: 'media-9',
    dvr: false,
    fast: false,
    ...overrides,
  };
}

export function userStatus(progress: number): NonNullable<ContentItem['user_status']> {
  return {
    watched: false,
    progress,
    favorite: false,
    classification: null,
    continue: true,
    current_episode: null,
  };
}
