import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, sessionStore } from '@palco/shared';
import { ok, reply } from '@palco/shared/testing';
import { signInFamily, teresa } from '../testing/family';
import { bodyOf, cleanUp, familyApi, navigateAway, openPage } from './testing/manage-testing';

afterEach(cleanUp);

function languageApi(): ReturnType<typeof familyApi> {
  return familyApi({
    'PUT /v1/profile/p-teresa': (request) => ok({ ...teresa, ...bodyOf(request.body) }),
    'PUT /v1/profile/preference': (request) => ok({ ...teresa, locale: 'en', ...bodyOf(request.body) }),
  });
}

async function open(): Promise<ReturnType<typeof userEvent.setup>> {
  signInFamily(teresa);
  const api = openPage('/profile/language', languageApi());
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Preferências de idioma' }),
  ).toBeInTheDocument();
  await screen.findByLabelText('Idioma do Palco');
  calls = api.requests;
  return userEvent.setup();
}

let calls: { method: string; url: string; body?: unknown }[] = [];

describe('/profile/language', () => {
  it('shows the session’s profile’s languages and names the tab', async () => {
    await open();
    expect(document.title).toBe('Preferências de idioma — Palco');
    expect(screen.getByLabelText('Idioma do Palco')).toHaveValue('pt_PT');
    expect(screen.getByLabelText('Legendas')).toHaveValue('');
    expect(screen.getByLabelText('Áudio')).toHaveValue('');
    // Each interface language is named in itself.
    expect(screen.getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr-FR');
  });

  it('saves a new interface language, which applies at once, and the playback languages', async () => {
    const user = await open();
    await user.selectOptions(screen.getByLabelText('Idioma do Palco'), 'en');
    await user.selectOptions(screen.getByLabelText('Legendas'), 'pt');
    await user.selectOptions(screen.getByLabelText('Áudio'), 'en');
    await user.click(screen.getByRole('button', { name: 'Guardar alterações' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Language preferences' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your language preferences have been saved.')).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(document.title).toBe('Language preferences — Palco');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.url, call.body])).toEqual([
      ['/v1/profile/p-teresa', { locale: 'en' }],
      ['/v1/profile/preference', { subtitle_language: 'pt', audio_language: 'en' }],
    ]);
    expect(sessionStore.getState().profile).toMatchObject({
      locale: 'en',
      subtitle_language: 'pt',
      audio_language: 'en',
    });
    expect(await navigateAway('/')).not.toHaveBeenCalled();
  });

  it('keeps the choice and says why when the API refuses', async () => {
    signInFamily(teresa);
    openPage(
      '/profile/language',
      familyApi({
        'PUT /v1/profile/preference': reply(500, { code: 500, message: 'boom', error: 'x' }),
      }),
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Legendas'), 'fr');
    await user.click(screen.getByRole('button', { name: 'Guardar alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O serviço está com dificuldades. Tenta daqui a pouco.',
    );
    expect(screen.getByLabelText('Legendas')).toHaveValue('fr');
    expect(i18n.language).toBe('pt_PT');
  });
});
