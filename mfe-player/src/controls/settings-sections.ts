import type { TFunction } from 'i18next';
import { AUTO_QUALITY } from '../engine/PlayerEngine';
import { qualityChoices, qualityLabel, trackLabel } from '../tracks/track-label';
import type { Tracks } from '../tracks/useTracks';

export interface SettingsOption {
  key: string;
  label: string;
  /** BCP 47 of a label in the stream's language rather than the interface's. */
  lang?: string;
  checked: boolean;
  select: () => void;
}

/** One radio group of the settings menu. */
export interface SettingsSection {
  key: 'audio' | 'subtitles' | 'quality';
  title: string;
  options: SettingsOption[];
}

/**
 * The settings menu's groups: audio, subtitles (off and each track) and quality (automatic and each
 * height), each only when the stream offers a choice in it.
 */
export function settingsSections(tracks: Tracks, t: TFunction, locale: string): SettingsSection[] {
  const sections: SettingsSection[] = [];

  if (tracks.audioTracks.length > 1) {
    sections.push({
      key: 'audio',
      title: t('PLAYER_AUDIO'),
      options: tracks.audioTracks.map((track, index) => {
        const { text, lang } = trackLabel(track, index, t, locale);
        return {
          key: `audio-${track.id}`,
          label: text,
          lang,
          checked: track.id === tracks.audioTrack,
          select: () => tracks.chooseAudio(track.id),
        };
      }),
    });
  }

  if (tracks.textTracks.length > 0) {
    sections.push({
      key: 'subtitles',
      title: t('PLAYER_SUBTITLES'),
      options: [
        {
          key: 'subtitles-off',
          label: t('PLAYER_SUBTITLES_OFF'),
          checked: tracks.textTrack === null,
          select: () => tracks.chooseText(null),
        },
        ...tracks.textTracks.map((track, index) => {
          const { text, lang } = trackLabel(track, index, t, locale);
          return {
            key: `subtitles-${track.id}`,
            label: text,
            lang,
            checked: track.id === tracks.textTrack,
            select: () => tracks.chooseText(track.id),
          };
        }),
      ],
    });
  }

  const choices = qualityChoices(tracks.qualities);
  if (choices.length > 1) {
    const auto = tracks.quality === AUTO_QUALITY;
    const pinned = tracks.qualities.find((quality) => quality.id === tracks.quality);
    const playing = tracks.qualities.find((quality) => quality.id === tracks.playingQuality);
    sections.push({
      key: 'quality',
      title: t('PLAYER_QUALITY'),
      options: [
        {
          key: 'quality-auto',
          label:
            auto && playing
              ? t('PLAYER_QUALITY_AUTO_PLAYING', { quality: qualityLabel(playing, t) })
              : t('PLAYER_QUALITY_AUTO'),
          checked: auto,
          select: () => tracks.chooseQuality(AUTO_QUALITY),
        },
        ...choices.map((quality) => ({
          key: `quality-${quality.id}`,
          label: qualityLabel(quality, t),
          // A rendition pinned elsewhere than in this menu shows as the one of its height offered here.
          checked: !auto && pinned !== undefined && qualityLabel(pinned, t) === qualityLabel(quality, t),
          select: () => tracks.chooseQuality(quality.id),
        })),
      ],
    });
  }

  return sections;
}
