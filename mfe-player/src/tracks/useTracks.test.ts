import { act, renderHook } from '@testing-library/react';
import type { MediaTrack } from '../engine/PlayerEngine';
import { FakeEngine } from '../testing/FakeEngine';
import type { LanguagePreferences } from './track-choice';
import { useTracks } from './useTracks';

const track = (id: string, language: string, label = ''): MediaTrack => ({ id, language, label });
const AUDIO = [track('0', 'pt', 'Português'), track('1', 'en', 'English')];
const TEXT = [track('0', 'pt', 'Português'), track('1', 'en', 'English'), track('2', 'fr', 'Français')];

function render(engine: FakeEngine | null, preferences: LanguagePreferences) {
  return renderHook(({ current }) => useTracks(current, preferences), {
    initialProps: { current: engine },
  });
}

describe('useTracks', () => {
  it('plays the profile’s audio and subtitle languages once the stream lists its tracks', () => {
    const engine = new FakeEngine();
    const { result } = render(engine, { audioLanguage: 'eng', subtitleLanguage: 'pt_PT' });
    act(() => engine.announceTracks(AUDIO, TEXT));
    expect(engine.audioTrack).toBe('1');
    expect(engine.textTrack).toBe('0');
    expect(result.current.audioTrack).toBe('1');
    expect(result.current.textTrack).toBe('0');
    expect(result.current.textTracks).toEqual(TEXT);
  });

  it('keeps the stream’s default audio and shows no subtitles for a profile without languages', () => {
    const engine = new FakeEngine();
    engine.textTrack = '2';
    render(engine, { audioLanguage: null, subtitleLanguage: null });
    act(() => engine.announceTracks(AUDIO, TEXT));
    expect(engine.audioTrack).toBe('0');
    expect(engine.textTrack).toBeNull();
  });

  it('turns off the subtitles an engine switches on by itself after listing them', () => {
    const engine = new FakeEngine();
    render(engine, { audioLanguage: null, subtitleLanguage: null });
    act(() => engine.announceTracks(AUDIO, TEXT));
    act(() => engine.setTextTrack('1'));
    expect(engine.textTrack).toBeNull();
  });

  it('stops asking an engine that will not take the track', () => {
    const engine = new FakeEngine();
    const refused = jest.spyOn(engine, 'setTextTrack').mockImplementation(() => undefined);
    engine.textTrack = '1';
    render(engine, { audioLanguage: null, subtitleLanguage: 'fr' });
    act(() => engine.announceTracks(AUDIO, TEXT));
    for (let report = 0; report < 5; report += 1) act(() => engine.announceTracks(AUDIO, TEXT));
    expect(refused).toHaveBeenCalledTimes(3);
    expect(refused).toHaveBeenCalledWith('2');
  });

  it('keeps the viewer’s choice over the profile’s, on a retry’s new engine too', () => {
    const engine = new FakeEngine();
    const { result, rerender } = render(engine, { audioLanguage: 'pt', subtitleLanguage: null });
    act(() => engine.announceTracks(AUDIO, TEXT));
    act(() => result.current.chooseAudio('1'));
    act(() => result.current.chooseText('2'));
    act(() => engine.announceTracks(AUDIO, TEXT));
    expect(engine.audioTrack).toBe('1');
    expect(engine.textTrack).toBe('2');

    const retry = new FakeEngine();
    rerender({ current: retry });
    // The new engine lists the same tracks in another order.
    act(() => retry.announceTracks([AUDIO[1]!, AUDIO[0]!], [TEXT[2]!, TEXT[0]!]));
    expect(retry.audioTrack).toBe('1');
    expect(retry.textTrack).toBe('2');
  });

  it('toggles subtitles: on in the profile’s language, off, then back to the last shown', () => {
    const engine = new FakeEngine();
    const { result } = render(engine, { audioLanguage: null, subtitleLanguage: 'en' });
    act(() => engine.announceTracks(AUDIO, TEXT));
    expect(engine.textTrack).toBe('1');
    act(() => result.current.toggleSubtitles());
    expect(engine.textTrack).toBeNull();
    act(() => result.current.toggleSubtitles());
    expect(engine.textTrack).toBe('1');
    act(() => result.current.chooseText('2'));
    act(() => result.current.toggleSubtitles());
    act(() => result.current.toggleSubtitles());
    expect(engine.textTrack).toBe('2');
  });

  it('toggles to the first subtitles when the profile has no subtitle language', () => {
    const engine = new FakeEngine();
    const { result } = render(engine, { audioLanguage: null, subtitleLanguage: null });
    act(() => result.current.toggleSubtitles());
    expect(engine.textTrack).toBeNull();
    act(() => engine.announceTracks(AUDIO, TEXT));
    act(() => result.current.toggleSubtitles());
    expect(engine.textTrack).toBe('0');
  });

  it('follows the renditions and pins the one chosen', () => {
    const engine = new FakeEngine();
    const { result } = render(engine, { audioLanguage: null, subtitleLanguage: null });
    expect(result.current.quality).toBe('auto');
    act(() =>
      engine.announceQualities([
        { id: '0', height: 720, bitrate: 3_000_000 },
        { id: '1', height: 1080, bitrate: 6_000_000 },
      ]),
    );
    expect(result.current.qualities).toHaveLength(2);
    expect(result.current.playingQuality).toBe('0');
    act(() => result.current.chooseQuality('1'));
    expect(engine.quality).toBe('1');
    expect(result.current.quality).toBe('1');
  });

  it('has nothing before the engine exists', () => {
    const { result } = render(null, { audioLanguage: 'pt', subtitleLanguage: 'pt' });
    expect(result.current.audioTracks).toEqual([]);
    expect(result.current.quality).toBe('auto');
    expect(() => result.current.toggleSubtitles()).not.toThrow();
  });
});
