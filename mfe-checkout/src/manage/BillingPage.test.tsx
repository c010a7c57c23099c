import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import type { BillingDetails } from '@palco/contracts';
import { addTranslations, bus, changeLocale, sessionStore } from '@palco/shared';
import { fakeApi, type FakeApi, makeAccount, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { dictionaries } from '../i18n';
import { BillingPage } from './BillingPage';
import { manageDictionaries } from './manage-i18n';

addTranslations(manageDictionaries);

const SAVED: BillingDetails = {
  name: 'Paula Pagante',
  address: 'Rua das Flores, 12',
  zip_code: '1200-195',
  city: 'Lisboa',
  country: 'PT',
  phone_number: '',
  tax_id_number: '123456789',
  iban: '',
};

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.restore();
  api = undefined;
  sessionStore.getState().clear();
  window.history.pushState({}, '', '/');
  await act(() => changeLocale('pt_PT'));
});

function show(): ReturnType<typeof userEvent.setup> {
  window.history.pushState({}, '', '/profile/billing');
  sessionStore.getState().signIn('tok-1');
  sessionStore.getState().setAccount(makeAccount({ premium: true }));
  renderWithProviders(
    <BrowserRouter>
      <BillingPage />
    </BrowserRouter>,
    dictionaries,
  );
  // Typing without a pause between keys: the form has many fields.
  return userEvent.setup({ delay: null });
}

const field = (name: string): HTMLInputElement => screen.getByLabelText(name, { exact: false });

/** Tests that type a whole form take a while on a busy machine (every key renders the form again). */
const TYPING_MS = 20_000;

