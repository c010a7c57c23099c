import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrailerAdBreakProps } from '@palco/contracts';
import { addTranslations, type ExposedLoader, registerExposedLoader, translationsReady } from '@palco/shared';
import { type FakeApi, fakeApi, ok, renderWithProviders } from '@palco/shared/testing';
import { dictionaries } from '../../../i18n';
import { contentDictionaries } from '../i18n';
import { TrailerButton } from './Trailer';

// A title's page asks for its strings beside its code; the trailer is drawn here on its own.
beforeAll(async () => {
  addTranslations(dictionaries);
  addTranslations(contentDictionaries);
  await translationsReady();
});

const TRAILER_URL = '/api/media/demo/demo.mp4';

/** The player's ad break as far as the catalogue sees it: an ad on screen until the test ends it. */
function FakeAdBreak({ onDone }: TrailerAdBreakProps): ReactNode {
  return (
    <div role="region" aria-label="Anúncio">
      <button type="button" onClick={() => onDone(true)}>
        ad over
      </button>
      <button type="button" onClick={() => onDone(false)}>
        plans chosen
      </button>
    </div>
  );
}

function Broken(): ReactNode {
  throw new Error('the ad break broke');
}

let api: FakeApi;
let unregister: () => void = () => undefined;
let load: jest.Mock<Promise<unknown>, [app: string, key: string]>;
const warn = jest.spyOn(console, 'warn');
const error = jest.spyOn(console, 'error');

/** The shell's loader, answering the player's module (or failing) as a test says. */
function playerAnswers(answer: () => Promise<unknown>): void {
  load = jest.fn((_app: string, _key: string) => answer());
  unregister = registerExposedLoader(load as unknown as ExposedLoader);
}

async function openTrailer(): Promise<HTMLElement> {
  api = fakeApi({
    'GET /v1/content/media/trailer-m1': ok({ id: 'trailer-m1', url: TRAILER_URL, type: 'mp4', duration: 20 }),
  });
  renderWithProviders(<TrailerButton trailerId="trailer-m1" title="Os Maias" />);
  await userEvent.click(screen.getByRole('button', { name: /Trailer/ }));
  return screen.getByRole('dialog', { name: 'Trailer: Os Maias' });
}

beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('probably');
  warn.mockImplementation(() => undefined);
  error.mockImplementation(() => undefined);
});

afterEach(async () => {
  unregister();
  unregister = () => undefined;
  jest.mocked(HTMLMediaElement.prototype.canPlayType).mockRestore();
  warn.mockReset();
  error.mockReset();
  await api.restore();
});

describe('the trailer’s ad (the player’s ./trailer-ad-break)', () => {
  it('plays the player’s ad first, and the trailer only once the ad says it is over', async () => {
    playerAnswers(() => Promise.resolve({ TrailerAdBreak: FakeAdBreak }));
    const dialog = await openTrailer();
    const ad = await within(dialog).findByRole('region', { name: 'Anúncio' });
    expect(load).toHaveBeenCalledWith('mfe-player', 'trailerAdBreak');
    // The trailer's address is in meanwhile, yet its video waits for the ad.
    await waitFor(() => expect(api.requestsTo('/v1/content/media/trailer-m1')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(dialog).queryByTestId('trailer-video')).not.toBeInTheDocument();

    await userEvent.click(within(ad).getByRole('button', { name: 'ad over' }));
    const video = await within(dialog).findByTestId<HTMLVideoElement>('trailer-video');
    expect(video).toHaveAttribute('src', TRAILER_URL);
    expect(video.autoplay).toBe(true);
    expect(within(dialog).queryByRole('region', { name: 'Anúncio' })).not.toBeInTheDocument();
  });

  it('shows the trailer without starting it when the viewer went to the plans from the ad-blocker notice', async () => {
    playerAnswers(() => Promise.resolve({ TrailerAdBreak: FakeAdBreak }));
    const dialog = await openTrailer();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'plans chosen' }));
    const video = await within(dialog).findByTestId<HTMLVideoElement>('trailer-video');
    expect(video.autoplay).toBe(false);
  });

  it('plays the trailer without an ad when the player remote cannot be loaded', async () => {
    playerAnswers(() => Promise.reject(new Error('mfe-player did not answer')));
    const dialog = await openTrailer();
    const video = await within(dialog).findByTestId<HTMLVideoElement>('trailer-video');
    expect(video).toHaveAttribute('src', TRAILER_URL);
    expect(video.autoplay).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('plays the trailer without an ad on a page where no loader was registered', async () => {
    const dialog = await openTrailer();
    expect(await within(dialog).findByTestId('trailer-video')).toHaveAttribute('src', TRAILER_URL);
  });

  it('plays the trailer when the player’s ad break fails as it renders', async () => {
    playerAnswers(() => Promise.resolve({ TrailerAdBreak: Broken }));
    const dialog = await openTrailer();
    expect(await within(dialog).findByTestId('trailer-video')).toHaveAttribute('src', TRAILER_URL);
  });
});
