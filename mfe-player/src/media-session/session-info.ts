import type { TFunction } from 'i18next';
import type { ImageKind, Images } from '@palco/contracts';

/** What the system's media controls (lock screen, notification, hardware keys' overlay) show. */
export interface MediaSessionInfo {
  title: string;
  /** The series and episode, or the channel's live label; empty when there is nothing to add. */
  subtitle: string;
  artwork: MediaImage[];
}

/**
 * The item or channel playing, read for whichever of these fields it has: a content item has a title,
 * images and, for an episode, its series; a channel a name and a logo.
 */
export interface SessionSubject {
  media_id: string | null;
  title?: string;
  name?: string;
  series?: { title: string } | null;
  season?: { season: number } | null;
  episode_number?: number | null;
  images?: Images;
  logo?: string;
}

/** Wide pictures first: lock screens and notifications crop to a landscape or a square. */
const ARTWORK_KINDS: readonly ImageKind[] = ['thumbnail', 'landscape', 'background', 'poster'];

/** The media controls' text and pictures for a subject, or null before it has a name. */
export function sessionInfo(subject: SessionSubject, live: boolean, t: TFunction): MediaSessionInfo | null {
  const title = subject.title || subject.name;
  if (!title) return null;
  const { series, season, episode_number: episode } = subject;
  let subtitle = '';
  if (series && season && episode != null)
    subtitle = t('PLAYER_EPISODE_SUBTITLE', { series: series.title, season: season.season, episode });
  else if (series) subtitle = series.title;
  else if (live) subtitle = t('PLAYER_LIVE');
  const sources = [...ARTWORK_KINDS.map((kind) => subject.images?.[kind]), subject.logo];
  const artwork = [...new Set(sources.filter((src): src is string => Boolean(src)))].map((src) => ({ src }));
  return { title, subtitle, artwork };
}
