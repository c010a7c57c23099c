import { cleanup, screen, within } from '@testing-library/react';
import { viewingErrorCodes } from '@palco/contracts';
import { sessionStore } from '@palco/shared';
import {
  type FakeApi,
  fakeApi,
  makeAccount,
  makeContentItem,
  makeProfile,
  ok,
  reply,
} from '@palco/shared/testing';
import { FakeEngine } from '../testing/FakeEngine';
import { clearSwrCache, renderPlayer } from '../testing/render-player';

const restricted = reply(403, {
  code: viewingErrorCodes.contentRestricted,
  message: 'Este título não está disponível neste perfil.',
  error: 'Forbidden',
});

let api: FakeApi;
let factory: jest.Mock;

function signInAs(profiles: number): void {
  const account = makeAccount({
    profiles: Array.from({ length: profiles }, (_, index) => ({ id: `p${index + 1}`, name: `P${index}` })),
  });
  sessionStore.setState({ token: 'token-1', account, profile: makeProfile({ id: 'p1', kids: true }) });
}

beforeEach(() => {
  factory = jest.fn(() => Promise.resolve(new FakeEngine()));
});

afterEach(async () => {
  cleanup();
  await api.restore();
  sessionStore.getState().clear();
  await clearSwrCache();
});

describe('a title kept from the profile by its parental restriction', () => {
  it('says so, with no video and no retry, and offers another profile to a family account', async () => {
    signInAs(2);
    api = fakeApi({ 'GET /v1/setting': ok({}), 'GET /v1/content/item/item-1': restricted });
    renderPlayer('/vod/item-1', factory);

    const notice = await screen.findByRole('alert');
    expect(
      within(notice).getByRole('heading', { name: 'Este título não está disponível neste perfil.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mudar de perfil' })).toHaveAttribute(
      'href',
      '/profile/switch-profile',
    );
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('video')).not.toBeInTheDocument();
    expect(factory).not.toHaveBeenCalled();
    expect(api.requestsTo('/v1/content/media')).toHaveLength(0);
  });

  it('offers only the way home to an account with a single profile', async () => {
    signInAs(1);
    api = fakeApi({ 'GET /v1/setting': ok({}), 'GET /v1/content/item/item-1': restricted });
    renderPlayer('/vod/item-1', factory);

    expect(
      await screen.findByRole('heading', { name: 'Este título não está disponível neste perfil.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mudar de perfil' })).not.toBeInTheDocument();
  });

  it('says the same when the stream itself is refused', async () => {
    signInAs(2);
    api = fakeApi({
      'GET /v1/setting': ok({}),
      'GET /v1/content/item/item-1': ok(makeContentItem({ media_id: 'media-1' })),
      'GET /v1/content/media/media-1': restricted,
    });
    renderPlayer('/vod/item-1', factory);

    expect(
      await screen.findByRole('heading', { name: 'Este título não está disponível neste perfil.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mudar de perfil' })).toBeInTheDocument();
    expect(factory).not.toHaveBeenCalled();
  });
});
