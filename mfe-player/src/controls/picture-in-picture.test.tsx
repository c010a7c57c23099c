import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useRef } from 'react';
import { addTranslations, createI18n, I18nextProvider } from '@palco/shared';
import { dictionaries } from '../testing/dictionaries';
import { PlayerControls } from './PlayerControls';
import { usePictureInPicture } from './usePictureInPicture';

const i18n = createI18n('pt_PT');
addTranslations(dictionaries, i18n);

/** The player's video with its control bar, as the player screen puts them together. */
function Player({ ready = true }: { ready?: boolean }): ReactNode {
  const videoRef = useRef<HTMLVideoElement>(null);
  const pictureInPicture = usePictureInPicture(videoRef, ready);
  return (
    <I18nextProvider i18n={i18n}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a test's video, never played */}
      <video ref={videoRef} data-testid="video" />
      <PlayerControls
        paused
        muted={false}
        fullscreen={false}
        currentTime={0}
        duration={60}
        live={false}
        onTogglePlay={() => undefined}
        onSeek={() => undefined}
        onToggleMute={() => undefined}
        onToggleFullscreen={() => undefined}
        pictureInPicture={pictureInPicture}
      />
    </I18nextProvider>
  );
}

/** What the browser does around picture-in-picture, which jsdom lacks: the window opens and closes. */
function browserWithPictureInPicture(): { request: jest.Mock; exit: jest.Mock } {
  let inWindow: Element | null = null;
  Object.defineProperty(document, 'pictureInPictureEnabled', { value: true, configurable: true });
  Object.defineProperty(document, 'pictureInPictureElement', { get: () => inWindow, configurable: true });
  const request = jest.fn(function (this: HTMLVideoElement) {
    // The page has one video; which element was asked is checked through the mock's contexts.
    inWindow = document.querySelector('video');
    this.dispatchEvent(new Event('enterpictureinpicture'));
    return Promise.resolve({} as PictureInPictureWindow);
  });
  const exit = jest.fn(() => {
    const video = inWindow;
    inWindow = null;
    video?.dispatchEvent(new Event('leavepictureinpicture'));
    return Promise.resolve();
  });
  Object.defineProperty(HTMLVideoElement.prototype, 'requestPictureInPicture', {
    value: request,
    configurable: true,
  });
  Object.defineProperty(document, 'exitPictureInPicture', { value: exit, configurable: true });
  return { request, exit };
}

afterEach(() => {
  cleanup();
  for (const name of ['pictureInPictureEnabled', 'pictureInPictureElement', 'exitPictureInPicture'])
    Reflect.deleteProperty(document, name);
  Reflect.deleteProperty(HTMLVideoElement.prototype, 'requestPictureInPicture');
});

describe('picture-in-picture', () => {
  it('toggles the video in and out of the floating window, the button saying which it does', async () => {
    const { request, exit } = browserWithPictureInPicture();
    render(<Player />);
    const button = screen.getByRole('button', { name: 'Imagem na imagem' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'i');
    await userEvent.click(button);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.contexts[0]).toBe(screen.getByTestId('video'));
    await userEvent.click(screen.getByRole('button', { name: 'Sair da imagem na imagem' }));
    expect(exit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Imagem na imagem' })).toBeInTheDocument();
  });

  it('follows the window closed from the browser’s own control', async () => {
    browserWithPictureInPicture();
    render(<Player />);
    await userEvent.click(screen.getByRole('button', { name: 'Imagem na imagem' }));
    act(() => {
      screen.getByTestId('video').dispatchEvent(new Event('leavepictureinpicture'));
    });
    expect(screen.getByRole('button', { name: 'Imagem na imagem' })).toBeInTheDocument();
  });

  it('closes the window when the player goes', async () => {
    const { exit } = browserWithPictureInPicture();
    const { unmount } = render(<Player />);
    await userEvent.click(screen.getByRole('button', { name: 'Imagem na imagem' }));
    unmount();
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('stays in the floating window while the same video loads a fresh address', async () => {
    const { exit } = browserWithPictureInPicture();
    const { rerender } = render(<Player />);
    await userEvent.click(screen.getByRole('button', { name: 'Imagem na imagem' }));
    rerender(<Player ready={false} />);
    rerender(<Player />);
    expect(exit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sair da imagem na imagem' })).toBeInTheDocument();
  });

  it('is not offered before the video is loaded', () => {
    browserWithPictureInPicture();
    render(<Player ready={false} />);
    expect(screen.queryByRole('button', { name: 'Imagem na imagem' })).not.toBeInTheDocument();
  });

  it('is not offered where the browser gives pages no picture-in-picture', () => {
    render(<Player />);
    expect(screen.queryByRole('button', { name: 'Imagem na imagem' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ecrã inteiro' })).toBeInTheDocument();
  });
});