describe('/profile/billing', () => {
  it(
    'saves the details tidied up, with section 8’s toast that billing changes may take a while',
    async () => {
      api = fakeApi({
        'GET /v1/account/billing': ok({ billing: null, editable: true }),
        'PUT /v1/account/billing': ({ body }) => ok({ billing: body, editable: true }),
      });
      const toast = jest.fn();
      bus.on('toast:show', toast);
      const user = show();
      await user.type(await screen.findByLabelText('Nome *'), 'Paula Pagante');
      await user.type(field('NIF'), 'PT 123 456 789');
      await user.type(field('Morada'), 'Rua das Flores, 12');
      await user.type(field('Código postal'), '1200195');
      await user.type(field('Localidade'), 'Lisboa');
      const country = screen.getByLabelText('País *') as HTMLSelectElement;
      expect(country).toHaveValue('PT');
      // Portugal first, then every other country by its name.
      expect(country.options[0]?.textContent).toBe('Portugal');
      expect(country.options[1]?.textContent).toBe('Afeganistão');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));

      expect(await screen.findByText(/Dados guardados com sucesso!/)).toHaveTextContent(
        'As alterações aos dados de faturação podem demorar algum tempo.',
      );
      expect(api.requestsTo('/v1/account/billing').at(-1)?.body).toEqual(SAVED);
      expect(field('Código postal')).toHaveValue('1200-195');
      expect(field('NIF')).toHaveValue('123456789');
      expect(toast).toHaveBeenCalledWith({
        message:
          'Dados guardados com sucesso! As alterações aos dados de faturação podem demorar algum tempo.',
        kind: 'success',
      });
      bus.off('toast:show', toast);
    },
    TYPING_MS,
  );

  it(
    'shows what was saved, and says at each field what is wrong before sending anything',
    async () => {
      api = fakeApi({ 'GET /v1/account/billing': ok({ billing: SAVED, editable: true }) });
      const user = show();
      expect(await screen.findByLabelText('Nome *')).toHaveValue('Paula Pagante');
      await user.clear(field('Morada'));
      await user.clear(field('NIF'));
      await user.type(field('NIF'), '123456780');
      await user.clear(field('Código postal'));
      await user.type(field('Código postal'), '1200');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));

      expect(field('Morada')).toHaveAccessibleDescription('Preenche este campo.');
      expect(field('Morada')).toHaveAttribute('aria-invalid', 'true');
      expect(field('NIF')).toHaveAccessibleDescription('Este NIF não é válido: confirma os nove algarismos.');
      expect(field('Código postal')).toHaveAccessibleDescription('O código postal tem a forma 0000-000.');
      // The first field in the form that is wrong has the focus.
      expect(field('NIF')).toHaveFocus();
      expect(api.requestsTo('/v1/account/billing').filter((r) => r.method === 'PUT')).toEqual([]);
      // The VAT number may be left out.
      await user.clear(field('NIF'));
      expect(field('NIF')).toHaveValue('');
    },
    TYPING_MS,
  );

  it(
    'takes an IBAN for direct debit, checked before sending, and sends it without its spaces',
    async () => {
      api = fakeApi({
        'GET /v1/account/billing': ok({ billing: SAVED, editable: true }),
        'PUT /v1/account/billing': ({ body }) => ok({ billing: body, editable: true }),
      });
      const user = show();
      const iban = await screen.findByLabelText('IBAN para débito direto');
      await user.type(iban, 'PT50 0002 0123 1234 5678 9015 5');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(iban).toHaveAccessibleDescription('Este IBAN não é válido: confirma-o.');
      expect(iban).toHaveFocus();
      expect(api.requestsTo('/v1/account/billing').filter((r) => r.method === 'PUT')).toEqual([]);
      await user.clear(iban);
      await user.type(iban, 'PT50 0002 0123 1234 5678 9015 4');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(/Dados guardados com sucesso!/)).toBeInTheDocument();
      expect(api.requestsTo('/v1/account/billing').at(-1)?.body).toMatchObject({
        iban: 'PT50000201231234567890154',
      });
    },
    TYPING_MS,
  );

  it(
    'asks a postcode of its own country’s form abroad, and a VAT number of its own',
    async () => {
      api = fakeApi({
        'GET /v1/account/billing': ok({ billing: SAVED, editable: true }),
        'PUT /v1/account/billing': ({ body }) => ok({ billing: body, editable: true }),
      });
      const user = show();
      await user.selectOptions(await screen.findByLabelText('País *'), 'FR');
      await user.clear(field('NIF'));
      await user.type(field('NIF'), 'FR12345678901');
      await user.clear(field('Código postal'));
      await user.type(field('Código postal'), '75001');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(/Dados guardados com sucesso!/)).toBeInTheDocument();
      expect(api.requestsTo('/v1/account/billing').at(-1)?.body).toMatchObject({
        country: 'FR',
        zip_code: '75001',
        tax_id_number: 'FR12345678901',
      });
    },
    TYPING_MS,
  );

  it(
    'keeps what was typed through a refusal, and shows the server’s reason at its field',
    async () => {
      api = fakeApi({
        'GET /v1/account/billing': ok({ billing: SAVED, editable: true }),
        'PUT /v1/account/billing': reply(400, {
          code: 'billing_city_invalid',
          message: 'Não é válido: a localidade.',
          error: 'Bad Request',
        }),
      });
      const user = show();
      await user.clear(await screen.findByLabelText('Localidade *'));
      await user.type(field('Localidade'), 'Cidade Nova');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Esta localidade não é válida.')).toBeInTheDocument();
      expect(field('Localidade')).toHaveValue('Cidade Nova');
      expect(field('Localidade')).toHaveFocus();
    },
    TYPING_MS,
  );

  it('shows the details without letting them change when there is no plan (section 5)', async () => {
    api = fakeApi({ 'GET /v1/account/billing': ok({ billing: SAVED, editable: false }) });
    show();
    expect(
      await screen.findByText('Só podes alterar os dados de faturação enquanto tiveres um plano ativo.'),
    ).toBeInTheDocument();
    expect(field('Nome')).toHaveValue('Paula Pagante');
    expect(field('Nome')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/adira-ja');
  });

  it('speaks French', async () => {
    await act(() => changeLocale('fr_FR'));
    api = fakeApi({ 'GET /v1/account/billing': ok({ billing: null, editable: true }) });
    const user = show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Données de facturation' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(field('Nom')).toHaveAccessibleDescription('Remplissez ce champ.');
  });
});
