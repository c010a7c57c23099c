import { addTranslations, createI18n } from '@palco/shared';
import type { MediaTrack, VideoQuality } from '../engine/PlayerEngine';
import { dictionaries } from '../testing/dictionaries';
import type { Tracks } from '../tracks/useTracks';
import { settingsSections } from './settings-sections';

const i18n = createI18n('pt_PT');
addTranslations(dictionaries, i18n);
const t = i18n.getFixedT('pt_PT');

const track = (id: string, language: string, label = ''): MediaTrack => ({ id, language, label });
const quality = (id: string, height: number, bitrate: number): VideoQuality => ({ id, height, bitrate });

function tracks(over: Partial<Tracks> = {}): Tracks {
  return {
    audioTracks: [],
    audioTrack: null,
    textTracks: [],
    textTrack: null,
    qualities: [],
    quality: 'auto',
    playingQuality: null,
    chooseAudio: jest.fn(),
    chooseText: jest.fn(),
    chooseQuality: jest.fn(),
    toggleSubtitles: jest.fn(),
    ...over,
  };
}

const labels = (sections: ReturnType<typeof settingsSections>, key: string): string[] =>
  sections.find((section) => section.key === key)?.options.map((option) => option.label) ?? [];

describe('settingsSections', () => {
  it('offers nothing for a stream with one audio track, no subtitles and one rendition', () => {
    const single = tracks({
      audioTracks: [track('0', 'pt', 'Português')],
      audioTrack: '0',
      qualities: [quality('0', 720, 2_000_000)],
    });
    expect(settingsSections(single, t, 'pt_PT')).toEqual([]);
  });

  it('offers each audio track by the stream’s name, marked with its language, and the one playing checked', () => {
    const chooseAudio = jest.fn();
    const sections = settingsSections(
      tracks({
        audioTracks: [track('0', 'pt', 'Português'), track('1', 'en', 'English')],
        audioTrack: '1',
        chooseAudio,
      }),
      t,
      'pt_PT',
    );
    expect(sections.map((section) => section.title)).toEqual(['Áudio']);
    const [portuguese, english] = sections[0]!.options;
    expect(english).toEqual(expect.objectContaining({ label: 'English', lang: 'en', checked: true }));
    expect(portuguese?.checked).toBe(false);
    portuguese?.select();
    expect(chooseAudio).toHaveBeenCalledWith('0');
  });

  it('names unnamed tracks by their language in the interface’s, else by number', () => {
    const sections = settingsSections(
      tracks({ audioTracks: [track('0', 'fra'), track('1', 'und')], audioTrack: '0' }),
      t,
      'pt_PT',
    );
    expect(labels(sections, 'audio')).toEqual(['Francês', 'Faixa 2']);
    expect(sections[0]!.options[0]!.lang).toBeUndefined();
  });

  it('offers subtitles off and each track as soon as there is one', () => {
    const chooseText = jest.fn();
    const sections = settingsSections(
      tracks({ textTracks: [track('s', 'pt-PT', 'Português')], chooseText }),
      t,
      'pt_PT',
    );
    expect(labels(sections, 'subtitles')).toEqual(['Desativadas', 'Português']);
    const [off, portuguese] = sections[0]!.options;
    expect(off?.checked).toBe(true);
    expect(portuguese?.lang).toBe('pt-PT');
    off?.select();
    expect(chooseText).toHaveBeenCalledWith(null);
  });

  it('offers automatic, with what it plays, and each height once, best first', () => {
    const chooseQuality = jest.fn();
    const sections = settingsSections(
      tracks({
        qualities: [
          quality('0', 360, 800_000),
          quality('1', 720, 2_500_000),
          quality('2', 720, 3_500_000),
          quality('3', 1080, 6_000_000),
        ],
        playingQuality: '1',
        chooseQuality,
      }),
      t,
      'pt_PT',
    );
    expect(labels(sections, 'quality')).toEqual(['Automática (720p)', '1080p', '720p', '360p']);
    const options = sections[0]!.options;
    expect(options.map((option) => option.checked)).toEqual([true, false, false, false]);
    options[2]?.select();
    expect(chooseQuality).toHaveBeenCalledWith('2');
    options[0]?.select();
    expect(chooseQuality).toHaveBeenLastCalledWith('auto');
  });

  it('checks the height pinned, and says automatic alone when a rendition is pinned', () => {
    const sections = settingsSections(
      tracks({
        qualities: [
          quality('0', 720, 2_500_000),
          quality('1', 720, 3_500_000),
          quality('2', 1080, 6_000_000),
        ],
        quality: '0',
        playingQuality: '0',
      }),
      t,
      'pt_PT',
    );
    expect(sections[0]!.options.map((option) => [option.label, option.checked])).toEqual([
      ['Automática', false],
      ['1080p', false],
      ['720p', true],
    ]);
  });

  it('names renditions without a height by their bitrate', () => {
    const sections = settingsSections(
      tracks({ qualities: [quality('0', 0, 128_000), quality('1', 0, 256_000)] }),
      t,
      'pt_PT',
    );
    expect(labels(sections, 'quality')).toEqual(['Automática', '256 kbps', '128 kbps']);
  });
});
