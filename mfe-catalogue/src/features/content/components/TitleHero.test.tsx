import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addTranslations, i18n, translationsReady } from '@palco/shared';
import { type FakeApi, fakeApi, ok, renderWithProviders } from '@palco/shared/testing';
import { dictionaries } from '../../../i18n';
import { contentDictionaries } from '../i18n';
import { TitleHero } from './TitleHero';

// Each language is loaded when a page needs it (a title's page asks for its own strings beside its code);
// these tests switch language under a rendered page.
beforeAll(async () => {
  addTranslations(dictionaries);
  addTranslations(contentDictionaries);
  await Promise.all([translationsReady('pt_PT'), translationsReady('en'), translationsReady('fr_FR')]);
});

const TRAILER = { id: 'trailer-m1', url: '/api/media/demo/demo.mp4', type: 'mp4', duration: 20 };

let api: FakeApi;
let play: jest.SpyInstance;
let pause: jest.SpyInstance;
/** What the viewer asked the browser for, read through matchMedia. */
let asked: { reducedMotion: boolean; reducedData: boolean };
const motionListeners = new Set<() => void>();

beforeEach(() => {
  asked = { reducedMotion: false, reducedData: false };
  motionListeners.clear();
  window.matchMedia = jest.fn((query: string) => ({
    // Live, as a MediaQueryList is: it answers what the viewer asks for now.
    get matches() {
      return (
        (query.includes('prefers-reduced-motion') && asked.reducedMotion) ||
        (query.includes('prefers-reduced-data') && asked.reducedData)
      );
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => motionListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => motionListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  // jsdom plays nothing: these stand for the browser, firing the events a real video fires.
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
  jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('probably');
  api = fakeApi({ 'GET /v1/content/media/trailer-m1': ok(TRAILER) });
});

afterEach(async () => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
  await api.restore();
});

function renderHero(trailerId: string | null = 'trailer-m1'): void {
  renderWithProviders(
    <TitleHero background="/api/images/background/m1.svg" trailerId={trailerId}>
      <h1>Os Maias</h1>
      <a href="/vod/os-maias/m1">Ver</a>
    </TitleHero>,
    dictionaries,
  );
}

const video = (): HTMLVideoElement => screen.getByTestId<HTMLVideoElement>('hero-trailer');
/** The viewer points at the hero: the interest that lets the trailer start by itself. */
async function pointAtHero(): Promise<void> {
  await screen.findByRole('button', { name: /trailer/i });
  fireEvent.pointerEnter(screen.getByRole('heading', { name: 'Os Maias' }).parentElement!);
}

describe('the hero trailer', () => {
  it('downloads nothing on arrival, starts by itself, muted, once the viewer points at the title, and pauses from a labelled button', async () => {
    renderHero();
    await screen.findByRole('button', { name: 'Reproduzir trailer' });
    expect(play).not.toHaveBeenCalled();
    expect(video()).toHaveAttribute('preload', 'none');
    await pointAtHero();
    const pauseButton = await screen.findByRole('button', { name: 'Pausar trailer' });
    expect(play).toHaveBeenCalledTimes(1);
    expect(video().muted).toBe(true);
    expect(video()).toHaveAttribute('src', TRAILER.url);

    await userEvent.click(pauseButton);
    expect(pause).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reproduzir trailer' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pausar trailer' })).toBeInTheDocument();
  });

  it('starts when focus reaches the hero, and is paused and played again from the keyboard', async () => {
    renderHero();
    await screen.findByRole('button', { name: 'Reproduzir trailer' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pausar trailer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Reproduzir trailer' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pausar trailer' })).toHaveFocus();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('keeps the control outside the decorative backdrop, so assistive technology reaches it', async () => {
    renderHero();
    const button = await screen.findByRole('button', { name: 'Reproduzir trailer' });
    expect(button.closest('[aria-hidden="true"]')).toBeNull();
    expect(video().closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('does not start for a viewer who asked for reduced motion, and downloads nothing until interest', async () => {
    asked.reducedMotion = true;
    renderHero();
    const playButton = await screen.findByRole('button', { name: 'Reproduzir trailer' });
    expect(play).not.toHaveBeenCalled();
    expect(video()).toHaveAttribute('preload', 'none');
    expect(video()).not.toHaveAttribute('autoplay');

    // Pointing at the hero fetches the start of the video, so that a press plays at once.
    fireEvent.pointerEnter(screen.getByRole('heading', { name: 'Os Maias' }).parentElement!);
    expect(video()).toHaveAttribute('preload', 'metadata');
    expect(play).not.toHaveBeenCalled();

    await userEvent.click(playButton);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pausar trailer' })).toBeInTheDocument();
  });

  it('also waits for interest when focus comes to the hero', async () => {
    asked.reducedMotion = true;
    renderHero();
    await screen.findByRole('button', { name: 'Reproduzir trailer' });
    act(() => screen.getByRole('link', { name: 'Ver' }).focus());
    expect(video()).toHaveAttribute('preload', 'metadata');
    expect(play).not.toHaveBeenCalled();
  });

  it('does not start for a viewer who asked to save data', async () => {
    asked.reducedData = true;
    renderHero();
    await screen.findByRole('button', { name: 'Reproduzir trailer' });
    expect(play).not.toHaveBeenCalled();

    asked.reducedData = false;
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      renderHero();
      await waitFor(() =>
        expect(screen.getAllByRole('button', { name: 'Reproduzir trailer' })).toHaveLength(2),
      );
      expect(play).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('does not start again by itself once the viewer paused it', async () => {
    renderHero();
    await pointAtHero();
    await userEvent.click(await screen.findByRole('button', { name: 'Pausar trailer' }));
    await pointAtHero();
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reproduzir trailer' })).toBeInTheDocument();
  });

  it('stops when the viewer turns reduced motion on while it plays', async () => {
    renderHero();
    await pointAtHero();
    await screen.findByRole('button', { name: 'Pausar trailer' });
    asked.reducedMotion = true;
    act(() => motionListeners.forEach((listener) => listener()));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reproduzir trailer' })).toBeInTheDocument();
  });

  it('stays paused, with its play control, where the browser refuses to start it', async () => {
    play.mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError'));
    renderHero();
    await pointAtHero();
    expect(play).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Reproduzir trailer' })).toBeInTheDocument();
  });

  it('names its control in the viewer’s language', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderHero();
      expect(await screen.findByRole('button', { name: 'Play trailer' })).toBeInTheDocument();
      await act(() => i18n.changeLanguage('fr_FR'));
      expect(screen.getByRole('button', { name: 'Lire la bande-annonce' })).toBeInTheDocument();
      fireEvent.pointerEnter(screen.getByRole('heading', { name: 'Os Maias' }).parentElement!);
      expect(
        await screen.findByRole('button', { name: 'Mettre la bande-annonce en pause' }),
      ).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('pt_PT'));
    }
  });

  it('shows neither video nor control where the trailer cannot play, or once it fails', async () => {
    renderHero();
    await screen.findByRole('button', { name: 'Reproduzir trailer' });
    fireEvent.error(video());
    expect(screen.queryByTestId('hero-trailer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /trailer/ })).not.toBeInTheDocument();
  });

  it('asks for no media at all without a trailer', async () => {
    renderHero(null);
    await screen.findByRole('heading', { name: 'Os Maias' });
    expect(screen.queryByTestId('hero-trailer')).not.toBeInTheDocument();
    expect(api.requestsTo('/v1/content/media')).toHaveLength(0);
  });
});
