import type { MediaTrack } from '../engine/PlayerEngine';
import { bestTrack, chooseTracks, type TrackSelection, wishesFrom } from './track-choice';

const track = (id: string, language: string, label = ''): MediaTrack => ({ id, language, label });

/** A stream as HLS writes it: Portuguese and English audio, three subtitle tracks. */
const HLS_AUDIO = [track('0', 'pt', 'Português'), track('1', 'en', 'English')];
const HLS_TEXT = [
  track('0', 'pt-PT', 'Português'),
  track('1', 'pt-BR', 'Português (Brasil)'),
  track('2', 'fr'),
];
/** The same stream as an MP4 or DASH file writes it, in ISO 639-2. */
const ISO_AUDIO = [track('a', 'eng'), track('b', 'por')];
const ISO_TEXT = [track('s1', 'fre'), track('s2', 'por')];

describe('chooseTracks from the profile', () => {
  type Available = { audio: MediaTrack[]; text: MediaTrack[] };
  it.each<[string, string | null, string | null, Available, TrackSelection]>([
    [
      'audio in pt, no subtitles',
      'pt',
      null,
      { audio: HLS_AUDIO, text: HLS_TEXT },
      { audio: '0', text: null },
    ],
    ['audio in en', 'en', null, { audio: HLS_AUDIO, text: HLS_TEXT }, { audio: '1', text: null }],
    ['audio as por (ISO 639-2)', 'por', null, { audio: HLS_AUDIO, text: [] }, { audio: '0', text: null }],
    [
      'audio as pt_PT against ISO codes',
      'pt_PT',
      null,
      { audio: ISO_AUDIO, text: [] },
      { audio: 'b', text: null },
    ],
    ['audio as EN-gb', 'EN-gb', null, { audio: ISO_AUDIO, text: [] }, { audio: 'a', text: null }],
    [
      'subtitles in pt-PT, region first',
      null,
      'pt-PT',
      { audio: HLS_AUDIO, text: HLS_TEXT },
      { audio: '0', text: '0' },
    ],
    ['subtitles as pt_BR', null, 'pt_BR', { audio: HLS_AUDIO, text: HLS_TEXT }, { audio: '0', text: '1' }],
    [
      'subtitles as pt: the first Portuguese',
      null,
      'pt',
      { audio: HLS_AUDIO, text: HLS_TEXT },
      { audio: '0', text: '0' },
    ],
    ['subtitles as fra', null, 'fra', { audio: HLS_AUDIO, text: HLS_TEXT }, { audio: '0', text: '2' }],
    [
      'subtitles as por against ISO codes',
      null,
      'por',
      { audio: ISO_AUDIO, text: ISO_TEXT },
      { audio: 'a', text: 's2' },
    ],
    [
      'subtitles in a language the stream lacks: none',
      null,
      'de',
      { audio: HLS_AUDIO, text: HLS_TEXT },
      { audio: '0', text: null },
    ],
    [
      'audio in a language the stream lacks: its default',
      'de',
      null,
      { audio: HLS_AUDIO, text: [] },
      { audio: '0', text: null },
    ],
    [
      'no profile languages: default audio, no subtitles',
      null,
      null,
      { audio: ISO_AUDIO, text: ISO_TEXT },
      { audio: 'a', text: null },
    ],
    [
      'empty profile languages count as none',
      '',
      '',
      { audio: HLS_AUDIO, text: HLS_TEXT },
      { audio: '0', text: null },
    ],
    ['a stream without tracks', 'en', 'en', { audio: [], text: [] }, { audio: null, text: null }],
  ])('%s', (_name, audioLanguage, subtitleLanguage, tracks, expected) => {
    // The engine starts on its first audio track (the stream's default) and, at times, its default subtitles.
    const current = { audio: tracks.audio[0]?.id ?? null, text: tracks.text[0]?.id ?? null };
    expect(chooseTracks(tracks, current, wishesFrom({ audioLanguage, subtitleLanguage }))).toEqual(expected);
  });
});

describe('bestTrack', () => {
  const english = [track('main', 'en', 'English'), track('ad', 'en', 'English (described)')];

  it('keeps the track already on among tracks of the same language', () => {
    expect(bestTrack(english, { language: 'en' }, 'ad')?.id).toBe('ad');
    expect(bestTrack(english, { language: 'en' }, null)?.id).toBe('main');
  });

  it('finds a track picked by name again, over the one on', () => {
    expect(bestTrack(english, { language: 'en', label: 'English (described)' }, 'main')?.id).toBe('ad');
  });

  it('prefers the region to the one on', () => {
    const portuguese = [track('br', 'pt-BR'), track('pt', 'pt-PT')];
    expect(bestTrack(portuguese, { language: 'pt_PT' }, 'br')?.id).toBe('pt');
  });

  it('finds nothing for a wish that names no language', () => {
    expect(bestTrack(english, { language: 'und' }, null)).toBeNull();
  });
});

describe('bestTrack without languages', () => {
  it('finds a track the stream names no language for by its name', () => {
    const unnamed = [track('0', '', 'Main'), track('1', '', 'Commentary')];
    expect(bestTrack(unnamed, { language: '', label: 'Commentary' }, '0')?.id).toBe('1');
    expect(bestTrack(unnamed, { language: '' }, '0')).toBeNull();
  });
});
