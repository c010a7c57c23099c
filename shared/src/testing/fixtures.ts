import type {
  Account,
  Channel,
  ContentItem,
  Media,
  Plan,
  Profile,
  Rail,
  Screen,
  Section,
  UserStatus,
} from '@palco/contracts';

// Entities shaped exactly as the API sends them, so that they pass the contracts' schemas; each builder
// takes the fields a test cares about and fills in the rest.

/** A signed-in account as `GET /v1/account` returns it: free, multi-profile, one profile. */
export function makeAccount(over: Partial<Account> = {}): Account {
  return {
    id: 'a1',
    email: 'joana@example.com',
    first_name: 'Joana',
    last_name: 'Silva',
    country: 'PT',
    city: null,
    birthday: null,
    gender: null,
    phone: null,
    username: null,
    photo_url: null,
    avatar: null,
    completed: true,
    is_multi_profile: true,
    premium: false,
    affiliate: null,
    profiles: [{ id: 'p1', name: 'Joana' }],
    extraParameters: { origin: null },
    ...over,
  };
}

/** A profile as `GET /v1/profiles` lists it: not the master, no PIN. */
export function makeProfile(over: Partial<Profile> = {}): Profile {
  return {
    id: 'p1',
    name: 'Joana',
    avatar: null,
    avatar_id: null,
    locale: 'pt_PT',
    subtitle_language: null,
    audio_language: null,
    has_pin: false,
    restriction_id: null,
    isMaster: false,
    ...over,
  };
}

/** A movie whose title, pictures, media and SEO title follow from its id (`Título item-1`, ...). */
export function makeContentItem(over: Partial<ContentItem> = {}): ContentItem {
  const id = over.id ?? 'item-1';
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
    ...over,
  };
}

/** What the viewer has done with a title: nothing yet unless told. */
export function makeUserStatus(over: Partial<UserStatus> = {}): UserStatus {
  return {
    watched: false,
    progress: 0,
    favorite: false,
    classification: null,
    continue: false,
    current_episode: null,
    ...over,
  };
}

/** A channel whose name and logo follow from its id; no stream unless given a `media_id`. */
export function makeChannel(over: Partial<Channel> = {}): Channel {
  const id = over.id ?? 'channel-1';
  return {
    id,
    name: `Canal ${id}`,
    logo: `/api/images/logo/${id}.svg`,
    media_id: null,
    dvr: false,
    fast: false,
    ...over,
  };
}

/** A playable stream as `GET /v1/content/media/{id}` returns it. */
export function makeMedia(over: Partial<Media> = {}): Media {
  return { id: 'media-1', url: '/api/media/demo/master.m3u8', type: 'hls', duration: 600, ...over };
}

/** A monthly subscription plan in euros, paid by card. */
export function makePlan(over: Partial<Plan> = {}): Plan {
  return {
    id: 'monthly',
    type: 'SUBSCRIPTION',
    name: 'Mensal',
    description: 'Tudo, todos os meses.',
    price: 6.99,
    full_price: 6.99,
    renewal_price: 6.99,
    currency: 'EUR',
    highlight: false,
    period_type: 'M',
    payment_methods: ['cc'],
    ...over,
  };
}

/** An empty poster carousel. */
export function makeRail(over: Partial<Rail> = {}): Rail {
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
    ...over,
  };
}

export function makeScreen(over: Partial<Screen> = {}): Screen {
  return { id: 'home-screen', name: 'Início', rails: [], ...over };
}

export function makeSection(over: Partial<Section> = {}): Section {
  return { id: 'home', name: 'Início', slug: 'inicio', screen: 'home-screen', sub_menu: [], ...over };
}
